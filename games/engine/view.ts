/**
 * What one viewer of a match is shown: the one filter every screen and tool applies (the server's sockets
 * and replays, the hotseat and versus-bots screens, the replay viewer, the bots' seat views, the arena's
 * agents, the bench). It is boardgame.io's own (the game's `playerView` on the state, a redacted move's
 * arguments removed from the log for the other seats), then the log events' facts that only some seats may
 * learn removed for everyone else (games/log-events.ts).
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { logForViewer } from '../log-events';

/** A seat id, `null` for a spectator, or `'all'` for a teacher who may see every hand. */
export type Viewer = string | null | 'all';

export interface ViewerView {
  state: State;
  log: LogEntry[];
}

type SyncInfo = { state: State; log?: LogEntry[] } & Record<string, unknown>;
/** A match as boardgame.io's transport carries it to a client: the whole (on sync) or the next state (an update). */
export type SyncPacket = { type: 'sync'; args: [matchID: string, sync: SyncInfo] };
export type UpdatePacket = { type: 'update'; args: [matchID: string, state: State] };
/** An update as one viewer receives it: the move's log entries travel as its third argument. */
export type ViewerUpdatePacket = { type: 'update'; args: [matchID: string, state: State, log: LogEntry[] | undefined] };

type Filter = ReturnType<typeof getFilterPlayerView>;
const filters = new WeakMap<Game, Filter>();

/** boardgame.io's filter of the game (a game as defined or as its server processed it). */
function filterOf(game: Game): Filter {
  let filter = filters.get(game);
  if (!filter) {
    const processed = 'flow' in game ? game : ProcessGameConfig(game);
    filters.set(game, (filter = getFilterPlayerView(processed as never)));
  }
  return filter;
}

/** A packet as `viewer` may receive it. */
export function viewPacket(game: Game, viewer: string | null, packet: SyncPacket): SyncPacket;
export function viewPacket(game: Game, viewer: string | null, packet: UpdatePacket): ViewerUpdatePacket;
export function viewPacket(game: Game, viewer: string | null, packet: SyncPacket | UpdatePacket): SyncPacket | ViewerUpdatePacket {
  const filtered = filterOf(game)(viewer as string, packet as never) as unknown as SyncPacket | ViewerUpdatePacket;
  if (filtered.type === 'update') {
    const [matchID, state, log] = filtered.args;
    return { type: 'update', args: [matchID, state, log && logForViewer(log, viewer)] };
  }
  const [matchID, sync] = filtered.args;
  return { type: 'sync', args: [matchID, sync.log ? { ...sync, log: logForViewer(sync.log, viewer) } : sync] };
}

/** The match's state and log as `viewer` is shown them. */
export function viewFor(game: Game, state: State, log: readonly LogEntry[], viewer: Viewer): ViewerView {
  if (viewer === 'all') return { state, log: [...log] };
  const [, sync] = viewPacket(game, viewer, { type: 'sync', args: ['view', { state, log: [...log] }] }).args;
  return { state: sync.state, log: sync.log ?? [] };
}

/** What a seat's own view of `G` is: what a bot deciding for that seat may read, and no more. */
export function seatView<G = unknown>(game: Game, state: Pick<State, 'G' | 'ctx' | 'plugins'> & Partial<State>, viewer: string | null): G {
  return viewFor(game, { _stateID: 0, _undo: [], _redo: [], ...state } as State, [], viewer).state.G as G;
}
