/**
 * A match's chat: seated players write, everyone watching reads. A line is plain text checked by the chat
 * schema (player-text.ts: no control, bidirectional or invisible characters, NFC, trimmed, at most
 * MAX_CHAT_TEXT; clients show it as text, never as markup), a seat writes at most CHAT_RATE lines in its
 * window (counted by the very insert that stores the line, so across instances and under any concurrency),
 * and every line is stored with the match before anyone sees it. Every line not stored is answered with a
 * refusal: its sender always hears why.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import { chatTextSchema, checkText, type TextProblem } from '../player-text';
import { CHAT_RATE, type ChatLine, type RefusalCode } from '../protocol';
import type { ChatPacket } from './packets';
import type { ChatStore } from '../storage/chat-store';
import type { MatchEngine } from '../matches/match-engine';
import type { ClientID, Outgoing } from '../matches/outgoing';
import { sameSecret } from '../matches/seats';

const REFUSAL_OF_PROBLEM: Record<TextProblem, RefusalCode> = {
  'not-text': 'chat-refused',
  empty: 'chat-refused',
  'too-long': 'chat-refused',
  'hidden-characters': 'chat-text-invalid',
};

/** The text of a chat payload as it is stored, or the refusal it gets. */
export function chatText(payload: unknown): { text: string } | { refusal: RefusalCode } {
  const checked = checkText(chatTextSchema, (payload as { text?: unknown } | null)?.text);
  return checked.ok ? { text: checked.text } : { refusal: REFUSAL_OF_PROBLEM[checked.problem] };
}

export class MatchChat {
  constructor(
    private readonly engine: () => MatchEngine,
    private readonly store: ChatStore,
    private readonly logger: Logger,
    private readonly metrics: Metrics,
  ) {}

  /** A line from a client: stored, then sent to everyone watching the match; or refused, to its sender. */
  async post(client: ClientID, { matchID, message, credentials }: ChatPacket): Promise<void> {
    const engine = this.engine();
    const member = engine.memberOf(client);
    const seated =
      member !== undefined &&
      member.matchID === matchID &&
      member.playerID !== null &&
      member.playerID === message.sender &&
      typeof credentials === 'string' &&
      sameSecret(credentials, member.credentials ?? '');
    if (!seated) return engine.refuseTo(client, matchID, 'chat-refused');
    const checked = chatText(message.payload);
    if ('refusal' in checked) return engine.refuseTo(client, matchID, checked.refusal);
    const now = Date.now();
    const line: ChatLine = { id: randomUUID(), sender: member.playerID!, text: checked.text, at: now };
    let stored: boolean;
    try {
      stored = await this.store.append(matchID, line, { lines: CHAT_RATE.messages, since: now - CHAT_RATE.seconds * 1000 });
    } catch (error) {
      this.metrics.storageErrors.inc({ operation: 'chat' });
      this.logger.error({ err: error, matchID }, 'a chat line could not be stored; refused');
      return engine.refuseTo(client, matchID, 'server-error');
    }
    if (!stored) return engine.refuseTo(client, matchID, 'chat-too-fast');
    engine.chatLine(matchID, line);
  }

  /** Every line so far, for a client that just synced the match. */
  async history(client: ClientID, matchID: string): Promise<Outgoing[]> {
    return [{ kind: 'chatHistory', to: client, matchID, lines: await this.store.lines(matchID) }];
  }
}
