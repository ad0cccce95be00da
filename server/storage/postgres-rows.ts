/**
 * A match's reads and writes on PostgreSQL. A move is one statement (the conditional update and its log
 * rows together, so one round trip and atomic); a metadata change locks its row for the read-change-write.
 */
import type { LogEntry, State } from 'boardgame.io';
import { sql } from 'kysely';
import type { Database } from './database';
import {
  metadataColumns,
  metadataFrom,
  stateColumns,
  type MatchData,
  type MatchRows,
  type MetadataChange,
  type MoveRead,
  type SyncRead,
} from './match-rows';

export class PostgresRows implements MatchRows {
  constructor(private readonly db: Database) {}

  async readForMove(matchID: string, heldStateID: number | undefined): Promise<MoveRead | undefined> {
    const row = await this.db
      .selectFrom('matches')
      .select(['game_name', 'state_id', 'metadata', 'ctx', 'updated_at'])
      .select(sql<string | null>`case when state_id = ${heldStateID ?? -1} then null else state end`.as('state'))
      .where('id', '=', matchID)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      gameName: row.game_name,
      stateID: Number(row.state_id),
      metadata: metadataFrom(row),
      ...(row.state !== null && { state: JSON.parse(row.state) as State }),
    };
  }

  async readForSync(matchID: string): Promise<SyncRead | undefined> {
    const row = await this.db
      .selectFrom('matches')
      .select(['game_name', 'state', 'state_id', 'metadata', 'ctx', 'updated_at', 'initial_state'])
      .where('id', '=', matchID)
      .executeTakeFirst();
    if (!row) return undefined;
    // Entries up to the state read: a move stored meanwhile is not half in the snapshot.
    const entries = await this.db
      .selectFrom('match_log')
      .select('entry')
      .where('match_id', '=', matchID)
      .where('state_id', '<=', row.state_id)
      .orderBy('state_id')
      .orderBy('position')
      .execute();
    return {
      gameName: row.game_name,
      state: JSON.parse(row.state),
      metadata: metadataFrom(row),
      initialState: JSON.parse(row.initial_state),
      log: entries.map((entry) => JSON.parse(entry.entry) as LogEntry),
    };
  }

  async commitMove(matchID: string, previousStateID: number, next: State, deltalog: readonly LogEntry[], now: number): Promise<boolean> {
    const columns = stateColumns(next, now);
    const entries = deltalog.map((entry) => JSON.stringify(entry));
    const result = await sql<{ stored: number }>`
      with moved as (
        update matches
        set state = ${columns.state}, ctx = ${columns.ctx}, state_id = ${columns.state_id},
            gameover = ${columns.gameover}, updated_at = ${columns.updated_at}
        where id = ${matchID} and state_id = ${previousStateID}
        returning id
      ), logged as (
        insert into match_log (match_id, state_id, position, entry)
        select moved.id, ${columns.state_id}, entry.position - 1, entry.value
        from moved, unnest(${entries}::text[]) with ordinality as entry(value, position)
      )
      select count(*)::int as stored from moved`.execute(this.db);
    return result.rows[0].stored === 1;
  }

  async setStateIfNewer(matchID: string, state: State, deltalog: readonly LogEntry[]): Promise<void> {
    const { updated_at: _unchanged, ...columns } = stateColumns(state, 0);
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('matches')
        .set(columns)
        .where('id', '=', matchID)
        .where('state_id', '<', state._stateID)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0 || deltalog.length === 0) return;
      await trx
        .insertInto('match_log')
        .values(deltalog.map((entry, position) => ({ match_id: matchID, state_id: state._stateID, position, entry: JSON.stringify(entry) })))
        .execute();
    });
  }

  async updateMetadata(matchID: string, change: MetadataChange): Promise<MatchData | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('matches').select(['metadata', 'ctx', 'updated_at']).where('id', '=', matchID).forUpdate().executeTakeFirst();
      if (!row) return undefined;
      const next = change(metadataFrom(row));
      const { gameover, ...columns } = metadataColumns(next);
      await trx
        .updateTable('matches')
        .set({ ...columns, ...(gameover && { gameover }) })
        .where('id', '=', matchID)
        .execute();
      return next;
    });
  }

  async wipe(matchID: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('match_log').where('match_id', '=', matchID).execute();
      await trx.deleteFrom('matches').where('id', '=', matchID).execute();
    });
  }
}
