/**
 * Every kind of event Res Publica's moves write into the log (games/log-events.ts), and the shape of
 * each. Proposals and counter-proposals are spoken aloud, so they are public; the exact cards a trader
 * hands over and the cards drawn go in `hidden`, for the seats that see them (RP-HIDDEN-1..3).
 */
import type { HiddenFacts } from '../log-events';
import type { Kind } from './data/cards';
import type { DrawMode } from './rules/build';
import type { ScoreLine } from './rules/end';
import type { Bundle, Cards, PlayerID } from './rules/types';

export const LOG_KINDS = [
  'proposal',
  'counter-proposal',
  'pass',
  'no-counter-proposal',
  'accept',
  'refuse',
  'choose-cards',
  'exchange',
  'lay',
  'draw',
  'final-round',
  'game-end',
  'score',
  'winners',
] as const;

export type LogKind = (typeof LOG_KINDS)[number];

type Event<K extends LogKind, Facts> = { kind: K; rule: string; player?: PlayerID; hidden?: HiddenFacts } & Facts;

/** RP-TRADE-2: the turn's proposal, a seek or an offer. */
export type ProposalEvent = Event<'proposal', { player: PlayerID; form: 'seek' | 'offer'; bundle: Bundle }>;
/** RP-TRADE-3: to a seek, what the answerer wants in return; to an offer, what they would give. */
export type CounterProposalEvent = Event<'counter-proposal', { player: PlayerID; form: 'seek' | 'offer'; bundle: Bundle }>;
export type PassEvent = Event<'pass', { player: PlayerID }>;
/** RP-TRADE-1: every other player passed; the proposer's trade is over for the turn. */
export type NoCounterProposalEvent = Event<'no-counter-proposal', { player: PlayerID }>;
export type AcceptEvent = Event<'accept', { player: PlayerID; partner: PlayerID; bundle: Bundle }>;
export type RefuseEvent = Event<'refuse', { player: PlayerID }>;
/** RP-TRADE-8: only the chooser learns which cards (hidden.facts.cards). */
export type ChooseCardsEvent = Event<'choose-cards', { player: PlayerID }>;
/**
 * RP-TRADE-9: how many cards each side handed over (hand sizes are public); which ones only the two
 * traders learn (hidden.facts.given, hidden.facts.received, from the proposer's side).
 */
export type ExchangeEvent = Event<'exchange', { player: PlayerID; partner: PlayerID; given: number; received: number }>;
/** RP-LAY-2: the set and its point card; `set` is its place among the player's sets. */
export type LayEvent = Event<'lay', { player: PlayerID; cardKind: Kind; card: 'colony' | 'city'; points: number; set: number }>;
/**
 * RP-DRAW-1..4: how many cards from each pile (public); which ones only the drawer learns (hidden.facts.cards).
 * `civilisationShort`: three colonies, but too few Civilisation cards left to draw three instead of the People card.
 */
export type DrawEvent = Event<'draw', { player: PlayerID; mode: DrawMode; people: number; civilisation: number; civilisationShort?: boolean }>;
/** RP-END-1: the last Civilisation card was drawn; `turns` more turns, the last one `lastTurn`. */
export type FinalRoundEvent = Event<'final-round', { player: PlayerID; turns: number; lastTurn: number }>;
/** RP-END-2 or RP-END-4: why the game ends. */
export type GameEndEvent = Event<'game-end', { reason: 'final-round' | 'stalled' }>;
/** RP-SCORE-1, RP-SCORE-2: one player's score line. */
export type ScoreEvent = Event<'score', { player: PlayerID } & ScoreLine>;
/** RP-SCORE-3: the highest total wins; ties share the victory. */
export type WinnersEvent = Event<'winners', { winners: PlayerID[]; total: number; draw: boolean }>;

export type ResPublicaEvent =
  | ProposalEvent
  | CounterProposalEvent
  | PassEvent
  | NoCounterProposalEvent
  | AcceptEvent
  | RefuseEvent
  | ChooseCardsEvent
  | ExchangeEvent
  | LayEvent
  | DrawEvent
  | FinalRoundEvent
  | GameEndEvent
  | ScoreEvent
  | WinnersEvent;

/** The events of one kind, for texts and tests. */
export type EventOf<K extends LogKind> = Extract<ResPublicaEvent, { kind: K }>;
