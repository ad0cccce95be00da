/**
 * PAX's cards explain themselves, in Chromium, in English and French, at a desktop's size and a phone's: a card
 * opens what its category does (the text of category-texts.ts), its symbols and value, and what symbols count
 * for, with links to the rules it sums up, on hover (desktop), on a tap (phone: a second tap closes it) and on
 * keyboard focus (its links are reached with Tab, Escape closes it); a link opens the rules screen at that rule.
 * The page does not scroll sideways and axe-core finds no serious violation with a text open.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { categoryTexts } from '../../client/boards/pax/category-texts';
import { CATEGORY_RULES } from '../../client/boards/pax/category-rules';
import type { Language } from '../../client/i18n';
import { CATEGORIES, type Category } from '../../games/pax/data/cards';
import { servedClient, screenshot, SHOTS } from '../support/browser';
import { contextOfSize, DESKTOP, expectUsable, PHONE, type ScreenSize } from '../support/page-checks';
import { measureTexts } from '../support/text-checks';

const served = servedClient();

/** A hotseat match from the rulebook's buying example (PAX-BUY-1), at the board of the seat to move. */
async function buyingExample(size: ScreenSize, locale: string): Promise<Page> {
  const page = await (await contextOfSize(served.browser, size, locale)).newPage();
  await page.goto(`${served.server.url}/#/hotseat/pax`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('num-players').selectOption('2');
  await page.getByTestId('option-scenario').selectOption('buy-example');
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="reveal"], .pax-board [data-testid="pax-prompt"]'));
  if (await page.getByTestId('reveal').count()) await page.getByTestId('reveal').click();
  await page.locator('.pax-board .px-legion .px-card').first().waitFor();
  return page;
}

/** The category of a card face, from its class (px-card px-<category>). */
async function categoryOf(page: Page, card: ReturnType<Page['locator']>): Promise<Category> {
  const classes = (await card.getAttribute('class'))!.split(' ');
  return CATEGORIES.find((c) => classes.includes(`px-${c}`))!;
}

/** The open text says what the category does, the card's symbols, and links each rule it sums up. */
async function expectExplained(page: Page, frame: ReturnType<Page['locator']>, language: Language): Promise<void> {
  const card = frame.locator('.px-card');
  const tip = frame.locator('.px-card-tip');
  await expect.poll(() => tip.isVisible()).toBe(true);
  const category = await categoryOf(page, card);
  const text = await tip.innerText();
  expect(text).toContain(categoryTexts[language][category].split(':')[0]);
  expect(text.replace(/\s+/g, ' ')).toContain(categoryTexts[language][category].replace(/\s+/g, ' ').slice(0, 60));
  expect(text).toMatch(language === 'fr' ? /Cette carte\s:\s\d symboles? / : /This card: \d \w+ symbols?, printed value \d Aure/);
  const hrefs = await tip.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([...CATEGORY_RULES[category], 'PAX-SYMBOL-1'].map((rule) => `#/rules/pax/${rule}`));
  expect(await card.getAttribute('aria-expanded')).toBe('true');
  // its text is the card's description for screen readers
  const described = await card.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent ?? '');
  expect(described).toContain(categoryTexts[language][category].slice(0, 30));
  // read as well as the Pax Pamir cards: whole words, 11 px or more, on the screen
  const report = await measureTexts(tip);
  expect(report.broken).toEqual([]);
  expect(report.small).toEqual([]);
  const box = (await tip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe.each([
  ['en', 'en-US'],
  ['fr', 'fr-FR'],
] as [Language, string][])('PAX cards in %s', (language, locale) => {
  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('on a %s: a card explains its category on hover or tap, and on focus; its rule links open the rules', async (kind, size) => {
    const page = await buyingExample(size, locale);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const frames = page.locator('.pax-board .px-legion .px-card-frame');
    const first = frames.first();
    expect(await first.locator('.px-card-tip').isVisible()).toBe(false);
    expect(await first.locator('.px-card').getAttribute('aria-expanded')).toBe('false');
    if (kind === 'phone') {
      await first.locator('.px-card').tap();
      await expectExplained(page, first, language);
      expect(await page.locator('.pax-board .px-card-tip:visible').count()).toBe(1);
      await screenshot(page, { path: `${SHOTS}/pax-card-tip-${language}-${size.width}x${size.height}.png` });
      await expectUsable(page);
      // a second tap closes it
      await first.locator('.px-card').tap();
      await expect.poll(() => first.locator('.px-card-tip').isVisible()).toBe(false);
    } else {
      await first.hover();
      await expectExplained(page, first, language);
      await screenshot(page, { path: `${SHOTS}/pax-card-tip-${language}-${size.width}x${size.height}.png` });
      await expectUsable(page);
      await page.mouse.move(0, 0);
      await expect.poll(() => first.locator('.px-card-tip').isVisible()).toBe(false);
    }

    // keyboard: focus opens another card's text, Tab reaches its first rule link, Escape closes it
    const second = frames.nth(1);
    await second.locator('.px-card').focus();
    await expectExplained(page, second, language);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^#\/rules\/pax\/PAX-/);
    await page.keyboard.press('Escape');
    await expect.poll(() => second.locator('.px-card-tip').isVisible()).toBe(false);

    // a rule link opens the rules screen at that rule
    await second.locator('.px-card').focus();
    await expect.poll(() => second.locator('.px-card-tip').isVisible()).toBe(true);
    const link = second.locator('.px-card-tip a').first();
    const rule = (await link.innerText()).trim();
    if (kind === 'phone') await link.tap();
    else await link.click();
    await expect.poll(() => page.url()).toContain(`#/rules/pax/${rule}`);
    await page.locator(`[id="${rule}"]`).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
