/**
 * The server's refusals on a match's socket. boardgame.io's SocketIO transport only knows the events it
 * was written for, so a refused move would go unnoticed: the board would just snap back with the `sync`
 * that follows. This module listens for `refused` on the socket the transport opens and tells the screen
 * which refusal to show, then when the match has moved on and the notice is stale.
 */
import { isRefusal, REFUSED_EVENT, type Refusal } from '../server/protocol';

type SocketListener = (...args: unknown[]) => void;

/** The part of a socket.io socket this module uses (tests pass a fake). */
export interface EventSocket {
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
}

/** Told a refusal to show, or null once the match has moved on since. */
export type ShowRefusal = (refusal: Refusal | null) => void;

/** The events by which boardgame.io's server sends a state, and where each carries the state's id. */
const STATE_EVENTS: Record<string, (args: unknown[]) => unknown> = {
  sync: ([, syncInfo]) => (syncInfo as { state?: { _stateID?: unknown } } | undefined)?.state?._stateID,
  update: ([, state]) => (state as { _stateID?: unknown } | undefined)?._stateID,
  patch: ([, , stateID]) => stateID,
};

/**
 * Follows the refusals about `matchID` on `socket`: `show` gets each well-formed one, then null on the
 * next state change. A refusal about no match (null: the server refused a packet before reading it, as
 * when rate-limiting) is about this socket, which serves this one match. A refused move that boardgame.io
 * may have shown ahead of the server is answered with the match as stored, a `sync`: that state only
 * settles the board, so the notice stays until a newer state comes. Any other refusal comes alone (the
 * board holds the stored state), and the next state clears it.
 * Returns a function that stops listening.
 */
export function followRefusals(socket: EventSocket, matchID: string, show: ShowRefusal): () => void {
  let shown: Refusal | null = null;
  /** The id of the state the board settled on after the refusal; undefined until that state comes. */
  let settledStateID: number | undefined;

  const onRefused = (refusedMatchID: unknown, refusal: unknown) => {
    if ((refusedMatchID !== matchID && refusedMatchID !== null) || !isRefusal(refusal)) return;
    shown = refusal;
    settledStateID = undefined;
    show(refusal);
  };

  const onState = (event: string, stateIDOf: (args: unknown[]) => unknown) => (...args: unknown[]) => {
    const stateID = stateIDOf(args);
    if (shown === null || args[0] !== matchID || typeof stateID !== 'number') return;
    // Only a refused move is corrected, by the match as stored (a sync); any other state is news.
    const correctionExpected = shown.stateID !== null && settledStateID === undefined && event === 'sync';
    if (correctionExpected) {
      settledStateID = stateID;
      return;
    }
    if (settledStateID !== undefined && stateID <= settledStateID) return; // a late copy of the settled state
    shown = null;
    show(null);
  };

  const listeners: [string, SocketListener][] = [
    [REFUSED_EVENT, onRefused],
    ...Object.entries(STATE_EVENTS).map(([event, stateIDOf]): [string, SocketListener] => [event, onState(event, stateIDOf)]),
  ];
  for (const [event, listener] of listeners) socket.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

/** What `withRefusals` needs of boardgame.io's SocketIO transport: `connect` opens `socket`. */
export interface SocketTransport {
  socket?: EventSocket | null;
  connect(): void;
  disconnect(): void;
}

/**
 * Wraps a transport factory (boardgame.io's `SocketIO(...)`) so that each transport also follows the
 * refusals about its match, from the moment its `connect` has opened the socket until `disconnect`.
 */
export function withRefusals<Options extends { matchID?: string }, Transport extends SocketTransport>(
  factory: (options: Options) => Transport,
  show: ShowRefusal,
): (options: Options) => Transport {
  return (options) => {
    const transport = factory(options);
    const connect = transport.connect.bind(transport);
    const disconnect = transport.disconnect.bind(transport);
    let stop = () => {};
    transport.connect = () => {
      connect();
      stop();
      if (transport.socket && options.matchID !== undefined) stop = followRefusals(transport.socket, options.matchID, show);
    };
    transport.disconnect = () => {
      stop();
      stop = () => {};
      disconnect();
    };
    return transport;
  };
}

/**
 * The seat's credentials were refused, on a sync or on a move: the seat is lost, which the match screen
 * already says in its own way (forget the seat, join again), so it is not a passing notice. No state
 * follows such a refusal, so a board that had shown the move ahead of the server would stay wrong.
 */
export function refusesSeat(refusal: Refusal): boolean {
  return refusal.code === 'unauthorized';
}
