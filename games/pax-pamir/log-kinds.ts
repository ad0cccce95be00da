/**
 * Every kind of event Pax Pamir's moves write into the log (games/log-events.ts), with the facts each
 * carries. The rules write them (rules/log.ts); the board words them (client/boards/pax-pamir/log-texts.ts).
 * Card ids, region, border and coalition ids and seat ids are the rules' own; `null` says "none".
 */
import type { CardAction } from './data/court-cards';
import type { Border, Coalition, Region, Suit } from './data/map';

export const LOG_KINDS = [
  // a player's moves
  'loyalty-chosen',
  'card-bought',
  'bribe-offered',
  'bribe-answered',
  'card-played',
  'action-taken',
  'tax-collected',
  'block-built',
  'piece-moved',
  'piece-removed',
  'action-ended',
  'prize-decided',
  'event-chosen',
  'blackmail',
  'piece-placed',
  'card-discarded',
  'actions-ended',
  // what follows from them
  'leverage-gained',
  'favored-changed',
  'loyalty-changed',
  'leverage-repaid',
  'tribes-removed',
  'event-resolved',
  'market-refilled',
  'dominance-check',
  'game-over',
  // the Wakhan automa's own steps (her other decisions are the events above, citing her rule)
  'wakhan-draws',
  'wakhan-restarts',
  'wakhan-no-instruction',
  'wakhan-skips',
] as const;

export type LogKind = (typeof LOG_KINDS)[number];

/** Where a piece was taken from in play (rules/pieces.ts `Source`), or null for the supply. */
type From = string | null;

/**
 * Why Wakhan did what an event says (PAMIR-WAKHAN-*): her face-up AI card and the instruction she was
 * following, when she did it; the event's `rule` is then her rule.
 */
export interface WakhanReason {
  aiCard?: number;
  instruction?: string;
  /** PAMIR-WAKHAN-BRIBE-1: the bribe she could not pay for the card she discards, and to whom. */
  unpaidBribe?: number;
  bribeTo?: string;
}

/** The facts of each kind of event. */
export interface EventFacts {
  'loyalty-chosen': { coalition: Coalition };
  /** `rupees`: those that were on the card and go to the buyer. */
  'card-bought': { card: number; row: number; col: number; cost: number; rupees: number };
  /** An offer below the full bribe, to play a card (no `action`) or to use a hostage card. */
  'bribe-offered': { card: number; offer: number; full: number; to: string; action: CardAction | null };
  'bribe-answered': { card: number; offer: number; payer: string; accepted: boolean; action: CardAction | null };
  'card-played': { card: number; side: 'left' | 'right'; bribe: number; to: string | null };
  /** `target`: a card id or region (battle, betray) or the gift's source; `cost` paid into the market. */
  'action-taken': { card: number; action: CardAction; target: string | null; bribe: number; to: string | null; bonus: boolean; cost: number };
  'tax-collected': { from: 'market'; card: number; row: number; col: number } | { from: 'player'; target: string };
  'block-built': { piece: 'army' | 'road'; region: Region | null; border: Border | null; coalition: Coalition; source: From; cost: number };
  'piece-moved': { piece: 'army' | 'tribe' | 'spy'; from: string; to: string; coalition: Coalition | null };
  /** `owner`: a coalition for a block, a seat for a tribe or a spy. */
  'piece-removed': { piece: 'army' | 'road' | 'tribe' | 'spy'; site: string; owner: string; border: Border | null; safeHouse: boolean };
  'action-ended': { card: number; action: string };
  'prize-decided': { card: number; taken: boolean };
  'event-chosen': { event: 'rumor' | 'persuasion' | 'pashtunwali' | 'rebuke'; option: string };
  /** `source`: where the spy came from (PAMIR-D-17), null from the supply; absent from events written before it. */
  blackmail: { card: number; target: number; source?: From };
  /** `to`: the border of a road, the card of a spy; null otherwise. */
  'piece-placed': {
    piece: 'army' | 'road' | 'tribe' | 'spy';
    card: number | null;
    region: Region;
    to: string | null;
    /** The coalition of a block (the player's loyalty), null for a cylinder. */
    coalition: Coalition | null;
    source: From;
  };
  'card-discarded': { card: number; owner: string; from: 'hand' | 'court' };
  'actions-ended': Record<never, never>;
  'leverage-gained': { card: number; rupees: number };
  'favored-changed': { suit: Suit; card: number | null };
  'loyalty-changed': { coalition: Coalition; card: number | null; prizes: number };
  'leverage-repaid': { paid: number; unpaid: number };
  'tribes-removed': { region: Region; count: number };
  'event-resolved': { card: number; effect: string; side: 'discarded' | 'purchased' };
  'market-refilled': { cards: { row: number; col: number; card: number }[] };
  'dominance-check': { dominant: Coalition | null; points: Record<string, number>; final: boolean };
  'game-over': { winners: string[]; reason: 'lead' | 'final' };
  'wakhan-draws': { aiCard: number; coalition: Coalition | null };
  /** `actions`: the counted actions taken so far (absent from events written before it was recorded). */
  'wakhan-restarts': { aiCard: number; actions?: number };
  'wakhan-no-instruction': { aiCard: number };
  'wakhan-skips': { aiCard: number; instruction: string };
}

/** One event of this game, as the rules write it. */
export type PaxEvent = {
  [K in LogKind]: {
    kind: K;
    rule: string;
    player?: string;
    hidden?: { seats: string[]; facts: Record<string, unknown> };
    /** Wakhan's seat, in a game with her (the log calls that seat by her name). */
    wakhan?: string;
  } & EventFacts[K] &
    WakhanReason;
}[LogKind];
