/**
 * The Pax Pamir board in a browser, at a desktop's size and a phone's: a hotseat match is started and every
 * seat chooses its loyalty; then each market card's accessible name holds its full text (a court card's
 * special ability, both halves of an event, what a Dominance Check scores), the text opens on hover, on
 * keyboard focus and on a tap (a first tap on a card one could buy opens its text and buys nothing), the
 * page does not scroll sideways, axe-core finds no serious violation on the board, and screenshots are
 * saved for a person to look at. Debian's Chromium through playwright-core, as browser.test.ts.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ABILITIES } from '../../games/pax-pamir/data/abilities';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import { FRENCH_COURT_CARD_NAMES } from '../../client/boards/pax-pamir/court-card-names';
import { EVENT_CARDS } from '../../games/pax-pamir/data/event-cards';
import { servedClient, screenshot, SHOTS } from '../support/browser';
import { contextOfSize, DESKTOP, expectUsable, PHONE, saveScreenshot, type ScreenSize } from '../support/page-checks';
import { measureTexts, textFaults } from '../support/text-checks';

const served = servedClient();

/** ICU texts use the typographic apostrophe where the data has a straight one. */
const typographic = (text: string) => text.replace(/'/g, '’');

/** A two-player hotseat match, past the loyalty choices, on the first player's turn. */
async function openMatch(page: Page, loyalty: RegExp): Promise<void> {
  await page.goto(`${served.server.url}/#/hotseat/pax-pamir`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('num-players').selectOption('2');
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  for (let chosen = 0; chosen < 2; ) {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
    const choose = page.locator('.pp-prompt button', { hasText: loyalty });
    if ((await choose.count()) > 0) {
      await choose.first().click();
      chosen++;
    }
    await page.waitForTimeout(200);
  }
  // the player to move sees the market cards they may buy
  await expect.poll(async () => {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
    return page.locator('.pp-market .pp-card.pp-clickable').count();
  }, { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Every market card's accessible name holds the card's own text from the data; returns how many were checked. */
async function checkMarketNames(page: Page): Promise<{ checked: number; abilities: number; events: number }> {
  const cards = page.locator('.pp-market .pp-card');
  const n = await cards.count();
  let abilities = 0;
  let events = 0;
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const label = (await card.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/Cost: \d+ rupees?/);
    if ((await card.locator('.pp-card-name').count()) > 0) {
      const name = (await card.locator('.pp-card-name').innerText()).trim();
      const data = COURT_CARDS.find((c) => c.name === name)!;
      expect(label).toContain(name);
      expect(label).toContain(`rank ${data.rank}`);
      if (data.ability) {
        expect(label).toContain(typographic(ABILITIES[data.ability].effect));
        abilities++;
      }
    } else if ((await card.locator('.pp-event').count()) > 0) {
      const event = EVENT_CARDS.find((e) => label.includes(typographic(e.purchased.effect)));
      expect(event, label).toBeDefined();
      expect(label).toContain(typographic(event!.discarded.effect));
      events++;
    } else {
      expect(label).toContain('Dominance Check');
      expect(label).toMatch(/5 points for the most, 3 for the second, 1 for the third/);
      expect(label).toMatch(/Otherwise no coalition is dominant: players score by their cylinders in play, 3 points for the most, 1 for the second/);
    }
  }
  return { checked: n, abilities, events };
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, ScreenSize][])('the Pax Pamir board on a %s', (kind, size) => {
  test('full card texts, hover, focus and tap, no sideways scrolling, no serious axe violation', async () => {
    const context = await contextOfSize(served.browser, size);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await openMatch(page, /Afghan/);

    const names = await checkMarketNames(page);
    expect(names.checked).toBe(12);

    // the score track: the lead and the next check's stakes
    const track = page.getByRole('region', { name: 'Score track' });
    await expect.poll(() => track.innerText()).toMatch(/leads by 0 points|share the lead with 0 points/);
    expect(await track.innerText()).toContain('Dominance Checks: 0 resolved, ');
    expect(await track.innerText()).toMatch(/If it happened now:/);

    // a card one may buy: on a desktop, hover opens its text; on a phone, a first tap opens it and buys nothing
    const buyable = page.locator('.pp-market .pp-card-frame', { has: page.locator('.pp-clickable') }).first();
    const tip = buyable.locator('.pp-card-tip');
    expect(await tip.isVisible()).toBe(false);
    const before = await page.locator('.pp-market .pp-card').count();
    if (kind === 'phone') {
      await buyable.locator('.pp-card').tap();
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect(await tip.innerText()).toContain('Tap the card again: Buy for');
      expect(await page.locator('.pp-market .pp-card').count()).toBe(before);
      expect(await buyable.locator('.pp-clickable').count()).toBe(1); // still there, not bought
      // on a phone the text is a sheet at the bottom of the screen, inside it
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      await screenshot(page, { path: `${SHOTS}/pax-pamir-board-tip-screen-${size.width}x${size.height}.png` });
    } else {
      await buyable.hover();
      await expect.poll(() => tip.isVisible()).toBe(true);
    }
    const label = (await buyable.locator('.pp-card').getAttribute('aria-label'))!;
    const name = (await tip.locator('.pp-tip-name').innerText()).trim();
    expect(label).toContain(name);
    expect(label.startsWith('Buy for')).toBe(true);
    await saveScreenshot(page, `pax-pamir-board-tip`);

    // keyboard: a card that does nothing is still reached with Tab, and focus opens its text
    await page.mouse.move(0, 0);
    const still = page.locator('.pp-market .pp-card-frame', { has: page.locator('div.pp-card[tabindex="0"]') });
    if ((await still.count()) > 0) {
      await still.first().locator('.pp-card').focus();
      await expect.poll(() => still.first().locator('.pp-card-tip').isVisible()).toBe(true);
    }
    const focusable = page.locator('.pax-pamir .pp-card');
    for (let i = 0; i < (await focusable.count()); i++) {
      const card = focusable.nth(i);
      const tag = await card.evaluate((el) => `${el.tagName}:${el.getAttribute('tabindex') ?? ''}`);
      expect(['BUTTON:', 'DIV:0']).toContain(tag);
    }

    await page.locator('body').click({ position: { x: 2, y: 2 } }).catch(() => {});
    await expectUsable(page);
    await saveScreenshot(page, 'pax-pamir-board');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

test('in French: French texts on the board, court cards named in French, no sideways scrolling on a phone', async () => {
  const context = await contextOfSize(served.browser, PHONE, 'fr-FR');
  const page = await context.newPage();
  await openMatch(page, /afghane/i);
  const board = await page.locator('.pax-pamir').innerText();
  expect(board).toContain('Piste de score');
  expect(board).toContain('Prochain contrôle de domination');
  const label = (await page.locator('.pp-market .pp-card').first().getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/Coût\u202f: \d+ roupies?/);
  expect(label).not.toMatch(/\bCost\b|\brank\b|Special ability|If bought/);
  // every court card of the market shown by its French name
  const shown = (await page.locator('.pp-market .pp-card-name').allInnerTexts()).map((name) => name.trim());
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(Object.values(FRENCH_COURT_CARD_NAMES)).toContain(name);
  await expectUsable(page);
  await saveScreenshot(page, 'pax-pamir-board-fr');
  await context.close();
}, 120_000);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, ScreenSize][])('a Dominance Check on a %s (the rulebook’s scenario)', (kind, size) => {
  // PAMIR-DOM-1, PAMIR-DOM-3: British dominant, its two loyal players tied on influence share 5 + 3 points
  test('the score track tells the stakes, court cards open their text, the check is bought and scored', async () => {
    const context = await contextOfSize(served.browser, size);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(served.server.url);
    const scenario = page.getByTestId('scenario-pax-pamir-dominance-tie');
    await page.locator('details.scenario-game', { has: scenario }).locator('summary').click();
    await scenario.getByTestId('scenario-hotseat-dominance-tie').click();
    await page.getByTestId('match-screen').waitFor();
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
    const track = page.getByRole('region', { name: 'Score track' });
    await expect.poll(() => track.innerText(), { timeout: 10_000 }).toContain('Now: the British coalition is dominant (4 blocks ahead needed).');
    expect(await track.innerText()).toMatch(/If it happened now: Player 1 \(you\) \+4, Player 2 \+4/);

    // a court card: named with its whole text, reached by keyboard, its text open on focus
    const court = page.locator('.pp-player:last-child .pp-card-frame').first();
    const face = court.locator('.pp-card');
    expect(await face.getAttribute('aria-label')).toMatch(/rank \d\..*Actions: /);
    // the pointer away from every card, so that only the focus (or the tap) opens a text
    if (kind === 'phone') await face.tap(); // a tap focuses it
    else {
      await page.mouse.move(0, 0);
      await face.focus();
    }
    await expect.poll(() => court.locator('.pp-card-tip').isVisible(), { timeout: 10_000 }).toBe(true);
    const box = (await court.locator('.pp-card-tip').boundingBox())!;
    if (kind === 'phone') expect(box.y + box.height).toBeLessThanOrEqual(size.height); // a sheet on the screen
    else expect(box.y + box.height).toBeLessThanOrEqual((await court.boundingBox())!.y + 1); // above the card
    await expectUsable(page);
    await saveScreenshot(page, 'pax-pamir-board-court-tip');
    // WCAG 1.4.13: Escape hides it, the focus staying on the card
    expect(await face.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => court.locator('.pp-card-tip').isVisible(), { timeout: 10_000 }).toBe(false);
    expect(await face.evaluate((el) => el === document.activeElement)).toBe(true);

    // the check in the leftmost column: bought (a phone's first tap only opens its text)
    const check = page.locator('.pp-market .pp-card-frame', { has: page.locator('.pp-check') });
    const button = check.locator('button.pp-card');
    expect(await button.getAttribute('aria-label')).toMatch(/^Buy for 0 rupees\. Dominance Check\. .*5 points for the most, 3 for the second, 1 for the third/);
    if (kind === 'phone') {
      await button.tap();
      await expect.poll(() => check.locator('.pp-card-tip').innerText()).toContain('Tap the card again: Buy for 0 rupees');
      await button.tap();
    } else await button.click();
    await expect.poll(() => page.locator('.pp-checks').innerText()).toContain('Check 1: British dominant');
    // courts with spies, armies on the map, the end of a check: whole words, nothing under 11 px
    expect(textFaults(await measureTexts(page.locator('.pax-pamir')))).toEqual([]);
    await expect.poll(() => track.innerText()).toMatch(/Player 1 \(you\)\s*4 victory points/);
    expect(await track.innerText()).toContain('Dominance Checks: 1 resolved, ');
    await expectUsable(page);
    await saveScreenshot(page, 'pax-pamir-board-check');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

test.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, ScreenSize][])('against the Wakhan automa on a %s: her panel and the board pass axe, no sideways scrolling', async (_, size) => {
  const context = await contextOfSize(served.browser, size);
  const page = await context.newPage();
  await page.goto(`${served.server.url}/#/hotseat/pax-pamir`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('num-players').selectOption('1');
  await page.getByTestId('option-wakhan').check();
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  await expect.poll(async () => {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
    const choose = page.locator('.pp-prompt button', { hasText: /Russian/ });
    if ((await choose.count()) > 0) await choose.first().click();
    return page.locator('.pp-market .pp-card.pp-clickable').count();
  }, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.locator('.pp-wakhan').count()).toBe(1);
  const track = await page.getByRole('region', { name: 'Score track' }).innerText();
  expect(track).toContain('Wakhan (automa)');
  expect(textFaults(await measureTexts(page.locator('.pax-pamir')))).toEqual([]);
  await expectUsable(page);
  await saveScreenshot(page, 'pax-pamir-board-wakhan');
  await context.close();
}, 120_000);
