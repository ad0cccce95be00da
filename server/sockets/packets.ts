/**
 * The packets a client may send over a game's socket, checked for shape before anything reads them.
 * boardgame.io's client sends three: `sync` (connect to a match, as a seat or as a spectator), `update`
 * (a move) and `chat`; ours adds `takeBack`. Client-sent game events, undo, redo and reset are not moves:
 * moves call events, and a move is taken back only through `takeBack`, which the server checks.
 */
import type { MovePacket, SyncPacket } from '../matches/incoming';

export type { MovePacket, SyncPacket };

const MAX_ID = 64;

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
const isSeat = (value: unknown): value is string | null | undefined => value === null || value === undefined || isId(value);
const isCredentials = (value: unknown): value is string | undefined | null =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= MAX_ID);

export interface ChatPacket {
  matchID: string;
  message: { id: string; sender: string; payload: unknown };
  credentials: string | undefined;
}

/** `sync`: [matchID, playerID, credentials, numPlayers]. */
export function parseSync([matchID, playerID, credentials]: unknown[]): SyncPacket | undefined {
  if (!isId(matchID) || !isSeat(playerID) || !isCredentials(credentials)) return undefined;
  return { matchID, playerID: playerID ?? null, credentials: credentials ?? undefined };
}

/** `update`: [action, stateID, matchID, playerID], where the action is a MAKE_MOVE. */
export function parseMove([action, stateID, matchID, playerID]: unknown[]): MovePacket | undefined {
  if (!action || typeof action !== 'object') return undefined;
  const { type, payload } = action as { type?: unknown; payload?: unknown };
  if (type !== 'MAKE_MOVE' || !payload || typeof payload !== 'object') return undefined;
  const { type: name, args, credentials } = payload as { type?: unknown; args?: unknown; credentials?: unknown };
  if (!isId(name) || !isCredentials(credentials)) return undefined;
  if (!(args === undefined || args === null || Array.isArray(args))) return undefined;
  if (!Number.isSafeInteger(stateID) || !isId(matchID) || !isSeat(playerID)) return undefined;
  return {
    name,
    args: (args as unknown[] | null | undefined) ?? [],
    credentials: credentials ?? undefined,
    stateID: stateID as number,
    matchID,
    playerID: playerID ?? null,
  };
}

/** `chat`: [matchID, { id, sender, payload }, credentials]. */
export function parseChat([matchID, message, credentials]: unknown[]): ChatPacket | undefined {
  if (!isId(matchID) || !message || typeof message !== 'object' || !isCredentials(credentials)) return undefined;
  const { id, sender, payload } = message as { id?: unknown; sender?: unknown; payload?: unknown };
  if (!isId(id) || !isId(sender)) return undefined;
  return { matchID, message: { id, sender, payload }, credentials: credentials ?? undefined };
}

export interface TakeBackPacket {
  matchID: string;
  playerID: string;
  credentials: string | undefined;
  stateID: number;
}

/** `takeBack`: [matchID, playerID, credentials, stateID]. */
export function parseTakeBack([matchID, playerID, credentials, stateID]: unknown[]): TakeBackPacket | undefined {
  if (!isId(matchID) || !isId(playerID) || !isCredentials(credentials) || !Number.isSafeInteger(stateID)) return undefined;
  return { matchID, playerID, credentials: credentials ?? undefined, stateID: stateID as number };
}
