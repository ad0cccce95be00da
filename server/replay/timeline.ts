/**
 * A stored match's history as steps. The stored log holds every entry the players received, in order:
 * each move (with the game events it set off), and each take-back (server/matches/take-back.ts), which
 * restored the state before the mover's last move under a new state id. The record keeps the moves that
 * stand, so a take-back removes the last move kept (a take-back always undoes the newest move: taking back
 * is only possible while nobody else has moved since). Step k is the state after the first k moves kept,
 * shown with the log as the players had it when that move was made (taken-back moves and take-backs
 * included, as they saw them).
 */
import type { LogEntry } from 'boardgame.io';
import type { MoveAuthor, RecordedMove } from '../../games/match-record';

/** A log entry as stored: the state id it led to. */
export interface StoredEntry {
  stateID: number;
  entry: LogEntry;
}

export interface Timeline {
  /** The moves that stand, in order: the record's moves. */
  moves: RecordedMove[];
  /**
   * The state id of each step: `stateIDs[k]` is where the k-th kept move led (step 0: the initial state),
   * and the last step is the match's current state (after any take-back that ended the log).
   */
  stateIDs: number[];
  /** Every stored entry, in order. */
  entries: StoredEntry[];
}

type EntryAction = { type?: unknown; payload?: { type?: unknown; args?: unknown; playerID?: unknown } };

/** Whether an entry is a take-back the server stored (take-back.ts `takeBackEntry`). */
function isTakeBack(entry: LogEntry): boolean {
  const action = entry.action as EntryAction;
  return action?.type === 'UNDO' && action.payload?.type === 'takeBack';
}

function recordedMove(entry: LogEntry): RecordedMove | undefined {
  const action = entry.action as EntryAction;
  if (action?.type !== 'MAKE_MOVE' || !action.payload) return undefined;
  const { type, args, playerID } = action.payload;
  if (typeof type !== 'string' || typeof playerID !== 'string') return undefined;
  const by = (entry as { by?: unknown }).by;
  return {
    player: playerID,
    move: type,
    args: Array.isArray(args) ? args : [],
    ...((by === 'bot' || by === 'stand-in') && { by: by as MoveAuthor }),
  };
}

/** The timeline of a match from its stored log, its initial state id and its current state id. */
export function timelineOf(entries: readonly StoredEntry[], initialStateID: number, currentStateID: number): Timeline {
  const moves: RecordedMove[] = [];
  const stateIDs = [initialStateID];
  for (const { stateID, entry } of entries) {
    if (isTakeBack(entry)) {
      if (moves.length > 0) {
        moves.pop();
        stateIDs.pop();
      }
      continue;
    }
    const move = recordedMove(entry);
    if (!move) continue;
    moves.push(move);
    stateIDs.push(stateID);
  }
  stateIDs[stateIDs.length - 1] = Math.max(stateIDs[stateIDs.length - 1], currentStateID);
  return { moves, stateIDs, entries: [...entries] };
}

/** The log entries the players had at step `step`: every entry stored up to that step's state. */
export function entriesAtStep(timeline: Timeline, step: number): LogEntry[] {
  const last = timeline.stateIDs[step];
  const log: LogEntry[] = [];
  for (const { stateID, entry } of timeline.entries) {
    if (stateID > last) break;
    log.push(entry);
  }
  return log;
}
