/** A match's chat lines, kept with the match (deleted with it), in the order the server received them. */
import { sql } from 'kysely';
import type { ChatLine } from '../protocol';
import type { Database } from './database';

/** A chat line and the state id the match had when it was stored (null for lines older than that column). */
export interface ChatLineAt {
  line: ChatLine;
  stateID: number | null;
}

/** Two instances appending at once may pick the same position: the loser tries again. */
const APPEND_ATTEMPTS = 5;

export class ChatStore {
  constructor(private readonly db: Database) {}

  /** Stores the line with the match's state id at that moment, read in the same statement. */
  async append(matchID: string, line: ChatLine): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await sql`
          insert into match_chat (match_id, position, id, sender, text, sent_at, state_id)
          select ${matchID}, coalesce(max(position) + 1, 0), ${line.id}, ${line.sender}, ${line.text}, ${line.at},
            (select state_id from matches where id = ${matchID})
          from match_chat where match_id = ${matchID}`.execute(this.db);
        return;
      } catch (error) {
        if (attempt >= APPEND_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
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

  /** How many lines `sender` wrote in the match since `since` (ms). */
  async countSince(matchID: string, sender: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('match_chat')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('match_id', '=', matchID)
      .where('sender', '=', sender)
      .where('sent_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
