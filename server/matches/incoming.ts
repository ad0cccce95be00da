/**
 * What clients send the match engine, once the transport has checked each packet's shape
 * (server/sockets/packets.ts): boardgame.io's `sync` and `update` packets, as plain data.
 */

/** `sync`: a client connects to a match, as a seat (with its credentials) or as a spectator. */
export interface SyncPacket {
  matchID: string;
  playerID: string | null;
  credentials: string | undefined;
  /** The client applies view patches: it asked for them on connecting (VIEW_PATCHES_QUERY in ../protocol). */
  patches?: boolean;
}

/** `update`: a client's move, on the state it holds. */
export interface MovePacket {
  name: string;
  args: unknown[];
  credentials: string | undefined;
  stateID: number;
  matchID: string;
  playerID: string | null;
}
