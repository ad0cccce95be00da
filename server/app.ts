/**
 * The game server: boardgame.io's `Server` (its Koa app and run loop) with our socket transport, lobby
 * routes and operations routes, over the SQL storage, and the built client on the same port.
 *
 * Requests pass, in order: the body's deadline (request-timeouts.ts), the error renderer, /healthz and
 * /metrics, the lobby API, the built client.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { findGameEntry, games as registeredGames } from '../games';
import { hardenGame } from './guards/harden-game';
import { lobbyErrors } from './http/lobby-error';
import { DEFAULT_REQUEST_TIMEOUTS, bodyDeadline, type RequestTimeouts } from './http/request-timeouts';
import { operations } from './http/operations';
import { createLogger, type Logger } from './log';
import { lobbyRouter } from './lobby/router';
import { MatchChat } from './sockets/chat';
import { TakeBacks } from './sockets/take-back';
import type { ProcessedGame } from './matches/run-move';
import type { Correspondence } from './correspondence/correspondence';
import { createCorrespondence, type CorrespondenceOptions } from './correspondence/setup';
import { SqlContactStore } from './notify/contact-store';
import { Notifier } from './notify/notifier';
import type { Resolve } from './notify/public-address';
import { ChatStore } from './storage/chat-store';
import type { MatchEngine } from './matches/match-engine';
import { createMetrics, type Metrics } from './metrics';
import { RedisPubSub } from './pubsub/redis-pubsub';
import { DurableTransport, type SocketLimits } from './sockets/transport';
import { staticClient } from './static-client';
import { SqlStorage } from './storage/sql-storage';

export interface ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** `postgres://…`, or a SQLite file (default `data/matches.sqlite`). */
  databaseUrl?: string;
  /** When set, instances share match updates through Redis. */
  redisUrl?: string;
  /** The built client; default `dist/client`. */
  clientDir?: string;
  /** The games to serve; default every registered game. */
  games?: readonly Game[];
  /** Default: JSON lines on standard output at `LOG_LEVEL` (default info). */
  logger?: Logger;
  /** Count the process's own figures (memory, event loop) too; the production entry point does. */
  processMetrics?: boolean;
  /** Packets per socket; default `DEFAULT_SOCKET_LIMITS`. */
  socketLimits?: SocketLimits;
  /** Matches one client address may create per window; default 60 per 10 minutes. */
  creationLimit?: { points: number; seconds: number };
  /** How long a request's headers, then its body, may take to arrive; default 10 s each (`DEFAULT_REQUEST_TIMEOUTS`). */
  requestTimeouts?: Partial<RequestTimeouts>;
  /** Take the client address from X-Forwarded-For (behind a proxy). */
  behindProxy?: boolean;
  /** Playing by correspondence: links, notices, deadlines, bots, abandoned matches. */
  correspondence?: Partial<Omit<CorrespondenceOptions, 'publicUrl'>> & { publicUrl?: string };
  /** Notices by e-mail (`SMTP_URL`, `MAIL_FROM`), webhooks and Web Push. */
  notify?: { smtpUrl?: string; mailFrom?: string; allowPrivateNetworks?: boolean; timeoutMs?: number; resolveHost?: Resolve };
}

export interface RunningServer {
  port: number;
  url: string;
  storage: SqlStorage;
  engine: MatchEngine;
  metrics: Metrics;
  correspondence: Correspondence;
  stop(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const metrics = createMetrics({ processMetrics: options.processMetrics });
  const storage = new SqlStorage(options.databaseUrl, undefined, (error) => logger.warn({ err: error }, 'a PostgreSQL connection dropped'));
  const pubSub = options.redisUrl ? new RedisPubSub(options.redisUrl, logger) : undefined;
  await pubSub?.ready();
  const games = (options.games ?? registeredGames).map((game: Game) =>
    hardenGame(game, (error, where) => logger.error({ err: error, ...where }, 'a move threw; refused')),
  );

  const requestTimeouts: RequestTimeouts = {
    headersMs: options.requestTimeouts?.headersMs ?? DEFAULT_REQUEST_TIMEOUTS.headersMs,
    bodyMs: options.requestTimeouts?.bodyMs ?? DEFAULT_REQUEST_TIMEOUTS.bodyMs,
  };
  const engine = (): MatchEngine => transport.engine;
  let processed = new Map<string, ProcessedGame>();
  const instanceID = randomUUID();
  let port = options.port ?? 8000;
  const contacts = new SqlContactStore(storage);
  const notifier = new Notifier({ store: contacts, logger, metrics, ...options.notify });
  const correspondence = createCorrespondence(storage, engine, () => processed, instanceID, logger, {
    notifier,
    ...options.correspondence,
    publicUrl: () => options.correspondence?.publicUrl ?? `http://localhost:${port}`,
  });
  const chat = new MatchChat(engine, new ChatStore(storage.db, storage.driver), logger, metrics);
  const takeBacks = new TakeBacks(engine);
  const transport: DurableTransport = new DurableTransport({
    rows: storage,
    moveLimits: (game) => {
      const limits = findGameEntry(game.name)?.moveArgs;
      if (!limits) throw new Error(`game ${game.name} is not registered in games/index.ts: its moves' argument limits are unknown`);
      return limits;
    },
    logger,
    metrics,
    pubSub: pubSub as never,
    instanceID,
    limits: options.socketLimits,
    requestTimeouts,
    handlers: {
      chat: (client, packet) => chat.post(client, packet),
      takeBack: (client, packet) => takeBacks.request(client, packet),
    },
    hooks: {
      synced: (client, matchID) => chat.history(client, matchID),
      stored: (move) => correspondence.stored(move),
    },
  });
  const server = Server({ games, db: storage, transport: transport as never, origins: [] });
  const app = server.app;
  app.proxy = options.behindProxy ?? false;
  processed = new Map(transport.games.map((game) => [game.name, game]));
  const creation = options.creationLimit ?? { points: 60, seconds: 600 };
  app.use(bodyDeadline(requestTimeouts.bodyMs));
  app.use(lobbyErrors(logger, metrics));
  app.use(operations({ database: () => storage.ping(), redis: pubSub && (() => pubSub.ping()) }, metrics));
  app.use(
    lobbyRouter({
      storage,
      games: processed,
      engine,
      creations: new RateLimiterMemory({ points: creation.points, duration: creation.seconds }),
      notices: {
        contacts,
        pushPublicKey: () => notifier.pushPublicKey(),
        channelsChanged: (matchID) => correspondence.notices.channelsChanged(matchID),
        allowPrivateNetworks: options.notify?.allowPrivateNetworks ?? false,
        resolveHost: options.notify?.resolveHost,
      },
      seatsChanged: (matchID, metadata) => {
        transport.engine.seatsChanged(matchID, metadata);
        correspondence.seatsChanged(matchID);
      },
      seatLeft: (matchID, gameName, playerID, whoLeft) => correspondence.seatLeft(matchID, gameName, playerID, whoLeft),
    }),
  );
  app.use(staticClient(options.clientDir ?? 'dist/client'));

  const { appServer } = await server.run({ port });
  port = (appServer.address() as AddressInfo).port;
  correspondence.start();
  return {
    port,
    url: `http://localhost:${port}`,
    storage,
    engine: transport.engine,
    metrics,
    correspondence,
    async stop() {
      transport.close(); // disconnects every client; their disconnect handlers still write
      await new Promise<void>((resolve) => (appServer as HttpServer).close(() => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
      await transport.engine.drain();
      await correspondence.stop();
      await transport.engine.drain();
      await notifier.close();
      await storage.close();
      await pubSub?.close();
    },
  };
}
