/** The draw step (PAX-DRAW-*, PAX-POWER-3, PAX-NOC-6, PAX-END-3). */
import type { CardId } from '../data/cards';
import { ALTERNATIVE_AUREI } from '../data/setup';
import { drawCount, drawWindow, keepCount } from './powers';
import { legionOf, type Destination, type PaxState, type PlayerId } from './types';

/** PAX-DRAW-1: the draw step starts the turn; PAX-END-3: with an empty deck the player takes 2 Aurei. */
export function startDraw(G: PaxState, player: PlayerId): 'drawing' | 'empty' {
  if (G.secret.deck.length === 0) {
    G.players[player].coins += ALTERNATIVE_AUREI;
    G.turn.step = 'act';
    return 'empty';
  }
  G.turn.step = 'draw';
  fillWindow(G, player);
  return 'drawing';
}

/**
 * PAX-DRAW-1 / PAX-POWER-3: draw one at a time, or as many at once as the Religion window allows, until
 * the turn's draws are done or the deck is empty.
 */
export function fillWindow(G: PaxState, player: PlayerId): void {
  const area = G.areas[player];
  const own = G.players[player];
  const window = drawWindow(area);
  const total = drawCount(area);
  const deck = G.secret.deck;
  while (own.drawn.length < window && G.turn.drawn < total && deck.length > 0) {
    own.drawn.push(deck.shift() as CardId);
    G.turn.drawn += 1;
  }
}

/** PAX-DRAW-2: one card (with Militia, more) to the hand, one under a legion, one under the deck. */
export function canPlaceDrawn(G: PaxState, player: PlayerId, card: CardId, to: Destination): boolean {
  if (G.turn.step !== 'draw' || !G.players[player].drawn.includes(card)) return false;
  if (to === 'hand') return G.turn.toHand < keepCount(G.areas[player]);
  if (to === 'deck') return G.turn.toDeck < 1;
  const legion = legionOf(to);
  return legion !== null && legion < G.legions.length && G.turn.toLegion < 1;
}

/** Places the card, draws the next ones, and ends the draw step when nothing is left to place. */
export function placeDrawn(G: PaxState, player: PlayerId, card: CardId, to: Destination): void {
  const own = G.players[player];
  own.drawn.splice(own.drawn.indexOf(card), 1);
  if (to === 'hand') {
    own.hand.push(card);
    G.turn.toHand += 1;
  } else if (to === 'deck') {
    G.secret.deck.push(card);
    G.turn.toDeck += 1;
  } else {
    G.legions[legionOf(to) as number].push(card);
    G.turn.toLegion += 1;
  }
  fillWindow(G, player);
  if (own.drawn.length === 0) G.turn.step = 'act';
}
