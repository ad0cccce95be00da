/**
 * Cleanup of the market at the end of a turn (PAMIR-CLEANUP-3..5), in small steps so that effects which
 * need a choice can be resolved between them (the task engine in flow.ts calls them).
 */
import { isDominanceCheck, isEventCard } from '../data/cards';
import { MARKET_ROWS } from '../data/map';
import { ownDiscard, ownMarketRow } from './cow';
import { isOver, resolveCheck } from './dominance';
import { refillMarket, settleStray, slideMarket, visibleChecks } from './market';
import { eventDiscarded } from './events';
import type { PaxState, PlayerID, StrayRupees } from './state';

/**
 * PAMIR-CLEANUP-3: discard the first event (top row first) in the leftmost column with its discard
 * effect; a Dominance Check there is resolved. The rupees on it stay on its position (returned, for the
 * card that will take that position, PAMIR-CLEANUP-4). Returns null when there is no event left there.
 */
export function discardLeftmostEvent(G: PaxState, player: PlayerID): StrayRupees | null {
  for (let row = 0; row < MARKET_ROWS; row++) {
    const slot = G.market[row][0];
    if (!slot || !(isEventCard(slot.card) || isDominanceCheck(slot.card))) continue;
    ownMarketRow(G, row)[0] = null;
    ownDiscard(G).push(slot.card);
    if (isDominanceCheck(slot.card)) resolveCheck(G);
    else eventDiscarded(G, slot.card, player);
    return { row, col: 0, rupees: slot.rupees };
  }
  return null;
}

/**
 * PAMIR-CLEANUP-4: slide the cards left in their rows (with their rupees) and refill from the deck; a card
 * that takes a position where a discarded event left rupees takes them. Returns the rupees still on empty
 * positions (the refill stopped at a second Dominance Check, or the deck ran out).
 */
export function slideAndRefill(G: PaxState, stray: readonly StrayRupees[] = []): StrayRupees[] {
  slideMarket(G);
  const rest = settleStray(G, stray);
  refillMarket(G);
  return settleStray(G, rest);
}

/**
 * PAMIR-CLEANUP-5: when two Dominance Checks are visible, resolve one check at once and discard both (their
 * rupees stay on their positions), then slide and refill again. Returns null when fewer than two are
 * visible, else the rupees still on empty positions.
 */
export function resolveVisibleChecks(G: PaxState, stray: readonly StrayRupees[] = []): StrayRupees[] | null {
  const checks = visibleChecks(G);
  if (checks.length < 2) return null;
  const left = [...stray];
  for (const { row, col } of checks) {
    const slot = G.market[row][col]!;
    ownDiscard(G).push(slot.card);
    ownMarketRow(G, row)[col] = null;
    if (slot.rupees > 0) left.push({ row, col, rupees: slot.rupees });
  }
  resolveCheck(G);
  return isOver(G) ? [] : slideAndRefill(G, left);
}
