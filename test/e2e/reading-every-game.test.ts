/**
 * Every game read as a player reads it, in Chromium, in English and French, at a desktop's size (1366 px) and a
 * phone's (390 px); one page per size and language, reused for every game:
 * - its record file (as a local match downloads it) opens in the replay viewer at its last step, in every view
 *   (every hand revealed, a seat's, a spectator's), and the board never stops with an error;
 * - the replay and a match continued from a record in hotseat: no word broken across lines, no text under 11 px,
 *   French punctuation spaced (no-break space before : ; ! ? and inside « »), the log's rule links at least
 *   24 × 24 px (WCAG 2.2, 2.5.8);
 * - its rules page: no file name, path or command, French punctuation spaced, no word broken, no small text;
 * - a match page of the lobby (its invite line): French punctuation spaced.
 * Screenshots of the Pax Pamir board in play are saved under test-results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import type { MatchRecord } from '../../games/match-record';
import { recordFileText } from '../../client/local/record-file';
import { servedClient, screenshot, SHOTS } from '../support/browser';
import { contextOfSize, DESKTOP, PHONE } from '../support/page-checks';
import { FILE_PATH, measureTexts, smallTargets, textFaults, unspacedFrenchMarks } from '../support/text-checks';

const served = servedClient();

/** A seeded random three-player game of `game` played to its end. */
function playedGame(game: string): MatchRecord {
  const entry = gameEntries.find((e) => e.game.name === game)!;
  const match = new HeadlessMatch(entry.game, { numPlayers: 3, seed: `reading-${game}` });
  let rng = 11;
  for (let n = 0; n < entry.moveBudget && !match.isOver; n++) {
    const seat = match.nextPlayer!;
    const choices = match.enumerate(seat);
    rng = (rng * 48271) % 2147483647;
    const choice = choices[rng % choices.length];
    expect(match.move(seat, choice.move, choice.args ?? []).ok).toBe(true);
  }
  return match.record();
}

const dir = join(tmpdir(), `reading-every-game-${process.pid}`);
mkdirSync(dir, { recursive: true });
const GAMES = gameEntries.map((entry) => entry.game.name);
/** Each game's record file, played to the end, and one of the same game stopped at about its middle. */
const files = Object.fromEntries(
  GAMES.map((game) => {
    const record = playedGame(game);
    const whole = join(dir, `${game}-whole.json`);
    const middle = join(dir, `${game}-middle.json`);
    writeFileSync(whole, recordFileText(record));
    writeFileSync(middle, recordFileText({ ...record, moves: record.moves.slice(0, Math.floor(record.moves.length * 0.6)) }));
    return [game, { whole, middle, steps: record.moves.length }];
  }),
);

/** No fault found: the first ones in the message when there are (a long list is cut short otherwise). */
const expectNone = (faults: readonly unknown[], what: string) =>
  expect(faults.length, `${what}:\n${faults.slice(0, 30).map((fault) => JSON.stringify(fault)).join('\n')}`).toBe(0);

const onPhone = (page: Page) => page.viewportSize()!.width === PHONE.width;

const noBoardError = async (page: Page) => expect(await page.getByTestId('board-error').allInnerTexts()).toEqual([]);

async function openRecord(page: Page, file: string): Promise<void> {
  await page.goto(`${served.server.url}/#/replay-file`);
  await page.getByTestId('replay-file-screen').waitFor();
  await page.getByTestId('record-file-input').setInputFiles(file);
  await page.getByTestId('replay-board').waitFor();
}

/** The board of the view shown has drawn itself (or stopped with an error, which the caller reports). */
const boardDrawn = (page: Page) =>
  expect.poll(async () => (await page.locator('.replay-board .game-board > *, [data-testid="board-error"]').count()) > 0, { timeout: 15_000 }).toBe(true);

/**
 * What a finger presses, at least 24 × 24 px: the log's links everywhere; on a phone every control and link but
 * a rule's id mentioned in a sentence (an inline link, which 2.5.8 exempts).
 */
const TARGETS = { everywhere: '.log-panel a, .log-panel button', phone: 'a:not(.rule-ref), button, select, input[type="checkbox"], input[type="radio"], [role="button"]' };

/** What every screen of a game must pass: words whole, text big enough, French spaced, targets big enough. */
async function expectReadable(page: Page, rootTestId: string, language: string): Promise<void> {
  const root = page.getByTestId(rootTestId);
  const report = await measureTexts(root, 11, { breakAfterEnDash: true });
  expectNone(textFaults(report), 'text');
  expect(report.words).toBeGreaterThan(20);
  if (language === 'fr') expectNone(await unspacedFrenchMarks(root), 'French punctuation');
  expectNone(await smallTargets(root, onPhone(page) ? TARGETS.phone : TARGETS.everywhere), 'targets');
}

describe.each([
  ['desktop', DESKTOP, 'en'],
  ['desktop', DESKTOP, 'fr'],
  ['phone', PHONE, 'en'],
  ['phone', PHONE, 'fr'],
] as const)('%s, %s', (_kind, size, language) => {
  let page: Page;
  beforeAll(async () => {
    page = await (await contextOfSize(served.browser, size, language === 'fr' ? 'fr-FR' : 'en-US')).newPage();
  });
  afterAll(async () => page?.context().close());

  test.each(GAMES)('%s: its record file replays to its last step in every view', async (game) => {
    const { whole, steps } = files[game];
    await openRecord(page, whole);
    await page.keyboard.press('End');
    await expect.poll(() => page.getByTestId('replay-board').getAttribute('data-step')).toBe(String(steps));
    await boardDrawn(page);
    await noBoardError(page); // every hand revealed, as the file opens
    await expect.poll(() => page.getByRole('log').locator('li').count()).toBeGreaterThan(0);
    await expectReadable(page, 'replay-file-screen', language);
    for (const seat of ['1', 'spectator']) {
      await page.getByTestId('replay-seat').selectOption(seat);
      if (await page.getByTestId('replay-reveal').isChecked()) await page.getByTestId('replay-reveal').uncheck();
      await boardDrawn(page);
      await noBoardError(page);
    }
  });

  test.each(GAMES)('%s: a match in play continued from its record in hotseat', async (game) => {
    await openRecord(page, files[game].middle);
    await page.getByTestId('replay-continue-hotseat').click();
    await page.getByTestId('match-screen').waitFor();
    await expect
      .poll(
        async () => {
          if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
          return page.locator('.local-board .game-board > *').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await noBoardError(page);
    await expectReadable(page, 'match-screen', language);
    if (game === 'pax-pamir') {
      mkdirSync(`${SHOTS}/after`, { recursive: true });
      await screenshot(page, { path: `${SHOTS}/after/pax-pamir-board-${language}-${size.width}px.png`, fullPage: true });
      await screenshot(page, { path: `${SHOTS}/after/pax-pamir-board-${language}-${size.width}px-first-screen.png` });
      await screenshot(page.locator('.pp-market').first(), { path: `${SHOTS}/after/pax-pamir-market-${language}-${size.width}px.png` });
      await screenshot(page.locator('.pp-viewport').first(), { path: `${SHOTS}/after/pax-pamir-map-${language}-${size.width}px.png` });
    }
  });

  test.each(GAMES)('%s: its rules page, for players', async (game) => {
    await page.goto(`${served.server.url}/#/rules/${game}`);
    const rules = page.getByTestId('rules-reference');
    await rules.waitFor();
    const shown = await rules.innerText();
    expectNone(shown.split('\n').filter((line) => FILE_PATH.test(line)), 'file paths');
    const report = await measureTexts(rules, 11, { breakAfterEnDash: true });
    expectNone(textFaults(report), 'text');
    expect(report.words).toBeGreaterThan(500);
    if (language === 'fr') expectNone(await unspacedFrenchMarks(rules), 'French punctuation');
    if (onPhone(page)) expectNone(await smallTargets(page.locator('.rules-screen'), TARGETS.phone), 'targets');
  });

  test('a match page of the lobby: its invite line', async () => {
    await page.goto(served.server.url);
    await page.getByTestId('player-name').fill('Alice');
    await page.getByTestId('game-select').selectOption(GAMES[size === PHONE ? 1 : 0]);
    await page.getByTestId('create-match').click();
    await page.getByTestId('match-screen').waitFor();
    await page.getByTestId('invite-link').waitFor();
    if (language === 'fr') expectNone(await unspacedFrenchMarks(page.getByTestId('match-screen')), 'French punctuation');
  });
});
