/**
 * The socket side of the server, in place of boardgame.io's `SocketIO` transport and speaking the same
 * protocol to boardgame.io's client: one socket.io namespace per game, each packet checked for shape and
 * rate before the match engine sees it.
 *
 * boardgame.io's `Server` calls `init` with its Koa app and the processed games; the engine is made then.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type Koa from 'koa';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { Server as IOServer, type Socket } from 'socket.io';
import { jsonParser } from './json-parser';
import { DEFAULT_REQUEST_TIMEOUTS, httpServerTimeouts, type RequestTimeouts } from '../http/request-timeouts';
import type { Logger } from '../log';
import { MatchEngine, type EngineOptions } from '../matches/match-engine';
import type { ClientID, Outgoing } from '../matches/outgoing';
import type { ProcessedGame } from '../matches/run-move';
import type { Metrics } from '../metrics';
import { TAKE_BACK_EVENT, VIEW_PATCHES_QUERY, type RefusalCode } from '../protocol';
import { wireEvent } from './wire-out';
import { parseChat, parseMove, parseSync, parseTakeBack, type ChatPacket, type TakeBackPacket } from './packets';

/** The largest packet a client may send; socket.io closes a connection that sends more. */
export const MAX_PACKET_BYTES = 16 * 1024;

export interface SocketLimits {
  /** Packets a socket may send per second on average… */
  packetsPerSecond: number;
  /** …and at once. */
  burst: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { packetsPerSecond: 50, burst: 100 };

/** The packets handled beside the engine: the chat, and taking back a move (`client`: the sender's id). */
export interface PacketHandlers {
  chat(client: ClientID, packet: ChatPacket): Promise<void>;
  takeBack(client: ClientID, packet: TakeBackPacket): Promise<void>;
}

export interface TransportOptions extends Omit<EngineOptions, 'games' | 'outbox'> {
  logger: Logger;
  metrics: Metrics;
  limits?: SocketLimits;
  /** How long a request may take to arrive; default `DEFAULT_REQUEST_TIMEOUTS`. */
  requestTimeouts?: RequestTimeouts;
  handlers: PacketHandlers;
}

export class DurableTransport {
  private engineOf?: MatchEngine;
  private ioOf?: IOServer;
  private gamesOf?: readonly ProcessedGame[];
  /** The open sockets, by the client id the engine knows them by. */
  private readonly sockets = new Map<ClientID, Socket>();

  constructor(private readonly options: TransportOptions) {}

  get engine(): MatchEngine {
    if (!this.engineOf) throw new Error('the transport is not initialised');
    return this.engineOf;
  }

  /** The games as boardgame.io processed them. */
  get games(): readonly ProcessedGame[] {
    if (!this.gamesOf) throw new Error('the transport is not initialised');
    return this.gamesOf;
  }

  get io(): IOServer {
    if (!this.ioOf) throw new Error('the transport is not initialised');
    return this.ioOf;
  }

  /** Called by boardgame.io's `Server` with its Koa app and the processed games. */
  init(app: Koa & { listen: (...args: unknown[]) => HttpServer }, games: ProcessedGame[]): void {
    const httpServer = createServer(httpServerTimeouts(this.options.requestTimeouts ?? DEFAULT_REQUEST_TIMEOUTS), app.callback());
    // boardgame.io's `run` calls `app.listen`: listen with the server the sockets are attached to.
    app.listen = (...args: unknown[]) => httpServer.listen(...(args as Parameters<HttpServer['listen']>));
    this.ioOf = new IOServer(httpServer, {
      maxHttpBufferSize: MAX_PACKET_BYTES,
      serveClient: false,
      parser: jsonParser,
      pingInterval: 10_000,
      pingTimeout: 20_000,
    });
    this.gamesOf = games;
    this.engineOf = new MatchEngine({ ...this.options, games, outbox: { send: (messages) => this.send(messages) } });
    const { packetsPerSecond, burst } = this.options.limits ?? DEFAULT_SOCKET_LIMITS;
    const limiter = new RateLimiterMemory({ points: burst, duration: burst / packetsPerSecond });
    for (const game of games) {
      this.io.of(game.name).on('connection', (socket) => this.connect(socket, game.name, limiter, burst));
    }
  }

  /** The engine's messages, each to its client's socket while it is open (one that closed is no longer told). */
  private send(messages: readonly Outgoing[]): void {
    for (const message of messages) this.sockets.get(message.to)?.emit(...wireEvent(message));
  }

  private connect(socket: Socket, gameName: string, limiter: RateLimiterMemory, burst: number): void {
    const { metrics, logger } = this.options;
    const engine = this.engine;
    const client: ClientID = socket.id;
    this.sockets.set(client, socket);
    metrics.openSockets.inc();
    const patches = socket.handshake.query[VIEW_PATCHES_QUERY] === '1';
    const refuse = (code: RefusalCode) => this.send([{ kind: 'refused', to: client, matchID: engine.watching(client) ?? null, refusal: { code, stateID: null } }]);
    let limitedSaid = false;
    const drop = (reason: string) => {
      metrics.refusedPackets.inc({ reason });
      logger.debug({ socket: socket.id, game: gameName, reason }, 'packet dropped');
    };
    const run = (work: Promise<void>, what: string) =>
      work.catch((error: unknown) => logger.error({ err: error, game: gameName, what }, 'socket handler failed'));

    socket.on('disconnect', () => {
      metrics.openSockets.dec();
      this.sockets.delete(client);
      void run(engine.leave(client), 'leave');
    });
    // Every packet passes here; none is handed on to another handler (`next` is never called).
    socket.use(([event, ...args], _next) => {
      limiter.consume(socket.id).then(
        () => {
          limitedSaid = false;
          dispatch(String(event), args);
        },
        (limited: RateLimiterRes | Error) => {
          if (limited instanceof Error) return logger.error({ err: limited }, 'rate limiter failed');
          drop('rate-limited');
          // Say it once per burst; a socket that keeps flooding is disconnected.
          if (!limitedSaid) refuse('rate-limited');
          limitedSaid = true;
          if (limited.consumedPoints > 4 * burst) socket.disconnect(true);
        },
      );
    });

    const dispatch = (event: string, args: unknown[]) => {
      switch (event) {
        case 'sync': {
          const packet = parseSync(args);
          return packet ? void run(engine.sync(client, gameName, { ...packet, patches }), 'sync') : drop('malformed sync');
        }
        case 'update': {
          const packet = parseMove(args);
          return packet ? void run(engine.move(client, gameName, packet), 'move') : drop('malformed move');
        }
        case 'chat': {
          const packet = parseChat(args);
          if (packet) return void run(this.options.handlers.chat(client, packet), 'chat');
          // A chat line is always answered, even one the server cannot read.
          drop('malformed chat');
          return refuse('chat-refused');
        }
        case TAKE_BACK_EVENT: {
          const packet = parseTakeBack(args);
          return packet ? void run(this.options.handlers.takeBack(client, packet), 'take back') : drop('malformed take-back');
        }
        default:
          return drop('unknown event');
      }
    };
  }

  /** Disconnect every client and stop accepting sockets. */
  close(): void {
    this.ioOf?.close();
  }
}
