/** Wakhan's priorities: which card she prefers to act on (PAMIR-WAKHAN-PRIORITY-1) and to discard (PAMIR-WAKHAN-CLEANUP-1). */
import { courtCard, type CardId } from '../../data/cards';
import { dominantCoalition } from '../dominance';
import { findInCourts } from '../pieces';
import { playerIds, type PlayerID, type ReadState } from '../state';

/** Compare two keys, highest first. */
export function byKeyDesc(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/**
 * PAMIR-WAKHAN-PRIORITY-1: card priority: another player's card, favored suit, patriot of the dominant
 * coalition, prize of the dominant coalition (PAMIR-WAKHAN-D-3), other patriot, leverage, highest rank,
 * highest number.
 */
export function cardPriority(G: ReadState, player: PlayerID, owner: PlayerID, card: CardId, dominant = dominantCoalition(G)): number[] {
  const d = courtCard(card);
  return [
    owner !== player ? 1 : 0,
    d.suit === G.favored ? 1 : 0,
    dominant !== null && d.patriot === dominant ? 1 : 0,
    dominant !== null && d.prize === dominant ? 1 : 0,
    d.patriot !== null && d.patriot !== dominant ? 1 : 0,
    d.impact.includes('leverage') ? 1 : 0,
    d.rank,
    card,
  ];
}

/** Cards sorted by `key`, highest first (each key computed once; ties keep their order). */
function sortedByKey(cards: readonly CardId[], key: (card: CardId) => number[]): CardId[] {
  const keyed = cards.map((card) => ({ card, key: key(card) }));
  keyed.sort((a, b) => byKeyDesc(a.key, b.key));
  return keyed.map((k) => k.card);
}

/** Cards (with owners) sorted by her card priority, highest first. */
export function byCardPriority(G: ReadState, player: PlayerID, cards: readonly CardId[]): CardId[] {
  if (cards.length <= 1) return [...cards];
  const dominant = dominantCoalition(G);
  return sortedByKey(cards, (card) => cardPriority(G, player, findInCourts(G, card)?.owner ?? player, card, dominant));
}

/** The card of highest card priority among `cards` (at least one): the first of `byCardPriority`, without sorting them all. */
export function topByCardPriority(G: ReadState, player: PlayerID, cards: readonly CardId[]): CardId {
  if (cards.length === 1) return cards[0];
  const dominant = dominantCoalition(G);
  return firstBy(cards, (card) => cardPriority(G, player, findInCourts(G, card)?.owner ?? player, card, dominant), byKeyDesc);
}

/**
 * PAMIR-WAKHAN-CLEANUP-1: discard priority (highest first): not political, not a patriot, no leverage,
 * more enemy spies than hers, fewest spies, lowest rank, not of the favored suit, lowest number.
 */
export function discardPriority(G: ReadState, player: PlayerID, card: CardId): number[] {
  const d = courtCard(card);
  const slot = G.players[player].court.find((s) => s.card === card);
  let mine = 0;
  let enemy = 0;
  if (slot) {
    for (const id of playerIds(G)) {
      if (id === player) mine += slot.spies[id] ?? 0;
      else enemy += slot.spies[id] ?? 0;
    }
  }
  return [
    d.suit !== 'political' ? 1 : 0,
    d.patriot === null ? 1 : 0,
    d.impact.includes('leverage') ? 0 : 1,
    enemy > mine ? 1 : 0,
    -(mine + enemy),
    -d.rank,
    d.suit !== G.favored ? 1 : 0,
    -card,
  ];
}

/** The earliest of `items` whose key comes first by `compare` (as the head of a stable sort would). */
export function firstBy<T>(items: readonly T[], key: (item: T) => number[], compare: (a: number[], b: number[]) => number): T {
  let best = items[0];
  let bestKey = key(best);
  for (let i = 1; i < items.length; i++) {
    const k = key(items[i]);
    if (compare(k, bestKey) < 0) [best, bestKey] = [items[i], k];
  }
  return best;
}

/** Compare two keys, lowest first. */
export const byKeyAsc = (a: number[], b: number[]): number => -byKeyDesc(a, b);
