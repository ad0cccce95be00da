/**
 * Every number the rulebook leaves as "X" or does not give, with the decision that sets it (RULES.md,
 * "Decisions"). Numbers the rulebook does give are here too, with their rule id.
 */
import type { Troops } from './factions';

/** BARB-SETUP-2: starting gold, stability, religion cubes and trade tokens on the capital. */
export const START_GOLD = 5;
export const START_STABILITY = 5;
export const MAX_STABILITY = 5;
export const START_RELIGION = 3;
export const START_TRADE = 1;

/** BARB-D-SUPPLY: pieces, cubes and tokens per player colour. */
export const PIECE_SUPPLY: Troops = { s: 16, a: 8, c: 6 };
export const RELIGION_SUPPLY = 15;
export const TRADE_SUPPLY = 8;

/** The order tokens (BARB-ORDER-2). `none` is the "no order" token. */
export const ORDER_KINDS = ['recruit', 'train', 'move', 'economy', 'influence'] as const;
export type RealOrder = (typeof ORDER_KINDS)[number];
export type OrderKind = RealOrder | 'none';
/** BARB-D-ORDER-TOKENS: tokens of each real kind per player; "no order" tokens never run out. */
export const ORDER_TOKENS_PER_KIND = 3;

/** The cards (BARB-CARD-1) and their common supply (BARB-D-CARDS). */
export const CARDS = ['tactics', 'spy', 'sabotage', 'march'] as const;
export type Card = (typeof CARDS)[number];
export type Hand = Record<Card, number>;
export const CARD_SUPPLY: Hand = { tactics: 40, spy: 12, sabotage: 12, march: 12 };

/** BARB-WEALTH-1..3. */
export const TAX_PER_PROVINCE = 1;
export const GOLD_PER_TRADE = 2;
export const TRADE_CENTRE_BONUS = 1;
export const UPKEEP_PER_PIECE = 1;
/** BARB-GOV-2: oligarchy bonus per trade centre with two of its tokens. */
export const OLIGARCHY_BONUS = 2;
export const OLIGARCHY_MUTINY = 5;

/** BARB-ORDER-4: economy order. */
export const ECONOMY_GOLD = 2;
export const ECONOMY_GOLD_CAPITAL = 3;

/** BARB-D-COSTS: gold prices of the Influence order's uses (the rulebook gives none). */
export const RELIGION_COST = 5;
export const TRADE_COST = 10;
/**
 * BARB-D-MACEDONIAN-FAITH: the Macedonians pay this much more than anyone for each use of a religion cube (placing or
 * removing one), in any government: their extra influence per cube placed then has a price.
 */
export const MACEDONIAN_RELIGION_SURCHARGE = 1;

/** BARB-D-MOUNTAIN: gold an army pays for each mountain province it enters with a Move order. */
export const MOUNTAIN_TOLL = 1;

/** BARB-DIPLO-*: the numbers the rulebook gives for the neutral boards. */
export const DIPLOMACY_BASE = 10;
export const ROMAN_RELATION_COST = 4;
export const ASK_ESTEEM_BASE = 10;
export const ASK_FRIENDLY_BASE = 15;

/** BARB-INFL-1: influence per trade token and per religion cube, each influence phase. */
export const INFLUENCE_PER_TRADE = 2;
export const INFLUENCE_PER_RELIGION = 1;
/** BARB-FACTION-1 (BARB-D-MACEDONIAN-FAITH): the Macedonians' extra influence for each cube they place, paid once. */
export const MACEDONIAN_INFLUENCE_PER_CUBE = 1;

/** BARB-BATTLE-6: Tactics & experience cards drawn by the winner of a battle. */
export const WINNER_CARDS = 2;

/** BARB-END-1 and BARB-D-ROUND-LIMIT. */
export const VICTORY_INFLUENCE = 100;
export const VICTORY_CAPITALS = 3;
export const ROUND_LIMIT = 20;

/** BARB-D-STABILITY-LOSS: what each point lost costs, by the level reached (index = new stability). */
export const STABILITY_LOSS: readonly { desert: number; influence: number }[] = [
  { desert: 0, influence: 0 }, // 0: division of the realm (BARB-STAB-4)
  { desert: 2, influence: 6 },
  { desert: 2, influence: 4 },
  { desert: 1, influence: 2 },
  { desert: 1, influence: 0 },
];
/** BARB-STAB-3: a realm of this many territories or fewer returns to full stability. */
export const SMALL_REALM = 3;

/** BARB-D-NEUTRAL-ARMIES: a neutral capital regrows one soldier per turn up to this many pieces. */
export const NEUTRAL_GARRISON = 2;
