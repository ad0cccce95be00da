/**
 * Starts the server with settings from the environment:
 *   PORT          (default 8000)
 *   DATABASE_URL  postgres://… for PostgreSQL; default the SQLite file data/matches.sqlite
 *   REDIS_URL     redis://… to run several instances that share matches; unset for one instance
 */
import { startServer } from './app';

// Last line of defence: a failure in one request must never stop the server for everyone.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));

const port = process.env.PORT ? Number(process.env.PORT) : 8000;
const server = await startServer({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
});
console.log(`Serving on ${server.url} (${server.storage.driver}, schema v${server.storage.schemaVersion}${process.env.REDIS_URL ? ', shared through Redis' : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
