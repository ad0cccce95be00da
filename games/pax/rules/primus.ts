/** The Primus Conspiratus card (PAX-PRIMUS-1, PAX-NOC-5). */
import type { CardId } from '../data/cards';
import { symbols } from './symbols';
import type { PaxState, PlayerId } from './types';

/** The order that decides who holds the card: Intrigue symbols, then (Nocturnus) Adversary symbols. */
function intrigueKey(area: readonly CardId[], expansion: boolean): [number, number] {
  return [symbols(area, 'intrigue'), expansion ? symbols(area, 'adversary') : 0];
}

/**
 * PAX-PRIMUS-1: the card goes at once to the player with strictly more Intrigue symbols than its holder
 * (PAX-NOC-5: with equal Intrigue, more Adversary symbols); the first holder needs one Intrigue symbol.
 * Only the player who just played can overtake, since the holder always has at least as many as anyone.
 */
export function primusAfterPlay(G: PaxState, player: PlayerId): PlayerId | null {
  const holder = G.primus;
  if (holder === player) return holder;
  const [intrigue, adversary] = intrigueKey(G.areas[player], G.expansion);
  if (holder === null) return intrigue > 0 ? player : null;
  const [holderIntrigue, holderAdversary] = intrigueKey(G.areas[holder], G.expansion);
  if (intrigue > holderIntrigue || (intrigue === holderIntrigue && adversary > holderAdversary)) return player;
  return holder;
}
