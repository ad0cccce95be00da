/** Counting cards and symbols (PAX-SYMBOL-1: powers and scoring count symbols, income counts cards). */
import { cardFace, type CardId, type Category } from '../data/cards';

/** Symbols of `category` among `cards`. */
export function symbols(cards: readonly CardId[], category: Category): number {
  let total = 0;
  for (const id of cards) {
    const face = cardFace(id);
    if (face.category === category) total += face.symbols;
  }
  return total;
}

/** Cards of `category` among `cards` (PAX-INCOME-1 counts cards). */
export function cardsOf(cards: readonly CardId[], category: Category): number {
  let total = 0;
  for (const id of cards) if (cardFace(id).category === category) total += 1;
  return total;
}

/** Total printed value of `cards` in Aurei (PAX-BUY-1, PAX-ROUND-1). */
export function totalValue(cards: readonly CardId[]): number {
  let total = 0;
  for (const id of cards) total += cardFace(id).value;
  return total;
}

/**
 * Strength in a category for comparisons and scoring: the symbols, plus for Fleet one bonus per 3 Army
 * symbols and for Army one per 3 Fleet symbols (PAX-POWER-6, PAX-POWER-7).
 */
export function strength(cards: readonly CardId[], category: Category): number {
  if (category === 'fleet') return symbols(cards, 'fleet') + Math.floor(symbols(cards, 'army') / 3);
  if (category === 'army') return symbols(cards, 'army') + Math.floor(symbols(cards, 'fleet') / 3);
  return symbols(cards, category);
}
