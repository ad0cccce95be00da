/**
 * boardgame.io's `Async` storage over SQL (SQLite or PostgreSQL through Kysely), and the match store the
 * server's own move pipeline uses (`MatchRows`: conditional moves, atomic metadata changes).
 *
 * A match is one row; its log is rows appended per move (never rewritten), keyed by the state they
 * led to. A move is stored only on the state it was computed from, so of two instances racing on one
 * match the database keeps exactly one move.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type {
  CreateMatchOpts,
  FetchOpts,
  FetchResult,
  ListMatchesOpts,
} from 'boardgame.io/dist/types/src/server/db/base';
import { sql, type LogEvent } from 'kysely';
import { openDatabase, type Database, type Driver } from './database';
import { metadataColumns, metadataFrom, type MatchRows, type MetadataChange, type MoveWrite, type SeatClaim } from './match-rows';
import { migrate } from './migrations';
import { PostgresRows } from './postgres-rows';
import { SqliteRows } from './sqlite-rows';

/** What one match looks like in a listing or a turn summary, read in one query for many matches. */
export interface MatchSummary {
  matchID: string;
  gameName: string;
  metadata: Server.MatchData;
  ctx: State['ctx'];
  /** The stored state's id (0: no move yet). */
  stateID: number;
  updatedAt: number;
}

export class SqlStorage extends Async implements MatchRows {
  readonly db: Database;
  readonly driver: Driver;
  schemaVersion = 0;
  private readonly opened: ReturnType<typeof openDatabase>;
  private rowsOf?: MatchRows;

  /** `onQuery` sees every query Kysely runs (tests count them); `onPoolError`, a dropped PostgreSQL connection. */
  constructor(url?: string, onQuery?: (event: LogEvent) => void, onPoolError?: (error: Error) => void) {
    super();
    this.opened = openDatabase(url, onQuery, onPoolError);
    ({ db: this.db, driver: this.driver } = this.opened);
  }

  /** The driver's match store: prepared once the schema exists. */
  private get rows(): MatchRows {
    if (!this.rowsOf) throw new Error('storage used before connect()');
    return this.rowsOf;
  }

  async connect(): Promise<void> {
    this.schemaVersion = await migrate(this.db, this.driver);
    this.rowsOf ??= this.opened.driver === 'sqlite' ? new SqliteRows(this.opened.sqlite, this.opened.durability) : new PostgresRows(this.db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
    if (this.opened.driver === 'sqlite') {
      await this.opened.checkpoints?.stop();
      await this.opened.durability.close();
    }
  }

  /** Whether the database answers (the health check). */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
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

  /** boardgame.io's write: the state only when newer than the stored one (a late writer cannot roll a match back). */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.rows.setStateIfNewer(matchID, state, deltalog ?? []);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const { gameover, ...columns } = metadataColumns(metadata);
    await this.db
      .updateTable('matches')
      .set({ ...columns, ...(gameover && { gameover }) })
      .where('id', '=', matchID)
      .execute();
  }

  // The match store (match-rows.ts), in the driver's own way.
  readForMove(matchID: string, heldStateID: number | undefined) {
    return this.rows.readForMove(matchID, heldStateID);
  }

  readForSync(matchID: string) {
    return this.rows.readForSync(matchID);
  }

  commitMove(move: MoveWrite) {
    return this.rows.commitMove(move);
  }

  storeMove(move: MoveWrite) {
    return this.rows.storeMove(move);
  }

  takeBack(matchID: string, seat: SeatClaim, currentStateID: number, entryFor: (current: State['ctx']) => LogEntry, now: number) {
    return this.rows.takeBack(matchID, seat, currentStateID, entryFor, now);
  }

  setStateIfNewer(matchID: string, state: State, deltalog: readonly LogEntry[]) {
    return this.rows.setStateIfNewer(matchID, state, deltalog);
  }

  /** Read, change and write a match's metadata atomically; undefined when there is no such match. */
  updateMetadata(matchID: string, change: MetadataChange) {
    return this.rows.updateMetadata(matchID, change);
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<FetchResult<O>> {
    const result: Partial<Record<keyof FetchOpts, unknown>> = {};
    let stateID: number | undefined;
    if (opts.state || opts.metadata || opts.initialState) {
      const row = await this.db
        .selectFrom('matches')
        .select(['state', 'state_id', 'metadata', 'ctx', 'updated_at', 'initial_state'])
        .where('id', '=', matchID)
        .executeTakeFirst();
      if (row) {
        stateID = Number(row.state_id);
        if (opts.state) result.state = JSON.parse(row.state);
        if (opts.metadata) result.metadata = metadataFrom(row);
        if (opts.initialState) result.initialState = JSON.parse(row.initial_state);
      }
    }
    if (opts.log) {
      let query = this.db.selectFrom('match_log').select('entry').where('match_id', '=', matchID);
      if (stateID !== undefined) query = query.where('state_id', '<=', stateID);
      const rows = await query.orderBy('state_id').orderBy('position').execute();
      result.log = rows.map((row) => JSON.parse(row.entry));
    }
    return result as FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    await this.rows.wipe(matchID);
  }

  override async listMatches(opts: ListMatchesOpts = {}): Promise<string[]> {
    return (await this.listSummaries(opts)).map((match) => match.matchID);
  }

  /** Matches with their metadata and turn, filtered as boardgame.io's `listMatches`, in one query. */
  async listSummaries({ gameName, where = {} }: ListMatchesOpts = {}): Promise<MatchSummary[]> {
    let query = this.db.selectFrom('matches').select(['id', 'game_name', 'metadata', 'ctx', 'state_id', 'updated_at']);
    if (gameName !== undefined) query = query.where('game_name', '=', gameName);
    if (where.isGameover !== undefined) query = query.where('gameover', '=', where.isGameover ? 1 : 0);
    if (where.updatedBefore !== undefined) query = query.where('updated_at', '<', where.updatedBefore);
    if (where.updatedAfter !== undefined) query = query.where('updated_at', '>', where.updatedAfter);
    const rows = await query.orderBy('updated_at', 'desc').execute();
    return rows.map(toSummary);
  }

  async exists(matchID: string): Promise<boolean> {
    return (await this.gameOf(matchID)) !== undefined;
  }

  /** The game a match belongs to, or undefined when there is no such match. */
  async gameOf(matchID: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('matches').select('game_name').where('id', '=', matchID).executeTakeFirst();
    return row?.game_name;
  }

  /** The named matches (unknown ids are left out), in one query. */
  async summariesOf(matchIDs: readonly string[]): Promise<MatchSummary[]> {
    if (matchIDs.length === 0) return [];
    const rows = await this.db
      .selectFrom('matches')
      .select(['id', 'game_name', 'metadata', 'ctx', 'state_id', 'updated_at'])
      .where('id', 'in', matchIDs)
      .execute();
    return rows.map(toSummary);
  }
}

function toSummary(row: { id: string; game_name: string; metadata: string; ctx: string; state_id: number | string; updated_at: number | string }): MatchSummary {
  return {
    matchID: row.id,
    gameName: row.game_name,
    metadata: metadataFrom(row),
    ctx: JSON.parse(row.ctx),
    stateID: Number(row.state_id),
    updatedAt: Number(row.updated_at),
  };
}
