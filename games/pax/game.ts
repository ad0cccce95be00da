/**
 * The boardgame.io wiring of PAX: phases, turn order and thin moves over `rules/`. Moves read the state
 * as it was before the move, as plain data (`PlainStatePlugin`, games/plain-state.ts), and return the new state the rules
 * compute: no rule reads through immer's draft, which keeps moves cheap.
 */
import type { Game, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { frozen, PlainStatePlugin, stateBefore as before } from '../plain-state';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { enumerate } from './ai';
import type { LogMetadata } from '../log-events';
import { isCardId } from './data/cards';
import { ALTERNATIVE_AUREI } from './data/setup';
import { buy, buyCost, canBuy } from './rules/buy';
import { canPlaceDrawn, placeDrawn, startDraw } from './rules/draw';
import { canPlaceOpening, openingDone, placeOpening } from './rules/opening';
import { canPlay, nextPlayCost, play } from './rules/play';
import { canGive, collectIncome, endRound, give, lastOfRound, nextSeat } from './rules/round';
import { finalPosition, finalScore } from './rules/scoring';
import { SCENARIO_IDS, SCENARIO_POSITIONS, type ScenarioId } from './data/scenarios';
import { buildPosition } from './rules/position';
import { createState, freshTurn, MAX_PLAYERS, MIN_PLAYERS, openingPlays, optionsProblem, type PaxOptions, type Shuffle } from './rules/setup';
import type { Destination, PaxState } from './rules/types';
import { update } from './rules/update';
import {
  buyEvents,
  drawEvents,
  giveEvents,
  incomeEvents,
  lookEvents,
  openingEvents,
  placeEvents,
  playEvents,
  roundEndEvents,
} from './rules/events';
import type { PaxEvent } from './log-kinds';
import { PAX_OPTIONS } from './options';
import { playerView } from './view';

type Context = Parameters<MoveFn<PaxState>>[0];
type Move = MoveFn<PaxState>;
type LongMove = LongFormMove<PaxState>;

/** boardgame.io's turn number of a position's first turn: the opening phase ends before its turn starts. */
const SCENARIO_FIRST_TURN = 1;

const stateBefore = (context: Context): PaxState => before<PaxState>(context);

export function paxOptions(setupData: SetupData | undefined, numPlayers: number): PaxOptions {
  const data = resolveSetupData(PAX_OPTIONS, setupData, numPlayers);
  return { expansion: data.expansion === true, soloLevel: numPlayers === 1 ? Number(data.soloLevel) : 0 };
}

/** The rulebook position the match starts from, if any (games/pax/scenarios.ts). */
export function scenarioOf(setupData: SetupData | undefined, numPlayers: number): ScenarioId | null {
  const value = resolveSetupData(PAX_OPTIONS, setupData, numPlayers).scenario;
  return (SCENARIO_IDS as readonly unknown[]).includes(value) ? (value as ScenarioId) : null;
}

/** The scenarios are base game positions. */
function scenarioProblem(setupData: SetupData | undefined, numPlayers: number): string | undefined {
  if (scenarioOf(setupData, numPlayers) === null) return undefined;
  return paxOptions(setupData, numPlayers).expansion ? 'the rulebook positions are played without the expansion' : undefined;
}

/**
 * A new game (PAX-SETUP-*), or a rulebook position: it starts in the play phase (its opening is over, so the
 * opening phase ends at once), on the turn of the turn record's player.
 */
function setupState(numPlayers: number, setupData: SetupData | undefined, shuffle: Shuffle): PaxState {
  const scenario = scenarioOf(setupData, numPlayers);
  if (scenario === null) return createState(numPlayers, paxOptions(setupData, numPlayers), shuffle);
  const G = buildPosition(SCENARIO_POSITIONS[scenario], shuffle);
  return { ...G, turn: { ...G.turn, number: SCENARIO_FIRST_TURN } };
}

/**
 * The end of a turn: next player, or the end of the round (PAX-ROUND-*), or of the game (PAX-END-1).
 * Returns the state to keep: its fresh turn record is for the next turn and names its player, which ends
 * the turn (`turn.endIf` below; cheaper than the endTurn event).
 */
function finishTurn({ ctx, events, log }: Context, G: PaxState, turnEvents: PaxEvent[]): PaxState {
  if (!lastOfRound(G, ctx.currentPlayer, ctx.numPlayers)) {
    writeLog(log, turnEvents);
    return frozen({ ...G, turn: freshTurn(nextSeat(ctx.currentPlayer, ctx.numPlayers), ctx.turn + 1) });
  }
  const end = endRound(G);
  const result = end.over ? finalScore(finalPosition(end.state)) : null;
  writeLog(log, [...turnEvents, ...roundEndEvents(G, end, result)]);
  if (result) events.endGame(result);
  return frozen({ ...end.state, turn: freshTurn(end.state.firstPlayer, ctx.turn + 1) });
}

/** The move's log entry: its events, in order (games/log-events.ts), written once per move. */
function writeLog(log: Context['log'], events: PaxEvent[]): void {
  const metadata: LogMetadata = { events };
  log.setMetadata(metadata);
}

/**
 * PAX-SETUP-6 / PAX-SOLO-3 (opening) and PAX-DRAW-2 (draw step). Which card goes where is redacted.
 * PAX-TAKE-BACK-1: an opening card kept or put under the deck may be taken back; not when the opening plays
 * cards face up (solo, level 3 and up), nor in the draw step (a card under a legion is shown, the next is drawn).
 */
const place: LongMove = {
  redact: true,
  client: false,
  undoable: ({ G, ctx }) => ctx.phase === 'opening' && openingPlays(G.soloLevel) === 0,
  move: (context, card: unknown, to: unknown) => {
    const { ctx, playerID, events, log } = context;
    const G = stateBefore(context);
    if (!isCardId(card) || !Object.hasOwn(G.players, playerID)) return INVALID_MOVE;
    if (ctx.phase === 'opening') {
      if (to !== 'hand' && to !== 'deck' && to !== 'play') return INVALID_MOVE;
      if (!canPlaceOpening(G, playerID, card, to)) return INVALID_MOVE;
      let next = placeOpening(G, playerID, card, to);
      if (next.players[playerID].drawn.length === 0) events.endStage();
      // The opening ends with this move: the first turn of play is the next boardgame.io turn.
      if (openingDone(next)) next = { ...next, turn: freshTurn(next.firstPlayer, ctx.turn + 1) };
      writeLog(log, openingEvents(next, playerID, card, to));
      return frozen(next);
    }
    if (!canPlaceDrawn(G, playerID, card, to as Destination)) return INVALID_MOVE;
    const next = placeDrawn(G, playerID, card, to as Destination);
    writeLog(log, placeEvents(G, next, playerID, card, to as Destination));
    return frozen(next);
  },
};

/** PAX-DRAW-1, or PAX-END-3 when the deck is empty. */
const draw: LongMove = {
  client: false,
  move: (context) => {
    const { playerID, log } = context;
    const G = stateBefore(context);
    if (G.turn.step !== 'start') return INVALID_MOVE;
    const next = startDraw(G, playerID);
    writeLog(log, drawEvents(G, next, playerID));
    return frozen(next);
  },
};

/** PAX-TURN-3: the alternative turn: look at Rome's face-down cards, take 2 Aurei, nothing else. */
const lookAtRome: LongMove = {
  client: false,
  move: (context) => {
    const G = stateBefore(context);
    const { playerID } = context;
    if (G.turn.step !== 'start') return INVALID_MOVE;
    const seen = update(G, {
      player: playerID,
      own: { coins: G.players[playerID].coins + ALTERNATIVE_AUREI },
      romeSeenBy: G.romeSeenBy.includes(playerID) ? undefined : [...G.romeSeenBy, playerID],
    });
    return finishTurn(context, seen, lookEvents(G, playerID));
  },
};

/** PAX-BUY-1. PAX-TAKE-BACK-1: the group bought lay face up, so it may be taken back. */
const buyMove: LongMove = {
  undoable: true,
  move: (context, legion: unknown) => {
    const { playerID, log } = context;
    const G = stateBefore(context);
    if (typeof legion !== 'number' || !canBuy(G, playerID, legion)) return INVALID_MOVE;
    writeLog(log, buyEvents(G, playerID, legion, buyCost(G, playerID, legion)));
    return frozen(buy(G, playerID, legion));
  },
};

/** PAX-PLAY-1. */
const playMove: Move = (context, card: unknown) => {
  const { playerID, log } = context;
  const G = stateBefore(context);
  if (!isCardId(card) || !canPlay(G, playerID, card)) return INVALID_MOVE;
  const next = play(G, playerID, card);
  writeLog(log, playEvents(G, next, playerID, card, nextPlayCost(G, playerID)));
  return frozen(next);
};

/**
 * PAX-INCOME-*: take the income, then give Rome cards (PAX-NOC-4) or end the turn. PAX-TAKE-BACK-1: the income
 * shows nothing; it may be taken back while the player still owes Rome cards (a turn that ended may not).
 */
const endTurn: LongMove = {
  client: false,
  undoable: true,
  move: (context) => {
    const G = stateBefore(context);
    if (G.turn.step !== 'act') return INVALID_MOVE;
    const { state, income } = collectIncome(G, context.playerID);
    const turnEvents = incomeEvents(state, context.playerID, income);
    if (state.turn.owed === 0) return finishTurn(context, state, turnEvents);
    writeLog(context.log, turnEvents);
    return frozen(state);
  },
};

/** PAX-NOC-4: one card from the hand to Rome, face up. */
const giveToRome: LongMove = {
  client: false,
  move: (context, card: unknown) => {
    const G = stateBefore(context);
    if (!isCardId(card) || !canGive(G, context.playerID, card)) return INVALID_MOVE;
    const next = give(G, context.playerID, card);
    const turnEvents = giveEvents(context.playerID, card);
    if (next.turn.owed === 0) return finishTurn(context, next, turnEvents);
    writeLog(context.log, turnEvents);
    return frozen(next);
  },
};

export const game: Game<PaxState, Record<string, unknown>, SetupData | undefined> & {
  name: string;
  minPlayers: number;
  maxPlayers: number;
} = {
  name: 'pax',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: ({ ctx, random }, setupData) => frozen(setupState(ctx.numPlayers, setupData, random.Shuffle)),
  validateSetupData: (setupData, numPlayers) =>
    checkSetupData(PAX_OPTIONS, setupData, numPlayers) ??
    optionsProblem(numPlayers, paxOptions(setupData, numPlayers)) ??
    scenarioProblem(setupData, numPlayers),
  playerView,
  // A drawn card, once seen, cannot be taken back: no undo.
  disableUndo: true,
  plugins: [PlainStatePlugin],
  phases: {
    opening: {
      start: true,
      next: 'play',
      turn: {
        activePlayers: { all: 'opening' },
        stages: { opening: { moves: { place } } },
      },
      endIf: ({ G }) => openingDone(G),
    },
    play: {
      turn: {
        order: {
          // The turn record names the first player after the opening (PAX-SETUP-7), or a position's player.
          first: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
          next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
        },
        // PAX-TURN-1 / PAX-ROUND-4: a move that finishes the turn puts the next turn's record in `G.turn`.
        endIf: ({ G, ctx }) => (G.turn.number !== ctx.turn ? { next: G.turn.player } : false),
      },
      moves: { draw, lookAtRome, place, buy: buyMove, play: playMove, endTurn, giveToRome },
    },
  },
  ai: { enumerate },
};
