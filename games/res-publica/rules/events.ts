/**
 * The log events each decision writes (games/res-publica/log-kinds.ts), built from what the rules
 * computed. What a proposal or a counter-proposal says is public (RP-HIDDEN-3); the exact cards handed
 * over or drawn are hidden facts for the seats that see them (RP-HIDDEN-1, RP-HIDDEN-3).
 */
import { familyOf, type Kind, MAX_DRAW } from '../data/cards';
import type {
  AcceptEvent,
  ChooseCardsEvent,
  CounterProposalEvent,
  DrawEvent,
  ExchangeEvent,
  FinalRoundEvent,
  GameEndEvent,
  LayEvent,
  NoCounterProposalEvent,
  PassEvent,
  ProposalEvent,
  RefuseEvent,
  ResPublicaEvent,
  ScoreEvent,
  WinnersEvent,
} from '../log-kinds';
import { bundleOf, formOf } from './bundle';
import type { DrawMode } from './build';
import type { Outcome } from './end';
import { countCards } from './hand';
import type { Bundle, Cards, PlayerID, Proposal } from './types';

export function proposalEvent(player: PlayerID, proposal: Proposal): ProposalEvent {
  return { kind: 'proposal', rule: 'RP-TRADE-2', player, form: formOf(proposal), bundle: bundleOf(proposal) };
}

export function counterProposalEvent(player: PlayerID, proposal: Proposal, bundle: Bundle): CounterProposalEvent {
  return { kind: 'counter-proposal', rule: 'RP-TRADE-3', player, form: formOf(proposal), bundle };
}

export function passEvent(player: PlayerID): PassEvent {
  return { kind: 'pass', rule: 'RP-TRADE-3', player };
}

/** RP-TRADE-1: a proposal nobody answered ends the trade for the turn. */
export function noCounterProposalEvent(proposer: PlayerID): NoCounterProposalEvent {
  return { kind: 'no-counter-proposal', rule: 'RP-TRADE-1', player: proposer };
}

export function acceptEvent(player: PlayerID, partner: PlayerID, bundle: Bundle): AcceptEvent {
  return { kind: 'accept', rule: 'RP-TRADE-6', player, partner, bundle };
}

export function refuseEvent(player: PlayerID): RefuseEvent {
  return { kind: 'refuse', rule: 'RP-TRADE-6', player };
}

/** RP-TRADE-8, RP-D-CHOICE: not even the count is public (it would tell which side of an "or" was chosen). */
export function chooseCardsEvent(player: PlayerID, cards: Cards): ChooseCardsEvent {
  return { kind: 'choose-cards', rule: 'RP-TRADE-8', player, hidden: { seats: [player], facts: { cards } } };
}

/** RP-TRADE-9: seen from the proposer: `given` to the partner, `received` from them. */
export function exchangeEvent(proposer: PlayerID, partner: PlayerID, given: Cards, received: Cards): ExchangeEvent {
  return {
    kind: 'exchange',
    rule: 'RP-TRADE-9',
    player: proposer,
    partner,
    given: countCards(given),
    received: countCards(received),
    hidden: { seats: [proposer, partner], facts: { given, received } },
  };
}

export function layEvent(player: PlayerID, kind: Kind, points: number, set: number): LayEvent {
  const card = familyOf(kind) === 'people' ? 'colony' : 'city';
  return { kind: 'lay', rule: 'RP-LAY-2', player, cardKind: kind, card, points, set };
}

/**
 * RP-DRAW-1..4: which rule the draw followed: nothing drawn (a pile ran out), three colonies or more
 * (the choice), Civilisation cards for colonies, or the People card alone. RP-DRAW-1 too when three
 * colonies had no choice because the Civilisation pile held fewer than three cards: the People card is drawn.
 */
export function drawRule(plan: { people: number; civilisation: number }, colonies: number, civilisationShort = false): string {
  if (plan.people + plan.civilisation === 0) return 'RP-DRAW-4';
  if (civilisationShort) return 'RP-DRAW-1';
  if (colonies >= MAX_DRAW) return 'RP-DRAW-3';
  return plan.civilisation > 0 ? 'RP-DRAW-2' : 'RP-DRAW-1';
}

/**
 * The draw of the end of the turn. `offered` are the draws the player could choose among (build.ts
 * `drawModes`): a player with three colonies offered only the standard draw while the People pile has cards
 * had too few Civilisation cards left for three, which the event says (`civilisationShort`).
 */
export function drawEvent(
  player: PlayerID,
  mode: DrawMode,
  plan: { people: number; civilisation: number },
  colonies: number,
  drawn: readonly Kind[],
  offered: readonly DrawMode[],
): DrawEvent {
  const civilisationShort = colonies >= MAX_DRAW && plan.people > 0 && !offered.includes('civilisation');
  const event: DrawEvent = {
    kind: 'draw',
    rule: drawRule(plan, colonies, civilisationShort),
    player,
    mode,
    ...plan,
    ...(civilisationShort ? { civilisationShort } : {}),
  };
  if (drawn.length === 0) return event;
  const cards: Cards = {};
  for (const kind of drawn) cards[kind] = (cards[kind] ?? 0) + 1;
  return { ...event, hidden: { seats: [player], facts: { cards } } };
}

/** RP-END-1, RP-END-2: every player has one more turn, the one who drew the last card last. */
export function finalRoundEvent(player: PlayerID, turns: number, lastTurn: number): FinalRoundEvent {
  return { kind: 'final-round', rule: 'RP-END-1', player, turns, lastTurn };
}

/** RP-END-2 (the final round is over) or RP-END-4 (a whole round without a card drawn), then the score. */
export function gameEndEvents(reason: GameEndEvent['reason'], result: Outcome, order: readonly PlayerID[]): ResPublicaEvent[] {
  const end: GameEndEvent = { kind: 'game-end', rule: reason === 'final-round' ? 'RP-END-2' : 'RP-END-4', reason };
  const scores = order.map((player): ScoreEvent => ({ kind: 'score', rule: 'RP-SCORE-1', player, ...result.scores[player] }));
  const winners: WinnersEvent = {
    kind: 'winners',
    rule: 'RP-SCORE-3',
    winners: result.winners,
    total: result.scores[result.winners[0]].total,
    draw: result.draw === true,
  };
  return [end, ...scores, winners];
}
