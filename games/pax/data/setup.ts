/** Numbers of the setup and of the end of the game, by player count (rule ids in RULES.md). */

/** PAX-SETUP-2 / PAX-NOC-2 / PAX-SOLO-2 / PAX-NSOLO-1: cards returned to the box unseen, 1–4 players. */
export const RETURNED_TO_BOX: Record<'base' | 'nocturnus', Record<number, number>> = {
  base: { 1: 30, 2: 20, 3: 10, 4: 0 },
  nocturnus: { 1: 40, 2: 30, 3: 15, 4: 0 },
};

/** PAX-BIG-1: cards taken at random from the second pile (a base game and Nocturnus), 5–8 players. */
export const SECOND_PILE_CARDS: Record<number, number> = { 5: 30, 6: 45, 7: 60, 8: 75 };

/** PAX-SETUP-4: the Aurei each player starts with. */
export const STARTING_AUREI = 5;

/** PAX-SETUP-3 / PAX-BIG-3: Rome's face-down cards (every player count). */
export const ROME_HIDDEN = 3;
/** PAX-BIG-3: Rome's face-up cards at the start with 5–8 players. */
export const ROME_OPEN_BIG = 3;

/** PAX-SOLO-1: legions in the solo game. */
export const SOLO_LEGIONS = 3;

export const SOLO_LEVELS = [1, 2, 3, 4, 5] as const;
export type SoloLevel = (typeof SOLO_LEVELS)[number];

/** PAX-TURN-3: Aurei for the alternative turn, and PAX-END-3 for a player who cannot draw. */
export const ALTERNATIVE_AUREI = 2;
/** PAX-INCOME-4: income when no card was played. */
export const BASIC_INCOME = 2;

/** PAX-WIN-1 / PAX-NOC-9: categories in which Rome must match every player to win. */
export const ROME_WIN_CATEGORIES: Record<'base' | 'nocturnus', number> = { base: 4, nocturnus: 5 };

/** PAX-SCORE-1: points. */
export const POINTS = { category: 2, stronger: 3, military: 1, primus: 1, money: 4 } as const;
