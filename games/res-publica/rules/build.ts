/** Laying sets down (RP-LAY-1..3) and drawing at the end of the turn (RP-DRAW-1..4). */
import { CITY_VALUES, COLONY_CARDS, COLONY_POINTS, type Kind, MAX_DRAW, SET_SIZE, familyOf } from '../data/cards';
import type { Hand, LaidSet, PlayerID } from './types';

type Laid = Record<PlayerID, LaidSet[]>;

/** Colony and city cards already taken, counted from the sets on the table. */
export function pointCardsTaken(laid: Laid): { colonies: number; cities: number } {
  let colonies = 0;
  let cities = 0;
  for (const sets of Object.values(laid)) {
    for (const set of sets) {
      if (familyOf(set.kind) === 'people') colonies++;
      else cities++;
    }
  }
  return { colonies, cities };
}

/** RP-CARDS-3: the value of the city card on top of the pile, or null when the pile is empty. */
export function nextCityValue(laid: Laid): number | null {
  return CITY_VALUES[pointCardsTaken(laid).cities] ?? null;
}

export function coloniesLeft(laid: Laid): number {
  return COLONY_CARDS - pointCardsTaken(laid).colonies;
}

/** The colonies in front of a player. */
export function coloniesOf(sets: readonly LaidSet[]): number {
  return sets.reduce((n, set) => n + (familyOf(set.kind) === 'people' ? 1 : 0), 0);
}

/**
 * RP-LAY-2: the point card a set of `kind` earns now: a colony (3) for People, the top city card for
 * Civilisation. RP-LAY-3: null when that pile is empty, and then the set cannot be laid.
 */
export function pointCardFor(laid: Laid, kind: Kind): number | null {
  if (familyOf(kind) === 'people') return coloniesLeft(laid) > 0 ? COLONY_POINTS : null;
  return nextCityValue(laid);
}

/** RP-LAY-1, RP-LAY-3: five identical cards in hand and a point card left for them. */
export function canLay(laid: Laid, hand: Hand, kind: Kind): boolean {
  return hand[kind] >= SET_SIZE && pointCardFor(laid, kind) !== null;
}

export const DRAW_MODES = ['standard', 'civilisation'] as const;
export type DrawMode = (typeof DRAW_MODES)[number];

/**
 * RP-DRAW-3: a player with three colonies or more may draw three Civilisation cards instead of one
 * People card and two Civilisation cards. RP-DRAW-1: the turn ends with a People card drawn while that
 * pile has one, so the choice is offered only while both draws can be made in full: cards in the People
 * pile, three in the Civilisation pile (RP-D-THREE-COLONIES).
 */
export function drawModes(colonies: number, peopleLeft: number, civilisationLeft: number): DrawMode[] {
  return colonies >= MAX_DRAW && peopleLeft > 0 && civilisationLeft >= MAX_DRAW ? ['standard', 'civilisation'] : ['standard'];
}

/**
 * RP-DRAW-1..4: one People card (none from an empty pile), one Civilisation card per colony, three
 * cards at most; never more than a pile holds.
 */
export function drawPlan(
  colonies: number,
  peopleLeft: number,
  civilisationLeft: number,
  mode: DrawMode,
): { people: number; civilisation: number } {
  const people = mode === 'standard' && peopleLeft > 0 ? 1 : 0;
  const civilisation = Math.min(colonies, MAX_DRAW - people, civilisationLeft);
  return { people, civilisation };
}
