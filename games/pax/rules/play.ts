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

export function canPlay(G: PaxState, player: PlayerId, card: CardId): boolean {
  if (G.turn.step !== 'act') return false;
  const own = G.players[player];
  if (!own.hand.includes(card)) return false;
  if (!withinMilitaryLimit(G.areas[player], card)) return false;
  return nextPlayCost(G, player) <= own.coins;
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
  return primus === next.primus ? next : { ...next, primus };
}
