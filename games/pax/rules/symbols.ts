/** Counting cards and symbols (PAX-SYMBOL-1: powers and scoring count symbols, income counts cards). */
import { CARD_FACES, COPY_CARD_COUNT, type CardId, type Category } from '../data/cards';

/**
 * Each card id's category, symbols and value, in flat tables: powers read the play areas at every step of the bots'
 * playouts, and these loops are the cost of most rules. Categories are compared as the strings they are (the same
 * constant strings: one comparison of references), which costs less than looking up an index for each.
 */
const CARD_CATEGORY: readonly Category[] = Array.from({ length: 2 * COPY_CARD_COUNT }, (_, id) => CARD_FACES[id % COPY_CARD_COUNT].category);
const CARD_SYMBOLS = Uint8Array.from({ length: 2 * COPY_CARD_COUNT }, (_, id) => CARD_FACES[id % COPY_CARD_COUNT].symbols);
const CARD_VALUE = Uint8Array.from({ length: 2 * COPY_CARD_COUNT }, (_, id) => CARD_FACES[id % COPY_CARD_COUNT].value);

/** Symbols of `category` among `cards`. */
export function symbols(cards: readonly CardId[], category: Category): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i];
    if (CARD_CATEGORY[id] === category) total += CARD_SYMBOLS[id];
  }
  return total;
}

/** Cards of `category` among `cards` (PAX-INCOME-1 counts cards). */
export function cardsOf(cards: readonly CardId[], category: Category): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++) if (CARD_CATEGORY[cards[i]] === category) total += 1;
  return total;
}

/** Total printed value of `cards` in Aurei (PAX-BUY-1, PAX-ROUND-1). */
export function totalValue(cards: readonly CardId[]): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++) total += CARD_VALUE[cards[i]];
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
