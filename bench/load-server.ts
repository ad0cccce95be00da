/**
 * The server half of `bench/load.ts`, in a process of its own so that the server has one core and the
 * load (the parent, playing every seat) the other:
 *
 *   node --import tsx bench/load-server.ts --storage memory|sqlite|postgres --seed SEED [--database-url URL] [--redis-url URL]
 *
 * Every registered game is served with `seed` fixed, so each new match deals the very game the parent
 * precomputed. Prints one JSON line `{"loadBenchPort": n}` on stdout once listening (other lines are the
 * server's own log, which the parent passes on to stderr), answers the IPC message `"cpu"` with its own
 * `process.cpuUsage()`, and stops on SIGTERM (or when the parent goes away).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { games } from '../games';
import { startServer } from '../server/app';

const { values } = parseArgs({
  options: {
    storage: { type: 'string' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
  },
});

interface Running {
  port: number;
  stop(): Promise<void>;
}

/**
 * The reference: stock boardgame.io with its in-memory storage and stock socket transport.
 * `boardgame.io/server` does not export `InMemory`, but `Server` builds one when no `db` is given (and
 * `FLATFILE_DIR` is unset); the check below makes sure that is what runs.
 */
async function startMemory(seeded: Game[]): Promise<Running> {
  delete process.env.FLATFILE_DIR;
  const server = Server({ games: seeded, origins: [] });
  const storageName = (server.db as object).constructor.name;
  if (storageName !== 'InMemory') throw new Error(`expected boardgame.io's InMemory storage, got ${storageName}`);
  const { appServer } = await server.run({ port: 0 });
  return {
    port: (appServer.address() as AddressInfo).port,
    stop: async () => server.kill({ appServer }),
  };
}

/**
 * A load run plays far faster than people, all from one address: lift the server's limits on match
 * creations per address and packets per socket so that they do not cap what is measured (the limiters
 * still run on every request and packet). A server without these options ignores them.
 */
const LIFTED_LIMITS = {
  creationLimit: { points: 1e9, seconds: 1 },
  socketLimits: { packetsPerSecond: 1e9, burst: 1e9 },
};

/** Our server, through its public options only (its internals change independently of this bench). */
async function startOurs(seeded: Game[], databaseUrl: string, redisUrl?: string): Promise<Running> {
  return startServer({ port: 0, databaseUrl, redisUrl, clientDir: '/nonexistent', games: seeded, ...LIFTED_LIMITS });
}

async function start(): Promise<Running> {
  const { storage, seed } = values;
  if (!seed) throw new Error('--seed is required');
  const seeded = games.map((game) => ({ ...game, seed }) as Game);
  if (storage === 'memory') return startMemory(seeded);
  if (storage === 'sqlite' || storage === 'postgres') {
    if (!values['database-url']) throw new Error(`--database-url is required for ${storage}`);
    return startOurs(seeded, values['database-url'], values['redis-url']);
  }
  throw new Error(`unknown --storage ${String(storage)}`);
}

/** Stop cleanly so the SQL storages finish their writes, but never hang the parent's run. */
function stopOn(running: Running): () => void {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 5000).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[load-server] stop failed:', error);
        process.exit(1);
      },
    );
  };
}

const running = await start();
const stop = stopOn(running);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Without its parent there is no one to serve: do not linger.
process.on('disconnect', stop);
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
// A key of its own: the server may log JSON lines on stdout too.
process.stdout.write(`${JSON.stringify({ loadBenchPort: running.port })}\n`);
