/**
 * What one viewer of a local match is shown: exactly what the server would send that seat online (the
 * game's `playerView`, a redacted move's arguments removed from the log, the log events' hidden facts
 * removed), so a hotseat screen never holds another seat's secrets. A teacher (`'all'`) sees everything.
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { logForViewer } from '../../games/log-events';

/** A seat id, `null` for a spectator, or `'all'` for a teacher who may see every hand. */
export type Viewer = string | null | 'all';

export interface SeatView {
  state: State;
  log: LogEntry[];
}

type Filter = ReturnType<typeof getFilterPlayerView>;
const filters = new WeakMap<Game, Filter>();

function filterOf(game: Game): Filter {
  let filter = filters.get(game);
  if (!filter) filters.set(game, (filter = getFilterPlayerView(ProcessGameConfig(game) as never)));
  return filter;
}

export function seatView(game: Game, state: State, log: readonly LogEntry[], viewer: Viewer): SeatView {
  if (viewer === 'all') return { state, log: [...log] };
  const packet = { type: 'sync', args: ['local', { state, log: [...log] }] } as const;
  const filtered = filterOf(game)(viewer as string, packet as never) as unknown as { args: [string, SeatView] };
  const view = filtered.args[1];
  return { state: view.state, log: logForViewer(view.log, viewer) };
}
