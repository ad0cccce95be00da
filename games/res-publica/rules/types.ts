/** The shapes of a Res Publica position. Plain JSON; nothing stored that the rules can compute. */
import type { Kind } from '../data/cards';

export type PlayerID = string;

/** Cards by kind. A hand has every kind (zero when absent); a delivery names only the kinds given. */
export type Hand = Record<Kind, number>;
export type Cards = Partial<Record<Kind, number>>;

/**
 * What a term of a proposal names (RP-TRADE-4): one kind of card, any People card, any Civilisation
 * card, or any card at all ("other cards").
 */
export const GENERIC_TYPES = ['people', 'civilisation', 'other'] as const;
export type Generic = (typeof GENERIC_TYPES)[number];
export type CardType = Kind | Generic;

/** "2 Goths": a count of cards of one type. */
export interface Term {
  count: number;
  type: CardType;
}

/** One or two terms joined by "and" (all of them) or "or" (one of them, the giver's choice). */
export interface Bundle {
  join: 'and' | 'or';
  terms: Term[];
}

/** A trade proposal: the cards sought, or the cards offered, never both (RP-TRADE-2). */
export type Proposal = { seek: Bundle } | { offer: Bundle };

/** A set of five laid down, with the point card it earned (RP-LAY-2). */
export interface LaidSet {
  kind: Kind;
  points: number;
}

/** This turn's trade (public: proposals and counter-proposals are spoken aloud). */
export interface Trade {
  proposal: Proposal;
  /** Answers in turn order: a counter-proposal, or null for a pass. */
  answers: Record<PlayerID, Bundle | null>;
  /** The player whose counter-proposal was accepted, once one is. */
  partner: PlayerID | null;
  /** True once the proposer has refused every counter-proposal or the cards have changed hands. */
  closed: boolean;
}

/** What only its owner may see. */
export interface PrivatePlayer {
  hand: Hand;
  /** The exact cards this player chose to hand over in the current deal, until the exchange. */
  giving: Cards | null;
}

export interface State {
  /** Seat index of the first player (RP-SETUP-3). */
  first: number;
  players: Record<PlayerID, PrivatePlayer>;
  /** The two face-down draw piles, top card last. */
  secret: { people: readonly Kind[]; civilisation: readonly Kind[] };
  /** Sets laid by each player, in order (public). */
  laid: Record<PlayerID, LaidSet[]>;
  trade: Trade | null;
  /** The turn number (ctx.turn) after which the game ends, once the last Civilisation card is drawn. */
  lastTurn: number | null;
  /** Consecutive turns that ended without any card drawn (RP-END-4). */
  drawless: number;
}

/** The stages of a turn (RP-TURN-1, RP-TRADE-*). */
export const STAGES = ['propose', 'answer', 'choose', 'deliver', 'build'] as const;
export type Stage = (typeof STAGES)[number];
