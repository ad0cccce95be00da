/** Setting up (RP-SETUP-1..3). */
import { CARDS_PER_KIND, CIVILISATIONS, type Kind, PEOPLES, STARTING_HAND } from '../data/cards';
import { handFrom } from './hand';
import type { PlayerID, State } from './types';

export const FIRST_PLAYER_CHOICES = ['random', 'seat'] as const;
export type FirstPlayerChoice = (typeof FIRST_PLAYER_CHOICES)[number];

function pile<K extends Kind>(kinds: readonly K[]): K[] {
  return kinds.flatMap((kind) => Array.from({ length: CARDS_PER_KIND }, () => kind));
}

/** The two piles in printed order; the caller shuffles them. */
export function unshuffledPiles(): { people: Kind[]; civilisation: Kind[] } {
  return { people: pile(PEOPLES), civilisation: pile(CIVILISATIONS) };
}

/**
 * RP-SETUP-1: point piles face up (they are implicit: what is left of them follows from the sets laid);
 * RP-SETUP-2: both card piles shuffled face down, four People cards dealt to each player;
 * RP-SETUP-3: `first` plays first, then clockwise (seat order).
 */
export function initialState(
  playerIDs: readonly PlayerID[],
  piles: { people: Kind[]; civilisation: Kind[] },
  first: number,
): State {
  const people = [...piles.people];
  const state: State = {
    first,
    players: {},
    secret: { people, civilisation: [...piles.civilisation] },
    laid: {},
    trade: null,
    lastTurn: null,
    drawless: 0,
  };
  for (const id of playerIDs) {
    state.players[id] = { hand: handFrom(people.splice(people.length - STARTING_HAND, STARTING_HAND)), giving: null };
    state.laid[id] = [];
  }
  return state;
}
