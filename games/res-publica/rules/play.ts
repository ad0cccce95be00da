/**
 * Each decision of a turn as a pure function (games/played.ts): the state before, the mover and their stage,
 * the move's argument; the next state and what becomes of the turn, or why the rules refuse it. The
 * boardgame.io wiring (game.ts, games/wire.ts) and the bots' fast playouts (bots/fast.ts) both play through
 * these, so each rule is written once. Nothing here is changed in place: a next state shares what did not change.
 */
import { accepted, refused, type HandOff as FlowChange, type Journal as MoveJournal, type MoveRule as Rule, type Played as PlayedOf } from '../../played';
import { SET_SIZE, isKind, type Kind } from '../data/cards';
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
import { copyHand, holds, parseCards, withKinds } from './hand';
import { HandOff, type Step } from './hand-off';
import { tradeWith, update, withPlayer, withSetLaid } from './update';
import {
  answerOrder,
  canAccept,
  canCounter,
  canPropose,
  anyCounterProposal,
  deliverers,
  exchange,
  givenBy,
  handedOver,
  nextAnswerer,
  nextDeliverer,
} from './trade';
import type { PlayerID, Stage, State, Trade } from './types';

/** What a move needs of the turn. */
export interface Turn {
  /** The mover. */
  player: PlayerID;
  /** Whose turn it is: the one who proposes, lays and draws (RP-TURN-1). */
  currentPlayer: PlayerID;
  playOrder: readonly PlayerID[];
  /** The turn's number, from 1 (boardgame.io's `ctx.turn`). */
  turn: number;
  /** The mover's stage; null when they have none. */
  stage: Stage | null;
}

/** Why the rules refuse a move. */
export type Refusal = 'wrong-stage' | 'malformed' | 'not-allowed';

/**
 * What becomes of the turn after a move: a hand-off (hand-off.ts: each of its steps one player in their stage
 * for one move, one at a time, then the current player lays and draws, stage `build`; RP-TRADE-3: one
 * decision, one player at a time), the end of the turn or of the game. None: the hand-off in course goes on
 * to its next step (boardgame.io moves along the chain by itself after each move).
 */
export type TurnChange = Exclude<FlowChange<Outcome>, { kind: 'set-stages' }> | HandOff;

export type Played = PlayedOf<State, Outcome, Refusal>;

/** Where a move writes its log events, in order; null where no log is kept (playouts). */
export type Journal = MoveJournal<ResPublicaEvent>;

export type MoveRule = Rule<State, Turn, ResPublicaEvent, Outcome, Refusal>;

/** Straight to `currentPlayer`'s building: a hand-off of no steps. */
const toBuild = (currentPlayer: PlayerID): TurnChange => new HandOff(currentPlayer, []);

const END_TURN: TurnChange = { kind: 'end-turn' };


/**
 * After an answer (`said`, its event, made only when a journal is kept) the hand-off set by `propose` goes on
 * to the next answerer, then to the proposer's choice; when nobody made a counter-proposal, the trade is over:
 * straight to laying and drawing.
 */
function afterAnswer(S: State, turn: Turn, trade: Trade, said: ResPublicaEvent | null, journal: Journal): Played {
  const { currentPlayer, playOrder } = turn;
  if (nextAnswerer(trade, playOrder, currentPlayer) !== null || anyCounterProposal(trade)) {
    if (journal) journal.push(said!);
    return accepted(update(S, { trade }));
  }
  if (journal) journal.push(said!, noCounterProposalEvent(currentPlayer));
  return accepted(update(S, { trade: tradeWith(trade, { closed: true }) }), toBuild(currentPlayer));
}

/** RP-TRADE-9: both sides hand over their cards at once; the exchange's event goes to the journal, if one is kept. */
function exchangeCards(S: State, proposer: PlayerID, journal: Journal): State {
  const trade = S.trade!;
  const partner = trade.partner!;
  const a = S.players[proposer];
  const b = S.players[partner];
  const given = handedOver(trade, proposer, proposer, a.giving);
  const received = handedOver(trade, proposer, partner, b.giving);
  const hands = exchange(a.hand, given, b.hand, received);
  if (journal) journal.push(exchangeEvent(proposer, partner, given, received));
  const players = withPlayer(withPlayer(S.players, proposer, { hand: hands.a, giving: null }), partner, { hand: hands.b, giving: null });
  return update(S, { players, trade: tradeWith(trade, { closed: true }) });
}

/** RP-TRADE-1, RP-TRADE-2, RP-TRADE-7: the turn's one proposal; then each other player answers. */
const propose: MoveRule = (S, { stage, playOrder, player: playerID }, [raw], journal) => {
  if (stage !== 'propose') return refused('wrong-stage');
  const checked = checkProposal(raw);
  if (!checked.ok || !canPropose(S.players[playerID].hand, checked.value)) return refused('not-allowed');
  journal?.push(proposalEvent(playerID, checked.value));
  const steps: Step[] = [];
  for (const id of answerOrder(playOrder, playerID)) steps.push([id, 'answer']);
  steps.push([playerID, 'choose']);
  return accepted(update(S, { trade: { proposal: checked.value, answers: {}, partner: null, closed: false } }), new HandOff(playerID, steps));
};

/** RP-TRADE-3, RP-TRADE-7: a counter-proposal, in turn order. */
const counter: MoveRule = (S, turn, [raw], journal) => {
  const playerID = turn.player;
  if (turn.stage !== 'answer') return refused('wrong-stage');
  const checked = checkBundle(raw);
  if (!S.trade || !checked.ok || !canCounter(S.players[playerID].hand, S.trade.proposal, checked.value)) return refused('not-allowed');
  const said = journal && counterProposalEvent(playerID, S.trade.proposal, checked.value);
  const trade = tradeWith(S.trade, { answers: { ...S.trade.answers, [playerID]: checked.value } });
  return afterAnswer(S, turn, trade, said, journal);
};

/** RP-TRADE-3: no counter-proposal. */
const pass: MoveRule = (S, turn, _args, journal) => {
  const playerID = turn.player;
  if (turn.stage !== 'answer' || !S.trade) return refused('not-allowed');
  const trade = tradeWith(S.trade, { answers: { ...S.trade.answers, [playerID]: null } });
  return afterAnswer(S, turn, trade, journal && passEvent(playerID), journal);
};

/** RP-TRADE-6: the proposer accepts one counter-proposal; whoever must choose their cards does so next. */
const accept: MoveRule = (S, { stage, player: playerID }, [partner], journal) => {
  if (stage !== 'choose' || typeof partner !== 'string') return refused('not-allowed');
  if (!S.trade || !Object.hasOwn(S.trade.answers, partner)) return refused('not-allowed');
  if (!canAccept(S.players[playerID].hand, S.trade, partner)) return refused('not-allowed');
  if (journal) journal.push(acceptEvent(playerID, partner, S.trade.answers[partner]!));
  const next = update(S, { trade: tradeWith(S.trade, { partner }) });
  const choosing = deliverers(next.trade!, playerID);
  if (choosing.length === 0) return accepted(exchangeCards(next, playerID, journal));
  const steps: Step[] = [];
  for (const id of choosing) steps.push([id, 'deliver']);
  return accepted(next, new HandOff(playerID, steps));
};

/** RP-TRADE-6: the proposer refuses every counter-proposal. */
const refuse: MoveRule = (S, { stage, player: playerID }, _args, journal) => {
  if (stage !== 'choose' || !S.trade) return refused('not-allowed');
  journal?.push(refuseEvent(playerID));
  return accepted(update(S, { trade: tradeWith(S.trade, { closed: true }) }));
};

/** RP-TRADE-8: a trader picks the exact cards they hand over; the exchange follows once both sides are set. */
const deliver: MoveRule = (S, { stage, currentPlayer, player: playerID }, [raw], journal) => {
  if (stage !== 'deliver') return refused('wrong-stage');
  const cards = parseCards(raw);
  if (!S.trade || S.trade.partner === null || !cards || !holds(S.players[playerID].hand, cards)) return refused('not-allowed');
  if (!isDelivery(cards, givenBy(S.trade, currentPlayer, playerID))) return refused('not-allowed');
  const next = update(S, { players: withPlayer(S.players, playerID, { hand: S.players[playerID].hand, giving: cards }) });
  if (journal) journal.push(chooseCardsEvent(playerID, cards));
  if (nextDeliverer(next.trade!, currentPlayer, next.players) !== null) return accepted(next);
  return accepted(exchangeCards(next, currentPlayer, journal));
};

/** RP-LAY-1..3: five identical cards laid down for a point card. Ends any chance to trade this turn. */
const lay: MoveRule = (S, { stage, player: playerID }, [kind], journal) => {
  if ((stage !== 'propose' && stage !== 'build') || !isKind(kind)) return refused('not-allowed');
  const hand = S.players[playerID].hand;
  if (!canLay(S.laid, hand, kind)) return refused('not-allowed');
  const points = pointCardFor(S.laid, kind)!;
  journal?.push(layEvent(playerID, kind, points, S.laid[playerID].length));
  const left = copyHand(hand);
  left[kind] -= SET_SIZE;
  const state = update(S, {
    players: withPlayer(S.players, playerID, { hand: left, giving: S.players[playerID].giving }),
    laid: withSetLaid(S.laid, playerID, { kind, points }),
  });
  return stage === 'propose' ? accepted(state, toBuild(playerID)) : accepted(state);
};

/** RP-DRAW-1..4, then the end of the turn, or of the game (RP-END-1..4). */
const draw: MoveRule = (S, { stage, turn, playOrder, player: playerID }, [mode], journal) => {
  if (stage !== 'propose' && stage !== 'build') return refused('wrong-stage');
  if (!(DRAW_MODES as readonly unknown[]).includes(mode)) return refused('not-allowed');
  const colonies = coloniesOf(S.laid[playerID]);
  const { people, civilisation } = S.secret;
  const offered = drawModes(colonies, people.length, civilisation.length);
  if (!offered.includes(mode as DrawMode)) return refused('not-allowed');
  const plan = drawPlan(colonies, people.length, civilisation.length, mode as DrawMode);
  const drawn: Kind[] = [];
  for (let i = people.length - plan.people; i < people.length; i++) drawn.push(people[i]);
  for (let i = civilisation.length - plan.civilisation; i < civilisation.length; i++) drawn.push(civilisation[i]);
  const triggered = plan.civilisation > 0 && plan.civilisation === civilisation.length;
  const numPlayers = playOrder.length;
  const lastTurn = triggered ? lastTurnAfterTrigger(turn, numPlayers) : S.lastTurn;
  const drawless = drawn.length > 0 ? 0 : S.drawless + 1;
  const { hand, giving } = S.players[playerID];
  const state = update(S, {
    players: withPlayer(S.players, playerID, { hand: withKinds(hand, drawn), giving }),
    secret: {
      people: plan.people > 0 ? people.slice(0, people.length - plan.people) : people,
      civilisation: plan.civilisation > 0 ? civilisation.slice(0, civilisation.length - plan.civilisation) : civilisation,
    },
    trade: null,
    lastTurn,
    drawless,
  });
  const over = (lastTurn !== null && turn >= lastTurn) || stalled(drawless, numPlayers);
  if (journal) {
    journal.push(drawEvent(playerID, mode as DrawMode, plan, colonies, drawn, offered));
    if (triggered) journal.push(finalRoundEvent(playerID, numPlayers, lastTurn!));
  }
  if (!over) return accepted(state, END_TURN);
  const scores: Record<PlayerID, ScoreLine> = {};
  for (const id of playOrder) scores[id] = scoreLine(state.laid[id], state.players[id].hand);
  const result = outcome(scores);
  if (journal) journal.push(...gameEndEvents(lastTurn !== null ? 'final-round' : 'stalled', result, playOrder));
  return accepted(state, { kind: 'end-game', result });
};

/** Every move of the game, by name (as boardgame.io registers them). */
export const MOVE_RULES = { propose, counter, pass, accept, refuse, deliver, lay, draw } as const satisfies Record<string, MoveRule>;
export type MoveName = keyof typeof MOVE_RULES;
