/**
 * The Pax Barbarorum board in a browser, on a desktop (in English) and a phone (in French, with touch): a
 * hotseat match whose map draws every province name at 11 px or more and every piece at 10 px or more; the
 * zoom buttons (worked from the keyboard), the wheel and a pinch change the map's scale, a drag with the mouse
 * or a finger pans it without picking a province, a tap picks one; the page never scrolls sideways and axe-core finds no serious
 * problem on the board. The end-of-game panel of a game won by three capitals, drawn with the built styles, fits
 * both screens too, each header of its final-score table over its own column. Screenshots: test-results/pax-barbarorum-board*-WxH.png.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { LogEntry } from 'boardgame.io';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import { CLIENT_DIR, servedClient } from '../support/browser';
import { boardOfSeatToPlay } from '../support/hotseat';
import { renderBoard } from '../support/render-board';
import { wonByThreeCapitals } from '../pax-barbarorum/position';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { contextOfSize, DESKTOP, horizontalOverflow, PHONE, saveScreenshot, seriousAxeViolations, type ScreenSize } from '../support/page-checks';

const served = servedClient();

interface Words {
  zoomIn: string;
  zoomOut: string;
  reset: string;
  pick: string;
  faction: string;
  keepAll: string;
  recruit: string;
}

const SIZES: [string, ScreenSize, string, Words][] = [
  [
    'desktop, English',
    DESKTOP,
    'en-US',
    { zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'Reset the zoom', pick: 'Click a province to see it.', faction: 'Macedonians', keepAll: 'Keep every piece', recruit: 'Recruit' },
  ],
  [
    'phone, French',
    PHONE,
    'fr-FR',
    {
      zoomIn: 'Agrandir la carte',
      zoomOut: 'Réduire la carte',
      reset: 'Rétablir le zoom initial',
      pick: 'Cliquez sur une province pour la voir.',
      faction: 'Macédoniens',
      keepAll: 'Garder tous les pions',
      recruit: 'Recrutement',
    },
  ],
];

/** Where a province's marks stand among the map's (the map draws them in the order of PROVINCES). */
async function provinceIndex(page: Page, province: string): Promise<number> {
  return page.locator('[data-province]').evaluateAll((gs, p) => gs.findIndex((g) => g.getAttribute('data-province') === p), province);
}

/** Sizes as drawn on the screen: each map text's font size in CSS pixels, each piece's smaller side. */
function drawnSizes(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('svg.pb-map')!;
    const scale = svg.getScreenCTM()!.a;
    const fonts = (selector: string) => [...svg.querySelectorAll<SVGTextElement>(selector)].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    const pieces = [...svg.querySelectorAll<SVGGraphicsElement>('.pb-piece circle, .pb-piece rect')].map((e) => {
      const r = e.getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    const names = [...svg.querySelectorAll<SVGTextElement>('.pb-name')].map((t) => t.getBoundingClientRect().height);
    return { scale, names: fonts('.pb-name'), texts: fonts('text'), nameBoxes: names, pieces };
  });
}

const viewBox = async (page: Page) => (await page.locator('svg.pb-map').getAttribute('viewBox'))!.split(' ').map(Number);
const dataScale = async (page: Page) => Number(await page.locator('.pb-viewport').getAttribute('data-scale'));

/** Serious axe violations inside the board. */
const boardViolations = (page: Page) => seriousAxeViolations(page, { include: '.pb-board' });

/** A one-finger drag through the DevTools protocol: what a phone sends. */
async function touchDrag(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(...from) });
  for (let i = 1; i <= 8; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / 8;
    const y = from[1] + ((to[1] - from[1]) * i) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers about `centre`, from `from` to `to` pixels apart. */
async function pinch(page: Page, centre: [number, number], from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (d: number) => [
    { x: centre[0] - d / 2, y: centre[1], id: 1 },
    { x: centre[0] + d / 2, y: centre[1], id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.each(SIZES)('%s: legible map, zoom, pan, no sideways page, no serious axe violation', async (_label, size, locale, words) => {
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${served.server.url}/#/hotseat/pax-barbarorum`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  const board = await boardOfSeatToPlay(page, '.pb-board');

  // Names and pieces at 100 % zoom.
  const start = await drawnSizes(page);
  expect(start.names.length).toBeGreaterThan(50);
  expect(start.pieces.length).toBeGreaterThan(20);
  expect(Math.min(...start.names)).toBeGreaterThanOrEqual(11);
  expect(Math.min(...start.texts)).toBeGreaterThanOrEqual(11);
  expect(Math.min(...start.nameBoxes)).toBeGreaterThanOrEqual(11);
  expect(Math.min(...start.pieces)).toBeGreaterThanOrEqual(10);

  // The zoom buttons, named, from the keyboard.
  const zoomIn = board.getByRole('button', { name: words.zoomIn });
  const zoomOut = board.getByRole('button', { name: words.zoomOut });
  const reset = board.getByRole('button', { name: words.reset });
  expect(await zoomOut.isDisabled()).toBe(true);
  const scale0 = await dataScale(page);
  const box0 = await viewBox(page);
  await zoomIn.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => dataScale(page)).toBeGreaterThan(scale0 * 1.3);
  const zoomed = await drawnSizes(page);
  expect(zoomed.scale).toBeGreaterThan(start.scale * 1.3);
  expect(Math.min(...zoomed.names)).toBeGreaterThan(Math.min(...start.names));
  expect((await viewBox(page))[2]).toBeLessThan(box0[2]);
  expect(await zoomOut.isDisabled()).toBe(false);

  // A drag pans the map and picks no province.
  const viewport = page.locator('.pb-viewport');
  const area = (await viewport.boundingBox())!;
  const centre: [number, number] = [area.x + area.width / 2, area.y + area.height / 2];
  const before = await viewBox(page);
  if (size === PHONE) {
    await touchDrag(page, centre, [centre[0] - 120, centre[1] - 80]);
  } else {
    await page.mouse.move(...centre);
    await page.mouse.down();
    await page.mouse.move(centre[0] - 60, centre[1] - 40, { steps: 4 });
    await page.mouse.move(centre[0] - 120, centre[1] - 80, { steps: 4 });
    await page.mouse.up();
  }
  await expect.poll(async () => (await viewBox(page))[0]).toBeGreaterThan(before[0] + 20);
  const after = await viewBox(page);
  expect(after[1]).toBeGreaterThan(before[1] + 10);
  expect(after[2]).toBeCloseTo(before[2], 1);
  expect(await board.innerText()).toContain(words.pick);

  // The wheel zooms too (a desktop's mouse).
  if (size === DESKTOP) {
    const scale1 = await dataScale(page);
    await page.mouse.move(...centre);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => dataScale(page)).toBeGreaterThan(scale1 * 1.2);
  }

  // Two fingers spread apart zoom in (a phone's pinch).
  if (size === PHONE) {
    const scale1 = await dataScale(page);
    await pinch(page, centre, 30, 100);
    await expect.poll(() => dataScale(page)).toBeGreaterThan(scale1 * 1.5);
  }

  // Back to the start, then a tap or click on a province picks it.
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => dataScale(page)).toBeCloseTo(scale0, 2);
  expect(await viewBox(page)).toEqual(box0);
  const latium = page.locator('[data-province="latium"] path').first();
  const spot = (await latium.boundingBox())!;
  if (size === PHONE) await page.touchscreen.tap(spot.x + spot.width / 2, spot.y + spot.height / 2);
  else await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  await expect.poll(() => page.locator('.pb-details strong').first().innerText()).toBe('Latium');

  // The page keeps its width; the board has no serious accessibility problem; the whole page is listed too.
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await boardViolations(page)).toEqual([]);
  const pageViolations = await seriousAxeViolations(page);
  if (pageViolations.length > 0) console.warn(`${_label}, the page around the board:\n  ${pageViolations.join('\n  ')}`);
  await saveScreenshot(page, 'pax-barbarorum-board');

  // The Macedonians chosen (far east: off a phone's first view), the other seat chooses, zoomed: a second look.
  await board.getByRole('button', { name: words.faction }).click();
  const second = await boardOfSeatToPlay(page, '.pb-board');
  await second.locator('.pb-decide button').first().click();
  const third = await boardOfSeatToPlay(page, '.pb-board');
  await third.getByRole('button', { name: words.zoomIn }).click();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await boardViolations(page)).toEqual([]);
  await saveScreenshot(page, 'pax-barbarorum-board-zoomed');
  await third.getByRole('button', { name: words.reset }).click();

  // Both keep their troops; then the orders: the provinces an order may go to come into sight on the map.
  for (let i = 0; i < 4; i++) {
    const now = await boardOfSeatToPlay(page, '.pb-board');
    const keep = now.getByRole('button', { name: words.keepAll });
    if ((await keep.count()) === 0) break;
    await keep.click();
  }
  const orders = await boardOfSeatToPlay(page, '.pb-board');
  await orders.getByRole('button', { name: words.recruit }).click();
  const targets = page.locator('[data-province] .pb-highlight');
  await expect.poll(() => targets.count()).toBeGreaterThan(0);
  await page.waitForTimeout(200);
  const frame = (await page.locator('.pb-viewport').boundingBox())!;
  for (const province of await page.locator('[data-province]:has(.pb-highlight)').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-province')!))) {
    // The province's own point (its name sits just above it) lies inside the map's frame.
    const name = (await page.locator(`.pb-name`).nth(await provinceIndex(page, province)).boundingBox())!;
    const [x, y] = [name.x + name.width / 2, name.y + name.height];
    expect(x, province).toBeGreaterThan(frame.x);
    expect(x, province).toBeLessThan(frame.x + frame.width);
    expect(y, province).toBeGreaterThan(frame.y);
    expect(y, province).toBeLessThan(frame.y + frame.height);
  }
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await boardViolations(page)).toEqual([]);
  await saveScreenshot(page, 'pax-barbarorum-board-orders');
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);


/** The built client's styles: the page's (linked from index.html) and the Pax Barbarorum board's. */
function builtStyles(): string {
  const dir = `${CLIENT_DIR}/assets`;
  const page = /href="\/assets\/([^"]+\.css)"/.exec(readFileSync(`${CLIENT_DIR}/index.html`, 'utf8'))![1];
  const board = readdirSync(dir).filter((f) => f.endsWith('.css') && readFileSync(`${dir}/${f}`, 'utf8').includes('.pb-board'));
  return [page, ...board].map((f) => readFileSync(`${dir}/${f}`, 'utf8')).join('\n');
}

/** A table's column headers and its body rows' cells, each with its left and right edges on the screen and its text. */
function columnsOf(page: Page, table: string) {
  return page.locator(table).evaluate((t) => {
    const box = (e: Element) => ({ left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right, text: (e.textContent ?? '').trim() });
    return {
      headers: [...t.querySelectorAll('thead th')].map(box),
      rows: [...t.querySelectorAll('tbody tr')].map((r) => [...r.children].map(box)),
    };
  });
}

test.each(SIZES)('%s: the end-of-game panel fits the screen', async (_label, size, locale) => {
  const m = wonByThreeCapitals();
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const html = renderBoard(PaxBarbarorumBoard, m, '1', { language, log: (m.state.deltalog ?? []) as LogEntry[] });
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html lang="${language}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pax Barbarorum</title><style>${builtStyles()}</style></head><body><main><div class="game-board">${html}</div></main></body></html>`);
  const panel = page.getByTestId('pb-end');
  expect(await panel.isVisible()).toBe(true);
  expect(await panel.getAttribute('data-reason')).toBe('capitals');
  expect(await panel.locator('tr[data-player]').count()).toBe(2);
  expect(await panel.getByRole('heading', { level: 2 }).innerText()).toContain(language === 'fr' ? 'Romains' : 'Romans');
  // The panel comes before the map: the first thing a player sees when the game is over.
  const top = (await panel.boundingBox())!.y;
  expect(top).toBeLessThan((await page.locator('.pb-viewport').boundingBox())!.y);
  // Each header stands over its own column: under it, in every player's row, one cell exactly as wide and no other.
  const columns = await columnsOf(page, '.pb-end-table');
  expect(columns.headers).toHaveLength(5);
  expect(columns.rows).toHaveLength(2);
  for (const [i, row] of columns.rows.entries()) {
    expect(row.length, `row ${i}`).toBe(columns.headers.length);
    row.forEach((cell, j) => {
      expect(Math.abs(cell.left - columns.headers[j].left), `row ${i}, column ${j}`).toBeLessThanOrEqual(1);
      expect(Math.abs(cell.right - columns.headers[j].right), `row ${i}, column ${j}`).toBeLessThanOrEqual(1);
    });
  }
  // The winner's figures are read under the right names: influence under "Influence", gold under "Gold".
  const S = m.state.G as PaxState;
  const winner = S.realms[S.seats['0']!]!;
  expect(columns.rows[0].slice(1).map((c) => c.text)).toEqual([String(winner.influence), expect.stringMatching(/^3\b/), String(winner.stability), String(winner.gold)]);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await boardViolations(page)).toEqual([]);
  await saveScreenshot(page, 'pax-barbarorum-board-end');
  await context.close();
}, 60_000);
