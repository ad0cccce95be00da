/**
 * boardgame.io's `Async` storage over SQL (SQLite or PostgreSQL through Kysely).
 *
 * A match is one row; its log is rows appended per move (never rewritten), keyed by the state they
 * led to. The state is written only when it is newer than the stored one, so a late writer (another
 * instance that lost a race) cannot roll a match back.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type {
  CreateMatchOpts,
  FetchOpts,
  FetchResult,
  ListMatchesOpts,
} from 'boardgame.io/dist/types/src/server/db/base';
import type { LogEvent } from 'kysely';
import { openDatabase, type Database, type Driver } from './database';
import { migrate } from './migrations';

/** What one match looks like in a listing or a turn summary, read in one query for many matches. */
export interface MatchSummary {
  matchID: string;
  gameName: string;
  metadata: Server.MatchData;
  ctx: State['ctx'];
  updatedAt: number;
}

export class SqlStorage extends Async {
  readonly db: Database;
  readonly driver: Driver;
  schemaVersion = 0;

  /** `onQuery` sees every query run (tests count them). */
  constructor(url?: string, onQuery?: (event: LogEvent) => void) {
    super();
    ({ db: this.db, driver: this.driver } = openDatabase(url, onQuery));
  }

  async connect(): Promise<void> {
    this.schemaVersion = await migrate(this.db, this.driver);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  override async createMatch(matchID: string, { initialState, metadata }: CreateMatchOpts): Promise<void> {
    const state = JSON.stringify(initialState);
    await this.db
      .insertInto('matches')
      .values({
        id: matchID,
        game_name: metadata.gameName,
        state,
        ctx: JSON.stringify(initialState.ctx),
        state_id: initialState._stateID,
        initial_state: state,
        metadata: JSON.stringify(metadata),
        gameover: metadata.gameover !== undefined ? 1 : 0,
        unlisted: metadata.unlisted ? 1 : 0,
        created_at: metadata.createdAt,
        updated_at: metadata.updatedAt,
      })
      .execute();
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('matches')
        .set({ state: JSON.stringify(state), ctx: JSON.stringify(state.ctx), state_id: state._stateID })
        .where('id', '=', matchID)
        .where('state_id', '<', state._stateID)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0 || !deltalog?.length) return;
      await trx
        .insertInto('match_log')
        .values(
          deltalog.map((entry, position) => ({
            match_id: matchID,
            state_id: state._stateID,
            position,
            entry: JSON.stringify(entry),
          })),
        )
        .execute();
    });
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.db
      .updateTable('matches')
      .set({
        metadata: JSON.stringify(metadata),
        gameover: metadata.gameover !== undefined && metadata.gameover !== null ? 1 : 0,
        unlisted: metadata.unlisted ? 1 : 0,
        updated_at: metadata.updatedAt,
      })
      .where('id', '=', matchID)
      .execute();
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<FetchResult<O>> {
    const result: Partial<Record<keyof FetchOpts, unknown>> = {};
    if (opts.state || opts.metadata || opts.initialState) {
      const row = await this.db
        .selectFrom('matches')
        .select(['state', 'metadata', 'initial_state'])
        .where('id', '=', matchID)
        .executeTakeFirst();
      if (row) {
        if (opts.state) result.state = JSON.parse(row.state);
        if (opts.metadata) result.metadata = JSON.parse(row.metadata);
        if (opts.initialState) result.initialState = JSON.parse(row.initial_state);
      }
    }
    if (opts.log) {
      const rows = await this.db
        .selectFrom('match_log')
        .select('entry')
        .where('match_id', '=', matchID)
        .orderBy('state_id')
        .orderBy('position')
        .execute();
      result.log = rows.map((row) => JSON.parse(row.entry));
    }
    return result as FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('match_log').where('match_id', '=', matchID).execute();
      await trx.deleteFrom('matches').where('id', '=', matchID).execute();
    });
  }

  override async listMatches(opts: ListMatchesOpts = {}): Promise<string[]> {
    return (await this.listSummaries(opts)).map((match) => match.matchID);
  }

  /** Matches with their metadata and turn, filtered as boardgame.io's `listMatches`, in one query. */
  async listSummaries({ gameName, where = {} }: ListMatchesOpts = {}): Promise<MatchSummary[]> {
    let query = this.db.selectFrom('matches').select(['id', 'game_name', 'metadata', 'ctx', 'updated_at']);
    if (gameName !== undefined) query = query.where('game_name', '=', gameName);
    if (where.isGameover !== undefined) query = query.where('gameover', '=', where.isGameover ? 1 : 0);
    if (where.updatedBefore !== undefined) query = query.where('updated_at', '<', where.updatedBefore);
    if (where.updatedAfter !== undefined) query = query.where('updated_at', '>', where.updatedAfter);
    const rows = await query.orderBy('updated_at', 'desc').execute();
    return rows.map(toSummary);
  }

  async exists(matchID: string): Promise<boolean> {
    const row = await this.db.selectFrom('matches').select('id').where('id', '=', matchID).executeTakeFirst();
    return row !== undefined;
  }

  /** The named matches (unknown ids are left out), in one query. */
  async summariesOf(matchIDs: readonly string[]): Promise<MatchSummary[]> {
    if (matchIDs.length === 0) return [];
    const rows = await this.db
      .selectFrom('matches')
      .select(['id', 'game_name', 'metadata', 'ctx', 'updated_at'])
      .where('id', 'in', matchIDs)
      .execute();
    return rows.map(toSummary);
  }
}

function toSummary(row: { id: string; game_name: string; metadata: string; ctx: string; updated_at: number | string }): MatchSummary {
  return {
    matchID: row.id,
    gameName: row.game_name,
    metadata: JSON.parse(row.metadata),
    ctx: JSON.parse(row.ctx),
    updatedAt: Number(row.updated_at),
  };
}
