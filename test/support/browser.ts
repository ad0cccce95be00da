/** What the browser tests share: the built client, a folder for screenshots, and Debian's Chromium. */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

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
