/**
 * Starts the server with settings from the environment:
 *   PORT          (default 8000)
 *   DATABASE_URL  postgres://… for PostgreSQL; default the SQLite file data/matches.sqlite
 *   REDIS_URL     redis://… to run several instances that share matches; unset for one instance
 *   LOG_LEVEL     default info (JSON lines on standard output)
 *   TRUST_PROXY   1 behind a proxy that sets X-Forwarded-For (client addresses for the creation limit)
 *   PUBLIC_URL    the address players reach the site at (links in notices); default http://localhost:PORT
 *   SMTP_URL      smtp://user:pass@host:587 to send notices by e-mail, with MAIL_FROM (the sender address)
 *   ABANDONED_DAYS  days after which a match nobody joined is removed (default 7)
 */
import { startServer } from './app';
import { installCrashHandlers } from './crash-handlers';
import { createLogger } from './log';

const logger = createLogger();
installCrashHandlers(logger);

const port = process.env.PORT ? Number(process.env.PORT) : 8000;
const server = await startServer({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  logger,
  processMetrics: true,
  behindProxy: process.env.TRUST_PROXY === '1',
  notify: { smtpUrl: process.env.SMTP_URL || undefined, mailFrom: process.env.MAIL_FROM || undefined },
  correspondence: {
    publicUrl: process.env.PUBLIC_URL || undefined,
    abandonedAfterDays: process.env.ABANDONED_DAYS ? Number(process.env.ABANDONED_DAYS) : undefined,
  },
});
logger.info(
  { url: server.url, port: server.port, driver: server.storage.driver, schema: server.storage.schemaVersion, shared: Boolean(process.env.REDIS_URL) },
  `Serving on ${server.url}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'stopping');
    server.stop().finally(() => process.exit(0));
  });
}
