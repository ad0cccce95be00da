/**
 * A real server process for the tests that kill one: every game deals from `SEED` (so the test knows the
 * moves in advance), the database is `DATABASE_URL`. Prints `{"port":…}` once listening.
 */
import { startServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { seededGames } from './scripted';

const server = await startServer({
  port: 0,
  databaseUrl: process.env.DATABASE_URL,
  clientDir: '/nonexistent',
  games: seededGames(process.env.SEED),
  logger: createLogger({ level: 'warn' }),
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
