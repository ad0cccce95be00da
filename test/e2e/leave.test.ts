/**
 * Leaving a match from "My matches", in Debian's Chromium against a real server: a match that has started
 * asks first, saying that a bot keeps the seat until someone takes it through the invite link and that the
 * seat is lost; cancelling keeps the seat; confirming hands it to the bot, and the other player's screen
 * says so (in French). A match that has not started is left at once, as before. Screenshots in English and
 * French go to test-results/.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/app';
import { seatOf } from '../../server/matches/seats';
import { CLIENT_DIR, connectChromium } from '../support/browser';
import { DESKTOP, expectUsable, saveScreenshot } from '../support/page-checks';
import { tempSqliteFile } from '../support/server';
import { STAND_IN_BOT } from '../../server/protocol';

const GAME = 'pax-pamir';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: CLIENT_DIR, correspondence: { botDelayMs: 200 } });
  browser = await connectChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(locale: string): Promise<Page> {
  return (await browser.newContext({ locale, viewport: { ...DESKTOP } })).newPage();
}

const connected = (page: Page) => expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state'), { timeout: 10_000 }).toBe('connected');

/** Creates a match from the lobby form as `name`; its id, read from the invite link. */
async function createMatch(page: Page, name: string, numPlayers: number): Promise<{ matchID: string; invite: string }> {
  await page.goto(server.url);
  await page.getByTestId('player-name').fill(name);
  await page.getByTestId('game-select').selectOption(GAME);
  await page.getByTestId('num-players').selectOption(String(numPlayers));
  await page.getByTestId('create-match').click();
  await page.getByTestId('match-screen').waitFor();
  await connected(page);
  const invite = await page.getByTestId('invite-link').first().inputValue();
  return { matchID: decodeURIComponent(invite.split('/').at(-1)!), invite };
}

/** Joins through the invite link in the page, as a player would. */
async function joinByInvite(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.getByTestId('join-screen').waitFor();
  await page.getByTestId('player-name').fill(name);
  await page.getByTestId('join-button').click();
  await page.getByTestId('match-screen').waitFor();
  await connected(page);
}

/** The row of "My matches" in the lobby for this match. */
async function myMatchRow(page: Page, matchID: string) {
  await page.goto(server.url);
  const row = page.getByTestId('my-match').filter({ has: page.locator(`a[href*="${encodeURIComponent(matchID)}"]`) });
  await row.waitFor();
  return row;
}

const seat = async (matchID: string, playerID: string) => seatOf((await server.storage.fetch(matchID, { metadata: true })).metadata, playerID);

test('leaving a started match asks first and says what happens; cancelling keeps the seat, confirming gives it to a bot the others see', async () => {
  const alice = await newPage('en-US');
  const bob = await newPage('fr-FR');
  const { matchID, invite } = await createMatch(alice, 'Alice', 2);
  const aliceCredentials = (await seat(matchID, '0'))!.credentials;
  await joinByInvite(bob, invite, 'Bob');

  const row = await myMatchRow(alice, matchID);
  const leave = row.getByRole('button', { name: 'Leave', exact: true });
  await leave.click();
  const dialog = alice.getByTestId('confirm-leave');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(
    'It has started, so your seat is not freed: a bot plays it until someone takes it through the invite link. You lose the seat',
  );
  await expectUsable(alice);
  await saveScreenshot(alice, 'leave-confirm-en');

  // Cancelling keeps everything as it was.
  await dialog.getByTestId('confirm-no').click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await row.count()).toBe(1);
  expect(await seat(matchID, '0')).toMatchObject({ name: 'Alice', credentials: aliceCredentials });
  expect(await seat(matchID, '0')).not.toHaveProperty('bot');

  // Confirming leaves: the row goes, a bot keeps the seat under Alice's name.
  await leave.click();
  await dialog.getByTestId('confirm-yes').click();
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  const kept = await seat(matchID, '0');
  expect(kept).toMatchObject({ name: 'Alice', bot: STAND_IN_BOT, left: true });
  expect(kept!.credentials).not.toBe(aliceCredentials);

  // Bob's screen says who left and that a bot plays the seat until someone joins.
  const notice = bob.getByTestId('left-seat-0');
  await notice.waitFor({ timeout: 10_000 });
  expect(await notice.innerText()).toBe('Alice a quitté la partie\u00a0: un robot joue sa place jusqu’à ce que quelqu’un la prenne par le lien d’invitation.');
  const chips = (await bob.getByRole('list', { name: 'Joueurs' }).textContent()) ?? '';
  expect(chips).toContain('Alice (a quitté la partie\u00a0; un robot joue jusqu’à ce que quelqu’un la prenne)');
  await expectUsable(bob);
  await saveScreenshot(bob, 'leave-left-seat-fr');

  // Bob's own Leave asks in French.
  const bobsRow = await myMatchRow(bob, matchID);
  await bobsRow.getByRole('button', { name: 'Quitter', exact: true }).click();
  const bobsDialog = bob.getByTestId('confirm-leave');
  await bobsDialog.waitFor();
  expect(await bobsDialog.innerText()).toContain('Elle a commencé, votre place n’est donc pas libérée\u00a0: un robot la joue');
  await saveScreenshot(bob, 'leave-confirm-fr');
  await bobsDialog.getByTestId('confirm-no').click();
  expect(await seat(matchID, '1')).toMatchObject({ name: 'Bob' });
  expect(await seat(matchID, '1')).not.toHaveProperty('bot');

  // The invite link offers the seat the bot keeps.
  const carol = await newPage('en-US');
  await carol.goto(invite);
  await carol.getByTestId('join-screen').waitFor();
  const offered = carol.locator('input[name="seat"][value="0"]');
  expect(await offered.isDisabled()).toBe(false);
  expect(await offered.isChecked()).toBe(true);
  expect(await carol.locator('.join-screen .seats').innerText()).toContain('Seat 1: a bot plays it since Alice left; you may take it');
  await saveScreenshot(carol, 'leave-join-left-seat-en');
  for (const page of [alice, bob, carol]) await page.context().close();
}, 120_000);

test('leaving a match that has not started leaves at once, with no question', async () => {
  const alice = await newPage('en-US');
  const { matchID } = await createMatch(alice, 'Alice', 3);
  const joined = await fetch(`${server.url}/games/${GAME}/${matchID}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playerID: '1', playerName: 'Bob' }),
  });
  expect(joined.status).toBe(200);

  const row = await myMatchRow(alice, matchID);
  await row.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  expect(await alice.getByTestId('confirm-leave').count()).toBe(0);
  expect(await seat(matchID, '0')).toEqual({ id: 0 });
  await alice.context().close();
}, 120_000);
