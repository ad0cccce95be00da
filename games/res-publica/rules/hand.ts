/**
 * Counting cards: hands and the cards handed over in a deal. A hand has every kind, in `KINDS` order; cards name
 * only the kinds given. They are read by walking the object's own keys (`for...in`): V8 reads `obj[key]` in such
 * a loop from the object's own layout, where a loop over `KINDS` looks each name up anew (several times slower, and
 * these run at every move of a playout).
 */
import { CARDS_PER_KIND, KINDS, type Kind, isKind } from '../data/cards';
import type { Cards, Hand } from './types';

const EMPTY_HAND: Readonly<Hand> = Object.freeze(Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Hand);

export function emptyHand(): Hand {
  return { ...EMPTY_HAND };
}

export function handFrom(kinds: readonly Kind[]): Hand {
  const hand = emptyHand();
  for (const kind of kinds) hand[kind]++;
  return hand;
}

export function countCards(cards: Cards): number {
  let total = 0;
  for (const kind in cards) total += cards[kind as Kind]!;
  return total;
}

/** Whether `hand` holds every card of `cards`. */
export function holds(hand: Hand, cards: Cards): boolean {
  for (const kind in cards) if (cards[kind as Kind]! > hand[kind as Kind]) return false;
  return true;
}

/** A copy of a hand, written out kind by kind: a spread costs several times more once it has met a frozen hand. */
export function copyHand(hand: Hand): Hand {
  return {
    'anglo-saxons': hand['anglo-saxons'],
    goths: hand.goths,
    huns: hand.huns,
    lombards: hand.lombards,
    vikings: hand.vikings,
    alchemy: hand.alchemy,
    arts: hand.arts,
    metal: hand.metal,
    shipbuilding: hand.shipbuilding,
    trade: hand.trade,
  };
}

export function withoutCards(hand: Hand, cards: Cards): Hand {
  const next = copyHand(hand);
  for (const kind in cards) next[kind as Kind] -= cards[kind as Kind]!;
  return next;
}

export function withCards(hand: Hand, cards: Cards): Hand {
  const next = copyHand(hand);
  for (const kind in cards) next[kind as Kind] += cards[kind as Kind]!;
  return next;
}

/** The hand with one more card of each of `kinds` (cards drawn). */
export function withKinds(hand: Hand, kinds: readonly Kind[]): Hand {
  const next = copyHand(hand);
  for (const kind of kinds) next[kind]++;
  return next;
}

/** RP-SCORE-2: one point per pair of identical cards in hand. */
export function pairs(hand: Hand): number {
  let total = 0;
  for (const kind in hand) total += Math.floor(hand[kind as Kind] / 2);
  return total;
}

/**
 * Untrusted cards (a move argument) checked: a plain object of kinds to whole counts, at least one card.
 * Returns the cards without zero entries, or null.
 */
export function parseCards(value: unknown): Cards | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const cards: Cards = {};
  let total = 0;
  for (const [key, count] of Object.entries(value)) {
    if (!isKind(key)) return null;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > CARDS_PER_KIND) return null;
    if (count > 0) cards[key] = count;
    total += count;
  }
  return total > 0 ? cards : null;
}

/** The cards as a list of kinds (for display and notation). */
export function cardList(cards: Cards): Kind[] {
  const list: Kind[] = [];
  for (const kind of KINDS) for (let i = 0; i < (cards[kind] ?? 0); i++) list.push(kind);
  return list;
}
