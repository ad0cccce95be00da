/**
 * The legal actions of a player: one generator for move validation, the board's choices, the bots'
 * enumerate and the tests (STYLE: one legal-action generator per game).
 */
import type { CardId } from '../data/cards';
import { canBuy } from './buy';
import { canPlaceDrawn } from './draw';
import { canPlaceOpening } from './opening';
import { canPlay } from './play';
import { canGive } from './round';
import { legionDestination, type Destination, type PaxState, type PlayerId } from './types';

export type Action =
  | { move: 'place'; args: [CardId, Destination] }
  | { move: 'draw'; args: [] }
  | { move: 'lookAtRome'; args: [] }
  | { move: 'buy'; args: [number] }
  | { move: 'play'; args: [CardId] }
  | { move: 'endTurn'; args: [] }
  | { move: 'giveToRome'; args: [CardId] };

export type Phase = 'opening' | 'play';

/** Destinations a drawn card may go to in the draw step: hand, deck, each legion. */
export function drawDestinations(G: PaxState): Destination[] {
  return ['hand', 'deck', ...G.legions.map((_, index) => legionDestination(index))];
}

export function legalActions(G: PaxState, phase: Phase, player: PlayerId, currentPlayer: PlayerId): Action[] {
  if (!Object.hasOwn(G.players, player)) return [];
  const own = G.players[player];
  const actions: Action[] = [];
  if (phase === 'opening') {
    for (const card of own.drawn)
      for (const to of ['hand', 'deck', 'play'] as const)
        if (canPlaceOpening(G, player, card, to)) actions.push({ move: 'place', args: [card, to] });
    return actions;
  }
  if (player !== currentPlayer) return actions;
  switch (G.turn.step) {
    case 'start':
      actions.push({ move: 'draw', args: [] }, { move: 'lookAtRome', args: [] });
      break;
    case 'draw':
      for (const card of own.drawn)
        for (const to of drawDestinations(G))
          if (canPlaceDrawn(G, player, card, to)) actions.push({ move: 'place', args: [card, to] });
      break;
    case 'act':
      G.legions.forEach((_, legion) => {
        if (canBuy(G, player, legion)) actions.push({ move: 'buy', args: [legion] });
      });
      for (const card of own.hand) if (canPlay(G, player, card)) actions.push({ move: 'play', args: [card] });
      actions.push({ move: 'endTurn', args: [] });
      break;
    case 'give':
      for (const card of own.hand) if (canGive(G, player, card)) actions.push({ move: 'giveToRome', args: [card] });
      break;
  }
  return actions;
}
