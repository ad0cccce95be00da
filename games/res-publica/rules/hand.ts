/** Counting cards: hands and the cards handed over in a deal. */
import { CARDS_PER_KIND, KINDS, type Kind, isKind } from '../data/cards';
import type { Cards, Hand } from './types';

export function emptyHand(): Hand {
  const hand = {} as Hand;
  for (const kind of KINDS) hand[kind] = 0;
  return hand;
}

export function handFrom(kinds: readonly Kind[]): Hand {
  const hand = emptyHand();
  for (const kind of kinds) hand[kind]++;
  return hand;
}

export function countCards(cards: Cards): number {
  let total = 0;
  for (const kind of KINDS) total += cards[kind] ?? 0;
  return total;
}

/** Whether `hand` holds every card of `cards`. */
export function holds(hand: Hand, cards: Cards): boolean {
  return KINDS.every((kind) => (cards[kind] ?? 0) <= hand[kind]);
}

export function withoutCards(hand: Hand, cards: Cards): Hand {
  const next = { ...hand };
  for (const kind of KINDS) next[kind] -= cards[kind] ?? 0;
  return next;
}

export function withCards(hand: Hand, cards: Cards): Hand {
  const next = { ...hand };
  for (const kind of KINDS) next[kind] += cards[kind] ?? 0;
  return next;
}

/** RP-SCORE-2: one point per pair of identical cards in hand. */
export function pairs(hand: Hand): number {
  let total = 0;
  for (const kind of KINDS) total += Math.floor(hand[kind] / 2);
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
