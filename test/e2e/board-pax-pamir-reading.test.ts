/**
 * The Pax Pamir board read as a player reads it, in Chromium, in English and French, at a desktop's size (1366 px)
 * and a phone's (390 px), in a game well under way (market, courts with spies, a hand, tribes, armies and roads on
 * the map): no word of the board is broken across lines and no text is shown under 11 px (SVG text measured at
 * the map's zoom), no card's content is clipped, every card's name is whole and in the viewer's language, a
 * card's full text opens on hover (desktop) and on a tap (phone) and reads as well; the map draws the six regions
 * with their rulers and pieces, zooms and pans, and choosing a border on it still places the road. The page does
 * not scroll sideways and axe-core finds no serious violation. Screenshots are saved under test-results/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { courtCardName } from '../../client/boards/pax-pamir/court-card-names';
import { HeadlessMatch } from '../../games/headless';
import { REGIONS } from '../../games/pax-pamir/data/map';
import { game } from '../../games/pax-pamir/game';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import type { Language } from '../../client/i18n';
import { eventTitles, paxTexts } from '../../client/boards/pax-pamir/texts';
import { format, LANGUAGES } from '../../client/i18n';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import { EVENT_CARDS } from '../../games/pax-pamir/data/event-cards';
import { SUCCESS_POINTS, FAILURE_POINTS } from '../../games/pax-pamir/rules/dominance';
import { servedClient, screenshot, SHOTS } from '../support/browser';
import { contextOfSize, DESKTOP, expectUsable, PHONE, saveScreenshot, type ScreenSize } from '../support/page-checks';
import { measureTexts, overflowingBoxes, textFaults } from '../support/text-checks';

const served = servedClient();

/**
 * A three-player game played by a seeded random choice until it is well under way: tribes, armies, roads and
 * spies in play, and the player to move placing a road from an impact (a border to choose on the map).
 */
function gameUnderWay(): { file: string; state: PaxState; seat: string } {
  const match = new HeadlessMatch(game, { numPlayers: 3, seed: 'reading-a' });
  let rng = 17;
  for (let step = 0; step < 400 && !match.isOver; step++) {
    const seat = match.nextPlayer!;
    const choices = match.enumerate(seat);
    const G = match.state.G as PaxState;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const tribes = sum(REGIONS.map((r) => sum(Object.values(G.regions[r].tribes))));
    const armies = sum(REGIONS.map((r) => sum(Object.values(G.regions[r].armies))));
    const roads = sum(Object.values(G.roads).map((r) => sum(Object.values(r))));
    const spies = sum(Object.values(G.players).flatMap((p) => p.court.map((slot) => sum(Object.values(slot.spies)))));
    const border = choices.some((c) => c.move === 'place' && typeof c.args?.[0] === 'string' && c.args?.[1] === null);
    if (border && step > 30 && tribes > 1 && armies > 1 && roads > 0 && spies > 0) {
      const file = join(tmpdir(), `pax-pamir-reading-${process.pid}.json`);
      writeFileSync(file, JSON.stringify(match.record()));
      return { file, state: G, seat };
    }
    rng = (rng * 48271) % 2147483647;
    const choice = choices[rng % choices.length];
    expect(match.move(seat, choice.move, choice.args ?? []).ok).toBe(true);
  }
  throw new Error('no position with every kind of piece and a border to choose');
}

const position = gameUnderWay();

/** The position opened from its record file and continued in hotseat, at the board of the seat to move. */
async function openPosition(size: ScreenSize, locale: string): Promise<Page> {
  const page = await (await contextOfSize(served.browser, size, locale)).newPage();
  // The map's first viewBox, as the DOM first holds it (before any frame is painted with it).
  await page.addInitScript(() => {
    const seen = window as unknown as { firstMapViewBox?: string | null };
    new MutationObserver((_records, observer) => {
      const map = document.querySelector('svg.pp-map');
      if (!map) return;
      seen.firstMapViewBox = map.getAttribute('viewBox');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${served.server.url}/#/replay-file`);
  await page.getByTestId('replay-file-screen').waitFor();
  await page.getByTestId('record-file-input').setInputFiles(position.file);
  await page.getByTestId('replay-continue-hotseat').click();
  await page.getByTestId('match-screen').waitFor();
  await expect.poll(async () => {
    if (await page.getByTestId('pass-screen').isVisible()) await page.getByTestId('reveal').click();
    return page.locator('.pp-border-target').count();
  }, { timeout: 15_000 }).toBeGreaterThan(0);
  return page;
}

const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const LOCALES: [Language, string][] = [
  ['en', 'en-US'],
  ['fr', 'fr-FR'],
];

describe.each(LOCALES)('the board in %s', (language, locale) => {
  test.each(SIZES)('on a %s: whole words, no text under 11 px, names whole and translated, the map, the card texts', async (kind, size) => {
    const page = await openPosition(size, locale);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const board = page.locator('.pax-pamir');

    // every card name (market, courts, hand) whole, in the viewer's language
    const shown = (await board.locator('.pp-card-name').allInnerTexts()).map((n) => n.trim());
    const G = position.state;
    const inPlay = [
      ...G.market.flat().flatMap((slot) => (slot && slot.card <= 100 ? [slot.card] : [])),
      ...Object.values(G.players).flatMap((p) => p.court.map((slot) => slot.card)),
      ...(G.players[position.seat].hand ?? []),
    ];
    expect(new Set(shown)).toEqual(new Set(inPlay.map((card) => courtCardName(card, language))));
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(await board.locator('.pp-spy').count()).toBeGreaterThan(0); // spies on court cards

    // the map: six regions, named, each with its ruler or "nobody rules"; pieces of every kind; the favored suit
    const map = board.locator('svg.pp-map');
    expect(await map.locator('.pp-region').count()).toBe(6);
    for (const region of REGIONS) expect(await map.locator('.pp-region-name').allTextContents()).toContain(paxTexts[language][region]);
    for (const piece of ['army', 'tribe', 'spy', 'road']) expect(await map.locator(`.pp-piece-${piece}`).count(), piece).toBeGreaterThan(0);
    expect(await map.locator('.pp-favored-mark').textContent()).toContain(paxTexts[language][G.favored]);
    // the map in words, for screen readers
    const words = await board.locator('.pp-sr-only ul').first().textContent();
    for (const region of REGIONS) expect(words).toContain(paxTexts[language][region]);

    // no word broken, nothing under 11 px, nothing clipped: the whole board, then with a card's text open
    const report = await measureTexts(board);
    expect(textFaults(report)).toEqual([]);
    expect(report.words).toBeGreaterThan(300);
    expect(await overflowingBoxes(board, '.pp-card, .pp-card-body, .pp-card-head, .pp-market-foot, .pp-player')).toEqual([]);
    const frame = board.locator('.pp-market .pp-card-frame').first();
    if (kind === 'phone') {
      await frame.locator('.pp-card').tap();
    } else await frame.hover();
    const tip = frame.locator('.pp-card-tip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    // that card's text, and no other
    const open = await board.locator('.pp-card-tip').evaluateAll((tips) => tips.filter((el) => getComputedStyle(el).display !== 'none').length);
    expect(open).toBe(1);
    const tipReport = await measureTexts(tip);
    expect(textFaults(tipReport)).toEqual([]);
    expect(tipReport.texts).toBeGreaterThan(1);
    await screenshot(page, { path: `${SHOTS}/pax-pamir-reading-tip-${language}-${size.width}x${size.height}.png` });

    await page.locator('body').click({ position: { x: 2, y: 2 } }).catch(() => {});
    await page.mouse.move(0, 0);
    await expectUsable(page);
    await saveScreenshot(page, `pax-pamir-reading-${language}`);
    // the map and the market as the screen shows them, to look at
    await screenshot(board.locator('.pp-viewport'), { path: `${SHOTS}/pax-pamir-reading-map-${language}-${size.width}x${size.height}.png` });
    await screenshot(board.locator('.pp-market-area'), { path: `${SHOTS}/pax-pamir-reading-market-${language}-${size.width}x${size.height}.png` });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe.each(SIZES)('the map on a %s', (kind, size) => {
  test('zooms and pans, keeps its texts at 11 px or more, and a border chosen on it gets its road', async () => {
    const page = await openPosition(size, 'en-US');
    const viewport = page.locator('.pp-viewport');
    const scale = async () => Number(await viewport.getAttribute('data-scale'));
    const smallestOnMap = async () => (await measureTexts(page.locator('svg.pp-map'))).smallest;
    const start = await scale();
    expect(await smallestOnMap()).toBeGreaterThanOrEqual(11);
    if (kind === 'phone') {
      // the map does not fit a phone at a legible size: it shows part of itself, to be panned, from its first frame
      // on (never the whole map at tiny texts until the viewport is measured)
      const width = (viewBox: string | null | undefined) => Number(viewBox!.split(' ')[2]);
      expect(width(await page.locator('svg.pp-map').getAttribute('viewBox'))).toBeLessThan(1000);
      expect(width(await page.evaluate(() => (window as unknown as { firstMapViewBox?: string }).firstMapViewBox))).toBeLessThan(1000);
    }
    await page.getByTestId('pp-zoom-in').click();
    await expect.poll(scale).toBeGreaterThan(start * 1.3);
    expect(await smallestOnMap()).toBeGreaterThan(11 * 1.3);
    // a drag pans the map (and clicks nothing)
    const before = await page.locator('svg.pp-map').getAttribute('viewBox');
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.locator('svg.pp-map').getAttribute('viewBox')).not.toBe(before);
    await page.getByTestId('pp-zoom-reset').click();
    await expect.poll(scale).toBeCloseTo(start, 2);

    // choosing a border: its ring is a named button, reached by keyboard; pressing it places the road
    const roads = () => page.locator('svg.pp-map .pp-piece-road').count();
    const ring = page.locator('.pp-border-target').first();
    const label = (await ring.getAttribute('aria-label'))!;
    expect(label).toMatch(/^[A-Z][a-z]+–[A-Z][a-z]+$/);
    const count = await roads();
    await ring.scrollIntoViewIfNeeded();
    if (kind === 'phone') await ring.tap();
    else await ring.click();
    await expect.poll(() => page.locator('.pp-border-target').count(), { timeout: 10_000 }).toBe(0);
    const words = await page.locator('.pax-pamir .pp-sr-only ul').first().textContent();
    expect(words).toContain(` roads on ${label}: `);
    expect(await roads()).toBeGreaterThanOrEqual(count);
    await page.context().close();
  }, 120_000);
});

/** Every text a card's face can show, in both languages: names, then the other lines (as CardView writes them). */
function everyCardFace(): { names: string[]; lines: string[]; chips: string[] } {
  const names: string[] = [];
  const lines: string[] = [];
  const chips: string[] = [];
  for (const language of LANGUAGES) {
    const t = (key: keyof (typeof paxTexts)['en'], params?: Record<string, string | number>) => format(paxTexts[language][key], params, language);
    const title = (key: string) => eventTitles[language][key as keyof (typeof eventTitles)['en']];
    for (const card of COURT_CARDS) {
      names.push(courtCardName(card.number, language));
      lines.push(t(card.region), t(card.suit));
      if (card.patriot) lines.push(t('patriot', { coalition: t(card.patriot) }));
      if (card.ability) lines.push(t('ability', { name: title(card.ability) }));
      if (card.prize) lines.push(t('prize', { coalition: t(card.prize) }));
      if (card.actions.length === 0) lines.push(t('noActions'));
      chips.push(...card.actions.map((action) => t(action)));
    }
    for (const event of EVENT_CARDS) lines.push(t('ifDiscarded', { effect: title(event.discarded.id) }), t('ifBought', { effect: title(event.purchased.id) }));
    lines.push(t('dominanceCheck'), t('checkFace', { first: SUCCESS_POINTS[0], second: SUCCESS_POINTS[1], third: SUCCESS_POINTS[2], fail1: FAILURE_POINTS[0], fail2: FAILURE_POINTS[1] }));
  }
  return { names, lines, chips };
}

test.each(SIZES)('on a %s, the longest word of every card, in both languages, fits the narrowest card on the board', async (_kind, size) => {
  const page = await openPosition(size, 'en-US');
  const faces = everyCardFace();
  const words = (texts: string[]) => [...new Set(texts.flatMap((text) => text.match(/[^\s-]+-?/g) ?? []))];
  const result = await page.locator('.pax-pamir').evaluate(
    (board, { names, lines, chips }) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const widest = (sample: Element, list: string[]) => {
        const style = getComputedStyle(sample);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return list.map((word) => ({ word, width: context.measureText(word).width })).sort((a, b) => b.width - a.width)[0];
      };
      // the content width of the narrowest card body shown
      const room = Math.min(
        ...[...board.querySelectorAll('.pp-card-body')].map((body) => {
          const style = getComputedStyle(body);
          return body.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        }),
      );
      const chip = board.querySelector('.pp-chip')!;
      const chipStyle = getComputedStyle(chip);
      const chipExtra = parseFloat(chipStyle.paddingLeft) + parseFloat(chipStyle.paddingRight) + parseFloat(chipStyle.borderLeftWidth) * 2;
      return {
        room,
        name: widest(board.querySelector('.pp-card-name')!, names),
        // the boldest of the other lines' styles (an ability), so that region, patriot and prize lines fit too
        line: widest(board.querySelector('.pp-ability')!, lines),
        chip: { ...widest(chip, chips), extra: chipExtra },
      };
    },
    { names: words(faces.names), lines: words(faces.lines), chips: words(faces.chips) },
  );
  expect(result.room).toBeGreaterThan(100);
  expect(result.name.width, result.name.word).toBeLessThanOrEqual(result.room);
  expect(result.line.width, result.line.word).toBeLessThanOrEqual(result.room);
  expect(result.chip.width + result.chip.extra, result.chip.word).toBeLessThanOrEqual(result.room);
  await page.context().close();
}, 120_000);
