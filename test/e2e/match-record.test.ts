/**
 * A match's record from end to end, in the browser: two players move online and see their moves in the
 * log; one replays the match from their own seat while it goes on; bots finish it; the finished match's
 * replay exports a position as a file, which the replay viewer opens and continues in hotseat, where the
 * position shows. Debian's Chromium through playwright-core, as browser.test.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { findGameEntry } from '../../games';
import { playerToMove } from '../../games/engine/acting';
import { loadRecord, stateAtStep } from '../../games/record-play';
import { servedClientOwnServer, screenshot, SHOTS } from '../support/browser';
import { SeatSockets } from '../support/server';

const pax = findGameEntry('pax')!;

const served = servedClientOwnServer();

const boardText = (page: Page) => page.locator('.pax-board').first().innerText();
const connected = (page: Page) => expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state'), { timeout: 10_000 }).toBe('connected');
const logEntries = (page: Page) => page.getByRole('log').locator('li');
const position = (page: Page) => page.getByTestId('replay-position').innerText();

/** The rest of the match played by a random choice in both seats, each over its seat's own socket. */
async function finishWithBots(matchID: string): Promise<number> {
  const players = new SeatSockets(served.server, 'pax', matchID);
  try {
    return await finishAs(players, matchID);
  } finally {
    players.close();
  }
}

async function finishAs(players: SeatSockets, matchID: string): Promise<number> {
  for (let moves = 0; moves < pax.moveBudget; moves++) {
    const { state } = await served.server.storage.fetch(matchID, { state: true });
    if (state.ctx.gameover !== undefined) return moves;
    const seat = playerToMove(state.ctx)!;
    const stored = await players.play(seat, (current) => {
      const choices = pax.game.ai!.enumerate(current.G, current.ctx, seat) as { move: string; args?: unknown[] }[];
      return choices[Math.floor(Math.random() * choices.length)];
    });
    if (stored !== 'stored') throw new Error(`a bot's move for seat ${seat} was not stored: ${stored}`);
  }
  throw new Error('the bots did not finish the match');
}

test('moves in the log, the replay from one’s seat, a position exported and continued in hotseat', async () => {
  // Two players in two browsers, as in browser.test.ts.
  const alice = await (await served.browser.newContext({ locale: 'en-US', acceptDownloads: true })).newPage();
  await alice.goto(served.server.url);
  await alice.getByTestId('player-name').fill('Alice');
  await alice.getByTestId('game-select').selectOption('pax');
  await alice.getByTestId('num-players').selectOption('2');
  await alice.getByTestId('create-match').click();
  await alice.getByTestId('match-screen').waitFor();
  const invite = await alice.getByTestId('invite-link').inputValue();
  const matchID = invite.split('/').at(-1)!;
  const bob = await (await served.browser.newContext({ locale: 'fr-FR' })).newPage();
  await bob.goto(invite);
  await bob.getByTestId('player-name').fill('Bob');
  await bob.getByTestId('join-button').click();
  await bob.getByTestId('match-screen').waitFor();
  for (const page of [alice, bob]) {
    await connected(page);
    await page.locator('.pax-board').waitFor();
  }

  // Each places a card; both see both moves in the log panel.
  let seen = await boardText(bob);
  await alice.locator('.px-place').first().click();
  await expect.poll(() => boardText(bob), { timeout: 10_000 }).not.toBe(seen);
  seen = await boardText(alice);
  await bob.locator('.px-place').first().click();
  await expect.poll(() => boardText(alice), { timeout: 10_000 }).not.toBe(seen);
  for (const page of [alice, bob]) await expect.poll(() => logEntries(page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const played = await served.server.storage.fetch(matchID, { state: true, log: true });
  expect(played.state._stateID).toBe(2);

  // The replay while the match goes on: Alice's own seat only, no record to take away.
  await alice.getByTestId('replay-link').click();
  await alice.getByTestId('replay-screen').waitFor();
  await expect.poll(() => position(alice)).toBe('Move 2 of 2');
  expect(await alice.getByTestId('replay-kind').innerText()).toContain('still going on');
  expect(await alice.getByTestId('replay-seat').count()).toBe(0);
  expect(await alice.getByTestId('replay-export').count()).toBe(0);
  await alice.keyboard.press('Home');
  await expect.poll(() => position(alice)).toBe('Starting position');
  await alice.locator('.replay-board .pax-board').waitFor();
  await expect.poll(() => logEntries(alice).count()).toBe(0);
  await alice.getByTestId('replay-forward').click();
  await expect.poll(() => position(alice)).toBe('Move 1 of 2');
  await expect.poll(() => logEntries(alice).count()).toBeGreaterThanOrEqual(1);
  await screenshot(alice, { path: `${SHOTS}/replay-ongoing.png`, fullPage: true });

  // Bots finish the match; its replay now offers every seat and the record.
  const botMoves = await finishWithBots(matchID);
  expect(botMoves).toBeGreaterThan(0);
  await alice.reload();
  await alice.getByTestId('replay-screen').waitFor();
  await expect.poll(() => position(alice)).toBe(`Move ${2 + botMoves} of ${2 + botMoves}`);
  expect(await alice.getByTestId('replay-kind').innerText()).toContain('is over');
  await alice.getByTestId('replay-first').click();
  await expect.poll(() => position(alice)).toBe('Starting position');
  await alice.getByTestId('replay-forward').click();
  await alice.getByTestId('replay-forward').click();
  await expect.poll(() => position(alice)).toBe(`Move 2 of ${2 + botMoves}`);
  await screenshot(alice, { path: `${SHOTS}/replay-finished.png`, fullPage: true });
  const [download] = await Promise.all([alice.waitForEvent('download'), alice.getByTestId('replay-export').click()]);
  const file = `${SHOTS}/exported-position.json`;
  await download.saveAs(file);
  const exported = loadRecord(readFileSync(file, 'utf8'));
  expect(exported.ok).toBe(true);
  if (!exported.ok) return;
  expect(exported.value.game).toBe('pax');
  expect(exported.value.moves.map((m) => [m.player, m.move])).toEqual(
    played.log!.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => [entry.action.payload.playerID, entry.action.payload.type]),
  );
  // The exported position is the stored match's position after its second move.
  expect(stateAtStep(exported.value, 2).G).toEqual(played.state.G);

  // The file opened in the replay viewer, from the lobby's link, then continued in hotseat.
  await alice.goto(served.server.url);
  await alice.getByTestId('open-record-file').click();
  await alice.getByTestId('replay-file-screen').waitFor();
  await alice.getByTestId('record-file-input').setInputFiles(file);
  await expect.poll(() => position(alice)).toBe('Move 2 of 2');
  // Seen from the seat to play next, which hotseat hands the screen to.
  const seat = playerToMove(stateAtStep(exported.value, 2).ctx)!;
  await alice.getByTestId('replay-seat').selectOption(seat);
  await alice.getByTestId('replay-reveal').uncheck();
  await alice.locator('.replay-board .pax-board').waitFor();
  const replayed = await alice.locator('.replay-board .pax-board').innerText();
  await screenshot(alice, { path: `${SHOTS}/replay-file.png`, fullPage: true });
  await alice.getByTestId('replay-continue-hotseat').click();
  await expect.poll(() => alice.url()).toMatch(/#\/saved\//);
  await alice.getByTestId('match-screen').waitFor();
  if (await alice.getByTestId('pass-screen').isVisible()) await alice.getByTestId('reveal').click();
  await alice.locator('.local-board .pax-board').waitFor();
  await expect.poll(() => logEntries(alice).count()).toBeGreaterThanOrEqual(2);
  const saved = await alice.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('pax-table.saved-match.'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { mode: string; record: { moves: unknown[] } }) : null;
  });
  expect(saved?.mode).toBe('hotseat');
  expect(saved?.record.moves).toHaveLength(2);
  // The hotseat board shows the position: the same board as the replay's for the same seat.
  expect(await alice.getByTestId('local-board').first().getAttribute('data-viewer')).toBe(seat);
  expect(await alice.locator('.local-board .pax-board').first().innerText()).toBe(replayed);
  await screenshot(alice, { path: `${SHOTS}/continued-in-hotseat.png`, fullPage: true });
}, 240_000);
