/**
 * A database that refuses one match's writes, as a row the database cannot store would make it: a trigger
 * in the test database that raises on every state write of that match, on SQLite and on PostgreSQL.
 */
import { sql } from 'kysely';
import type { SqlStorage } from '../../server/storage/sql-storage';

export const REFUSED_WRITE = 'this match refuses its writes';

export async function refuseStateWritesOf(storage: SqlStorage, matchID: string): Promise<void> {
  const id = sql.lit(matchID);
  const name = sql.id(`refuse_${matchID.replace(/\W/g, '_')}`);
  if (storage.driver === 'postgres') {
    await sql`create or replace function refuse_state_write() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(REFUSED_WRITE)}'; end $$`.execute(storage.db);
    await sql`create trigger ${name} before update of state on matches
      for each row when (new.id = ${id}) execute function refuse_state_write()`.execute(storage.db);
  } else {
    await sql`create trigger ${name} before update of state on matches when new.id = ${id}
      begin select raise(abort, '${sql.raw(REFUSED_WRITE)}'); end`.execute(storage.db);
  }
}
