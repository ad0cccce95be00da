/** A match's chat lines, kept with the match (deleted with it), in the order the server received them. */
import { sql } from 'kysely';
import type { ChatLine } from '../protocol';
import type { Database, Driver } from './database';

/** A chat line and the state id the match had when it was stored (null for lines older than that column). */
export interface ChatLineAt {
  line: ChatLine;
  stateID: number | null;
}

/** At most `lines` lines of one seat whose time is after `since` (ms). */
export interface ChatLimit {
  lines: number;
  since: number;
}

/** Two instances appending at once may pick the same position: the loser tries again. */
const APPEND_ATTEMPTS = 5;

/** The first key of PostgreSQL's advisory locks on a seat's chat (the second is a hash of match and seat). */
const CHAT_LOCK = 7_274_002;

export class ChatStore {
  constructor(
    private readonly db: Database,
    private readonly driver: Driver,
  ) {}

  /**
   * Stores the line, with the match's state id at that moment, only if its seat wrote fewer than
   * `limit.lines` lines since `limit.since`; whether it was stored. The count and the insert are one
   * statement. SQLite runs one statement at a time (its write lock is taken before the statement reads),
   * so that is enough there. PostgreSQL's statements do not see each other's uncommitted rows, so two
   * lines of one seat could both count four: the insert runs in a transaction that first takes an advisory
   * lock on the seat's chat, held until commit, and the insert's own snapshot, taken after the lock, sees
   * every line stored before. This holds for every instance sharing the database.
   */
  async append(matchID: string, line: ChatLine, limit: ChatLimit): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (this.driver === 'sqlite') return await this.insertWithin(this.db, matchID, line, limit);
        return await this.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${CHAT_LOCK}, hashtext(${`${matchID}/${line.sender}`}))`.execute(trx);
          return this.insertWithin(trx, matchID, line, limit);
        });
      } catch (error) {
        if (attempt >= APPEND_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private async insertWithin(db: Database, matchID: string, line: ChatLine, limit: ChatLimit): Promise<boolean> {
    const result = await sql`
      insert into match_chat (match_id, position, id, sender, text, sent_at, state_id)
      select ${matchID}, (select coalesce(max(position) + 1, 0) from match_chat where match_id = ${matchID}),
        ${line.id}, ${line.sender}, ${line.text}, ${line.at}, (select state_id from matches where id = ${matchID})
      where (select count(*) from match_chat where match_id = ${matchID} and sender = ${line.sender} and sent_at > ${limit.since}) < ${limit.lines}`.execute(db);
    return Number(result.numAffectedRows ?? 0) === 1;
  }

  async lines(matchID: string): Promise<ChatLine[]> {
    const rows = await this.db
      .selectFrom('match_chat')
      .select(['id', 'sender', 'text', 'sent_at'])
      .where('match_id', '=', matchID)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({ id: row.id, sender: row.sender, text: row.text, at: Number(row.sent_at) }));
  }

  /** Every line with the state id it was sent at, oldest first (a replay keeps those of its step). */
  async linesWithStates(matchID: string): Promise<ChatLineAt[]> {
    // The state_id column (schema version 4) is read by name: the table's declared row type predates it.
    const { rows } = await sql<{ id: string; sender: string; text: string; sent_at: number | string; state_id: number | string | null }>`
      select id, sender, text, sent_at, state_id from match_chat where match_id = ${matchID} order by position`.execute(this.db);
    return rows.map((row) => ({
      line: { id: row.id, sender: row.sender, text: row.text, at: Number(row.sent_at) },
      stateID: row.state_id === null || row.state_id === undefined ? null : Number(row.state_id),
    }));
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
