/**
 * The game server: boardgame.io's `Server` (lobby API and socket transport) over the SQL storage, with
 * the guards and the built client mounted on the same Koa app and port.
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import type { Game } from 'boardgame.io';
import { Server, SocketIO } from 'boardgame.io/server';
import { games as registeredGames } from '../games';
import { GuardedStorage } from './guards/guarded-storage';
import { hardenGame } from './guards/harden-game';
import { guardSockets } from './guards/socket-guards';
import { lobbyRoutes } from './lobby/routes';
import { RedisPubSub } from './pubsub/redis-pubsub';
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
}

export interface RunningServer {
  port: number;
  url: string;
  storage: SqlStorage;
  stop(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const storage = new SqlStorage(options.databaseUrl);
  const pubSub = options.redisUrl ? new RedisPubSub(options.redisUrl) : undefined;
  await pubSub?.ready();
  const games = (options.games ?? registeredGames).map((game: Game) => hardenGame(game));
  const names = games.map((game) => game.name!);

  const db = new GuardedStorage(storage);
  const server = Server({
    games,
    db,
    transport: new SocketIO({ pubSub: pubSub as never }),
    // The client is served from this origin; no other origin may use the lobby API from a browser.
    origins: [],
  });
  const io = (server.app as unknown as { _io: Parameters<typeof guardSockets>[0] & { close(): void } })._io;
  guardSockets(io, names, (matchID) => storage.exists(matchID));
  server.app.use(lobbyRoutes(storage, names));
  server.app.use(staticClient(options.clientDir ?? 'dist/client'));

  const { appServer } = await server.run({ port: options.port ?? 8000 });
  const port = (appServer.address() as AddressInfo).port;
  return {
    port,
    url: `http://localhost:${port}`,
    storage,
    async stop() {
      io.close(); // disconnects every client; their disconnect handlers still write
      await new Promise<void>((resolve) => (appServer as HttpServer).close(() => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
      await db.drain();
      await storage.close();
      await pubSub?.close();
    },
  };
}
