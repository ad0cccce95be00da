/**
 * Filters every packet a client sends over the socket before boardgame.io sees it.
 * - `update` may carry a move only: a client-sent GAME_EVENT (endTurn, endGame, setPhase,
 *   setActivePlayers...), UNDO, REDO or RESET is dropped; moves call events themselves. boardgame.io
 *   would otherwise run any event an active player sends, whatever the game's `events` config says.
 * - `sync` for a match that does not exist is dropped: boardgame.io would create an unlisted match
 *   with no credentials on the spot.
 * - Malformed packets (ids that are not short strings, a missing payload) are dropped, so nothing a
 *   client sends can make a query or a handler throw.
 */
import type { Server as IOServer, Socket } from 'socket.io';

type Packet = unknown[];
type MatchExists = (matchID: string) => Promise<boolean>;

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
const isSeat = (value: unknown) => value === null || value === undefined || isId(value);

/** Whether an `update` packet is a well-formed move: [action, stateID, matchID, playerID]. */
export function isMovePacket([action, stateID, matchID, playerID]: Packet): boolean {
  if (!action || typeof action !== 'object') return false;
  const { type, payload } = action as { type?: unknown; payload?: { type?: unknown; args?: unknown } };
  return (
    type === 'MAKE_MOVE' &&
    !!payload &&
    typeof payload === 'object' &&
    typeof payload.type === 'string' &&
    (payload.args === undefined || payload.args === null || Array.isArray(payload.args)) &&
    typeof stateID === 'number' &&
    isId(matchID) &&
    isSeat(playerID)
  );
}

/** Whether a `sync` packet is well formed: [matchID, playerID, credentials, numPlayers]. */
export function isSyncPacket([matchID, playerID, credentials]: Packet): boolean {
  return isId(matchID) && isSeat(playerID) && (credentials === undefined || credentials === null || typeof credentials === 'string');
}

export function guardSocket(socket: Socket, matchExists: MatchExists, onDrop: (reason: string) => void): void {
  socket.use((packet: Packet, next: (error?: Error) => void) => {
    const [event, ...args] = packet;
    const drop = (reason: string) => onDrop(`${String(event)}: ${reason}`);
    switch (event) {
      case 'update':
        if (isMovePacket(args)) return next();
        return drop('only well-formed moves are accepted from clients');
      case 'sync':
        if (!isSyncPacket(args)) return drop('malformed sync');
        matchExists(args[0] as string).then(
          (exists) => (exists ? next() : drop(`no match ${String(args[0])}`)),
          (error: Error) => drop(`storage error: ${error.message}`),
        );
        return;
      case 'chat':
        if (isId(args[0])) return next();
        return drop('malformed chat');
      default:
        return drop('unknown event');
    }
  });
}

/** Install the guard on every game's namespace of boardgame.io's socket server. */
export function guardSockets(io: IOServer, gameNames: readonly string[], matchExists: MatchExists): void {
  for (const name of gameNames) {
    io.of(name).use((socket, next) => {
      guardSocket(socket, matchExists, (reason) => console.warn(`[socket ${name}] dropped ${reason}`));
      next();
    });
  }
}
