/** Setting up (RP-SETUP-1..3). */
import {
  CARDS_PER_KIND,
  CITY_VALUES,
  CIVILISATIONS,
  COLONY_POINTS,
  familyOf,
  type Kind,
  PEOPLES,
  SET_SIZE,
  STARTING_HAND,
} from '../data/cards';
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

/**
 * Why a position (built by hand, for tests and teaching) is impossible, or null: no negative count, at
 * most 12 cards of a kind in hands, piles and sets together, colonies worth 3, cities from the pile.
 */
export function positionProblem(state: State): string | null {
  const seen: Record<string, number> = {};
  const add = (kind: Kind, n: number) => (seen[kind] = (seen[kind] ?? 0) + n);
  for (const [id, player] of Object.entries(state.players)) {
    for (const [kind, n] of Object.entries(player.hand)) {
      if (!Number.isInteger(n) || n < 0) return `player ${id} holds ${n} ${kind}`;
      add(kind as Kind, n);
    }
  }
  for (const kind of [...state.secret.people, ...state.secret.civilisation]) add(kind, 1);
  const cities: number[] = [];
  for (const sets of Object.values(state.laid)) {
    for (const set of sets) {
      add(set.kind, SET_SIZE);
      if (familyOf(set.kind) === 'people' && set.points !== COLONY_POINTS) return `a colony worth ${set.points}`;
      if (familyOf(set.kind) === 'civilisation') cities.push(set.points);
    }
  }
  for (const [kind, n] of Object.entries(seen)) if (n > CARDS_PER_KIND) return `${n} cards of ${kind}`;
  const sorted = [...cities].sort((a, b) => b - a);
  if (sorted.some((value, i) => value !== CITY_VALUES[i])) return `cities ${sorted.join(',')} are not the top of the pile`;
  if (state.secret.people.some((kind) => familyOf(kind) !== 'people')) return 'a Civilisation card in the People pile';
  if (state.secret.civilisation.some((kind) => familyOf(kind) !== 'civilisation')) return 'a People card in the Civilisation pile';
  return null;
}
