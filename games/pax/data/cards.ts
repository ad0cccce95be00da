/**
 * The Influence cards (decision PAX-DEC-CARDS in RULES.md). The rulebooks give the number of cards per
 * category but not each card's value and symbols, which are printed on the cards; this is the project's
 * chosen distribution: one symbol costs 1 or 2 Aurei, two symbols mostly 1. Two symbols are mostly the cheaper
 * card on purpose: Rome takes the most valuable group each round, so cheap strong cards leave Rome the weaker
 * ones; one dearer two-symbol card per base category sets how much Rome gets (the measurements are in RULES.md,
 * PAX-DEC-CARDS). A corrected list is a change to this file only.
 */

/** The seven categories of the base game, in the order the rulebook lists their powers. */
export const BASE_CATEGORIES = ['land', 'intrigue', 'religion', 'senator', 'wealth', 'fleet', 'army'] as const;
/** The three categories Nocturnus adds. */
export const NOCTURNUS_CATEGORIES = ['scout', 'adversary', 'militia'] as const;
export const CATEGORIES = [...BASE_CATEGORIES, ...NOCTURNUS_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];

/** A card's printed value in Aurei (1–4) and its number of symbols (1 or 2). */
export interface CardFace {
  readonly category: Category;
  readonly value: 1 | 2 | 3 | 4;
  readonly symbols: 1 | 2;
}

type Face = readonly [value: 1 | 2 | 3 | 4, symbols: 1 | 2];

/**
 * Ten-card categories of the base game: six cards with one symbol (1, 1, 1, 2, 2, 2 Aurei), four with two (1, 1,
 * 1, 2 Aurei). 14 symbols.
 */
const TEN: readonly Face[] = [[1, 1], [1, 1], [1, 1], [2, 1], [2, 1], [2, 1], [1, 2], [1, 2], [1, 2], [2, 2]];
/** Twelve-card categories (Land, Intrigue): seven with one symbol (1–2 Aurei), five with two (1, 1, 1, 1, 2 Aurei). 17 symbols. */
const TWELVE: readonly Face[] = [
  [1, 1], [1, 1], [1, 1], [1, 1], [2, 1], [2, 1], [2, 1], [1, 2], [1, 2], [1, 2], [1, 2], [2, 2],
];
/**
 * Nocturnus's categories, as first chosen: every two-symbol card at 1 Aureus. The dearer two-symbol card was measured
 * for the base game's balance; the expansion's own cards stay as they were until it is measured with them.
 */
const NOCTURNUS_TEN: readonly Face[] = [[1, 1], [1, 1], [1, 1], [2, 1], [2, 1], [2, 1], [1, 2], [1, 2], [1, 2], [1, 2]];

/** How many cards of each category and their faces (PAX-SETUP-1: 74 base cards, PAX-NOC-1: 30 more). */
const DISTRIBUTION: Record<Category, readonly Face[]> = {
  land: TWELVE,
  intrigue: TWELVE,
  religion: TEN,
  senator: TEN,
  wealth: TEN,
  fleet: TEN,
  army: TEN,
  scout: NOCTURNUS_TEN,
  adversary: NOCTURNUS_TEN,
  militia: NOCTURNUS_TEN,
};

const faces = (categories: readonly Category[]): CardFace[] =>
  categories.flatMap((category) => DISTRIBUTION[category].map(([value, symbols]) => ({ category, value, symbols })));

/**
 * One copy of the game: the 74 base cards (ids 0–73) then the 30 Nocturnus cards (ids 74–103). With 5–8
 * players a second copy adds ids 104–207, whose face is that of `id - 104`.
 */
export const CARD_FACES: readonly CardFace[] = [...faces(BASE_CATEGORIES), ...faces(NOCTURNUS_CATEGORIES)];
export const BASE_CARD_COUNT = 74;
export const COPY_CARD_COUNT = 104;

export type CardId = number;

export function cardFace(id: CardId): CardFace {
  return CARD_FACES[id % COPY_CARD_COUNT];
}

/** Whether `id` is a card of the game: an integer in range. */
export function isCardId(id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < 2 * COPY_CARD_COUNT;
}
