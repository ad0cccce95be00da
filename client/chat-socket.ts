/**
 * A match's chat on its socket. The server sends `chatHistory (matchID, ChatLine[])` after each sync
 * (every line so far: it replaces what the feed held) and `chat (matchID, ChatLine)` for each new line;
 * a seat writes with boardgame.io's `chat` packet. Lines arrive from the network: anything malformed is
 * dropped, and their text is only ever shown as text.
 */
import { chatTextSchema, checkText } from '../server/player-text';
import { CHAT_HISTORY_EVENT, isRefusal, REFUSED_EVENT, type ChatLine, type RefusalCode } from '../server/protocol';
import type { MatchSocketLink } from './match-socket';
import type { EventSocket } from './refusals';

export const CHAT_EVENT = 'chat';

export function isChatLine(value: unknown): value is ChatLine {
  const line = value as Partial<ChatLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.sender === 'string' &&
    typeof line.text === 'string' &&
    typeof line.at === 'number' &&
    Number.isFinite(line.at)
  );
}

/** What the chat panel shows: the lines, oldest first, and how many lines the server refused so far. */
export interface ChatSnapshot {
  lines: readonly ChatLine[];
  refusedSends: number;
}

/** The chat of one match as heard on its socket; React reads it with `useSyncExternalStore`. */
export class ChatFeed {
  private snapshot: ChatSnapshot = { lines: [], refusedSends: 0 };
  private readonly listeners = new Set<() => void>();

  /** A `SocketFollower` (match-socket.ts): listens for the chat of `matchID` on `socket`. */
  readonly follow = (socket: EventSocket, matchID: string): (() => void) => {
    const onHistory = (forMatch: unknown, lines: unknown) => {
      if (forMatch !== matchID || !Array.isArray(lines)) return;
      this.set({ lines: dedupe(lines.filter(isChatLine)) });
    };
    const onLine = (forMatch: unknown, line: unknown) => {
      if (forMatch !== matchID || !isChatLine(line) || this.snapshot.lines.some((held) => held.id === line.id)) return;
      this.set({ lines: [...this.snapshot.lines, line] });
    };
    const onRefused = (forMatch: unknown, refusal: unknown) => {
      if ((forMatch !== matchID && forMatch !== null) || !isRefusal(refusal)) return;
      if (refusesLine(refusal.code, refusal.stateID)) this.set({ refusedSends: this.snapshot.refusedSends + 1 });
    };
    const listeners: [string, (...args: unknown[]) => void][] = [
      [CHAT_HISTORY_EVENT, onHistory],
      [CHAT_EVENT, onLine],
      [REFUSED_EVENT, onRefused],
    ];
    for (const [event, listener] of listeners) socket.on(event, listener);
    return () => {
      for (const [event, listener] of listeners) socket.off(event, listener);
    };
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  private set(change: Partial<ChatSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

function dedupe(lines: ChatLine[]): ChatLine[] {
  const seen = new Set<string>();
  return lines.filter((line) => !seen.has(line.id) && seen.add(line.id));
}

/** Codes by which the server refuses a chat line (a `server-error` about no move is a line it failed to store). */
const LINE_REFUSALS: readonly RefusalCode[] = ['chat-refused', 'chat-text-invalid', 'chat-too-fast'];
const refusesLine = (code: RefusalCode, stateID: number | null) => LINE_REFUSALS.includes(code) || (code === 'server-error' && stateID === null);

/** The text a draft sends (as the server stores it: the server's own rules, player-text.ts), or why it cannot be sent. */
export function chatDraft(text: string): { text: string } | { problem: 'empty' | 'too-long' | 'invalid' } {
  const checked = checkText(chatTextSchema, text);
  if (checked.ok) return { text: checked.text };
  return { problem: checked.problem === 'too-long' ? 'too-long' : checked.problem === 'hidden-characters' ? 'invalid' : 'empty' };
}

/** A seat on the match's socket: who writes, and the credentials that prove it. */
export interface SocketSeat {
  matchID: string;
  playerID: string;
  credentials: string;
}

let lineCount = 0;
/** An id for a line this browser sends (the server gives the stored line its own). */
const newLineID = () => `${Date.now().toString(36)}-${(lineCount++).toString(36)}`;

/**
 * Sends a line: boardgame.io's `chat` packet, `(matchID, { id, sender, payload: { text } }, credentials)`,
 * which its client's `sendChatMessage({ text })` sends too. False when nothing was sent (a draft the server
 * would refuse, or no open socket).
 */
export function sendChatLine(link: Pick<MatchSocketLink, 'send'>, seat: SocketSeat, draft: string): boolean {
  const checked = chatDraft(draft);
  if (!('text' in checked)) return false;
  return link.send(CHAT_EVENT, seat.matchID, { id: newLineID(), sender: seat.playerID, payload: { text: checked.text } }, seat.credentials);
}
