/**
 * The PAX board in a real browser, at a desktop's and a phone's size: a hotseat match from the rulebook's buying
 * example (PAX-BUY-1) shows a prompt that offers buying with its price in words, and after a card is played no
 * longer does; the rulebook's scoring example (PAX-SCORE-2) played to its end shows the end panel's reasons. The
 * page never scrolls sideways, axe-core finds no serious or critical violation, and screenshots are saved in
 * test-results/ to be looked at. Debian's Chromium through playwright-core, the built client served by a real
 * server (test/support/browser.ts).
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { servedClient, screenshot, SHOTS } from '../support/browser';
import { contextOfSize, DESKTOP, expectUsable, PHONE, saveScreenshot, type ScreenSize } from '../support/page-checks';

const served = servedClient();

/** A hotseat PAX match from a rulebook position, at the board of the seat to move. */
async function hotseat(size: ScreenSize, scenario: string, locale = 'en-US'): Promise<Page> {
  const page = await (await contextOfSize(served.browser, size, locale)).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${served.server.url}/#/hotseat/pax`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('num-players').selectOption('2');
  await page.getByTestId('option-scenario').selectOption(scenario);
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  await revealIfAsked(page);
  await page.locator('.pax-board').first().waitFor();
  expect(problems).toEqual([]);
  return page;
}

/** The hotseat hand-over screen, when it shows: the next player says who they are. */
async function revealIfAsked(page: Page): Promise<void> {
  const reveal = page.getByTestId('reveal');
  await page.waitForFunction(() => document.querySelector('[data-testid="reveal"], .pax-board [data-testid="pax-prompt"], [data-testid="pax-end"]'));
  if (await reveal.count()) await reveal.click();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the PAX board on a %s', (_name, size) => {
  test('a new game: the opening prompt names where the drawn cards may go (PAX-SETUP-6)', async () => {
    const page = await hotseat(size, 'none');
    const prompt = page.getByTestId('pax-prompt').first();
    await expect.poll(() => prompt.innerText()).toContain('Opening: place your drawn cards.');
    expect(await prompt.innerText()).toContain('Possible now: into your hand or under the deck.');
    expect(await prompt.getByRole('button', { name: 'Into hand' }).first().isVisible()).toBe(true);
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board-opening');
    await page.context().close();
  });

  // PAX-SETUP-6 then PAX-SETUP-7: « en choisit une pour garder », then « Piochez assez de Cartes Influence de sorte
  // d'en placer une au-dessous de chaque Carte Légion »: the legions are empty while the players choose.
  test('PAX-SETUP-7: the legions are empty while the players choose their opening card, and get a card each after the last choice', async () => {
    const page = await hotseat(size, 'none');
    const legions = page.locator('.px-legion');
    await expect.poll(() => page.getByTestId('pax-prompt').first().innerText()).toContain('The legions get their cards once every player has chosen.');
    expect(await legions.count()).toBe(3);
    for (let legion = 0; legion < 3; legion++) {
      expect(await legions.nth(legion).innerText()).toContain('empty');
      expect(await legions.nth(legion).locator('.px-card').count()).toBe(0);
    }
    // Each seat keeps its first card and slides the others under the deck, by clicking, seat after seat.
    for (let placed = 0; placed < 5; placed++) {
      await revealIfAsked(page);
      const prompt = page.getByTestId('pax-prompt').first();
      await prompt.waitFor();
      const keep = prompt.getByRole('button', { name: 'Into hand' });
      await ((await keep.count()) > 0 ? keep.first() : prompt.getByRole('button', { name: 'Under the deck' }).first()).click();
    }
    await revealIfAsked(page);
    await expect.poll(() => page.locator('.px-legion .px-card').count()).toBe(3);
    for (let legion = 0; legion < 3; legion++) expect(await legions.nth(legion).locator('.px-card').count()).toBe(1);
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board-legions-dealt');
    await page.context().close();
  });

  // PAX-POWER-3: « vous pouvez piocher deux cartes […] à la place d'une »: the player chooses, by clicking.
  test('PAX-POWER-3: Religion is offered as a choice; drawing one card at a time lets the first card go into the hand', async () => {
    const page = await hotseat(size, 'religion-draw');
    const prompt = page.getByTestId('pax-prompt').first();
    const withReligion = prompt.getByRole('button', { name: 'Draw with Religion (2 cards at once)' });
    const oneAtATime = prompt.getByRole('button', { name: 'Draw one card at a time' });
    await withReligion.waitFor();
    expect(await oneAtATime.isVisible()).toBe(true);
    expect(await prompt.innerText()).toContain('Religion: you may see 2 cards at once');
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board-religion-choice');
    await oneAtATime.click();
    // One card drawn, and it may go into the hand at once.
    await expect.poll(() => prompt.locator('.px-place-row').count()).toBe(1);
    await prompt.getByRole('button', { name: 'Into hand' }).click();
    await expect.poll(() => prompt.innerText()).toContain('Placed so far: 1 in hand, 0 under a legion, 0 under the deck.');
    expect(await prompt.locator('.px-place-row').count()).toBe(1);
    expect(await prompt.getByRole('button', { name: 'Into hand' }).count()).toBe(0);
    await saveScreenshot(page, 'pax-board-one-at-a-time');
    await page.context().close();
  });

  test('the buying example: the prompt offers buying with its price in words; after a card is played it does not', async () => {
    const page = await hotseat(size, 'buy-example');
    const prompt = page.getByTestId('pax-prompt');
    await expect.poll(() => prompt.innerText()).toContain('You may buy the cards under one legion');
    // PAX-BUY-1: the Land and the Intrigue of legion I for 4 of the 5 Aurei.
    const buy = page.getByRole('button', { name: /^Buy for 4 Aurei/ });
    expect(await buy.isVisible()).toBe(true);
    expect(await page.getByText('worth 4 Aurei').first().isVisible()).toBe(true);
    const play = page.getByRole('button', { name: 'Play Senator: pays 0 Aurei; income then 2 Aurei' });
    expect(await play.isVisible()).toBe(true);
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board');

    // Keyboard: the play button is reached and pressed without a mouse.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => prompt.innerText()).toContain('Buying is over for this turn: a card was played.');
    expect(await page.getByRole('button', { name: /^Buy for/ }).count()).toBe(0);
    expect(await prompt.innerText()).not.toContain('You may buy');
    // The Army in hand is over the Fleet/Army limit (PAX-POWER-2), and the price of the next card is in words.
    expect(await prompt.innerText()).toContain('The next card costs 1 Aureus.');
    expect(await prompt.innerText()).toContain('Fleet/Army limit: more Land or Intrigue symbols needed.');
    expect(await page.getByRole('button', { name: /^Play Army/ }).count()).toBe(0);
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board-after-play');
    await page.context().close();
  });

  test('the scoring example played to its end: the end panel says why, in French too', async () => {
    const page = await hotseat(size, 'scoring-example', 'fr-FR');
    // The deck is empty: player 1 takes 2 Aurei instead of drawing (PAX-END-3) and ends the last turn of the
    // last round (player 2 played first): the game ends (PAX-END-1).
    await page.getByRole('button', { name: /^Prendre 2 Aurei/ }).click();
    await page.getByRole('button', { name: /^Finir le tour/ }).click();
    const end = page.getByTestId('pax-end').first();
    await end.waitFor();
    const text = await end.innerText();
    // PAX-SCORE-2: Rome matches every player in 3 categories only; player 1 wins with 24 points to 22.
    expect(text).toContain('Rome n’est au moins aussi forte que chaque joueur que dans 3 des 7 catégories');
    expect(text).toMatch(/Joueur 1 \(vous\) a le plus de points \(24 points\) et gagne\./);
    expect(await page.getByTestId('pax-standings').first().innerText()).toMatch(/^Joueur 1 \(vous\)\s:\s24 points au total — gagne\s*\nJoueur 2\s:\s22 points/u);
    expect(await page.getByTestId('pax-standings').first().isVisible()).toBe(true);
    await expectUsable(page);
    await saveScreenshot(page, 'pax-board-end');
    // The panel alone, to read it at the phone's size.
    await screenshot(end, { path: `${SHOTS}/pax-board-end-panel-${size.width}x${size.height}.png` });
    await page.context().close();
  });
});
