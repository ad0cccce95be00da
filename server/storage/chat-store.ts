/** A match's chat lines, kept with the match (deleted with it), in the order the server received them. */
import { sql } from 'kysely';
import type { ChatLine } from '../protocol';
import type { Database } from './database';

/** Two instances appending at once may pick the same position: the loser tries again. */
const APPEND_ATTEMPTS = 5;

export class ChatStore {
  constructor(private readonly db: Database) {}

  async append(matchID: string, line: ChatLine): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await sql`
          insert into match_chat (match_id, position, id, sender, text, sent_at)
          select ${matchID}, coalesce(max(position) + 1, 0), ${line.id}, ${line.sender}, ${line.text}, ${line.at}
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
