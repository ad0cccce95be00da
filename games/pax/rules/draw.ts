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
 * PAX-POWER-3: how to draw. "vous **pouvez** piocher deux cartes … à la place d'une": a player with Religion
 * chooses, each draw, to use it or to draw one card at a time (PAX-DEC-RELIGION-CHOICE).
 */
export const DRAW_WAYS = ['religion', 'one-at-a-time'] as const;
export type DrawWay = (typeof DRAW_WAYS)[number];

/** PAX-POWER-3: whether the player's Religion symbols let them draw several cards at once (3 or more). */
export function mayUseReligion(area: readonly CardId[]): boolean {
  return drawWindow(area) > 1;
}

/**
 * The way a draw move asks for, or null when it may not draw so. A missing way is Religion where the player
 * has it: the move took no argument before Religion was a choice, and records written then replay as played.
 */
export function drawWayOf(area: readonly CardId[], way: unknown): DrawWay | null {
  if (way === undefined) return mayUseReligion(area) ? 'religion' : 'one-at-a-time';
  if (way === 'one-at-a-time') return way;
  return way === 'religion' && mayUseReligion(area) ? way : null;
}

/** PAX-POWER-3: whether the player chooses how to draw now: with Religion and a card to draw. */
export function choosesDrawWay(G: PaxState, player: PlayerId): boolean {
  return mayUseReligion(G.areas[player]) && G.secret.deck.length > 0;
}

/** PAX-POWER-3: how many cards drawing with Religion shows at once now (for the board). */
export function religionAtOnce(G: PaxState, player: PlayerId): number {
  const area = G.areas[player];
  return Math.min(drawWindow(area), drawCount(area) - G.turn.drawn, G.secret.deck.length);
}

/**
 * PAX-POWER-3: cards the player holds unplaced at once this turn: Religion's window, or 1 when they draw one at
 * a time. A turn record stored before the choice existed has no `religion`: its draw used Religion.
 */
function heldAtOnce(G: PaxState, player: PlayerId): number {
  return G.turn.religion === false ? 1 : drawWindow(G.areas[player]);
}

/** PAX-POWER-3: whether this turn's draw shows several cards at once (for the log). */
export function drawsWithReligion(G: PaxState, player: PlayerId): boolean {
  return heldAtOnce(G, player) > 1;
}

/**
 * PAX-DRAW-1 / PAX-POWER-3: draw one at a time, or as many at once as the Religion window allows when the
 * player uses it, until the turn's draws are done or the deck is empty.
 */
export function refill(area: readonly CardId[], held: number, { drawn, deck, count }: Window): Window {
  const n = Math.min(held - drawn.length, drawCount(area) - count, deck.length);
  if (n <= 0) return { drawn, deck, count };
  return { drawn: [...drawn, ...deck.slice(0, n)], deck: deck.slice(n), count: count + n };
}

/**
 * PAX-DRAW-1: the draw step starts the turn, with Religion or one card at a time (PAX-POWER-3); PAX-END-3:
 * with an empty deck the player takes 2 Aurei.
 */
export function startDraw(G: PaxState, player: PlayerId, way: DrawWay): PaxState {
  const own = G.players[player];
  if (G.secret.deck.length === 0) return update(G, { player, own: { coins: own.coins + ALTERNATIVE_AUREI }, turn: { step: 'act' } });
  const religion = way === 'religion';
  const held = religion ? drawWindow(G.areas[player]) : 1;
  const window = refill(G.areas[player], held, { drawn: own.drawn, deck: G.secret.deck, count: G.turn.drawn });
  return update(G, { player, own: { drawn: window.drawn }, deck: window.deck, turn: { step: 'draw', religion, drawn: window.count } });
}

/** Cards the player will still draw this turn: none once the turn's draws are done or the deck is empty. */
function drawsLeft(G: PaxState, player: PlayerId): number {
  return Math.min(drawCount(G.areas[player]) - G.turn.drawn, G.secret.deck.length);
}

/**
 * PAX-POWER-3: with Religion (more than one card held at once) the card kept in hand is chosen only once the
 * last card is drawn, so no card goes into the hand while cards are left to draw. PAX-DEC-RELIGION-MILITIA:
 * once the legion and the deck have their card, the cards left can only go into the hand, so they may.
 * Without Religion, or when the player draws one at a time, each card is placed as it is drawn, in any order
 * (PAX-DRAW-2).
 */
function mayKeepNow(G: PaxState, player: PlayerId): boolean {
  if (heldAtOnce(G, player) === 1) return true;
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
  const window = refill(G.areas[player], heldAtOnce(G, player), { drawn: without(own.drawn, card), deck, count: turn.drawn });
  return update(G, {
    player,
    own: { hand, drawn: window.drawn },
    deck: window.deck,
    legions,
    turn: { toHand, toDeck, toLegion, drawn: window.count, step: window.drawn.length === 0 ? 'act' : 'draw' },
  });
}
