/** What the browser tests share: the built client, a folder for screenshots, Debian's Chromium, a server. */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { tempSqliteFile } from './server';

export const CLIENT_DIR = 'dist/client';
export const SHOTS = 'test-results';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The client built once (`npm test` builds it first), and the screenshots' folder made. */
export async function prepareClient(): Promise<void> {
  if (!existsSync(`${CLIENT_DIR}/index.html`)) await build({ logLevel: 'warn' });
  mkdirSync(SHOTS, { recursive: true });
}

/** The machine's Chromium, headless; never a browser downloaded by a tool. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A real server on a temporary SQLite file serving the built client, and Chromium, for one test file:
 * started before its tests, stopped after. Read `server` and `browser` inside tests.
 */
export function servedClient(startTimeoutMs = 180_000): { readonly server: RunningServer; readonly browser: Browser } {
  const handles: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    await prepareClient();
    handles.server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: CLIENT_DIR });
    handles.browser = await launchChromium();
  }, startTimeoutMs);
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return {
    get server() {
      return handles.server!;
    },
    get browser() {
      return handles.browser!;
    },
  };
}
