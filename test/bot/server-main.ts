/**
 * A real server process for the bot tests, on the port `PORT` (so that a restarted server is found at the
 * same address) over the database `DATABASE_URL`, with every registered game. Prints `{"port":…}` once
 * listening, as test/support/server-process.ts expects.
 */
import { startServer } from '../../server/app';
import { createLogger } from '../../server/log';

const server = await startServer({
  port: Number(process.env.PORT),
  databaseUrl: process.env.DATABASE_URL,
  clientDir: '/nonexistent',
  logger: createLogger({ level: 'warn' }),
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
