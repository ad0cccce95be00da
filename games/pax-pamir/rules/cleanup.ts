/**
 * Cleanup of the market at the end of a turn (PAX-CLEANUP-3..5), in small steps so that effects which
 * need a choice can be resolved between them (the task engine in flow.ts calls them).
 */
import { isDominanceCheck, isEventCard } from '../data/cards';
import { MARKET_ROWS } from '../data/map';
import { ownDiscard, ownMarketRow } from './cow';
import { isOver, resolveCheck } from './dominance';
import { refillMarket, slideMarket, visibleChecks } from './market';
import { eventDiscarded } from './events';
import type { PaxState, PlayerID } from './state';

/**
 * PAX-CLEANUP-3: discard the first event (top row first) in the leftmost column with its discard
 * effect; a Dominance Check there is resolved. Returns false when there is none left.
 */
export function discardLeftmostEvent(G: PaxState, player: PlayerID): boolean {
  for (let row = 0; row < MARKET_ROWS; row++) {
    const slot = G.market[row][0];
    if (!slot || !(isEventCard(slot.card) || isDominanceCheck(slot.card))) continue;
    ownMarketRow(G, row)[0] = null;
    ownDiscard(G).push(slot.card);
    if (isDominanceCheck(slot.card)) resolveCheck(G);
    else eventDiscarded(G, slot.card, player);
    return true;
  }
  return false;
}

/** PAX-CLEANUP-4: slide the cards left in their rows and refill from the deck. */
export function slideAndRefill(G: PaxState): void {
  slideMarket(G);
  refillMarket(G);
}

/**
 * PAX-CLEANUP-5: when two Dominance Checks are visible, discard both and resolve one check at once,
 * then slide and refill again. Returns false when fewer than two are visible.
 */
export function resolveVisibleChecks(G: PaxState): boolean {
  const checks = visibleChecks(G);
  if (checks.length < 2) return false;
  for (const { row, col } of checks) {
    ownDiscard(G).push(G.market[row][col]!.card);
    ownMarketRow(G, row)[col] = null;
  }
  resolveCheck(G);
  if (!isOver(G)) slideAndRefill(G);
  return true;
}
