/**
 * What the browser tests (test/e2e) share, made once for the whole run as vitest's global setup of the
 * `browser` project: the built client (built here when `npm run build` has not), one Debian Chromium that
 * each file connects to and opens its own contexts in, and one server on a temporary SQLite file serving the
 * client to the files that only load pages (test/support/browser.ts `servedClient`). Each test file still
 * opens its own browser contexts and plays its own matches, so the tests stay independent.
 */
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { CLIENT_DIR, launchChromiumServer, prepareClient } from './browser';
import { tempSqliteFile } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's endpoint, for `chromium.connect`. */
    chromiumEndpoint: string;
    /** The shared server's address. */
    clientServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await prepareClient();
  const [chromium, server] = await Promise.all([
    launchChromiumServer(),
    startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: CLIENT_DIR, logger: createLogger({ level: 'warn' }) }),
  ]);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  project.provide('clientServerUrl', server.url);
  return async () => {
    await chromium.close();
    await server.stop();
  };
}
