/** Driving a hotseat match in the browser tests. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * The board of the seat to play, found by its CSS selector: in hotseat the screen is first handed to that seat,
 * whose player says who they are (the reveal button) when the hand-over screen shows.
 */
export async function boardOfSeatToPlay(page: Page, boardSelector: string): Promise<Locator> {
  const reveal = page.getByTestId('reveal');
  const board = page.locator(boardSelector);
  await expect.poll(async () => (await reveal.count()) + (await board.count()), { timeout: 15_000 }).toBeGreaterThan(0);
  if ((await reveal.count()) > 0) await reveal.click();
  await board.first().waitFor();
  return board.first();
}
