/** The draw step (PAX-DRAW-*, PAX-POWER-3, PAX-NOC-6, PAX-END-3). */
import type { CardId } from '../data/cards';
import { ALTERNATIVE_AUREI } from '../data/setup';
import { drawCount, drawWindow, keepCount } from './powers';
import { legionOf, type Destination, type PaxState, type PlayerId } from './types';
import { withDeck, withPlayer, withTurn, without } from './update';

/** PAX-DRAW-1: the draw step starts the turn; PAX-END-3: with an empty deck the player takes 2 Aurei. */
export function startDraw(G: PaxState, player: PlayerId): PaxState {
  if (G.secret.deck.length === 0) {
    return withTurn(withPlayer(G, player, { coins: G.players[player].coins + ALTERNATIVE_AUREI }), { step: 'act' });
  }
  return fillWindow(withTurn(G, { step: 'draw' }), player);
}

/**
 * PAX-DRAW-1 / PAX-POWER-3: draw one at a time, or as many at once as the Religion window allows, until
 * the turn's draws are done or the deck is empty.
 */
export function fillWindow(G: PaxState, player: PlayerId): PaxState {
  const area = G.areas[player];
  const own = G.players[player];
  const deck = G.secret.deck;
  const count = Math.min(drawWindow(area) - own.drawn.length, drawCount(area) - G.turn.drawn, deck.length);
  if (count <= 0) return G;
  const drawn = [...own.drawn, ...deck.slice(0, count)];
  return withTurn(withDeck(withPlayer(G, player, { drawn }), deck.slice(count)), { drawn: G.turn.drawn + count });
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
export function placeDrawn(G: PaxState, player: PlayerId, card: CardId, to: Destination): PaxState {
  const own = G.players[player];
  const drawn = without(own.drawn, card);
  const turn = G.turn;
  let next: PaxState;
  if (to === 'hand') {
    next = withTurn(withPlayer(G, player, { drawn, hand: [...own.hand, card] }), { toHand: turn.toHand + 1 });
  } else if (to === 'deck') {
    next = withTurn(withDeck(withPlayer(G, player, { drawn }), [...G.secret.deck, card]), { toDeck: turn.toDeck + 1 });
  } else {
    const legion = legionOf(to) as number;
    const legions = G.legions.map((cards, index) => (index === legion ? [...cards, card] : cards));
    next = withTurn({ ...withPlayer(G, player, { drawn }), legions }, { toLegion: turn.toLegion + 1 });
  }
  next = fillWindow(next, player);
  return next.players[player].drawn.length === 0 ? withTurn(next, { step: 'act' }) : next;
}
