/** The lobby server, reached from the page's own origin, and how its refusals are turned into text. */
import { LobbyClient } from 'boardgame.io/client';
import { isLobbyErrorBody, type LobbyErrorCode } from '../server/protocol';
import { parseStatus, statusUrl, type MatchStatus } from './status';

export const serverOrigin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost:8000';

export const lobby = new LobbyClient({ server: serverOrigin });

/** Why a lobby request failed, as `serverMessage` reads it. */
export interface ServerMessage {
  status?: number;
  /** The refusal's code when the server sent one the client knows: the client has its own words for it. */
  code?: LobbyErrorCode;
  text: string;
  unreachable: boolean;
  garbled: boolean;
}

/**
 * Why a request failed: the HTTP status, the refusal's code and the server's own message (`details` of a
 * LobbyClientError; no code from older servers or proxies, empty text when it gave none), or the error
 * itself when no answer came.
 */
export function serverMessage(error: unknown): ServerMessage {
  if (error instanceof TypeError) return { text: error.message, unreachable: true, garbled: false };
  if (error instanceof SyntaxError) return { text: error.message, unreachable: false, garbled: true };
  const err = error as { message?: unknown; details?: unknown };
  const status = typeof err?.message === 'string' ? Number(/HTTP status (\d+)/.exec(err.message)?.[1]) || undefined : undefined;
  const details = err?.details;
  if (isLobbyErrorBody(details)) return { status, code: details.error, text: details.message, unreachable: false, garbled: false };
  let text = '';
  if (typeof details === 'string') text = details.trim();
  else if (typeof details === 'object' && details !== null) {
    const record = details as Record<string, unknown>;
    const field = record.message ?? record.error;
    text = typeof field === 'string' ? field : JSON.stringify(details);
  }
  if (text.startsWith('<')) text = ''; // an HTML error page says nothing useful
  if (!text && status === undefined) text = typeof err?.message === 'string' ? err.message : String(error);
  return { status, text, unreachable: false, garbled: false };
}

/** Whose turn it is in each match; throws when the server does not answer with JSON. */
export async function fetchStatus(matchIDs: readonly string[]): Promise<Record<string, MatchStatus>> {
  if (matchIDs.length === 0) return {};
  const response = await fetch(serverOrigin + statusUrl(matchIDs));
  if (!response.ok) throw new Error(`HTTP status ${response.status}`);
  return parseStatus(await response.json());
}

/**
 * Whether stored credentials still hold a seat (`POST /api/seat`). boardgame.io ignores a sync with
 * bad credentials, so without this the match screen would wait forever. Throws when the server
 * cannot tell (unreachable, unknown match).
 */
export async function checkSeat(matchID: string, playerID: string, credentials: string): Promise<boolean> {
  const response = await fetch(`${serverOrigin}/api/seat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ matchID, playerID, credentials }),
  });
  if (!response.ok) throw new Error(`HTTP status ${response.status}`);
  const answer = (await response.json()) as { ok?: unknown };
  if (typeof answer?.ok !== 'boolean') throw new Error('unexpected answer');
  return answer.ok;
}
