/** Income at the end of a normal turn (PAX-INCOME-*). */
import { cardFace, type Category } from '../data/cards';
import { BASIC_INCOME } from '../data/setup';
import { cardsOf } from './symbols';
import type { PaxState, PlayerId } from './types';

export interface Income {
  amount: number;
  rule: 'PAX-INCOME-2' | 'PAX-INCOME-3' | 'PAX-INCOME-4';
  /** The category that paid, with its number of cards in the area. */
  category?: Category;
  cards?: number;
  senator?: boolean;
}

/**
 * PAX-INCOME-1/2: among the categories the player added cards to this turn, the one with the most cards
 * in the area pays one Aureus per card, +1 if a Senator was played; PAX-INCOME-3: nothing when an
 * Intrigue was played; PAX-INCOME-4: 2 Aurei when no card was played.
 */
export function income(G: PaxState, player: PlayerId): Income {
  const played = G.turn.played;
  if (played.length === 0) return { amount: BASIC_INCOME, rule: 'PAX-INCOME-4' };
  let senator = false;
  let best: Category | undefined;
  let bestCards = -1;
  const area = G.areas[player];
  for (const card of played) {
    const category = cardFace(card).category;
    if (category === 'intrigue') return { amount: 0, rule: 'PAX-INCOME-3' };
    if (category === 'senator') senator = true;
    const cards = cardsOf(area, category);
    if (cards > bestCards) {
      best = category;
      bestCards = cards;
    }
  }
  return { amount: bestCards + (senator ? 1 : 0), rule: 'PAX-INCOME-2', category: best, cards: bestCards, senator };
}
