/**
 * Every screen around the boards, at a desktop's size and a phone's: the page never scrolls sideways,
 * axe-core finds no serious or critical problem, and a screenshot of each lands in test-results/ for a
 * person to look at. The "how to play" panel opens from the keyboard, in English and in French.
 * Debian's Chromium through playwright-core, the built client served by a real server (test/support).
 */
import { describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import type { MatchRecord } from '../../games/match-record';
import { howToPlayOf } from '../../client/how-to-play/how-to-play';
import { howToPlayTexts } from '../../client/how-to-play/how-to-play-texts';
import { format, type Language } from '../../client/i18n';
import { servedClientOwnServer } from '../support/browser';
import { walkedToEnd } from '../support/walked-game';
import { contextOfSize, DESKTOP, horizontalOverflow, PHONE, saveScreenshot, seriousAxeViolations, type ScreenSize } from '../support/page-checks';

const served = servedClientOwnServer();

/** What went wrong on every screen checked so far, collected so one run tells about all of them. */
type Problems = string[];

/** The screen as it is now: no sideways scrolling, no serious axe violation, a screenshot saved. */
async function checkScreen(page: Page, name: string, problems: Problems, options: { board?: boolean } = {}): Promise<void> {
  const size = page.viewportSize();
  const where = `${name} at ${size?.width}×${size?.height}`;
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`${where}: the page scrolls sideways by ${overflow}px`);
  // Around a board, the board's own content is its engineer's: the shell is checked without it, and what the
  // board has is told apart.
  const violations = await seriousAxeViolations(page, options.board ? { exclude: '.game-board' } : {});
  for (const violation of violations) problems.push(`${where}: ${violation}`);
  if (options.board) {
    // A board wider than its area scrolls inside it (style.css): told, for the board's engineer.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('.game-board')].map((board) => board.scrollWidth - board.clientWidth).filter((extra) => extra > 0),
    );
    if (wider.length > 0) console.warn(`${where}: the board is wider than its area by ${wider.join(', ')}px and scrolls inside it`);
    // What axe finds inside each board is asserted by that board's own tests (test/e2e/board-*.test.ts).
  }
  await saveScreenshot(page, name);
}

/** The "how to play" panel inside `scope` opens with the keyboard and says the game's goal in `language`. */
async function opensByKeyboard(page: Page, scope: string, game: string, language: Language, problems: Problems, where: string): Promise<void> {
  const toggle = page.locator(`${scope} [data-testid="how-to-play-toggle"]`).first();
  const body = page.locator(`${scope} [data-testid="how-to-play-body"]`).first();
  if ((await toggle.getAttribute('aria-expanded')) === 'true') {
    await toggle.focus();
    await page.keyboard.press('Enter');
  }
  expect(await toggle.getAttribute('aria-expanded'), where).toBe('false');
  expect(await body.isVisible(), where).toBe(false);
  // Reached by the keyboard: from the element before it, one Tab.
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await toggle.evaluate((element) => element === document.activeElement), where).toBe(true);
  // The outline a keyboard user sees on the focused toggle.
  const outline = await toggle.evaluate((element) => getComputedStyle(element).outlineStyle);
  if (outline === 'none') problems.push(`${where}: the focused "how to play" toggle shows no outline`);
  await page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-expanded'), where).toBe('true');
  expect(await body.isVisible(), where).toBe(true);
  const goal = format(howToPlayTexts[language][howToPlayOf(game)!.goal], {}, language);
  expect(await body.innerText(), where).toContain(goal.slice(0, 40));
  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-expanded'), where).toBe('false');
  await page.keyboard.press('Enter');
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId(`language-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

async function newPage(browser: Browser, size: ScreenSize): Promise<Page> {
  const page = await (await contextOfSize(browser, size)).newPage();
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  return page;
}

/** A hotseat match of `game` started with its default setup, shown through the first seat's eyes. */
async function startHotseat(page: Page, base: string, game: string, onPass?: () => Promise<void>): Promise<void> {
  await page.goto(`${base}/#/hotseat/${game}`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  const reveal = page.getByTestId('reveal');
  await Promise.race([reveal.waitFor(), page.getByTestId('local-board').first().waitFor()]);
  if (await reveal.isVisible()) {
    if (onPass) await onPass();
    await reveal.click();
  }
  await boardShown(page, `hotseat ${game}`);
}

/**
 * Waits for the board, or for the shell's notice that it stopped with an error: the screen around it is
 * checked either way (a board's own failure is its engineer's, and is told).
 */
async function boardShown(page: Page, where: string): Promise<void> {
  await page.locator('.game-board, [data-testid="board-error"]').first().waitFor({ timeout: 20_000 });
  const failure = page.getByTestId('board-error');
  if (await failure.count()) console.warn(`${where}: the board stopped: ${await failure.first().innerText()}`);
}

/** A match of `game` played to its end by a fixed walk through the legal moves: its record. */
function finishedRecord(game: string, numPlayers: number): MatchRecord {
  return finishedMatch(game, numPlayers).record();
}

/** The same, as the headless match itself (its state is that of a finished match). */
function finishedMatch(game: string, numPlayers: number): HeadlessMatch {
  return walkedToEnd(game, numPlayers, 'end-screen');
}

/** Opens a record as a hotseat match kept on this device (client/local/saved-matches.ts's storage). */
async function openKept(page: Page, base: string, id: string, record: MatchRecord): Promise<void> {
  await page.goto(base);
  await page.evaluate(
    ([key, saved]) => localStorage.setItem(key, saved),
    [`pax-table.saved-match.${id}`, JSON.stringify({ id, mode: 'hotseat', seats: Array.from({ length: record.numPlayers }, () => 'human'), record, savedAt: Date.now(), revision: 0 })],
  );
  await page.goto(`${base}/#/saved/${id}`);
  await page.getByTestId('match-screen').waitFor();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('every screen on a %s', (_label, size) => {
  test('lobby, create, match, my matches, join, rules, setups, replays: no sideways scroll, no serious axe problem', async () => {
    const problems: Problems = [];
    const base = served.server.url;
    const page = await newPage(served.browser, size);
    await page.goto(base);
    await page.getByTestId('game-pax').waitFor();
    await setLanguage(page, 'en');
    await checkScreen(page, 'lobby', problems);

    // The how-to-play panel from the lobby's game card, in both languages.
    for (const language of ['en', 'fr'] as const) {
      await setLanguage(page, language);
      await opensByKeyboard(page, '[data-testid="game-pax"]', 'pax', language, problems, `lobby (${language})`);
    }
    await checkScreen(page, 'lobby-how-to-play-fr', problems);
    await setLanguage(page, 'en');
    await page.locator('[data-testid="game-pax"] [data-testid="how-to-play-toggle"]').click();

    // Creating a match, then the match screen.
    await page.getByTestId('player-name').fill('Alice');
    await page.getByTestId('game-select').selectOption('pax');
    await page.getByTestId('num-players').selectOption('2');
    await page.locator('#create').scrollIntoViewIfNeeded();
    await checkScreen(page, 'create-match', problems);
    await page.getByTestId('create-match').click();
    await page.getByTestId('match-screen').waitFor();
    await expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('connected');
    await boardShown(page, 'online pax');
    await checkScreen(page, 'match-pax', problems, { board: true });
    await opensByKeyboard(page, '.match-info', 'pax', 'en', problems, 'online match');
    const invite = await page.getByTestId('invite-link').inputValue();
    const matchID = invite.split('/').at(-1)!;

    // The player's matches, in the lobby.
    await page.goto(base);
    await page.getByTestId('my-match').first().waitFor();
    await page.getByTestId('my-matches').scrollIntoViewIfNeeded();
    await checkScreen(page, 'my-matches', problems);

    // Joining, from another browser.
    const guest = await newPage(served.browser, size);
    await guest.goto(invite);
    await guest.getByTestId('join-screen').waitFor();
    await checkScreen(guest, 'join', problems);
    await guest.context().close();

    // The rules reference.
    await page.goto(`${base}/#/rules/pax`);
    await page.locator('.rules-screen h2').first().waitFor();
    await checkScreen(page, 'rules', problems);

    // The setups of a match on this device.
    await page.goto(`${base}/#/hotseat/pax`);
    await page.getByTestId('local-setup').waitFor();
    await checkScreen(page, 'hotseat-setup', problems);
    await opensByKeyboard(page, '[data-testid="local-setup"]', 'pax', 'en', problems, 'hotseat setup');
    await page.goto(`${base}/#/local/pax`);
    await page.getByTestId('local-setup').waitFor();
    await checkScreen(page, 'local-setup', problems);
    // Versus bots: the player's seat and a bot.
    await page.getByTestId('num-players').selectOption('2');
    await page.getByTestId('start-local').click();
    await page.getByTestId('match-screen').waitFor();
    await boardShown(page, 'versus bots pax');
    await checkScreen(page, 'versus-bots-pax', problems, { board: true });
    await opensByKeyboard(page, '.match-info', 'pax', 'en', problems, 'versus bots');

    // Replays: the online match's, and a record file's.
    await page.goto(`${base}/#/replay/pax/${matchID}`);
    await page.getByTestId('replay-screen').waitFor();
    await page.getByTestId('replay-board').waitFor({ timeout: 20_000 }).catch(() => undefined);
    await checkScreen(page, 'replay', problems);
    await page.goto(`${base}/#/replay-file`);
    await page.getByTestId('replay-file-screen').waitFor();
    await checkScreen(page, 'replay-file', problems);

    // A personal link of a match that does not exist, and an address that leads nowhere.
    await page.goto(`${base}/#/seat/pax/no-such-match/0/secret`);
    await page.getByTestId('seat-link').waitFor();
    await page.locator('[data-testid="seat-link"] :is(.notice-error, .notice-warning)').first().waitFor();
    await checkScreen(page, 'seat-link-unknown', problems);
    await page.goto(`${base}/#/nowhere/at/all/really`);
    await page.locator('main .notice').waitFor();
    await checkScreen(page, 'not-found', problems);

    await page.context().close();
    expect(problems).toEqual([]);
  }, 240_000);

  test('a hotseat match of every game: the screen around the board fits and reads, the panel opens in French', async () => {
    const problems: Problems = [];
    const page = await newPage(served.browser, size);
    for (const [index, entry] of gameEntries.entries()) {
      const game = entry.game.name;
      // The screen that hides a seat's view between turns, once.
      await startHotseat(page, served.server.url, game, index === 0 ? () => checkScreen(page, 'pass-screen', problems) : undefined);
      await setLanguage(page, 'en');
      await checkScreen(page, `hotseat-${game}`, problems, { board: true });
      await setLanguage(page, 'fr');
      await opensByKeyboard(page, '.match-info', game, 'fr', problems, `hotseat ${game} (fr)`);
      await setLanguage(page, 'en');
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 240_000);

  test('a finished match: the result in its own status section, with the final scores', async () => {
    const problems: Problems = [];
    const page = await newPage(served.browser, size);
    for (const game of ['res-publica', 'pax']) {
      const record = finishedRecord(game, 3);
      await openKept(page, served.server.url, `end-${game}`, record);
      await setLanguage(page, 'en');
      const result = page.getByTestId('game-result');
      await result.waitFor();
      expect(await result.getAttribute('role')).toBe('status');
      expect(await result.getByRole('heading', { name: 'Game over' }).count()).toBe(1);
      expect(await page.getByTestId('turn-indicator').innerText()).toMatch(/^Game over/);
      expect((await page.getByTestId('game-result-scores').locator('tbody tr').count())).toBe(3);
      expect(await result.getByTestId('play-again').getAttribute('href')).toBe(`#/hotseat/${game}`);
      await checkScreen(page, `end-${game}`, problems, { board: true });
      await setLanguage(page, 'fr');
      expect(await result.getByRole('heading', { name: 'Partie terminée' }).count()).toBe(1);
      await checkScreen(page, `end-${game}-fr`, problems, { board: true });
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 240_000); // two finished matches opened, checked and shot in two languages: over two minutes on a loaded machine

  test('a finished online match: the result with the replay link, once, and the rematch', async () => {
    const problems: Problems = [];
    const base = served.server.url;
    const page = await newPage(served.browser, size);
    await page.goto(base);
    await setLanguage(page, 'en');
    await page.getByTestId('player-name').fill('Alice');
    await page.getByTestId('game-select').selectOption('res-publica');
    await page.getByTestId('num-players').selectOption('2');
    await page.getByTestId('create-match').click();
    await page.getByTestId('match-screen').waitFor();
    const matchID = (await page.getByTestId('invite-link').inputValue()).split('/').at(-1)!;
    const joined = await fetch(`${base}/games/res-publica/${matchID}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerID: '1', playerName: 'Bob' }),
    });
    expect(joined.ok).toBe(true);
    // The match as if played to its end.
    const finished = finishedMatch('res-publica', 2).state;
    await served.server.storage.setState(matchID, finished);
    await page.reload();
    const result = page.getByTestId('game-result');
    await result.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('game-result-outcome').innerText()).toMatch(/^(Winner: (Alice|Bob)|Draw)/);
    expect(await page.getByTestId('replay-link').count()).toBe(1);
    expect(await result.getByTestId('replay-link').count()).toBe(1);
    expect(await result.getByTestId('rematch-start').count()).toBe(1);
    expect(await page.getByTestId('invite-link').count()).toBe(0);
    await boardShown(page, 'finished online res-publica');
    await checkScreen(page, 'end-online-res-publica', problems, { board: true });
    await page.context().close();
    expect(problems).toEqual([]);
  }, 120_000);
});
