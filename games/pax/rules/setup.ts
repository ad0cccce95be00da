/** Setting up a game (PAX-SETUP-*, PAX-BIG-*, PAX-SOLO-*, PAX-NSOLO-*). */
import { BASE_CARD_COUNT, COPY_CARD_COUNT, type CardId } from '../data/cards';
import {
  RETURNED_TO_BOX,
  ROME_HIDDEN,
  ROME_OPEN_BIG,
  SECOND_PILE_CARDS,
  SOLO_LEGIONS,
  STARTING_AUREI,
} from '../data/setup';
import type { PaxState, PlayerId, TurnState } from './types';
import { update } from './update';
import { MAX_PLAYERS_BASE, type PaxOptions } from '../match-options';

export { MAX_PLAYERS, MAX_PLAYERS_BASE, MIN_PLAYERS, optionsProblem, type PaxOptions } from '../match-options';

export type Shuffle = <T>(items: T[]) => T[];

const range = (from: number, to: number): CardId[] => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * The Influence deck, top first. PAX-SETUP-2 / PAX-NOC-2 / PAX-SOLO-2 / PAX-NSOLO-1: 1–4 players shuffle
 * one copy and return cards to the box unseen. PAX-BIG-1: 5–8 players use a whole first pile and part of
 * a second one, each made of a base game and an expansion.
 */
export function buildDeck(numPlayers: number, expansion: boolean, shuffle: Shuffle): CardId[] {
  const oneCopy = range(0, expansion ? COPY_CARD_COUNT : BASE_CARD_COUNT);
  if (numPlayers <= MAX_PLAYERS_BASE) {
    const returned = RETURNED_TO_BOX[expansion ? 'nocturnus' : 'base'][numPlayers];
    return shuffle(oneCopy).slice(returned);
  }
  const second = shuffle(range(COPY_CARD_COUNT, 2 * COPY_CARD_COUNT)).slice(0, SECOND_PILE_CARDS[numPlayers]);
  return shuffle([...oneCopy, ...second]);
}

/** PAX-SETUP-1 / PAX-BIG-1: legions in play: players + 1 (3 in the solo game, PAX-SOLO-1). */
export function legionCount(numPlayers: number): number {
  return numPlayers === 1 ? SOLO_LEGIONS : numPlayers + 1;
}

/**
 * PAX-SETUP-5 / PAX-BIG-2 / PAX-SOLO-3: cards the player in seat `seat` (0 = first player) draws before
 * the game: 2, 3, 4, 5, then 5 for seats 5–8; solo: 2 at levels 1–2, else the level.
 */
export function openingDraw(seat: number, soloLevel: number): number {
  if (soloLevel > 0) return Math.max(2, soloLevel);
  return Math.min(2 + seat, 5);
}

/** PAX-SOLO-3: cards the solo player plays from the opening draw: 1, 2, 3 at levels 3, 4, 5. */
export function openingPlays(soloLevel: number): number {
  return Math.max(0, soloLevel - 2);
}

export function freshTurn(player: PlayerId, number: number): TurnState {
  return { player, number, step: 'start', religion: false, drawn: 0, toHand: 0, toLegion: 0, toDeck: 0, bought: false, played: [], owed: 0 };
}

export const seatIds = (numPlayers: number): PlayerId[] => Array.from({ length: numPlayers }, (_, i) => String(i));

/**
 * The state after the setup: deck, Rome's face-down cards, opening draws waiting to be placed. The legions are
 * empty and Rome has no open card yet: they are dealt once every player has chosen (`dealAfterOpening`).
 */
export function createState(numPlayers: number, options: PaxOptions, shuffle: Shuffle): PaxState {
  const deck = buildDeck(numPlayers, options.expansion, shuffle);
  const romeHidden = deck.splice(0, ROME_HIDDEN);
  const seats = seatIds(numPlayers);
  const players: PaxState['players'] = {};
  const areas: PaxState['areas'] = {};
  seats.forEach((id, seat) => {
    players[id] = { hand: [], coins: STARTING_AUREI, drawn: deck.splice(0, openingDraw(seat, options.soloLevel)) };
    areas[id] = [];
  });
  return {
    expansion: options.expansion,
    soloLevel: numPlayers === 1 ? options.soloLevel : 0,
    legions: Array.from({ length: legionCount(numPlayers) }, () => []),
    rome: [],
    areas,
    primus: null,
    firstPlayer: '0',
    round: 1,
    romeSeenBy: [],
    turn: freshTurn('0', 0),
    players,
    secret: { deck, romeHidden },
  };
}

/**
 * PAX-SETUP-7: once every player has kept their opening card (PAX-SETUP-6: "en choisit une pour garder", then
 * "Piochez assez de Cartes Influence de sorte d'en placer une au-dessous de chaque Carte Légion, face visible"),
 * one card from the top of the deck face up under each legion; before them, at 5 to 8 players, Rome's three
 * open cards (PAX-BIG-3). Until then nobody sees them (PAX-DEC-OPENING). The deck was shuffled at the setup:
 * no randomness here. A match stored before this rule dealt them at its setup: what it has is not dealt again.
 */
export function dealAfterOpening(G: PaxState): PaxState {
  const deck = G.secret.deck.slice();
  const openToDeal = Object.keys(G.players).length > MAX_PLAYERS_BASE && G.rome.length === 0 ? ROME_OPEN_BIG : 0;
  const rome = openToDeal > 0 ? deck.splice(0, openToDeal) : G.rome;
  const legions = G.legions.map((cards) => (cards.length > 0 ? cards : deck.splice(0, 1)));
  return update(G, { deck, legions, rome });
}
