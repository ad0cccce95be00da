/** The boardgame.io wiring of Res Publica: the turn's stages and thin moves over `rules/`. */
import type { Game, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { frozen, PlainStatePlugin, stateBefore, withoutStackTrace } from '../plain-state';
import { NO_SCENARIO, scenarioOption } from '../scenario-option';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { SetupData, SetupOption } from '../types';
import { isKind, SET_SIZE } from './data/cards';
import { legalActions } from './rules/actions';
import { checkBundle, checkProposal, isDelivery } from './rules/bundle';
import { canLay, coloniesOf, DRAW_MODES, drawModes, drawPlan, pointCardFor, type DrawMode } from './rules/build';
import { lastTurnAfterTrigger, outcome, scoreLine, stalled, type ScoreLine } from './rules/end';
import { handFrom, holds, parseCards, withCards } from './rules/hand';
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
} from './rules/events';
import { initialState, unshuffledPiles } from './rules/setup';
import { scenarioPiles, scenarioState } from './rules/scenario';
import { SCENARIO_POSITIONS, type ScenarioId } from './data/scenarios';
import { SCENARIOS } from './scenarios';
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
} from './rules/trade';
import type { PlayerID, PrivatePlayer, Stage, State, Trade } from './rules/types';
import type { ResPublicaEvent } from './log-kinds';
import { playerView } from './view';

type Context = Parameters<MoveFn<State>>[0];

export const RES_PUBLICA_OPTIONS: readonly SetupOption[] = [
  {
    id: 'firstPlayer',
    kind: 'choice',
    label: { en: 'First player', fr: 'Premier joueur' },
    values: [
      { value: 'random', label: { en: 'Drawn at random', fr: 'Tiré au sort' } },
      { value: 'seat', label: { en: 'Player 1 (seat the oldest there)', fr: 'Joueur 1 (le plus âgé s’y assied)' } },
    ],
    default: 'random',
  },
  // RP-D-SCENARIO: a position from the rulebook instead of the usual setup; offered where it applies.
  scenarioOption(SCENARIOS),
];

/** Why the setup data cannot start a match of `numPlayers`, or undefined. */
function setupProblem(setupData: unknown, numPlayers: number): string | undefined {
  const problem = checkSetupData(RES_PUBLICA_OPTIONS, setupData, numPlayers);
  if (problem) return problem;
  const id = (setupData as SetupData | undefined)?.scenario;
  const scenario = SCENARIOS.find((s) => s.id === id);
  if (scenario && scenario.numPlayers !== numPlayers) return `scenario "${scenario.id}" is for ${scenario.numPlayers} players`;
  return undefined;
}

/** Is the player in one of these stages? boardgame.io lets an inherited id (`__proto__`) move too: own keys only. */
const inStage = (ctx: Context['ctx'], playerID: PlayerID, ...stages: Stage[]) =>
  ctx.activePlayers != null && Object.hasOwn(ctx.activePlayers, playerID) && stages.includes(ctx.activePlayers[playerID] as Stage);

const before = (context: Context): State => stateBefore<State>(context);

/** The move's log entry: all its events, in order, in one call (games/log-events.ts). */
const writeLog = ({ log }: Context, events: readonly ResPublicaEvent[]) => log.setMetadata({ events });

function returningFrozen(move: MoveFn<State>): MoveFn<State> {
  return (context, ...args) => {
    const result = move(context, ...args);
    return result === INVALID_MOVE || result === undefined ? result : frozen(result);
  };
}

/** Every move, as registered: reading the state before the move, returning the next one frozen. */
function registered<M extends Record<string, MoveFn<State> | LongFormMove<State>>>(moves: M): M {
  const result: Record<string, MoveFn<State> | LongFormMove<State>> = {};
  for (const [name, move] of Object.entries(moves)) {
    result[name] = typeof move === 'function' ? returningFrozen(move) : { ...move, move: returningFrozen(move.move) };
  }
  return result as M;
}

const withPlayer = (S: State, id: PlayerID, player: Partial<PrivatePlayer>): State => ({
  ...S,
  players: { ...S.players, [id]: { ...S.players[id], ...player } },
});

/** A boardgame.io `setActivePlayers` argument. */
interface ActivePlayers {
  value: Record<PlayerID, Stage>;
  maxMoves?: number;
  next?: ActivePlayers;
}

/**
 * One player at a time, each in their stage for one move, then `last`. boardgame.io moves along the
 * chain by itself after each move, so the moves in between fire no event (RP-TRADE-3: one decision,
 * one player at a time).
 */
function oneAtATime(steps: readonly (readonly [PlayerID, Stage])[], last: ActivePlayers): ActivePlayers {
  return steps.reduceRight<ActivePlayers>((next, [id, stage]) => ({ value: { [id]: stage }, maxMoves: 1, next }), last);
}

const build = (playerID: PlayerID): ActivePlayers => ({ value: { [playerID]: 'build' } });

/**
 * After an answer the chain set by `propose` goes on to the next answerer, then to the proposer's
 * choice; when nobody made a counter-proposal, the trade is over: straight to laying and drawing.
 */
function afterAnswer(context: Context, S: State, trade: Trade, said: ResPublicaEvent): State {
  const { ctx, events } = context;
  if (nextAnswerer(trade, ctx.playOrder, ctx.currentPlayer) !== null || counterProposals(trade).length > 0) {
    writeLog(context, [said]);
    return { ...S, trade };
  }
  writeLog(context, [said, noCounterProposalEvent(ctx.currentPlayer)]);
  withoutStackTrace(() => events.setActivePlayers(build(ctx.currentPlayer)));
  return { ...S, trade: { ...trade, closed: true } };
}

/** RP-TRADE-9: both sides hand over their cards at once. */
function exchangeCards(S: State, proposer: PlayerID): { state: State; event: ResPublicaEvent } {
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
  return { state, event: exchangeEvent(proposer, partner, given, received) };
}

/** RP-TRADE-1, RP-TRADE-2, RP-TRADE-7: the turn's one proposal; then each other player answers. */
const propose: MoveFn<State> = (context, raw: unknown) => {
  const { ctx, playerID, events } = context;
  if (!inStage(ctx, playerID, 'propose')) return INVALID_MOVE;
  const S = before(context);
  const checked = checkProposal(raw);
  if (!checked.ok || !canPropose(S.players[playerID].hand, checked.value)) return INVALID_MOVE;
  writeLog(context, [proposalEvent(playerID, checked.value)]);
  const answers = answerOrder(ctx.playOrder, playerID).map((id) => [id, 'answer'] as const);
  withoutStackTrace(() => events.setActivePlayers(oneAtATime([...answers, [playerID, 'choose']], build(playerID))));
  return { ...S, trade: { proposal: checked.value, answers: {}, partner: null, closed: false } };
};

/** RP-TRADE-3, RP-TRADE-7: a counter-proposal, in turn order. */
const counter: MoveFn<State> = (context, raw: unknown) => {
  const { ctx, playerID } = context;
  if (!inStage(ctx, playerID, 'answer')) return INVALID_MOVE;
  const S = before(context);
  const checked = checkBundle(raw);
  if (!S.trade || !checked.ok || !canCounter(S.players[playerID].hand, S.trade.proposal, checked.value)) return INVALID_MOVE;
  const said = counterProposalEvent(playerID, S.trade.proposal, checked.value);
  return afterAnswer(context, S, { ...S.trade, answers: { ...S.trade.answers, [playerID]: checked.value } }, said);
};

/** RP-TRADE-3: no counter-proposal. */
const pass: MoveFn<State> = (context) => {
  const { ctx, playerID } = context;
  if (!inStage(ctx, playerID, 'answer')) return INVALID_MOVE;
  const S = before(context);
  if (!S.trade) return INVALID_MOVE;
  return afterAnswer(context, S, { ...S.trade, answers: { ...S.trade.answers, [playerID]: null } }, passEvent(playerID));
};

/** RP-TRADE-6: the proposer accepts one counter-proposal. */
const accept: LongFormMove<State> = {
  client: false,
  move: (context, partner: unknown) => {
    const { ctx, playerID } = context;
    if (!inStage(ctx, playerID, 'choose') || typeof partner !== 'string') return INVALID_MOVE;
    const S = before(context);
    if (!S.trade || !Object.prototype.hasOwnProperty.call(S.trade.answers, partner)) return INVALID_MOVE;
    if (!canAccept(S.players[playerID].hand, S.trade, partner)) return INVALID_MOVE;
    const accepted = acceptEvent(playerID, partner, S.trade.answers[partner]!);
    const next: State = { ...S, trade: { ...S.trade, partner } };
    const choosing = deliverers(next.trade!, playerID);
    if (choosing.length === 0) {
      const { state, event } = exchangeCards(next, playerID);
      writeLog(context, [accepted, event]);
      return state;
    }
    writeLog(context, [accepted]);
    withoutStackTrace(() => context.events.setActivePlayers(oneAtATime(choosing.map((id) => [id, 'deliver'] as const), build(playerID))));
    return next;
  },
};

/** RP-TRADE-6: the proposer refuses every counter-proposal. */
const refuse: MoveFn<State> = (context) => {
  const { ctx, playerID } = context;
  if (!inStage(ctx, playerID, 'choose')) return INVALID_MOVE;
  const S = before(context);
  if (!S.trade) return INVALID_MOVE;
  writeLog(context, [refuseEvent(playerID)]);
  return { ...S, trade: { ...S.trade, closed: true } };
};

/** RP-TRADE-8: a trader picks the exact cards they hand over. Only they see them (redacted). */
const deliver: LongFormMove<State> = {
  client: false,
  redact: true,
  move: (context, raw: unknown) => {
    const { ctx, playerID } = context;
    if (!inStage(ctx, playerID, 'deliver')) return INVALID_MOVE;
    const S = before(context);
    const cards = parseCards(raw);
    if (!S.trade || S.trade.partner === null || !cards || !holds(S.players[playerID].hand, cards)) return INVALID_MOVE;
    if (!isDelivery(cards, givenBy(S.trade, ctx.currentPlayer, playerID))) return INVALID_MOVE;
    const chosen = chooseCardsEvent(playerID, cards);
    const next = withPlayer(S, playerID, { giving: cards });
    const waiting = nextDeliverer(next.trade!, ctx.currentPlayer, (id) => next.players[id].giving);
    if (waiting !== null) {
      writeLog(context, [chosen]);
      return next;
    }
    const { state, event } = exchangeCards(next, ctx.currentPlayer);
    writeLog(context, [chosen, event]);
    return state;
  },
};

/** RP-LAY-1..3: five identical cards laid down for a point card. Ends any chance to trade this turn. */
const lay: MoveFn<State> = (context, kind: unknown) => {
  const { ctx, playerID, events } = context;
  if (!inStage(ctx, playerID, 'propose', 'build') || !isKind(kind)) return INVALID_MOVE;
  const S = before(context);
  const hand = S.players[playerID].hand;
  if (!canLay(S.laid, hand, kind)) return INVALID_MOVE;
  const points = pointCardFor(S.laid, kind)!;
  writeLog(context, [layEvent(playerID, kind, points, S.laid[playerID].length)]);
  if (inStage(ctx, playerID, 'propose')) withoutStackTrace(() => events.setActivePlayers(build(playerID)));
  return {
    ...withPlayer(S, playerID, { hand: { ...hand, [kind]: hand[kind] - SET_SIZE } }),
    laid: { ...S.laid, [playerID]: [...S.laid[playerID], { kind, points }] },
  };
};

/** RP-DRAW-1..4, then the end of the turn, or of the game (RP-END-1..4). */
const draw: LongFormMove<State> = {
  client: false,
  move: (context, mode: unknown) => {
    const { ctx, playerID, events } = context;
    if (!inStage(ctx, playerID, 'propose', 'build')) return INVALID_MOVE;
    if (!(DRAW_MODES as readonly unknown[]).includes(mode)) return INVALID_MOVE;
    const S = before(context);
    const colonies = coloniesOf(S.laid[playerID]);
    const { people, civilisation } = S.secret;
    if (!drawModes(colonies, people.length).includes(mode as DrawMode)) return INVALID_MOVE;
    const plan = drawPlan(colonies, people.length, civilisation.length, mode as DrawMode);
    const drawn = [...people.slice(people.length - plan.people), ...civilisation.slice(civilisation.length - plan.civilisation)];
    const triggered = plan.civilisation > 0 && plan.civilisation === civilisation.length;
    const lastTurn = triggered ? lastTurnAfterTrigger(ctx.turn, ctx.numPlayers) : S.lastTurn;
    const drawless = drawn.length > 0 ? 0 : S.drawless + 1;
    const next: State = {
      ...withPlayer(S, playerID, { hand: withCards(S.players[playerID].hand, handFrom(drawn)) }),
      secret: {
        people: plan.people > 0 ? people.slice(0, people.length - plan.people) : people,
        civilisation: plan.civilisation > 0 ? civilisation.slice(0, civilisation.length - plan.civilisation) : civilisation,
      },
      lastTurn,
      drawless,
      trade: null,
    };
    const over = (lastTurn !== null && ctx.turn >= lastTurn) || stalled(drawless, ctx.numPlayers);
    const written: ResPublicaEvent[] = [drawEvent(playerID, mode as DrawMode, plan, colonies, drawn)];
    if (triggered) written.push(finalRoundEvent(playerID, ctx.numPlayers, lastTurn!));
    if (!over) {
      writeLog(context, written);
      withoutStackTrace(() => events.endTurn());
      return next;
    }
    const scores: Record<PlayerID, ScoreLine> = {};
    for (const id of ctx.playOrder) scores[id] = scoreLine(next.laid[id], next.players[id].hand);
    const result = outcome(scores);
    writeLog(context, [...written, ...gameEndEvents(lastTurn !== null ? 'final-round' : 'stalled', result, ctx.playOrder)]);
    withoutStackTrace(() => events.endGame(result));
    return next;
  },
};

export const game: Game<State, any, SetupData | undefined> & { name: string; minPlayers: number; maxPlayers: number } = {
  name: 'res-publica',
  minPlayers: 2,
  maxPlayers: 5,
  validateSetupData: setupProblem,
  setup: ({ ctx, random }, setupData) => {
    const options = resolveSetupData(RES_PUBLICA_OPTIONS, setupData, ctx.numPlayers);
    if (options.scenario !== undefined && options.scenario !== NO_SCENARIO) {
      // RP-D-SCENARIO: the listed hands and sets, every other card shuffled into its pile, seat 0 to play.
      const position = SCENARIO_POSITIONS[options.scenario as ScenarioId];
      const piles = scenarioPiles(position);
      const built = scenarioState(position, ctx.playOrder, { people: random.Shuffle(piles.people), civilisation: random.Shuffle(piles.civilisation) });
      if (!built.ok) throw new Error(`scenario ${options.scenario}: ${built.problem} (${built.detail})`);
      return built.state;
    }
    const piles = unshuffledPiles();
    const shuffled = { people: random.Shuffle(piles.people), civilisation: random.Shuffle(piles.civilisation) };
    const first = options.firstPlayer === 'seat' ? 0 : random.Die(ctx.numPlayers) - 1;
    return initialState(ctx.playOrder, shuffled, first);
  },
  playerView,
  plugins: [PlainStatePlugin],
  // RP-TRADE-7, RP-TAKE-BACK-1: nothing said or done can be taken back (no move is `undoable`; clients may not undo anyway).
  disableUndo: true,
  turn: {
    order: {
      first: ({ G }) => G.first,
      next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
    },
    activePlayers: { currentPlayer: 'propose' },
    stages: {
      propose: { moves: registered({ propose, lay, draw }) },
      answer: { moves: registered({ counter, pass }) },
      choose: { moves: registered({ accept, refuse }) },
      deliver: { moves: registered({ deliver }) },
      build: { moves: registered({ lay, draw }) },
    },
  },
  moves: registered({ propose, counter, pass, accept, refuse, deliver, lay, draw }),
  ai: {
    enumerate: (G: State, ctx, playerID: PlayerID) => legalActions(G, ctx, playerID),
  },
};
