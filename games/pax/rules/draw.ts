/** The draw step (PAX-DRAW-*, PAX-POWER-3, PAX-NOC-6, PAX-END-3). */
import type { CardId } from '../data/cards';
import { ALTERNATIVE_AUREI } from '../data/setup';
import { drawCount, drawWindow, keepCount } from './powers';
import { legionOf, type Destination, type PaxState, type PlayerId } from './types';
import { update, without } from './update';

interface Window {
  drawn: CardId[];
  deck: CardId[];
  /** Cards drawn this turn. */
  count: number;
}

/**
 * PAX-DRAW-1 / PAX-POWER-3: draw one at a time, or as many at once as the Religion window allows, until
 * the turn's draws are done or the deck is empty.
 */
export function refill(area: readonly CardId[], { drawn, deck, count }: Window): Window {
  const n = Math.min(drawWindow(area) - drawn.length, drawCount(area) - count, deck.length);
  if (n <= 0) return { drawn, deck, count };
  return { drawn: [...drawn, ...deck.slice(0, n)], deck: deck.slice(n), count: count + n };
}

/** PAX-DRAW-1: the draw step starts the turn; PAX-END-3: with an empty deck the player takes 2 Aurei. */
export function startDraw(G: PaxState, player: PlayerId): PaxState {
  const own = G.players[player];
  if (G.secret.deck.length === 0) return update(G, { player, own: { coins: own.coins + ALTERNATIVE_AUREI }, turn: { step: 'act' } });
  const window = refill(G.areas[player], { drawn: own.drawn, deck: G.secret.deck, count: G.turn.drawn });
  return update(G, { player, own: { drawn: window.drawn }, deck: window.deck, turn: { step: 'draw', drawn: window.count } });
}

/** Cards the player will still draw this turn: none once the turn's draws are done or the deck is empty. */
function drawsLeft(G: PaxState, player: PlayerId): number {
  return Math.min(drawCount(G.areas[player]) - G.turn.drawn, G.secret.deck.length);
}

/**
 * PAX-POWER-3: with Religion (more than one card held at once) the card kept in hand is chosen only once the
 * last card is drawn, so no card goes into the hand while cards are left to draw. PAX-DEC-RELIGION-MILITIA:
 * once the legion and the deck have their card, the cards left can only go into the hand, so they may.
 * Without Religion each card is placed as it is drawn, in any order (PAX-DRAW-2).
 */
function mayKeepNow(G: PaxState, player: PlayerId): boolean {
  if (drawWindow(G.areas[player]) === 1) return true;
  return drawsLeft(G, player) === 0 || (G.turn.toLegion >= 1 && G.turn.toDeck >= 1);
}

/** PAX-POWER-3: the hand has room, but Religion has the player keep a card only after the last draw (for the board). */
export function keepWaitsForLastDraw(G: PaxState, player: PlayerId): boolean {
  return G.turn.step === 'draw' && G.turn.toHand < keepCount(G.areas[player]) && !mayKeepNow(G, player);
}

/** Where the cards being placed may go now (PAX-DRAW-2), the same for each of them. */
export interface DrawPlaces {
  hand: boolean;
  deck: boolean;
  legion: boolean;
}

/** PAX-DRAW-2: one card (with Militia, more) to the hand, one under a legion, one under the deck. */
export function drawPlaces(G: PaxState, player: PlayerId): DrawPlaces {
  return {
    hand: G.turn.toHand < keepCount(G.areas[player]) && mayKeepNow(G, player),
    deck: G.turn.toDeck < 1,
    legion: G.turn.toLegion < 1,
  };
}

export function canPlaceDrawn(G: PaxState, player: PlayerId, card: CardId, to: Destination): boolean {
  if (G.turn.step !== 'draw' || !G.players[player].drawn.includes(card)) return false;
  const places = drawPlaces(G, player);
  if (to === 'hand') return places.hand;
  if (to === 'deck') return places.deck;
  const legion = legionOf(to);
  return legion !== null && legion < G.legions.length && places.legion;
}

/** Places the card, draws the next ones, and ends the draw step when nothing is left to place. */
export function placeDrawn(G: PaxState, player: PlayerId, card: CardId, to: Destination): PaxState {
  const own = G.players[player];
  const turn = G.turn;
  let { hand } = own;
  let deck = G.secret.deck;
  let legions = G.legions;
  let { toHand, toDeck, toLegion } = turn;
  if (to === 'hand') {
    hand = [...hand, card];
    toHand += 1;
  } else if (to === 'deck') {
    deck = [...deck, card];
    toDeck += 1;
  } else {
    const legion = legionOf(to) as number;
    legions = legions.map((cards, index) => (index === legion ? [...cards, card] : cards));
    toLegion += 1;
  }
  const window = refill(G.areas[player], { drawn: without(own.drawn, card), deck, count: turn.drawn });
  return update(G, {
    player,
    own: { hand, drawn: window.drawn },
    deck: window.deck,
    legions,
    turn: { toHand, toDeck, toLegion, drawn: window.count, step: window.drawn.length === 0 ? 'act' : 'draw' },
  });
}
