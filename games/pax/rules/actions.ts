/**
 * The legal actions of a player: one generator for move validation, the board's choices, the bots'
 * enumerate and the tests (STYLE: one legal-action generator per game).
 */
import type { CardId } from '../data/cards';
import { buyableWith, buyingOpen } from './buy';
import { choosesDrawWay, DRAW_WAYS, drawPlaces, type DrawWay } from './draw';
import { openingLeft } from './opening';
import { buyDiscount } from './powers';
import { playableWith, playLimits } from './play';
import { canGive } from './round';
import { legionDestination, type Destination, type PaxState, type PlayerId } from './types';

export type Action =
  | { move: 'place'; args: [CardId, Destination] }
  | { move: 'draw'; args: [] | [DrawWay] }
  | { move: 'lookAtRome'; args: [] }
  | { move: 'buy'; args: [number] }
  | { move: 'play'; args: [CardId] }
  | { move: 'endTurn'; args: [] }
  | { move: 'giveToRome'; args: [CardId] };

export type Phase = 'opening' | 'play';

/** PAX-DRAW-2: the legions' destinations, written once (at most 9 legions, PAX-BIG-1). */
const LEGION_DESTINATIONS: readonly Destination[] = Array.from({ length: 9 }, (_, legion) => legionDestination(legion));

const OPENING_PLACES = ['hand', 'deck', 'play'] as const;

/**
 * The rules' checks (canPlaceOpening, canPlaceDrawn, canBuy, canPlay) with what they read of the player's
 * area and turn read once for all the cards: bots list actions at every step of their playouts.
 */
export function legalActions(G: PaxState, phase: Phase, player: PlayerId, currentPlayer: PlayerId): Action[] {
  if (!Object.hasOwn(G.players, player)) return [];
  const own = G.players[player];
  const actions: Action[] = [];
  if (phase === 'opening') {
    if (own.drawn.length === 0) return actions;
    const left = openingLeft(G, player);
    for (const card of own.drawn) for (const to of OPENING_PLACES) if (left[to] > 0) actions.push({ move: 'place', args: [card, to] });
    return actions;
  }
  if (player !== currentPlayer) return actions;
  switch (G.turn.step) {
    case 'start':
      // PAX-POWER-3: with Religion the player draws with it or one card at a time.
      if (choosesDrawWay(G, player)) for (const way of DRAW_WAYS) actions.push({ move: 'draw', args: [way] });
      else actions.push({ move: 'draw', args: [] });
      actions.push({ move: 'lookAtRome', args: [] });
      break;
    case 'draw': {
      const places = drawPlaces(G, player);
      const legions = G.legions.length;
      for (const card of own.drawn) {
        if (places.hand) actions.push({ move: 'place', args: [card, 'hand'] });
        if (places.deck) actions.push({ move: 'place', args: [card, 'deck'] });
        if (places.legion)
          for (let legion = 0; legion < legions; legion++)
            actions.push({ move: 'place', args: [card, LEGION_DESTINATIONS[legion] ?? legionDestination(legion)] });
      }
      break;
    }
    case 'act': {
      if (buyingOpen(G)) {
        const discount = buyDiscount(G.areas[player]);
        for (let legion = 0; legion < G.legions.length; legion++)
          if (buyableWith(G, legion, discount, own.coins)) actions.push({ move: 'buy', args: [legion] });
      }
      const limits = playLimits(G, player);
      for (const card of own.hand) if (playableWith(limits, own.coins, card)) actions.push({ move: 'play', args: [card] });
      actions.push({ move: 'endTurn', args: [] });
      break;
    }
    case 'give':
      for (const card of own.hand) if (canGive(G, player, card)) actions.push({ move: 'giveToRome', args: [card] });
      break;
  }
  return actions;
}
