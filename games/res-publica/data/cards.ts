/**
 * The cards of Res Publica (1998 edition, which the French rulebook follows): five peoples and five
 * civilisation types, twelve cards of each, and the point cards (RP-CARDS-1..3).
 */

/** The five peoples (RP-CARDS-1). */
export const PEOPLES = ['anglo-saxons', 'goths', 'huns', 'lombards', 'vikings'] as const;
/** The five civilisation types (RP-CARDS-1). */
export const CIVILISATIONS = ['alchemy', 'arts', 'metal', 'shipbuilding', 'trade'] as const;
/** Every kind of tradable card, peoples first. */
export const KINDS = [...PEOPLES, ...CIVILISATIONS] as const;

export type People = (typeof PEOPLES)[number];
export type Civilisation = (typeof CIVILISATIONS)[number];
export type Kind = (typeof KINDS)[number];

/** The two families of tradable cards (RP-CARDS-1). */
export const FAMILIES = ['people', 'civilisation'] as const;
export type Family = (typeof FAMILIES)[number];

/** Cards of each kind in the game (RP-CARDS-1). */
export const CARDS_PER_KIND = 12;
/** Identical cards in a set laid down (RP-LAY-1). */
export const SET_SIZE = 5;
/** People cards dealt to each player (RP-SETUP-2). */
export const STARTING_HAND = 4;

/** Colony cards, each worth 3 points (RP-CARDS-2). */
export const COLONY_CARDS = 10;
export const COLONY_POINTS = 3;
/** The city pile from top to bottom (RP-CARDS-3). */
export const CITY_VALUES = [9, 8, 8, 7, 7, 6, 6, 5, 5, 4] as const;

/** Never more than this many cards drawn at the end of a turn (RP-DRAW-3). */
export const MAX_DRAW = 3;

const PEOPLE_SET: ReadonlySet<string> = new Set(PEOPLES);

export function familyOf(kind: Kind): Family {
  return PEOPLE_SET.has(kind) ? 'people' : 'civilisation';
}

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}
