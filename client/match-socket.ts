/**
 * The socket boardgame.io's SocketIO transport opens for a match, for what the transport itself does not
 * carry: the chat history, taking back a move. Followers listen on it from the moment the transport
 * connects (before the first `sync` can arrive, so nothing sent right after it is missed) until it
 * disconnects; `send` emits on it while it is open.
 */
import type { EventSocket } from './refusals';

/** The part of a socket.io client socket this module uses (tests pass a fake). */
export interface MatchSocket extends EventSocket {
  emit(event: string, ...args: unknown[]): unknown;
}

/** Starts listening on a match's socket; returns what stops it. */
export type SocketFollower = (socket: EventSocket, matchID: string) => () => void;

/** What the link needs of boardgame.io's SocketIO transport: `connect` opens `socket`. */
export interface LinkableTransport {
  socket?: MatchSocket | null;
  connect(): void;
  disconnect(): void;
}

export class MatchSocketLink {
  private socket: MatchSocket | null = null;

  constructor(private readonly followers: readonly SocketFollower[]) {}

  /** Wraps a transport factory (boardgame.io's `SocketIO(...)`, or one already wrapped) so its socket is linked here. */
  wrap<Options extends { matchID?: string }, Transport extends LinkableTransport>(
    factory: (options: Options) => Transport,
  ): (options: Options) => Transport {
    return (options) => {
      const transport = factory(options);
      const connect = transport.connect.bind(transport);
      const disconnect = transport.disconnect.bind(transport);
      let stops: (() => void)[] = [];
      const unlink = () => {
        for (const stop of stops) stop();
        stops = [];
        if (this.socket === transport.socket) this.socket = null;
      };
      transport.connect = () => {
        connect();
        unlink();
        const { socket } = transport;
        if (!socket || options.matchID === undefined) return;
        this.socket = socket;
        stops = this.followers.map((follow) => follow(socket, options.matchID!));
      };
      transport.disconnect = () => {
        unlink();
        disconnect();
      };
      return transport;
    };
  }

  /** Emits on the match's socket; false when no socket is open (nothing was sent). */
  send(event: string, ...args: unknown[]): boolean {
    if (!this.socket) return false;
    this.socket.emit(event, ...args);
    return true;
  }
}
