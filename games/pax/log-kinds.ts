/**
 * Every kind of event this game's moves write into the log (games/log-events.ts), and the facts each one
 * carries. Card ids are those of data/cards.ts; legions count from 0 (legion I); seats are player ids.
 */
import type { CardId, Category } from './data/cards';

export const LOG_KINDS = [
  // The opening draw (PAX-SETUP-6, PAX-SOLO-3), then Rome's open cards (PAX-BIG-3), the legions' cards and the
  // first turn (PAX-SETUP-7).
  'opening-keep',
  'opening-under-deck',
  'opening-play',
  'rome-open',
  'legions-dealt',
  'opening-done',
  // A turn: draw (PAX-DRAW-*, with or without Religion: PAX-POWER-3, PAX-END-3) or look at Rome (PAX-TURN-3),
  // buy, play, income, gifts to Rome.
  'religion',
  'draw',
  'empty-deck',
  'keep',
  'under-deck',
  'under-legion',
  'look-at-rome',
  'buy',
  'play',
  'primus-conspiratus',
  'income',
  'owe-rome',
  'give-to-rome',
  // The end of a round (PAX-ROUND-*) and of the game (PAX-END-1, PAX-WIN-*, PAX-SCORE-1, PAX-SOLO-5).
  'round-end',
  'rome-takes',
  'first-player',
  'legion-refill',
  'round-start',
  'game-end',
  'rome-revealed',
  'rome-wins',
  'players-win',
  'score',
  'solo-result',
] as const;

export type LogKind = (typeof LOG_KINDS)[number];

// Type aliases, not interfaces: each event must fit games/log-events.ts `LogEvent` and its index signature.

/** Facts only the acting player may learn (games/log-events.ts `HiddenFacts`). */
type Hidden<F> = { seats: string[]; facts: F };

type Base<K extends LogKind> = { kind: K; rule: string };

/** Something a player did. */
type ByPlayer<K extends LogKind> = Base<K> & { player: string };

/** One event of each kind, with its facts. */
export type PaxEvent =
  | (ByPlayer<'opening-keep'> & { hidden: Hidden<{ card: CardId }> })
  | (ByPlayer<'opening-under-deck'> & { hidden: Hidden<{ card: CardId }> })
  | (ByPlayer<'opening-play'> & { card: CardId })
  | (Base<'rome-open'> & { cards: CardId[] })
  | (Base<'legions-dealt'> & { cards: CardId[] })
  | (Base<'opening-done'> & { seat: string })
  | (ByPlayer<'religion'> & { used: boolean; atOnce: number })
  | (ByPlayer<'draw'> & { count: number; hidden: Hidden<{ cards: CardId[] }> })
  | (ByPlayer<'empty-deck'> & { aurei: number })
  | (ByPlayer<'keep'> & { hidden: Hidden<{ card: CardId }> })
  | (ByPlayer<'under-deck'> & { hidden: Hidden<{ card: CardId }> })
  | (ByPlayer<'under-legion'> & { card: CardId; legion: number })
  | (ByPlayer<'look-at-rome'> & { aurei: number; hidden: Hidden<{ cards: CardId[] }> })
  | (ByPlayer<'buy'> & { legion: number; cards: CardId[]; cost: number; discount: number })
  | (ByPlayer<'play'> & { card: CardId; cost: number })
  | (ByPlayer<'primus-conspiratus'> & { from: string | null })
  | (ByPlayer<'income'> & { aurei: number; category?: Category; cards?: number; senator?: boolean })
  | (ByPlayer<'owe-rome'> & { count: number })
  | (ByPlayer<'give-to-rome'> & { card: CardId })
  | (Base<'round-end'> & { round: number })
  | (Base<'rome-takes'> & { legion: number; cards: CardId[]; value: number })
  | (Base<'first-player'> & { seat: string; from: string })
  | (Base<'legion-refill'> & { legion: number; card: CardId })
  | (Base<'round-start'> & { round: number; seat: string })
  | (Base<'game-end'> & { deck: number; needed: number })
  | (Base<'rome-revealed'> & { cards: CardId[] })
  | (Base<'rome-wins'> & { categories: Category[]; seat: string | null })
  | (Base<'players-win'> & { categories: Category[]; winners: string[] })
  | (Base<'score'> & { seat: string; total: number; categories: number; stronger: Category[]; fleet: number; army: number; primus: boolean; richest: boolean })
  | (Base<'solo-result'> & { level: number; required: number; stronger: Category[]; missing: Category[]; won: boolean });

/** The event of one kind. */
export type PaxEventOf<K extends LogKind> = Extract<PaxEvent, { kind: K }>;
