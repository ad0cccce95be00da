/** Playing cards into the play area (PAX-PLAY-*, PAX-POWER-1/2, PAX-NOC-3). */
import { cardFace, type CardId } from '../data/cards';
import { freeCards, militaryLimit } from './powers';
import { primusAfterPlay } from './primus';
import { symbols } from './symbols';
import type { PaxState, PlayerId } from './types';
import { update, without } from './update';

/** PAX-PLAY-1 / PAX-NOC-3: the next card costs 0 while free cards remain, then 1, 2, 3... */
export function nextPlayCost(G: PaxState, player: PlayerId): number {
  return Math.max(0, G.turn.played.length + 1 - freeCards(G.areas[player]));
}

/** PAX-POWER-1/2: Fleet and Army symbols in the area may not exceed the larger of Land and Intrigue. */
export function withinMilitaryLimit(area: readonly CardId[], card: CardId): boolean {
  const { category, symbols: added } = cardFace(card);
  if (category !== 'fleet' && category !== 'army') return true;
  return symbols(area, category) + added <= militaryLimit(area);
}

/** What decides which cards of a hand may be played now, read once for the whole hand. */
export interface PlayLimits {
  /** PAX-PLAY-1 / PAX-NOC-3: the next card's cost. */
  cost: number;
  /** PAX-POWER-1/2: the Fleet and Army symbols allowed, and those in the area. */
  limit: number;
  fleet: number;
  army: number;
}

export function playLimits(G: PaxState, player: PlayerId): PlayLimits {
  const area = G.areas[player];
  return { cost: nextPlayCost(G, player), limit: militaryLimit(area), fleet: symbols(area, 'fleet'), army: symbols(area, 'army') };
}

/** PAX-PLAY-1, PAX-POWER-1/2: a card of the hand, in the act step, within the limit, paid for. */
export function playableWith(limits: PlayLimits, coins: number, card: CardId): boolean {
  if (limits.cost > coins) return false;
  const { category, symbols: added } = cardFace(card);
  if (category === 'fleet') return limits.fleet + added <= limits.limit;
  if (category === 'army') return limits.army + added <= limits.limit;
  return true;
}

export function canPlay(G: PaxState, player: PlayerId, card: CardId): boolean {
  if (G.turn.step !== 'act') return false;
  const own = G.players[player];
  return own.hand.includes(card) && playableWith(playLimits(G, player), own.coins, card);
}

/** Pays, moves the card to the area and passes the Primus Conspiratus on if needed. */
export function play(G: PaxState, player: PlayerId, card: CardId): PaxState {
  const own = G.players[player];
  const next = update(G, {
    player,
    own: { coins: own.coins - nextPlayCost(G, player), hand: without(own.hand, card) },
    area: [...G.areas[player], card],
    turn: { played: [...G.turn.played, card] },
  });
  const category = cardFace(card).category;
  if (category !== 'intrigue' && category !== 'adversary') return next;
  const primus = primusAfterPlay(next, player);
  return primus === next.primus ? next : update(next, { primus });
}
