/** Placing the opening draw (PAX-SETUP-6, PAX-BIG-2, PAX-SOLO-3). */
import type { CardId } from '../data/cards';
import { openingDraw, openingPlays } from './setup';
import type { Destination, PaxState, PlayerId } from './types';
import { update, without } from './update';

export interface OpeningQuota {
  hand: number;
  play: number;
  deck: number;
}

/** PAX-SETUP-6: keep one card, the rest under the deck; PAX-SOLO-3: the solo player also plays some. */
export function openingQuota(G: PaxState, player: PlayerId): OpeningQuota {
  const total = openingDraw(Number(player), G.soloLevel);
  const play = openingPlays(G.soloLevel);
  return { hand: 1, play, deck: total - 1 - play };
}

/** What the player still has to place, by destination (the hand and area start empty). */
export function openingLeft(G: PaxState, player: PlayerId): OpeningQuota {
  const quota = openingQuota(G, player);
  const { hand, drawn } = G.players[player];
  const played = G.areas[player].length;
  const total = quota.hand + quota.play + quota.deck;
  return { hand: quota.hand - hand.length, play: quota.play - played, deck: quota.deck - (total - drawn.length - hand.length - played) };
}

/** Whether `card` of the opening draw may go to `to` (PAX-SOLO-4: the Fleet/Army limit does not apply). */
export function canPlaceOpening(G: PaxState, player: PlayerId, card: CardId, to: Destination): boolean {
  // In the opening every seat is active: the id is checked as an own key (`toString` is no player).
  if (!Object.hasOwn(G.players, player) || !G.players[player].drawn.includes(card)) return false;
  if (to !== 'hand' && to !== 'deck' && to !== 'play') return false;
  return openingLeft(G, player)[to] > 0;
}

/** The state after the card is placed. */
export function placeOpening(G: PaxState, player: PlayerId, card: CardId, to: 'hand' | 'deck' | 'play'): PaxState {
  const own = G.players[player];
  const drawn = without(own.drawn, card);
  if (to === 'hand') return update(G, { player, own: { drawn, hand: [...own.hand, card] } });
  if (to === 'play') return update(G, { player, own: { drawn }, area: [...G.areas[player], card] });
  return update(G, { player, own: { drawn }, deck: [...G.secret.deck, card] });
}

export function openingDone(G: PaxState): boolean {
  for (const id in G.players) if (G.players[id].drawn.length > 0) return false;
  return true;
}
