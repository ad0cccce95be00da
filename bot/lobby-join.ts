/**
 * Getting a seat through the lobby API (server/lobby/): join the first free seat or a named one, or check
 * that given credentials hold their seat. The server's refusals become SeatErrors carrying its message;
 * a server that cannot be reached, or that answers with something else than JSON, is a plain Error.
 */
import { isLobbyErrorBody } from '../server/protocol';
import { SeatError } from './seat-error';

export interface HeldSeat {
  playerID: string;
  credentials: string;
  /** Seats in the match. */
  numPlayers: number;
}

export interface SeatRequest {
  server: string;
  game: string;
  matchID: string;
  name: string;
  seat?: string;
  credentials?: string;
}

/** The JSON answer to a lobby request; a refusal (any status but 2xx) is a SeatError with the server's words. */
async function lobbyCall(server: string, path: string, body?: object): Promise<Record<string, unknown>> {
  const response = await fetch(server + path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`${server}${path} answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const why = isLobbyErrorBody(answer) ? `${answer.message} (${answer.error})` : `HTTP ${response.status}`;
    // 429 and 5xx may pass; anything else is about what was asked.
    if (response.status === 429 || response.status >= 500) throw new Error(`the server refused: ${why}`);
    throw new SeatError(why);
  }
  return answer as Record<string, unknown>;
}

const path = (game: string, matchID: string, action?: string) =>
  `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}${action ? `/${action}` : ''}`;

/** The seat this bot plays: joined now, or held with the credentials given. */
export async function takeSeat({ server, game, matchID, name, seat, credentials }: SeatRequest): Promise<HeldSeat> {
  // Reading the match first names an unknown game or match before anything is changed.
  const match = await lobbyCall(server, path(game, matchID));
  const players = Array.isArray(match.players) ? (match.players as { id: number; name?: string }[]) : [];
  if (seat !== undefined && !players.some((player) => String(player.id) === seat)) {
    throw new SeatError(`match ${matchID} has no seat ${seat} (its seats: ${players.map((player) => player.id).join(', ')})`);
  }
  if (credentials !== undefined) {
    const { ok } = await lobbyCall(server, '/api/seat', { matchID, playerID: seat, credentials });
    if (ok !== true) throw new SeatError(`these credentials do not hold seat ${seat} of match ${matchID}`);
    return { playerID: seat!, credentials, numPlayers: players.length };
  }
  const joined = await lobbyCall(server, path(game, matchID, 'join'), { playerName: name, ...(seat !== undefined && { playerID: seat }) });
  if (typeof joined.playerID !== 'string' || typeof joined.playerCredentials !== 'string') {
    throw new Error(`unexpected answer to join: ${JSON.stringify(joined).slice(0, 200)}`);
  }
  return { playerID: joined.playerID, credentials: joined.playerCredentials, numPlayers: players.length };
}
