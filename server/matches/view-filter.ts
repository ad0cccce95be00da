/**
 * What one viewer is sent of a match: boardgame.io's filter (the game's `playerView`, and a redacted move's
 * arguments removed from the log for the other players), then the log events' hidden facts removed for every
 * viewer who may not learn them (games/log-events.ts).
 */
import type { LogEntry } from 'boardgame.io';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { logForViewer } from '../../games/log-events';
import type { ProcessedGame } from './run-move';

type Packet = { type: string; args: unknown[] };
export type ViewFilter = (playerID: string | null, packet: Packet) => Packet;

export function viewFilter(game: ProcessedGame): ViewFilter {
  const filter = getFilterPlayerView(game as never);
  return (playerID, packet) => {
    const filtered = filter(playerID as string, packet as never) as Packet;
    const viewer = playerID ?? null;
    if (filtered.type === 'update') {
      // boardgame.io's filter takes the log off the state and sends it as the update's third argument.
      const [matchID, state, log] = filtered.args as [string, unknown, LogEntry[] | undefined];
      if (!log) return filtered;
      return { type: 'update', args: [matchID, state, logForViewer(log, viewer)] };
    }
    if (filtered.type === 'sync') {
      const [matchID, sync] = filtered.args as [string, { log?: LogEntry[] }];
      if (!sync.log) return filtered;
      return { type: 'sync', args: [matchID, { ...sync, log: logForViewer(sync.log, viewer) }] };
    }
    return filtered;
  };
}
