/**
 * What the browser tests share: the built client, a folder for screenshots, Debian's Chromium, a server.
 * One Chromium and one server are started for the whole run (test/support/browser-setup.ts); a test file
 * connects to them and opens its own browser contexts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { tempSqliteFile } from './server';

export const CLIENT_DIR = 'dist/client';
export const SHOTS = 'test-results';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the tests save their screenshots: for a person to look at, so by default not in CI, where nobody
 * does (encoding them is a tenth of the browser tests' time). SCREENSHOTS=1 or 0 decides either way.
 */
export const SAVE_SCREENSHOTS = process.env.SCREENSHOTS ? process.env.SCREENSHOTS === '1' : !process.env.CI;

/** A screenshot of the page or of one element saved at `options.path`, when screenshots are saved. */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (SAVE_SCREENSHOTS) await target.screenshot(options);
}

/** The client built once (`npm test` builds it first), and the screenshots' folder made. */
export async function prepareClient(): Promise<void> {
  if (!existsSync(`${CLIENT_DIR}/index.html`)) await build({ logLevel: 'warn' });
  mkdirSync(SHOTS, { recursive: true });
}

/** The machine's Chromium, headless, for others to connect to; never a browser downloaded by a tool. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** This file's connection to the run's Chromium; closing it closes the contexts it opened, not Chromium. */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/**
 * The run's server serving the built client, and Chromium, for a test file that only loads pages: connected
 * before its tests, closed after. Read `server` and `browser` inside tests.
 */
export function servedClient(): { readonly server: { readonly url: string }; readonly browser: Browser } {
  const handles: { browser?: Browser } = {};
  beforeAll(async () => {
    handles.browser = await connectChromium();
  });
  afterAll(async () => {
    await handles.browser?.close();
  });
  return {
    server: { url: inject('clientServerUrl') },
    get browser() {
      return handles.browser!;
    },
  };
}

/**
 * A server of the file's own on a temporary SQLite file serving the built client, for a test file that reads
 * or writes what the server stores, and Chromium: started before its tests, stopped after.
 */
export function servedClientOwnServer(): { readonly server: RunningServer; readonly browser: Browser } {
  const handles: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([
      startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: CLIENT_DIR }),
      connectChromium(),
    ]);
  });
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
