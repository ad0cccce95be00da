/**
 * Issue 39, item 13: Res Publica's "Piles" box holds its words inside its frame, at 1366 and at 390 px, in
 * English and in French, also when the last move drew from them and the box is outlined: the outline is not
 * cut off by the board's edge, no label or count runs past the box's right edge, nothing inside it scrolls,
 * and the box itself stays inside its column.
 */
import { expect, test } from 'vitest';
import { servedClient } from '../support/browser';
import { boardOfSeatToPlay } from '../support/hotseat';
import { contextOfSize, DESKTOP, PHONE, saveScreenshot, type ScreenSize } from '../support/page-checks';

const served = servedClient();

test.each<[string, ScreenSize, string]>([
  ['desktop, English', DESKTOP, 'en-US'],
  ['desktop, French', DESKTOP, 'fr-FR'],
  ['phone, English', PHONE, 'en-US'],
  ['phone, French', PHONE, 'fr-FR'],
])('%s: the Piles box holds its words', async (_, size, locale) => {
  const context = await contextOfSize(served.browser, size, locale);
  const page = await context.newPage();
  await page.goto(`${served.server.url}/#/hotseat/res-publica`);
  await page.getByTestId('local-setup').waitFor();
  await page.getByTestId('start-local').click();
  await page.getByTestId('match-screen').waitFor();
  const board = await boardOfSeatToPlay(page, '.res-publica');
  // A card drawn: the next seat's board marks the piles as touched by the last move, with an outline.
  await board.locator('.rp-decide button.primary').last().click();
  await boardOfSeatToPlay(page, '.res-publica');
  const piles = page.locator('.rp-piles.rp-touched');
  await piles.waitFor();
  const measured = await piles.evaluate((box) => {
    const style = getComputedStyle(box);
    // the box as drawn, its outline included
    const drawn = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const frame = box.getBoundingClientRect();
    const board = box.closest('.game-board') as HTMLElement;
    const visible = board.getBoundingClientRect();
    // the board scrolls what overflows it (overflow: auto): what passes its inner right edge is cut off
    const clippedRight = Math.max(0, frame.right + drawn - (visible.left + board.clientLeft + board.clientWidth));
    const inner = frame.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const column = box.parentElement!.getBoundingClientRect();
    return {
      clippedRight: Math.round(clippedRight),
      past: [...box.querySelectorAll('h2, dt, dd')]
        .map((item) => ({ text: item.textContent, right: item.getBoundingClientRect().right }))
        .filter((item) => item.right > inner + 0.5)
        .map((item) => `${item.text} ends at ${Math.round(item.right)}, the box at ${Math.round(inner)}`),
      overflows: box.scrollWidth - box.clientWidth,
      outOfColumn: Math.max(0, frame.right - column.right),
      boardScrolls: board.scrollWidth - board.clientWidth,
    };
  });
  await saveScreenshot(page, `res-publica-piles-${locale}`);
  await context.close();
  expect(measured).toEqual({ clippedRight: 0, past: [], overflows: 0, outOfColumn: 0, boardScrolls: 0 });
});
