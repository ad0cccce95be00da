/**
 * The Res Publica board in a browser, on a desktop (in English) and a phone (in French): a hotseat match,
 * the proposal built from the keyboard and read back as the sentence a player says, the page never
 * scrolling sideways, no serious accessibility violation; then the proposal sent, every other seat passing,
 * and the trade listed among the last trades; the rulebook's « je cherche un Viking » answered with a
 * counter-proposal built on the board and accepted, the deal listed; and the rulebook's last Civilisation card played to the end
 * of the game, whose panel gives every score and why. Screenshots: test-results/res-publica-board*-WxH.png.
 */
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { servedClient } from '../support/browser';
import { boardOfSeatToPlay } from '../support/hotseat';
import { contextOfSize, DESKTOP, expectUsable, horizontalOverflow, PHONE, saveScreenshot, type ScreenSize } from '../support/page-checks';

const served = servedClient();

const SIZES: [string, ScreenSize, string, Record<string, string>][] = [
  [
    'desktop, English',
    DESKTOP,
    'en-US',
    {
      seekOrOffer: 'I seek / I offer',
      count1: 'Count 1',
      type1: 'Type 1',
      type2: 'Type 2',
      second: 'Add a second type',
      propose: 'Propose',
      pass: 'Pass',
      sentence: '“I seek 2 Vikings and a Goth: what do you want in return?”',
      offered: '“I offer 2 Vikings and a Goth: what will you give in return?”',
      trade: 'seeks 2 Vikings and a Goth. Nobody makes a counter-proposal: no deal.',
      heard: 'seeks 2 Vikings and a Goth.',
    },
  ],
  [
    'phone, French',
    PHONE,
    'fr-FR',
    {
      seekOrOffer: 'Je cherche / Je propose',
      count1: 'Nombre 1',
      type1: 'Type 1',
      type2: 'Type 2',
      second: 'Ajouter un second type',
      propose: 'Proposer',
      pass: 'Passer',
      sentence: '«\u202fJe cherche 2 Vikings et un Goth\u202f: que voulez-vous en échange\u202f?\u202f»',
      offered: '«\u202fJe propose 2 Vikings et un Goth\u202f: que me donnez-vous en échange\u202f?\u202f»',
      trade: 'cherche 2 Vikings et un Goth. Personne ne fait de contre-proposition\u202f: pas d’échange.',
      heard: 'cherche 2 Vikings et un Goth.',
    },
  ],
];

/** Moves played so far in the match kept on this device (saved after every move). */
function movesKept(page: Page): Promise<number> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('pax-table.saved-match.'));
    return key ? (JSON.parse(localStorage.getItem(key)!).record.moves.length as number) : -1;
  });
}

/** Click a control that plays a move, and wait until the move is played. */
async function playBy(page: Page, control: Locator) {
  const before = await movesKept(page);
  await control.click();
  await expect.poll(() => movesKept(page), { timeout: 10_000 }).toBe(before + 1);
}

/** Keyboard only: focus the control and press keys, as a person without a mouse does. */
async function pressOn(page: Page, name: string, ...keys: string[]) {
  await page.getByLabel(name, { exact: true }).first().focus();
  for (const key of keys) await page.keyboard.press(key);
}

test.each(SIZES)('%s: the proposal reads as a sentence, the page fits, the board is accessible', async (_, size, locale, words) => {
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${served.server.url}/#/hotseat/res-publica`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  const board = await boardOfSeatToPlay(page, '.res-publica');
  const sentence = board.locator('.rp-sentence');

  // Built from the keyboard: two Vikings, then a second type, a Goth.
  await page.getByLabel(words.type1, { exact: true }).selectOption('vikings');
  await pressOn(page, words.count1, 'ArrowDown');
  expect(await page.getByLabel(words.count1, { exact: true }).inputValue()).toBe('2');
  await pressOn(page, words.second, 'Space');
  await page.getByLabel(words.type2, { exact: true }).selectOption('goths');
  await expect.poll(() => sentence.textContent()).toBe(words.sentence);
  // The sentence follows the form at once.
  await page.getByLabel(words.seekOrOffer, { exact: true }).selectOption('offer');
  await expect.poll(() => sentence.textContent()).toBe(words.offered);
  await page.getByLabel(words.seekOrOffer, { exact: true }).selectOption('seek');
  await expect.poll(() => sentence.textContent()).toBe(words.sentence);

  // Every focusable control of the board shows where the focus is.
  await page.getByLabel(words.type2, { exact: true }).focus();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');

  await expectUsable(page);
  const shot = await saveScreenshot(page, 'res-publica-board');
  expect(shot).toMatch(/res-publica-board-\d+x\d+\.png$/);

  // Sent; each other seat passes in turn; the trade is over and listed.
  await playBy(page, board.getByRole('button', { name: words.propose, exact: true }));
  for (let answers = 0; answers < 10; answers++) {
    const next = await boardOfSeatToPlay(page, '.res-publica');
    const pass = next.getByRole('button', { name: words.pass, exact: true });
    if ((await pass.count()) === 0) break;
    if (answers === 0) {
      // The first answerer's screen: the proposal said to them, a counter-proposal to build or a pass.
      expect(await next.innerText()).toContain(words.heard);
      await expectUsable(page);
      await saveScreenshot(page, 'res-publica-board-answer');
    }
    await playBy(page, pass);
  }
  const recent = page.locator('.res-publica .rp-recent li').first();
  await expect.poll(() => recent.textContent(), { timeout: 10_000 }).toContain(words.trade);
  await expectUsable(page);
  await saveScreenshot(page, 'res-publica-board-trades');
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

test.each(SIZES)('%s: the last Civilisation card drawn, the final round played, the end panel fits and explains', async (_, size, locale) => {
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(served.server.url);
  const scenario = page.getByTestId('scenario-res-publica-last-civilisation-card');
  await scenario.locator('xpath=ancestor::details').locator('summary').click();
  await scenario.getByTestId('scenario-hotseat-last-civilisation-card').click();
  await page.getByTestId('match-screen').waitFor();

  // Player 1 draws the last Civilisation card; everyone plays once more, player 1 last (RP-END-1, RP-END-2).
  const end = page.getByTestId('rp-end');
  for (let draws = 0; draws < 8 && (await end.count()) === 0; draws++) {
    const board = await boardOfSeatToPlay(page, '.res-publica');
    if ((await end.count()) > 0) break;
    await playBy(page, board.locator('.rp-build button.primary').first());
  }
  await end.first().waitFor();
  const shown = await end.first().innerText();
  expect(shown).toMatch(locale === 'fr-FR' ? /La dernière carte Civilisation a été tirée/ : /The last Civilisation card was drawn/);
  expect(shown).toMatch(locale === 'fr-FR' ? /(gagne avec|se partagent la victoire|Égalité générale)/ : /(wins with|share the victory|Everybody ties)/);
  expect(await end.first().locator('tbody tr').count()).toBe(3);

  await expectUsable(page);
  await saveScreenshot(page, 'res-publica-board-end');
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

const DEAL: Record<string, Record<string, string>> = {
  'en-US': {
    sought: '“I seek a Viking: what do you want in return?”',
    counter: 'Counter-propose',
    countered: '“For a Viking, I want a Metal card in return.”',
    accept: 'Accept',
    deal: 'Player 1 (you) seeks a Viking. Deal with Player 2: Player 1 (you) gives a Metal card, Player 2 gives a Viking.',
  },
  'fr-FR': {
    sought: '«\u202fJe cherche un Viking\u202f: que voulez-vous en échange\u202f?\u202f»',
    counter: 'Contre-proposer',
    countered: '«\u202fPour un Viking, je veux une carte Métal en échange.\u202f»',
    accept: 'Accepter',
    deal: 'Joueur 1 (vous) cherche un Viking. Marché conclu avec Joueur 2\u202f: Joueur 1 (vous) donne une carte Métal, Joueur 2 donne un Viking.',
  },
};

test.each(SIZES)('%s: « je cherche un Viking », a counter-proposal built and accepted, the deal listed', async (_, size, locale, words) => {
  const say = DEAL[locale];
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(served.server.url);
  const scenario = page.getByTestId('scenario-res-publica-seek-a-viking');
  await scenario.locator('xpath=ancestor::details').locator('summary').click();
  await scenario.getByTestId('scenario-hotseat-seek-a-viking').click();
  await page.getByTestId('match-screen').waitFor();

  // Player 1 seeks a Viking (RP-TRADE-2).
  let board = await boardOfSeatToPlay(page, '.res-publica');
  await page.getByLabel(words.type1, { exact: true }).selectOption('vikings');
  await expect.poll(() => board.locator('.rp-sentence').textContent()).toBe(say.sought);
  await playBy(page, board.getByRole('button', { name: words.propose, exact: true }));

  // Player 2 wants a Metal card for theirs (RP-TRADE-3), said as they build it.
  board = await boardOfSeatToPlay(page, '.res-publica');
  await page.getByLabel(words.type1, { exact: true }).selectOption('metal');
  await expect.poll(() => board.locator('.rp-sentence').textContent()).toBe(say.countered);
  expect(await horizontalOverflow(page)).toBe(0);
  await playBy(page, board.getByRole('button', { name: say.counter, exact: true }));

  // Player 3 passes; Player 1 accepts: exact cards on both sides, exchanged at once (RP-TRADE-6, RP-TRADE-9).
  board = await boardOfSeatToPlay(page, '.res-publica');
  await playBy(page, board.getByRole('button', { name: words.pass, exact: true }));
  board = await boardOfSeatToPlay(page, '.res-publica');
  await playBy(page, board.getByRole('button', { name: say.accept, exact: true }));
  const recent = page.locator('.res-publica .rp-recent li').first();
  await expect.poll(() => recent.textContent(), { timeout: 10_000 }).toContain(say.deal);
  await expectUsable(page);
  await saveScreenshot(page, 'res-publica-board-deal');
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);
