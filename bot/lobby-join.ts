/**
 * Getting a seat through the lobby API (server/lobby/): join the first free seat or a named one, or check
 * that given credentials hold their seat. The server's refusals become SeatErrors carrying its message;
 * a server that cannot be reached, that answers with something else than JSON, that takes longer than
 * `timeoutMs` to answer whole or answers more than `maxAnswerBytes`, is a plain Error.
 */
import { isLobbyErrorBody } from '../server/protocol';
import { SeatError } from './seat-error';

export interface HeldSeat {
  playerID: string;
  credentials: string;
  /** Seats in the match. */
  numPlayers: number;
}

/** How long one lobby request may take, its answer read whole, and how large that answer may be. */
export interface LobbyLimits {
  timeoutMs: number;
  maxAnswerBytes: number;
}

/** A lobby answer is a match's seats or a join's credentials: a few kilobytes. */
export const DEFAULT_LOBBY_LIMITS: LobbyLimits = { timeoutMs: 10_000, maxAnswerBytes: 1024 * 1024 };

export interface SeatRequest {
  server: string;
  game: string;
  matchID: string;
  name: string;
  seat?: string;
  credentials?: string;
  /** Default `DEFAULT_LOBBY_LIMITS`. */
  lobbyLimits?: LobbyLimits;
}

/** The JSON answer to a lobby request; a refusal (any status but 2xx) is a SeatError with the server's words. */
async function lobbyCall(server: string, path: string, limits: LobbyLimits, body?: object): Promise<Record<string, unknown>> {
  const url = server + path;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    text = await boundedText(response, limits.maxAnswerBytes, url);
  } catch (error) {
    if ((error as Error | undefined)?.name === 'TimeoutError') throw new Error(`${url} did not answer within ${limits.timeoutMs} ms`);
    throw error;
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`${url} answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const why = isLobbyErrorBody(answer) ? `${answer.message} (${answer.error})` : `HTTP ${response.status}`;
    // 429 and 5xx may pass; anything else is about what was asked.
    if (response.status === 429 || response.status >= 500) throw new Error(`the server refused: ${why}`);
    throw new SeatError(why);
  }
  return answer as Record<string, unknown>;
}

/** The answer's body as text, read no further than `maxBytes`. */
async function boundedText(response: Response, maxBytes: number, url: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new Error(`${url} answered more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const path = (game: string, matchID: string, action?: string) =>
  `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}${action ? `/${action}` : ''}`;

/** The seat this bot plays: joined now, or held with the credentials given. */
export async function takeSeat({ server, game, matchID, name, seat, credentials, lobbyLimits = DEFAULT_LOBBY_LIMITS }: SeatRequest): Promise<HeldSeat> {
  // Reading the match first names an unknown game or match before anything is changed.
  const match = await lobbyCall(server, path(game, matchID), lobbyLimits);
  const players = Array.isArray(match.players) ? (match.players as { id: number; name?: string }[]) : [];
  if (seat !== undefined && !players.some((player) => String(player.id) === seat)) {
    throw new SeatError(`match ${matchID} has no seat ${seat} (its seats: ${players.map((player) => player.id).join(', ')})`);
  }
  if (credentials !== undefined) {
    const { ok } = await lobbyCall(server, '/api/seat', lobbyLimits, { matchID, playerID: seat, credentials });
    if (ok !== true) throw new SeatError(`these credentials do not hold seat ${seat} of match ${matchID}`);
    return { playerID: seat!, credentials, numPlayers: players.length };
  }
  const joined = await lobbyCall(server, path(game, matchID, 'join'), lobbyLimits, { playerName: name, ...(seat !== undefined && { playerID: seat }) });
  if (typeof joined.playerID !== 'string' || typeof joined.playerCredentials !== 'string') {
    throw new Error(`unexpected answer to join: ${JSON.stringify(joined).slice(0, 200)}`);
  }
  return { playerID: joined.playerID, credentials: joined.playerCredentials, numPlayers: players.length };
}
