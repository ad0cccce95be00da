/**
 * The state of a game of Pax Pamir: plain JSON, nothing stored that the rules can compute (rulers,
 * supplies, influence, limits and costs are all computed). Private data lives only under
 * `players[id].hand` and `secret`.
 */
import type { CardId } from '../data/cards';
import type { CardAction } from '../data/court-cards';
import type { Border, Coalition, Region, Suit } from '../data/map';

export type PlayerID = string;
export type Side = 'left' | 'right';
export const SIDES = ['left', 'right'] as const;

/** A card in a court, with the spies on it (player to count; absent = none). */
export interface CourtSlot {
  card: CardId;
  spies: Record<PlayerID, number>;
}

export interface PlayerState {
  /** Private: the cards in hand. */
  hand: CardId[];
  /** Left to right. */
  court: CourtSlot[];
  rupees: number;
  /** Null until chosen at setup. */
  loyalty: Coalition | null;
  /** The three gift spaces of the loyalty dial (2, 4 and 6 rupees): true when a cylinder is on it. */
  gifts: boolean[];
  /** Cards taken as prizes, under the loyalty dial. */
  prizes: CardId[];
  score: number;
}

export interface RegionState {
  /** Tribes per player. */
  tribes: Record<PlayerID, number>;
  /** Armies per coalition. */
  armies: Record<Coalition, number>;
}

export interface MarketSlot {
  card: CardId;
  rupees: number;
}

/** Rupees left on an empty market position by a discarded event (PAMIR-CLEANUP-3), waiting for a card. */
export interface StrayRupees {
  row: number;
  col: number;
  rupees: number;
}

/** What the player whose turn it is has done this turn. */
export interface TurnState {
  /** Actions taken (buy, play, card actions that are not bonus actions, PAMIR-BONUS-1). */
  actions: number;
  /** Court cards that gave an action this turn (one action per card per turn). */
  used: CardId[];
  /** Market cards this player put a rupee on this turn (they cannot buy them). */
  paidOn: CardId[];
  /**
   * Pieces placed this turn, as location keys (see pieces.ts); they cannot be taken back from play. A gift's
   * key also says a gift was given this turn (PAMIR-GIFT-2).
   */
  placed: string[];
  /** Cards whose reduced bribe the ruler refused this turn (no second offer below the full bribe). */
  refused: CardId[];
  /** Once-a-turn things done: 'blackmail:<card>' (PAMIR-ABILITY-BLACKMAIL). */
  done: string[];
}

/**
 * Something the game must do next, possibly waiting for a player's choice. `pending` is a stack: the
 * last task is done first. Later parts add kinds (card actions, events, the automa).
 */
export type Task =
  /**
   * The ruler of the played card's region answers an offer below the full bribe; or (with `action`) the
   * owner of the most spies on a hostage card answers an offer to use it (PAMIR-HOSTAGE-1).
   */
  | {
      kind: 'bribe';
      player: PlayerID;
      payer: PlayerID;
      card: CardId;
      side: Side;
      offer: number;
      action?: CardAction;
      target?: string | null;
    }
  /** A card action under way: the acting player picks its steps (PAMIR-TAX-1, PAMIR-BUILD-1, PAMIR-MOVE-1, PAMIR-BATTLE-1). */
  | { kind: 'tax'; player: PlayerID; card: CardId; left: number }
  | { kind: 'build'; player: PlayerID; card: CardId; left: number; free: number; paid: number }
  /** `left` in half steps: an army or tribe step costs 2, a spy step 2 (1 with Well-Connected). */
  | { kind: 'move'; player: PlayerID; card: CardId; left: number }
  | { kind: 'battle'; player: PlayerID; card: CardId; site: string; left: number }
  /** PAMIR-BETRAY-1: take the betrayed card as a prize or not. */
  | { kind: 'prize'; player: PlayerID; card: CardId }
  /** A purchased event's choice (PAMIR-EVENT-108P, -114P, -115P, -116P). */
  | { kind: 'pick'; player: PlayerID; event: 'rumor' | 'persuasion' | 'pashtunwali' | 'rebuke' }
  /**
   * PAMIR-ABILITY-INSURRECTION: `left` Afghan armies still to place in Kabul, the supply lacking them; the
   * owner chooses where in play each comes from (PAMIR-PIECE-1).
   */
  | { kind: 'insurrection'; player: PlayerID; left: number }
  /** The impact icons of a card just played, from icon `step` on. */
  | { kind: 'impact'; player: PlayerID; card: CardId; step: number }
  /** Pay back 2 rupees for a discarded leverage card, discarding a card per rupee missing. */
  | { kind: 'leverage'; player: PlayerID }
  /**
   * The player discards: from the court down to its limit, from the hand down to its limit, or
   * `count` cards from hand or court (leverage not repaid), or (`one`) `count` cards from hand (PAMIR-EVENT-114D).
   */
  | { kind: 'discard'; player: PlayerID; from: 'court' | 'hand' | 'any' | 'one'; count: number }
  /**
   * Cleanup of the market: events in the leftmost column, then (`refilled`) slide and refill, then two
   * visible Dominance Checks. `stray`: rupees of discarded events still on their emptied positions, for
   * the card that takes each position (PAMIR-CLEANUP-4).
   */
  | { kind: 'market'; player: PlayerID; refilled: boolean; stray?: StrayRupees[] }
  /** The turn ends. */
  | { kind: 'endTurn'; player: PlayerID }
  /** PAMIR-WAKHAN-HAND-1: Wakhan plays (or discards) the cards that reached her hand, one at a time. */
  | { kind: 'wakhanHand'; player: PlayerID }
  /**
   * Wakhan's turn (PAMIR-WAKHAN-TURN-*): `stage` blackmail (PAMIR-WAKHAN-MAY-1, one Blackmail card a step),
   * actions (the AI card's instruction `index` next; `passStart` the actions she had taken, counted and bonus,
   * when this pass over the card began, PAMIR-WAKHAN-D-4), then bonus actions, then cleanup.
   */
  | { kind: 'wakhan'; player: PlayerID; stage: 'blackmail' | 'actions' | 'bonus'; index: number; passStart: number };

/** What one Dominance Check did. */
export interface CheckRecord {
  /** The dominant coalition, or null when the check failed. */
  dominant: Coalition | null;
  /** Points scored, per player. */
  points: Record<PlayerID, number>;
  final: boolean;
}

/** How the game ended (computed, see dominance.ts). */
export interface Outcome {
  winners: PlayerID[];
  /** 'lead': 4 points ahead after a check; 'final': after the last check. */
  reason: 'lead' | 'final';
}

/** An event effect that lasts until the next Dominance Check (filled by the events). */
export interface ActiveEffect {
  id: string;
  /** The buyer, or null for effects on everyone. */
  player: PlayerID | null;
  card: CardId;
  /** Another player the effect names, if any. */
  target?: PlayerID;
}

export interface PaxState {
  favored: Suit;
  /** The seat that chose loyalty first; the last to choose (the seat before it) plays first. */
  firstChooser: PlayerID;
  /**
   * With Wakhan: every seat in clockwise order, hers to the right of the last chooser (PAMIR-WAKHAN-SETUP-2).
   * Absent without her: the seats are in id order.
   */
  seating?: PlayerID[];
  /** market[row][column], row 0 on top; null = empty space. */
  market: (MarketSlot | null)[][];
  regions: Record<Region, RegionState>;
  /** Roads per border and coalition. */
  roads: Record<Border, Record<Coalition, number>>;
  players: Record<PlayerID, PlayerState>;
  /** Public discard pile, last card on top. */
  discard: CardId[];
  effects: ActiveEffect[];
  turn: TurnState;
  /** boardgame.io's number (ctx.turn) of the last turn whose cleanup is over: that turn then ends. */
  endedTurn: number;
  pending: Task[];
  checks: CheckRecord[];
  /** The rulebook position the match started from (data/scenarios.ts); absent otherwise. */
  scenario?: string;
  /** The Wakhan automa (part 3), when she plays; absent otherwise. */
  wakhan?: WakhanState;
  secret: {
    /** The market deck, its top card last. */
    deck: CardId[];
    /** Wakhan's AI deck, its top card last (PAMIR-WAKHAN-HIDDEN-1). */
    wakhanDeck?: number[];
  };
}

/** The public part of Wakhan: her seat, her face-up AI card, the AI discard pile (her decisions are in the match log). */
export interface WakhanState {
  player: PlayerID;
  /** The AI card face up (null before her first turn). */
  card: number | null;
  discard: number[];
  turns: number;
}

let lastPlayers: object | null = null;
let lastIds: readonly PlayerID[] = [];

/**
 * The player ids in id order ('0', '1'...), as `for...in` lists them. A player record keeps its ids for
 * the whole game, so the ids of the record last asked about are kept (a loop over them is several times
 * cheaper than `for...in` over a record keyed by numbers).
 */
export function playerIds(G: { players: Record<PlayerID, unknown> }): readonly PlayerID[] {
  if (G.players !== lastPlayers) {
    lastPlayers = G.players;
    lastIds = Object.keys(G.players);
  }
  return lastIds;
}

/** Seats in clockwise order: the turn order, the ring of courts, the red arrow's neighbours. */
export const seats = (G: { players: Record<PlayerID, unknown>; seating?: PlayerID[] }): readonly PlayerID[] => G.seating ?? playerIds(G);

/** The seat after `player` in turn order. */
export function nextSeat(G: { players: Record<PlayerID, unknown>; seating?: PlayerID[] }, player: PlayerID): PlayerID {
  const all = seats(G);
  return all[(all.indexOf(player) + 1) % all.length];
}

/** Is `player` the seat of the Wakhan automa? */
export const isWakhan = (G: { wakhan?: WakhanState }, player: PlayerID): boolean => G.wakhan?.player === player;

/** How the rules shuffle: boardgame.io's seeded `random.Shuffle` in a game, any order in a test. */
export type Shuffle = <T>(items: T[]) => T[];

export const emptyTurn = (): TurnState => ({ actions: 0, used: [], paidOn: [], placed: [], refused: [], done: [] });

/** A player as every rule that only reads sees them: the hand may be hidden (null) in a player's view. */
export type ReadPlayer = Omit<PlayerState, 'hand'> & { hand: readonly CardId[] | null };

/** The state as read-only rules see it: the full state or a player's view of it. */
export type ReadState = Omit<PaxState, 'players' | 'secret'> & { players: Record<PlayerID, ReadPlayer> };
