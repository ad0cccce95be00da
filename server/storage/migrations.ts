/**
 * The schema, as numbered migrations applied in order on start. A later change adds a migration;
 * it never edits one that has shipped.
 */
import { sql, type Kysely } from 'kysely';
import { holderOf } from '../notify/contact-holder';

export interface Migration {
  version: number;
  description: string;
  up(db: Kysely<any>, driver: 'sqlite' | 'postgres'): Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'matches and their append-only log',
    async up(db) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('ctx', 'text', (c) => c.notNull())
        .addColumn('state_id', 'integer', (c) => c.notNull())
        .addColumn('initial_state', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('gameover', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('matches_by_game').on('matches').columns(['game_name', 'updated_at']).execute();
      await db.schema
        .createTable('match_log')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('state_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_log_pk', ['match_id', 'state_id', 'position'])
        .execute();
    },
  },
  {
    version: 2,
    description: 'PostgreSQL compresses match states with lz4',
    async up(db, driver) {
      // Every move rewrites the state; PostgreSQL's default compression (pglz) cost more CPU than the moves
      // themselves. SQLite stores text as it is.
      if (driver === 'postgres') await sql`alter table matches alter column state set compression lz4`.execute(db);
    },
  },
  {
    version: 3,
    description: 'playing by correspondence: chat, seat contacts, webhooks, server keys, deadlines, take-backs',
    async up(db) {
      const cascade = (c: any) => c.notNull().references('matches.id').onDelete('cascade');
      await db.schema
        .createTable('match_chat')
        .addColumn('match_id', 'varchar(64)', cascade)
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('id', 'varchar(64)', (c) => c.notNull())
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_chat_pk', ['match_id', 'position'])
        .execute();
      await db.schema
        .createTable('seat_contacts')
        .addColumn('match_id', 'varchar(64)', cascade)
        .addColumn('player_id', 'varchar(8)', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('email_on', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('push_on', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('push', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .addPrimaryKeyConstraint('seat_contacts_pk', ['match_id', 'player_id'])
        .execute();
      await db.schema
        .createTable('match_webhooks')
        .addColumn('match_id', 'varchar(64)', (c) => cascade(c).primaryKey())
        .addColumn('url', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('deadlines')
        .addColumn('match_id', 'varchar(64)', (c) => cascade(c).primaryKey())
        .addColumn('state_id', 'integer', (c) => c.notNull())
        .addColumn('player_ids', 'text', (c) => c.notNull())
        .addColumn('remind_at', 'bigint', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('reminded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'bigint')
        .execute();
      await db.schema.createIndex('deadlines_by_time').on('deadlines').columns(['remind_at', 'due_at']).execute();
      await db.schema
        .createTable('take_backs')
        .addColumn('match_id', 'varchar(64)', cascade)
        .addColumn('state_id', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'varchar(8)', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('take_backs_pk', ['match_id', 'state_id'])
        .execute();
    },
  },
  {
    version: 4,
    description: 'each chat line keeps the state id of the match when it was sent (a replay shows the chat of its step)',
    async up(db) {
      // Null for the lines sent before this version: a replay shows them at the last step only.
      await db.schema.alterTable('match_chat').addColumn('state_id', 'integer').execute();
    },
  },
  {
    version: 5,
    description: "a seat's contacts name their holder (a hash of the credentials that set them); those of seats no one holds go",
    async up(db) {
      // '' names no holder: a row is only ever read for the holder it names.
      await db.schema.alterTable('seat_contacts').addColumn('holder', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
      // The rows before this version were set by whoever held the seat; the best guess is its holder now. A
      // seat held by no one (its player left) keeps nothing.
      const rows = await db
        .selectFrom('seat_contacts')
        .innerJoin('matches', 'matches.id', 'seat_contacts.match_id')
        .select(['seat_contacts.match_id as match_id', 'seat_contacts.player_id as player_id', 'matches.metadata as metadata'])
        .execute();
      for (const row of rows as { match_id: string; player_id: string; metadata: string }[]) {
        const players = (JSON.parse(row.metadata) as { players?: Record<string, { credentials?: unknown }> }).players ?? {};
        const credentials = Object.hasOwn(players, row.player_id) ? players[row.player_id].credentials : undefined;
        const held = typeof credentials === 'string' && credentials.length > 0;
        const seat = (query: any) => query.where('match_id', '=', row.match_id).where('player_id', '=', row.player_id).execute();
        await seat(held ? db.updateTable('seat_contacts').set({ holder: holderOf(credentials) }) : db.deleteFrom('seat_contacts'));
      }
    },
  },
  {
    version: 6,
    description: "a seat's contacts keep its holder's time zone, so that a notice says when a turn is due in their time",
    async up(db) {
      // '' for none given: the notice then says the time in UTC, and says so.
      await db.schema.alterTable('seat_contacts').addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
    },
  },
];

/** Any number: PostgreSQL's lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK = 7_274_001;

/**
 * Bring the schema up to the newest version, in one transaction; safe on every start and when several
 * instances start at once (PostgreSQL serializes them with an advisory lock, SQLite with its file lock).
 */
export async function migrate(db: Kysely<any>, driver: 'sqlite' | 'postgres'): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (driver === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await trx.schema
      .createTable('schema_version')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('applied_at', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
      .execute();
    const applied = new Set((await trx.selectFrom('schema_version').select('version').execute()).map((row) => Number(row.version)));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await migration.up(trx, driver);
      await trx.insertInto('schema_version').values({ version: migration.version, applied_at: Date.now() }).execute();
      applied.add(migration.version);
    }
    return Math.max(0, ...applied);
  });
}
