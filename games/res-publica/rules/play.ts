/**
 * Each decision of a turn as a pure function: the state before, the mover and their stage, the move's
 * argument; the next state and what becomes of the turn, or null when the rules refuse it. The
 * boardgame.io wiring (game.ts) and the bots' fast playouts (bots/fast.ts) both play through these, so
 * each rule is written once. Nothing here is changed in place: a next state shares what did not change.
 */
import { SET_SIZE, isKind } from '../data/cards';
import type { ResPublicaEvent } from '../log-kinds';
import { checkBundle, checkProposal, isDelivery } from './bundle';
import { canLay, coloniesOf, DRAW_MODES, drawModes, drawPlan, pointCardFor, type DrawMode } from './build';
import { lastTurnAfterTrigger, outcome, scoreLine, stalled, type Outcome, type ScoreLine } from './end';
import {
  acceptEvent,
  chooseCardsEvent,
  counterProposalEvent,
  drawEvent,
  exchangeEvent,
  finalRoundEvent,
  gameEndEvents,
  layEvent,
  noCounterProposalEvent,
  passEvent,
  proposalEvent,
  refuseEvent,
} from './events';
import { handFrom, holds, parseCards, withCards } from './hand';
import {
  answerOrder,
  canAccept,
  canCounter,
  canPropose,
  counterProposals,
  deliverers,
  exchange,
  givenBy,
  handedOver,
  nextAnswerer,
  nextDeliverer,
} from './trade';
import type { PlayerID, PrivatePlayer, Stage, State, Trade } from './types';

/** What a move needs of the turn. */
export interface Turn {
  /** Whose turn it is: the one who proposes, lays and draws (RP-TURN-1). */
  currentPlayer: PlayerID;
  playOrder: readonly PlayerID[];
  /** The turn's number, from 1 (boardgame.io's `ctx.turn`). */
  turn: number;
  /** The mover's stage; null when they have none. */
  stage: Stage | null;
}

/**
 * Who decides next: each of `steps` once, one at a time, then the current player lays and draws
 * (stage `build`). RP-TRADE-3: one decision, one player at a time.
 */
export interface HandOff {
  kind: 'hand-off';
  steps: readonly (readonly [PlayerID, Stage])[];
}

/** What becomes of the turn after a move; none: the hand-off in course goes on to its next step. */
export type TurnChange = HandOff | { kind: 'end-turn' } | { kind: 'end-game'; result: Outcome };

export interface Played {
  state: State;
  then?: TurnChange;
}

/** Where a move writes its log entry (all its events, in one call); null where no log is kept (playouts). */
export type Journal = ((events: ResPublicaEvent[]) => void) | null;

export type MoveRule = (S: State, turn: Turn, playerID: PlayerID, arg: unknown, journal: Journal) => Played | null;

const handOff = (...steps: (readonly [PlayerID, Stage])[]): HandOff => ({ kind: 'hand-off', steps });

/** The state with one player's hand or cards to give changed (written out: this is the playouts' inner loop). */
const withPlayer = (S: State, id: PlayerID, { hand = S.players[id].hand, giving = S.players[id].giving }: Partial<PrivatePlayer>): State => ({
  ...S,
  players: { ...S.players, [id]: { hand, giving } },
});

/**
 * After an answer the hand-off set by `propose` goes on to the next answerer, then to the proposer's
 * choice; when nobody made a counter-proposal, the trade is over: straight to laying and drawing.
 */
function afterAnswer(S: State, turn: Turn, trade: Trade, said: () => ResPublicaEvent, journal: Journal): Played {
  const { currentPlayer, playOrder } = turn;
  if (nextAnswerer(trade, playOrder, currentPlayer) !== null || counterProposals(trade).length > 0) {
    journal?.([said()]);
    return { state: { ...S, trade } };
  }
  journal?.([said(), noCounterProposalEvent(currentPlayer)]);
  return { state: { ...S, trade: { ...trade, closed: true } }, then: handOff() };
}

/** RP-TRADE-9: both sides hand over their cards at once. */
function exchangeCards(S: State, proposer: PlayerID): { state: State; event: () => ResPublicaEvent } {
  const trade = S.trade!;
  const partner = trade.partner!;
  const a = S.players[proposer];
  const b = S.players[partner];
  const given = handedOver(trade, proposer, proposer, a.giving);
  const received = handedOver(trade, proposer, partner, b.giving);
  const hands = exchange(a.hand, given, b.hand, received);
  const state: State = {
    ...S,
    players: { ...S.players, [proposer]: { hand: hands.a, giving: null }, [partner]: { hand: hands.b, giving: null } },
    trade: { ...trade, closed: true },
  };
  return { state, event: () => exchangeEvent(proposer, partner, given, received) };
}

/** RP-TRADE-1, RP-TRADE-2, RP-TRADE-7: the turn's one proposal; then each other player answers. */
const propose: MoveRule = (S, { stage, playOrder }, playerID, raw, journal) => {
  if (stage !== 'propose') return null;
  const checked = checkProposal(raw);
  if (!checked.ok || !canPropose(S.players[playerID].hand, checked.value)) return null;
  journal?.([proposalEvent(playerID, checked.value)]);
  const answers = answerOrder(playOrder, playerID).map((id) => [id, 'answer'] as const);
  return {
    state: { ...S, trade: { proposal: checked.value, answers: {}, partner: null, closed: false } },
    then: handOff(...answers, [playerID, 'choose']),
  };
};

/** RP-TRADE-3, RP-TRADE-7: a counter-proposal, in turn order. */
const counter: MoveRule = (S, turn, playerID, raw, journal) => {
  if (turn.stage !== 'answer') return null;
  const checked = checkBundle(raw);
  if (!S.trade || !checked.ok || !canCounter(S.players[playerID].hand, S.trade.proposal, checked.value)) return null;
  const said = () => counterProposalEvent(playerID, S.trade!.proposal, checked.value);
  const trade = { ...S.trade, answers: { ...S.trade.answers, [playerID]: checked.value } };
  return afterAnswer(S, turn, trade, said, journal);
};

/** RP-TRADE-3: no counter-proposal. */
const pass: MoveRule = (S, turn, playerID, _arg, journal) => {
  if (turn.stage !== 'answer' || !S.trade) return null;
  const trade = { ...S.trade, answers: { ...S.trade.answers, [playerID]: null } };
  return afterAnswer(S, turn, trade, () => passEvent(playerID), journal);
};

/** RP-TRADE-6: the proposer accepts one counter-proposal; whoever must choose their cards does so next. */
const accept: MoveRule = (S, { stage }, playerID, partner, journal) => {
  if (stage !== 'choose' || typeof partner !== 'string') return null;
  if (!S.trade || !Object.hasOwn(S.trade.answers, partner)) return null;
  if (!canAccept(S.players[playerID].hand, S.trade, partner)) return null;
  const accepted = () => acceptEvent(playerID, partner, S.trade!.answers[partner]!);
  const next: State = { ...S, trade: { ...S.trade, partner } };
  const choosing = deliverers(next.trade!, playerID);
  if (choosing.length === 0) {
    const { state, event } = exchangeCards(next, playerID);
    journal?.([accepted(), event()]);
    return { state };
  }
  journal?.([accepted()]);
  return { state: next, then: handOff(...choosing.map((id) => [id, 'deliver'] as const)) };
};

/** RP-TRADE-6: the proposer refuses every counter-proposal. */
const refuse: MoveRule = (S, { stage }, playerID, _arg, journal) => {
  if (stage !== 'choose' || !S.trade) return null;
  journal?.([refuseEvent(playerID)]);
  return { state: { ...S, trade: { ...S.trade, closed: true } } };
};

/** RP-TRADE-8: a trader picks the exact cards they hand over; the exchange follows once both sides are set. */
const deliver: MoveRule = (S, { stage, currentPlayer }, playerID, raw, journal) => {
  if (stage !== 'deliver') return null;
  const cards = parseCards(raw);
  if (!S.trade || S.trade.partner === null || !cards || !holds(S.players[playerID].hand, cards)) return null;
  if (!isDelivery(cards, givenBy(S.trade, currentPlayer, playerID))) return null;
  const next = withPlayer(S, playerID, { giving: cards });
  const waiting = nextDeliverer(next.trade!, currentPlayer, (id) => next.players[id].giving);
  if (waiting !== null) {
    journal?.([chooseCardsEvent(playerID, cards)]);
    return { state: next };
  }
  const { state, event } = exchangeCards(next, currentPlayer);
  journal?.([chooseCardsEvent(playerID, cards), event()]);
  return { state };
};

/** RP-LAY-1..3: five identical cards laid down for a point card. Ends any chance to trade this turn. */
const lay: MoveRule = (S, { stage }, playerID, kind, journal) => {
  if ((stage !== 'propose' && stage !== 'build') || !isKind(kind)) return null;
  const hand = S.players[playerID].hand;
  if (!canLay(S.laid, hand, kind)) return null;
  const points = pointCardFor(S.laid, kind)!;
  journal?.([layEvent(playerID, kind, points, S.laid[playerID].length)]);
  const state: State = {
    ...withPlayer(S, playerID, { hand: { ...hand, [kind]: hand[kind] - SET_SIZE } }),
    laid: { ...S.laid, [playerID]: [...S.laid[playerID], { kind, points }] },
  };
  return stage === 'propose' ? { state, then: handOff() } : { state };
};

/** RP-DRAW-1..4, then the end of the turn, or of the game (RP-END-1..4). */
const draw: MoveRule = (S, { stage, turn, playOrder }, playerID, mode, journal) => {
  if (stage !== 'propose' && stage !== 'build') return null;
  if (!(DRAW_MODES as readonly unknown[]).includes(mode)) return null;
  const colonies = coloniesOf(S.laid[playerID]);
  const { people, civilisation } = S.secret;
  const offered = drawModes(colonies, people.length, civilisation.length);
  if (!offered.includes(mode as DrawMode)) return null;
  const plan = drawPlan(colonies, people.length, civilisation.length, mode as DrawMode);
  const drawn = [...people.slice(people.length - plan.people), ...civilisation.slice(civilisation.length - plan.civilisation)];
  const triggered = plan.civilisation > 0 && plan.civilisation === civilisation.length;
  const numPlayers = playOrder.length;
  const lastTurn = triggered ? lastTurnAfterTrigger(turn, numPlayers) : S.lastTurn;
  const drawless = drawn.length > 0 ? 0 : S.drawless + 1;
  const state: State = {
    ...withPlayer(S, playerID, { hand: withCards(S.players[playerID].hand, handFrom(drawn)) }),
    secret: {
      people: plan.people > 0 ? people.slice(0, people.length - plan.people) : people,
      civilisation: plan.civilisation > 0 ? civilisation.slice(0, civilisation.length - plan.civilisation) : civilisation,
    },
    lastTurn,
    drawless,
    trade: null,
  };
  const over = (lastTurn !== null && turn >= lastTurn) || stalled(drawless, numPlayers);
  const written = (): ResPublicaEvent[] => {
    const events: ResPublicaEvent[] = [drawEvent(playerID, mode as DrawMode, plan, colonies, drawn, offered)];
    if (triggered) events.push(finalRoundEvent(playerID, numPlayers, lastTurn!));
    return events;
  };
  if (!over) {
    journal?.(written());
    return { state, then: { kind: 'end-turn' } };
  }
  const scores: Record<PlayerID, ScoreLine> = {};
  for (const id of playOrder) scores[id] = scoreLine(state.laid[id], state.players[id].hand);
  const result = outcome(scores);
  journal?.([...written(), ...gameEndEvents(lastTurn !== null ? 'final-round' : 'stalled', result, playOrder)]);
  return { state, then: { kind: 'end-game', result } };
};

/** Every move of the game, by name (as boardgame.io registers them). */
export const MOVE_RULES = { propose, counter, pass, accept, refuse, deliver, lay, draw } as const satisfies Record<string, MoveRule>;
export type MoveName = keyof typeof MOVE_RULES;
