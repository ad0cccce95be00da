/**
 * What a replay or a record reads of a stored match: its row (state id, initial state, metadata) and its
 * log with the state id each entry led to. The log is read up to the row's state id, so a move stored
 * between the two reads is left for the next request.
 */
import type { LogEntry, State } from 'boardgame.io';
import { metadataFrom, type MatchData } from '../storage/match-rows';
import type { SqlStorage } from '../storage/sql-storage';
import type { StoredEntry } from './timeline';

export interface StoredMatchRow {
  matchID: string;
  gameName: string;
  stateID: number;
  metadata: MatchData;
  /** Whether the match is over (its state's `ctx.gameover` is set). */
  finished: boolean;
}

export async function readMatchRow(storage: SqlStorage, matchID: string): Promise<StoredMatchRow | undefined> {
  const row = await storage.db
    .selectFrom('matches')
    .select(['game_name', 'state_id', 'metadata', 'ctx', 'updated_at'])
    .where('id', '=', matchID)
    .executeTakeFirst();
  if (!row) return undefined;
  const metadata = metadataFrom(row);
  const { gameover } = JSON.parse(row.ctx) as State['ctx'];
  return { matchID, gameName: row.game_name, stateID: Number(row.state_id), metadata, finished: gameover !== undefined };
}

/** The state the match started from, and its state now with its id (the last step, read instead of replayed). */
export async function readStates(storage: SqlStorage, matchID: string): Promise<{ initialState: State; currentState: State } | undefined> {
  const row = await storage.db.selectFrom('matches').select(['initial_state', 'state']).where('id', '=', matchID).executeTakeFirst();
  return row ? { initialState: JSON.parse(row.initial_state) as State, currentState: JSON.parse(row.state) as State } : undefined;
}

/** The stored log up to `stateID`, in order. */
export async function readLog(storage: SqlStorage, matchID: string, stateID: number): Promise<StoredEntry[]> {
  const rows = await storage.db
    .selectFrom('match_log')
    .select(['state_id', 'entry'])
    .where('match_id', '=', matchID)
    .where('state_id', '<=', stateID)
    .orderBy('state_id')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ stateID: Number(row.state_id), entry: JSON.parse(row.entry) as LogEntry }));
}
