/** The state of a game of PAX. Plain JSON; nothing stored that the rules can compute. */
import type { CardId } from '../data/cards';

export type PlayerId = string;

/** What only one player knows: their hand, their Aurei and the cards they are placing. */
export interface PlayerPrivate {
  hand: CardId[];
  coins: number;
  /** Cards drawn and not placed yet (the opening draw, or the draw step's window). */
  drawn: CardId[];
}

/** The steps of a turn (PAX-TURN-1). */
export const STEPS = ['start', 'draw', 'act', 'give'] as const;
export type Step = (typeof STEPS)[number];

/** The current turn, public: who sees a card go to a hand or under the deck sees how many went there. */
export interface TurnState {
  /** Whose turn this is. */
  player: PlayerId;
  /**
   * The boardgame.io turn this record is for. A move that finishes a turn puts a fresh record for the next
   * turn, which ends the current one (game.ts); the rules never read it.
   */
  number: number;
  step: Step;
  /**
   * The player draws with Religion this turn (PAX-POWER-3): several cards held at once, the card kept chosen
   * after the last draw. Religion is an option ("vous pouvez"): false when the player draws one at a time.
   */
  religion: boolean;
  /** Cards drawn from the deck this turn. */
  drawn: number;
  toHand: number;
  toLegion: number;
  toDeck: number;
  bought: boolean;
  /** Cards played this turn, in order. */
  played: CardId[];
  /** Cards still to give to Rome (PAX-NOC-4). */
  owed: number;
}

export interface PaxState {
  expansion: boolean;
  /** 1–5 in a solo game, 0 otherwise. */
  soloLevel: number;
  /** The cards under each legion, face up; legion `i` is the (i+1)th. */
  legions: CardId[][];
  /** Rome's face-up cards. */
  rome: CardId[];
  /** Each player's play area, face up. */
  areas: Record<PlayerId, CardId[]>;
  /** Holder of the Primus Conspiratus card. */
  primus: PlayerId | null;
  /** Holder of the Primus (first player) card. */
  firstPlayer: PlayerId;
  round: number;
  /** Players who have looked at Rome's face-down cards (the look itself is public). */
  romeSeenBy: PlayerId[];
  turn: TurnState;
  players: Record<PlayerId, PlayerPrivate>;
  secret: {
    /** The draw pile, top first. */
    deck: CardId[];
    /** Rome's face-down cards. */
    romeHidden: CardId[];
  };
}

/** Under legion `n` (0 = the first legion). */
export type LegionDestination = `legion-${number}`;

/** Where a drawn card goes: a hand, under the deck, a play area (solo opening), or under a legion. */
export type Destination = 'hand' | 'deck' | 'play' | LegionDestination;

export const legionDestination = (legion: number): LegionDestination => `legion-${legion}`;

/** The legion a destination names, or null. */
export function legionOf(to: unknown): number | null {
  if (typeof to !== 'string' || !to.startsWith('legion-')) return null;
  const digits = to.slice(7);
  return /^(0|[1-9][0-9]?)$/.test(digits) ? Number(digits) : null;
}
