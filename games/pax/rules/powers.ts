/** The powers of the cards in a play area (PAX-POWER-*, PAX-NOC-*). Each reads the area only. */
import type { CardId } from '../data/cards';
import { symbols } from './symbols';

/** PAX-POWER-1/2: Fleet and Army symbols allowed each: the larger of Land and Intrigue symbols, never their sum. */
export function militaryLimit(area: readonly CardId[]): number {
  return Math.max(symbols(area, 'land'), symbols(area, 'intrigue'));
}

/** PAX-POWER-3 (and PAX-DEC-RELIGION-MILITIA): cards seen at once while drawing: 1, 2 from 3 Religion symbols, 3 from 6... */
export function drawWindow(area: readonly CardId[]): number {
  return 1 + Math.floor(symbols(area, 'religion') / 3);
}

/** PAX-POWER-5: Aurei off each bought group: 1 per 3 Wealth symbols. */
export function buyDiscount(area: readonly CardId[]): number {
  return Math.floor(symbols(area, 'wealth') / 3);
}

/** PAX-NOC-3: free cards per turn: 1, plus 1 per 4 Scout symbols. */
export function freeCards(area: readonly CardId[]): number {
  return 1 + Math.floor(symbols(area, 'scout') / 4);
}

/** PAX-NOC-4: cards to give Rome after income: 1 per 4 Adversary symbols. */
export function adversaryGifts(area: readonly CardId[]): number {
  return Math.floor(symbols(area, 'adversary') / 4);
}

/** PAX-NOC-6: extra cards drawn, and kept, per 4 Militia symbols. */
export function militiaBonus(area: readonly CardId[]): number {
  return Math.floor(symbols(area, 'militia') / 4);
}

/** PAX-DRAW-1 / PAX-NOC-6: cards drawn in the draw step. */
export function drawCount(area: readonly CardId[]): number {
  return 3 + militiaBonus(area);
}

/** PAX-DRAW-2 / PAX-NOC-6: how many of them go into the hand. */
export function keepCount(area: readonly CardId[]): number {
  return 1 + militiaBonus(area);
}
