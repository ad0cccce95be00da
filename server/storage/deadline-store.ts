/**
 * Turn deadlines, one row per match: which seats must act, when to remind them and when a bot stands in.
 * Instances find the rows that are due by leasing them (a lease is taken in one statement, and on
 * PostgreSQL rows another instance holds are skipped), so each deadline is acted on by one instance
 * only; a lease that is not released (the instance died) runs out and another instance takes over.
 */
import { sql } from 'kysely';
import type { Database, Driver } from './database';

export interface DeadlineRow {
  matchID: string;
  stateID: number;
  playerIDs: string[];
  remindAt: number;
  dueAt: number;
  reminded: boolean;
}

interface Row {
  match_id: string;
  state_id: number | string;
  player_ids: string;
  remind_at: number | string;
  due_at: number | string;
  reminded: number;
}

const fromRow = (row: Row): DeadlineRow => ({
  matchID: row.match_id,
  stateID: Number(row.state_id),
  playerIDs: JSON.parse(row.player_ids) as string[],
  remindAt: Number(row.remind_at),
  dueAt: Number(row.due_at),
  reminded: Number(row.reminded) === 1,
});

export class DeadlineStore {
  constructor(
    private readonly db: Database,
    private readonly driver: Driver,
  ) {}

  /** When the turn of each named match that has a deadline running is due, by match id. */
  async dueTimes(matchIDs: readonly string[]): Promise<Map<string, number>> {
    if (matchIDs.length === 0) return new Map();
    const rows = await this.db.selectFrom('deadlines').select(['match_id', 'due_at']).where('match_id', 'in', matchIDs).execute();
    return new Map(rows.map((row) => [row.match_id, Number(row.due_at)]));
  }

  async get(matchID: string): Promise<DeadlineRow | undefined> {
    const row = await this.db.selectFrom('deadlines').selectAll().where('match_id', '=', matchID).executeTakeFirst();
    return row && fromRow(row);
  }

  /** Set the match's deadline (a new one: not reminded, not leased). */
  async set({ matchID, stateID, playerIDs, remindAt, dueAt, reminded }: DeadlineRow): Promise<void> {
    const values = {
      state_id: stateID,
      player_ids: JSON.stringify(playerIDs),
      remind_at: remindAt,
      due_at: dueAt,
      reminded: reminded ? 1 : 0,
      lease_owner: null,
      lease_until: null,
    };
    await this.db
      .insertInto('deadlines')
      .values({ match_id: matchID, ...values })
      .onConflict((conflict) => conflict.column('match_id').doUpdateSet(values))
      .execute();
  }

  async remove(matchID: string): Promise<void> {
    await this.db.deleteFrom('deadlines').where('match_id', '=', matchID).execute();
  }

  /** Lease, for `leaseMs`, up to `limit` deadlines whose reminder or end has come and no other instance holds. */
  async claimDue(owner: string, now: number, leaseMs: number, limit: number): Promise<DeadlineRow[]> {
    const skipLocked = this.driver === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<Row>`
      update deadlines set lease_owner = ${owner}, lease_until = ${now + leaseMs}
      where match_id in (
        select match_id from deadlines
        where ((reminded = 0 and remind_at <= ${now}) or due_at <= ${now})
          and (lease_until is null or lease_until < ${now})
        order by due_at
        limit ${limit}
        ${skipLocked}
      )
      returning match_id, state_id, player_ids, remind_at, due_at, reminded`.execute(this.db);
    return result.rows.map(fromRow);
  }

  /** The reminder was sent: the deadline waits for its end, leased by nobody. */
  async reminded(matchID: string, owner: string): Promise<void> {
    await this.db
      .updateTable('deadlines')
      .set({ reminded: 1, lease_owner: null, lease_until: null })
      .where('match_id', '=', matchID)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** Done with a deadline that ended (only the lease holder removes it). */
  async ended(matchID: string, owner: string): Promise<void> {
    await this.db.deleteFrom('deadlines').where('match_id', '=', matchID).where('lease_owner', '=', owner).execute();
  }
}
