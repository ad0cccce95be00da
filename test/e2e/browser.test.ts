/**
 * Two people in two browsers: one creates a match in the lobby, the other joins through the invite link,
 * both move, one reloads and finds the match as it was. Debian's Chromium through playwright-core, the
 * built client served by a real server on a temporary SQLite file. Screenshots land in test-results/.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { servedClientOwnServer, screenshot, SHOTS } from '../support/browser';


const served = servedClientOwnServer();

/** The board's text, which changes whenever the state a player sees does. */
const boardText = (page: Page) => page.locator('.pax-board').innerText();

async function waitForChange(page: Page, before: string) {
  await expect.poll(() => boardText(page), { timeout: 10_000 }).not.toBe(before);
}

test('create in the lobby, join by the invite link, both move, a reload finds the match as it was', async () => {
  const alice = await (await served.browser.newContext({ locale: 'en-US' })).newPage();
  await alice.goto(served.server.url);
  await alice.getByTestId('player-name').fill('Alice');
  await alice.getByTestId('game-select').selectOption('pax');
  await alice.getByTestId('num-players').selectOption('2');
  await alice.getByTestId('create-match').click();
  await alice.getByTestId('match-screen').waitFor();
  const invite = await alice.getByTestId('invite-link').inputValue();
  expect(invite).toMatch(/#\/join\/pax\//);
  const matchID = invite.split('/').at(-1)!;

  const bob = await (await served.browser.newContext({ locale: 'fr-FR' })).newPage();
  await bob.goto(invite);
  await bob.getByTestId('join-screen').waitFor();
  await bob.getByTestId('player-name').fill('Bob');
  await bob.getByTestId('join-button').click();
  await bob.getByTestId('match-screen').waitFor();
  for (const page of [alice, bob]) {
    await expect.poll(() => page.getByTestId('connection-status').getAttribute('data-state')).toBe('connected');
    await page.locator('.pax-board').waitFor();
  }

  // The opening: each player places a drawn card; each move shows on the other's screen.
  let seenByBob = await boardText(bob);
  await alice.locator('.px-place').first().click();
  await waitForChange(bob, seenByBob);
  const seenByAlice = await boardText(alice);
  await bob.locator('.px-place').first().click();
  await waitForChange(alice, seenByAlice);
  const { state } = await served.server.storage.fetch(matchID, { state: true });
  expect(state._stateID).toBe(2);

  seenByBob = await boardText(bob);
  await screenshot(bob, { path: `${SHOTS}/bob-before-reload.png`, fullPage: true });
  await bob.reload();
  await expect.poll(() => bob.getByTestId('connection-status').getAttribute('data-state')).toBe('connected');
  await bob.locator('.pax-board').waitFor();
  expect(await boardText(bob)).toBe(seenByBob);
  await screenshot(alice, { path: `${SHOTS}/alice.png`, fullPage: true });
  await screenshot(bob, { path: `${SHOTS}/bob-after-reload.png`, fullPage: true });
}, 120_000);
