/**
 * The SQL database behind match storage: SQLite in a file by default (nothing to install), PostgreSQL
 * when the URL says so. Both speak through Kysely, so queries are built, typed and parameterized by it.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type Generated, type LogEvent } from 'kysely';
import pg from 'pg';
import { DurableSqliteDialect } from './durable-sqlite-dialect';
import { SELF_CHECKPOINT_PAGES, WalCheckpoints } from './wal-checkpoints';
import { NO_FILE, WalSync, type Durability } from './wal-sync';

export interface MatchesTable {
  id: string;
  game_name: string;
  /** JSON of the current state, without its log. */
  state: string;
  /** JSON of `state.ctx` alone, so a turn summary needs no full state. */
  ctx: string;
  state_id: number;
  /** JSON of the state the match started from (kept for replays, never sent as is). */
  initial_state: string;
  /** JSON of the lobby metadata (players, names, credentials, setup data). */
  metadata: string;
  gameover: number;
  unlisted: number;
  created_at: number;
  updated_at: number;
}

export interface LogTable {
  match_id: string;
  /** The state the entries led to: entries are appended per move and read in this order. */
  state_id: number;
  position: number;
  entry: string;
}

/** A match's chat, kept with it (playing by correspondence). */
export interface ChatTable {
  match_id: string;
  /** Order within the match, from 0. */
  position: number;
  id: string;
  sender: string;
  text: string;
  sent_at: number;
}

/** How a seat wants to be told it must act. Private: never sent to other players. */
export interface SeatContactsTable {
  match_id: string;
  player_id: string;
  email: string | null;
  email_on: number;
  push_on: number;
  /** JSON array of Web Push subscriptions (one per browser). */
  push: string;
  /** The language the seat's notifications are written in: en or fr. */
  language: string;
  /** Who set them: a hash of the credentials that held the seat (contact-holder.ts); the row answers to no one else. */
  holder: string;
  /** The holder's time zone (an IANA name, their browser's), '' when they gave none. */
  time_zone: string;
}

/** A match's webhook (its creator's Discord or Slack channel). Its URL is a secret. */
export interface MatchWebhooksTable {
  match_id: string;
  url: string;
}

/** Keys the server creates once and keeps (the Web Push VAPID key pair). */
export interface ServerKeysTable {
  name: string;
  value: string;
}

/** The turn deadline of a match: who must act by when; one row per match, leased by the instance acting on it. */
export interface DeadlinesTable {
  match_id: string;
  /** The state whose turn the deadline is for: a later state makes it void. */
  state_id: number;
  /** JSON array of the seats that must act. */
  player_ids: string;
  remind_at: number;
  due_at: number;
  reminded: number;
  lease_owner: string | null;
  lease_until: number | null;
}

/** States a seat may return to by taking back moves, within its turn. */
export interface TakeBacksTable {
  match_id: string;
  /** The state the taken-back move was made on. */
  state_id: number;
  player_id: string;
  state: string;
}

export interface SchemaVersionTable {
  version: number;
  applied_at: Generated<number>;
}

export interface Schema {
  matches: MatchesTable;
  match_log: LogTable;
  match_chat: ChatTable;
  seat_contacts: SeatContactsTable;
  match_webhooks: MatchWebhooksTable;
  server_keys: ServerKeysTable;
  deadlines: DeadlinesTable;
  take_backs: TakeBacksTable;
  schema_version: SchemaVersionTable;
}

export type Database = Kysely<Schema>;
export type Driver = 'sqlite' | 'postgres';

export const DEFAULT_SQLITE_FILE = 'data/matches.sqlite';

/** Open the database a URL names: `postgres://…` or `postgresql://…`, else a SQLite file path (`sqlite:path` or a plain path). */
export type OpenDatabase =
  | { db: Database; driver: 'postgres' }
  | {
      db: Database;
      driver: 'sqlite';
      /** The connection itself, for the synchronous transactions of sqlite-rows.ts. */
      sqlite: SQLite.Database;
      /** What a write waits for before it is acknowledged: its commit on disk. */
      durability: Durability;
      /** The thread that checkpoints the write-ahead log (none for ':memory:'). */
      checkpoints?: WalCheckpoints;
    };

export function openDatabase(
  url: string | undefined,
  onQuery?: (event: LogEvent) => void,
  onPoolError: (error: Error) => void = (error) => console.error('PostgreSQL pool error:', error.message),
): OpenDatabase {
  const log = onQuery;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A dropped idle connection must not take the server down; the pool reconnects on the next query.
    pool.on('error', onPoolError);
    return { db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), log }), driver: 'postgres' };
  }
  const file = (url ?? DEFAULT_SQLITE_FILE).replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // A commit is written to the write-ahead log without waiting for the disk; every write is acknowledged only
  // once the log is synced (wal-sync.ts), so a stored move survives a power cut, not only a crash.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // A match's rows in other tables (log, chat, contacts…) go with it, as on PostgreSQL.
  sqlite.pragma('foreign_keys = ON');
  const onDisk = file !== ':memory:' && file !== '';
  if (onDisk) sqlite.pragma(`wal_autocheckpoint = ${SELF_CHECKPOINT_PAGES}`);
  const durability = onDisk ? new WalSync(`${file}-wal`) : NO_FILE;
  const checkpoints = onDisk ? new WalCheckpoints(file) : undefined;
  const dialect = new DurableSqliteDialect({ database: sqlite }, durability);
  return { db: new Kysely<Schema>({ dialect, log }), driver: 'sqlite', sqlite, durability, checkpoints };
}
