/**
 * A match's chat: seated players write, everyone watching reads. A line is plain text (at most
 * MAX_CHAT_TEXT characters; clients show it as text, never as markup), a seat writes at most CHAT_RATE
 * lines in its window (counted in the database, so across instances), and every line is stored with the
 * match before anyone sees it.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io';
import { CHAT_HISTORY_EVENT, CHAT_RATE, MAX_CHAT_TEXT, type ChatLine } from '../protocol';
import type { ChatPacket } from '../sockets/packets';
import type { ChatStore } from '../storage/chat-store';
import type { MatchEngine } from './match-engine';
import { sameSecret } from './seats';

/** The text of a chat payload, or undefined when it is none a seat may send. */
export function chatText(payload: unknown): string | undefined {
  const text = (payload as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_CHAT_TEXT ? trimmed : undefined;
}

export class MatchChat {
  constructor(
    private readonly engine: () => MatchEngine,
    private readonly store: ChatStore,
  ) {}

  /** A line from a socket: stored, then sent to everyone watching the match. */
  async post(socket: Socket, { matchID, message, credentials }: ChatPacket): Promise<void> {
    const engine = this.engine();
    const member = engine.memberOf(socket.id);
    const seated =
      member !== undefined &&
      member.matchID === matchID &&
      member.playerID !== null &&
      member.playerID === message.sender &&
      typeof credentials === 'string' &&
      sameSecret(credentials, member.credentials ?? '');
    const text = chatText(message.payload);
    if (!seated || text === undefined) return engine.refuseTo(socket, matchID, 'chat-refused');
    const now = Date.now();
    if ((await this.store.countSince(matchID, member.playerID!, now - CHAT_RATE.seconds * 1000)) >= CHAT_RATE.messages) {
      return engine.refuseTo(socket, matchID, 'chat-too-fast');
    }
    const line: ChatLine = { id: randomUUID(), sender: member.playerID!, text, at: now };
    await this.store.append(matchID, line);
    engine.broadcast(matchID, 'chat', line);
  }

  /** Every line so far, to a socket that just synced the match. */
  async history(socket: Socket, matchID: string): Promise<void> {
    socket.emit(CHAT_HISTORY_EVENT, matchID, await this.store.lines(matchID));
  }
}
