/**
 * A match of bots to watch, in the browser: every seat of a short game set to a bot, moves happen on
 * their own, the pace control pauses them, plays one move at a time, every seat's view is shown, and the
 * bots are sped up until the match ends or has gone on a while. Debian's Chromium through playwright-core, the built client served by a
 * real server, as browser.test.ts.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { findGameEntry } from '../../games';
import { servedClient, screenshot, SHOTS } from '../support/browser';

const served = servedClient();

/** The match kept on this device (saved after every move): who holds each seat, how many moves. */
function kept(page: Page): Promise<{ seats: string[]; moves: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('pax-table.saved-match.'));
    if (!key) return null;
    const saved = JSON.parse(localStorage.getItem(key)!);
    return { seats: saved.seats, moves: saved.record.moves.length };
  });
}

const movesKept = async (page: Page) => (await kept(page))?.moves ?? -1;

/** One seat searches (the club level's ISMCTS, in the worker) where PAX has its bots' kit; the other plays at random. */
const SEATS = ['random', (findGameEntry('pax')! as { bots?: unknown }).bots ? 'club' : 'random'];

/** Longer than the slowest wait a bot would take at the normal speed. */
const QUIET_MS = 2_000;

test('every seat a bot: moves happen, pause stops them, one move at a time, then on to the end or many moves', async () => {
  const page = await (await served.browser.newContext({ locale: 'en-US' })).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${served.server.url}/#/local/pax`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('num-players').selectOption('2');
  for (const [seat, kind] of SEATS.entries()) await page.getByTestId(`seat-kind-${seat}`).selectOption(kind);
  await expect(page.getByTestId('watch-intro').isVisible()).resolves.toBe(true);
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  expect(await page.getByTestId('match-screen').getAttribute('data-mode')).toBe('local');
  expect((await kept(page))?.seats).toEqual(SEATS);

  // Moves happen with nobody at the board, thought out in a worker rather than on the page.
  await expect.poll(() => movesKept(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(page.workers().length).toBeGreaterThan(0);

  // The pace control is a named group, reached and worked from the keyboard.
  const pace = page.getByRole('group', { name: 'Bots’ pace' });
  const pause = pace.getByRole('button', { name: 'Pause' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('bot-pace').getAttribute('data-paused')).toBe('true');
  const paused = await movesKept(page);
  await page.waitForTimeout(QUIET_MS);
  expect(await movesKept(page)).toBe(paused);

  // One move, then quiet again.
  const step = pace.getByRole('button', { name: 'One move' });
  expect(await step.isDisabled()).toBe(false);
  await step.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => movesKept(page), { timeout: 10_000 }).toBe(paused + 1);
  await page.waitForTimeout(QUIET_MS);
  expect(await movesKept(page)).toBe(paused + 1);
  // The watcher may look through any seat's eyes, or every seat's at once.
  await page.getByTestId('watch-view').selectOption('every');
  await expect.poll(() => page.getByTestId('local-board').count()).toBe(2);
  await screenshot(page, { path: `${SHOTS}/watch-bots-paused.png`, fullPage: true });

  // Fast, resumed: on to the end of the match, or many more moves.
  await pace.getByLabel('Speed').selectOption('fast');
  await pace.getByRole('button', { name: 'Resume' }).click();
  const target = paused + 31;
  await expect
    .poll(async () => (await page.getByTestId('bot-pace').count()) === 0 || (await movesKept(page)) >= target, { timeout: 60_000 })
    .toBe(true);
  expect(await page.getByTestId('local-notice').count()).toBe(0);
  expect(problems).toEqual([]);
  await screenshot(page, { path: `${SHOTS}/watch-bots-on.png`, fullPage: true });
});
