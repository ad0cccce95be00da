/**
 * The boardgame.io wiring of Pax Pamir: phases, turn order and thin moves. Every rule is in rules/;
 * a move checks with the rules, applies, lets the task engine run and fires the events that follow.
 */
import type { Ctx, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { PlainStatePlugin, stateBefore, withoutStackTrace } from '../plain-state';
import type { CardId } from './data/cards';
import { NO_SCENARIO, scenarioOption } from '../scenario-option';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { GameEntry, SetupData, SetupOption } from '../types';
import { enumerate } from './ai';
import type { CardAction } from './data/court-cards';
import { applyStep, blackmail, isLegalAction, isLegalBlackmail, isLegalStep, startAction } from './rules/actions';
import { applyPick, isPickTask, pickOptions } from './rules/events';
import { isOver, outcome } from './rules/dominance';
import { run } from './rules/flow';
import { actor, topTask } from './rules/tasks';
import { wakhanAutoma } from './rules/wakhan';
import type { Placement } from './rules/impact';
import { isBorder } from './rules/pieces';
import { choosingOrder, firstPlayer, initialState } from './rules/setup';
import { inMove } from './rules/cow';
import { recording } from './rules/log';
import type { PaxEvent } from './log-kinds';
import { emptyTurn, nextSeat, type Outcome, type PaxState, type PlayerID, type Shuffle, type Side } from './rules/state';
import {
  answerBribe,
  buy,
  canEndActions,
  chooseLoyalty,
  discard,
  endActions,
  isCoalition,
  isLegalBribeAnswer,
  isLegalBuy,
  isLegalDiscard,
  isLegalPlacement,
  isLegalPlay,
  place,
  play,
} from './rules/turn';
import { playerView } from './view';
import { SCENARIO_SPECS, type ScenarioId } from './data/scenarios';
import { scenarioState } from './rules/scenario';
import { SCENARIOS } from './scenarios';

export const GAME_NAME = 'pax-pamir';

type MoveContext = Parameters<MoveFn<PaxState>>[0];
type Context = MoveContext;

/** The result boardgame.io records when the game ends. */
export function gameover(outcome: Outcome) {
  return outcome.winners.length === 1
    ? { winner: outcome.winners[0], winners: outcome.winners, reason: outcome.reason }
    : { draw: true, winners: outcome.winners, reason: outcome.reason };
}

/**
 * A move: `body` checks its arguments on the state before the move (`PlainStatePlugin`, as boardgame.io
 * holds it before immer wraps it in a draft; returning INVALID_MOVE changes nothing) and changes it
 * copy-on-write (rules/cow.ts); the move returns the new state, its root frozen. The events the rules
 * write meanwhile (rules/log.ts) become the log entry's metadata, once per move.
 */
function move(body: (G: PaxState, context: Context, ...args: unknown[]) => unknown) {
  return (context: MoveContext, ...args: unknown[]) => {
    const G: PaxState = { ...stateBefore<PaxState>(context) };
    const events: PaxEvent[] = [];
    const apply = () => recording(events, () => body(G, context as Context, ...args), G.wakhan?.player);
    if (inMove(G, apply) === INVALID_MOVE) return INVALID_MOVE;
    if (events.length > 0) context.log.setMetadata({ events });
    return Object.freeze(G); // Immer takes a frozen result as it is, without walking it
  };
}

/**
 * PAX-TAKE-BACK-1: the moves a player may take back while their turn goes on, because they reveal nothing
 * (boardgame.io's `undoable`, true or a test of the state before the move): buying from the public market,
 * starting a card action, its steps and an event's choice (not Other Persuasive Methods, which shows a hand),
 * a piece placed for an impact or Blackmail. Never: a loyalty (it hands the turn on), playing a card from the
 * hidden hand, answering a bribe, a discard (from the hidden hand; the cleanup's refill shows the deck), the
 * end of the actions (the refill), an Insurrection army (it may resume a cleanup's refill).
 */
type TakeBack = boolean | ((context: { G: PaxState; ctx: Ctx }) => boolean);

/** A move that reads hidden data (the deck): clients do not run it ahead of the server. */
const serverOnly = (body: Parameters<typeof move>[0], options: { undoable?: TakeBack } = {}) => ({ move: move(body), client: false, ...options });

/** PAX-EVENT-114P: the buyer's choice of whom to swap hands with shows them that player's hidden hand. */
const isPersuasionPick = (task: ReturnType<typeof topTask>) => isPickTask(task) && task.event === 'persuasion';

/** A move the player may take back (PAX-TAKE-BACK-1), always or when `when` says so of the state before it. */
const takeBackable = (body: Parameters<typeof move>[0], when: TakeBack = true) => ({ move: move(body), undoable: when });

/** Is `playerID` the player the game waits for? */
const acting = (G: PaxState, ctx: Ctx, playerID: PlayerID | undefined): playerID is PlayerID =>
  typeof playerID === 'string' && playerID === actor(G, ctx.currentPlayer);

/** Let the task engine run, then end the turn or hand the move to the player it waits for. */
function settle(G: PaxState, { ctx, events, random }: MoveContext): void {
  const signal = run(G, wakhanAutoma, (items) => random.Shuffle(items));
  if (isOver(G)) return;
  if (signal === 'endTurn') {
    // the play phase's turn.endIf ends the turn (cheaper for boardgame.io than the endTurn event)
    G.turn = emptyTurn();
    G.endedTurn = ctx.turn;
    return;
  }
  const who = signal === 'wait' ? topTask(G)!.player : ctx.currentPlayer;
  if (who !== ctx.currentPlayer) withoutStackTrace(() => events.setActivePlayers({ value: { [who]: 'respond' } }));
  else if (ctx.activePlayers) withoutStackTrace(() => events.setActivePlayers({}));
}

const seatOrder = {
  next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
};

/** PAX-WAKHAN-SETUP-1: Wakhan joins 1 or 2 human players. A match may start from a rulebook position (scenarios.ts). */
export const OPTIONS: readonly SetupOption[] = [
  {
    id: 'wakhan',
    kind: 'boolean',
    label: { en: 'Wakhan (automa) plays too', fr: 'Wakhan (automate) joue aussi' },
    default: false,
    playerCounts: [1, 2],
  },
  // each position is for its own number of players (validateSetup)
  scenarioOption(SCENARIOS),
];

/** PAX-WAKHAN-SETUP-1: a game of one human needs Wakhan. */
export function validateSetup(setupData: unknown, numPlayers: number): string | undefined {
  const error = checkSetupData(OPTIONS, setupData, numPlayers);
  if (error) return error;
  const { wakhan, scenario } = resolveSetupData(OPTIONS, setupData as SetupData | undefined, numPlayers);
  if (numPlayers < 2 && wakhan !== true) return 'one player needs Wakhan';
  if (scenario !== undefined && scenario !== NO_SCENARIO) {
    const spec = SCENARIO_SPECS[scenario as ScenarioId];
    if (spec.numPlayers !== numPlayers) return `scenario ${scenario} is for ${spec.numPlayers} players`;
    if (wakhan === true) return `scenario ${scenario} is played without Wakhan`;
  }
  return undefined;
}

export const game: GameEntry<PaxState>['game'] = {
  name: GAME_NAME,
  minPlayers: 1,
  maxPlayers: 5,
  validateSetupData: validateSetup,
  // Clients may not undo (the server refuses it); without this every state would carry the turn's past states.
  disableUndo: true,
  plugins: [PlainStatePlugin],

  setup: ({ ctx, random }, setupData?: SetupData) => {
    const firstChooser = String(random.Die(ctx.numPlayers) - 1);
    const { wakhan, scenario } = resolveSetupData(OPTIONS, setupData, ctx.numPlayers);
    if (scenario !== undefined && scenario !== NO_SCENARIO) {
      const built = scenarioState(String(scenario), SCENARIO_SPECS[scenario as ScenarioId], (items) => random.Shuffle(items));
      // the positions are checked by their tests; validateSetup refused any other
      if (!built.ok) throw new Error(`scenario ${scenario}: ${built.problem} (${built.detail})`);
      return Object.freeze(built.G);
    }
    // a frozen root keeps Immer from deep-freezing the state after each hook (copies of frozen parts are slow)
    return Object.freeze(initialState(ctx.numPlayers, (items) => random.Shuffle(items), firstChooser, wakhan === true));
  },

  endIf: ({ G }) => {
    const end = outcome(G);
    return end ? gameover(end) : undefined;
  },

  playerView: ({ G, playerID }) => playerView(G, playerID ?? null),

  phases: {
    loyalty: {
      start: true,
      next: 'play',
      // a rulebook position starts with every loyalty chosen
      endIf: ({ G }) => G.scenario !== undefined,
      turn: {
        order: {
          first: ({ G, ctx }) => Number(choosingOrder(ctx.numPlayers, G.firstChooser)[0]),
          ...seatOrder,
        },
      },
      moves: {
        /**
         * PAX-SETUP-5: choose a loyalty, in turn from the first chooser. Not run on clients: the last choice
         * plays Wakhan's first turn, which reads her hidden AI deck (PAX-WAKHAN-HIDDEN-1).
         */
        chooseLoyalty: serverOnly((G, { ctx, playerID, events, random }, coalition) => {
          if (playerID !== ctx.currentPlayer || !isCoalition(coalition) || G.players[playerID].loyalty !== null) return INVALID_MOVE;
          chooseLoyalty(G, playerID, coalition);
          if (Object.keys(G.players).every((id) => G.players[id].loyalty !== null || G.wakhan?.player === id)) {
            if (G.wakhan) {
              // PAX-WAKHAN-SETUP-2: she takes the first turn (nobody has a card yet, so it needs no human answer)
              const shuffle: Shuffle = (items) => random.Shuffle(items);
              wakhanAutoma.startTurn(G, shuffle);
              run(G, wakhanAutoma, shuffle);
              G.turn = emptyTurn();
            }
            withoutStackTrace(() => events.endPhase());
          } else withoutStackTrace(() => events.endTurn());
        }),
      },
    },
    play: {
      turn: {
        endIf: ({ G, ctx }) => G.endedTurn === ctx.turn,
        order: {
          // PAX-WAKHAN-SETUP-2: after Wakhan's first turn, the seat to her left (the last chooser) plays
          first: ({ G, ctx }) => Number(G.wakhan ? nextSeat(G, G.wakhan.player) : firstPlayer(ctx.numPlayers, G.firstChooser)),
          ...seatOrder,
        },
      },
      moves: {
        /** PAX-BUY-1..6. Not run on clients: a bought Dominance Check reads the deck (PAX-D-2). */
        buy: serverOnly((G, context, row, col) => {
          const { ctx, playerID } = context;
          if (!acting(G, ctx, playerID) || !isLegalBuy(G, playerID, row, col)) return INVALID_MOVE;
          buy(G, playerID, row as number, col as number);
          settle(G, context);
        }, { undoable: true }),
        /** PAX-PLAY-1..3. */
        play: move((G, context, card, side, offer) => {
          const { ctx, playerID } = context;
          if (!acting(G, ctx, playerID) || !isLegalPlay(G, playerID, card, side, offer)) return INVALID_MOVE;
          play(G, playerID, card as CardId, side as Side, offer as number);
          settle(G, context);
        }),
        /** PAX-ACTION-1, PAX-BONUS-1, PAX-HOSTAGE-1: take a card action (target and bribe offer as the rules list them). */
        action: takeBackable((G, context, card, action, target, offer) => {
          const { ctx, playerID } = context;
          if (!acting(G, ctx, playerID) || !isLegalAction(G, playerID, card, action, target, offer)) return INVALID_MOVE;
          startAction(G, playerID, card as CardId, action as CardAction, target as string | null, offer as number);
          settle(G, context);
        }),
        /**
         * PAX-TAX-1, PAX-BUILD-1, PAX-MOVE-1, PAX-BATTLE-1, PAX-BETRAY-1, PAX-EVENT-2: a step of the action or
         * the event choice on top. Not run on clients: Other Persuasive Methods swaps hidden hands.
         */
        choose: serverOnly((G, context, option) => {
          const { playerID } = context;
          const task = topTask(G);
          if (isPickTask(task)) {
            if (task.player !== playerID || !pickOptions(G, task).includes(option as string)) return INVALID_MOVE;
            applyPick(G, option as string);
          } else {
            if (typeof playerID !== 'string' || !isLegalStep(G, playerID, option)) return INVALID_MOVE;
            applyStep(G, option as string);
          }
          settle(G, context);
        }, { undoable: ({ G }) => !isPersuasionPick(topTask(G)) }),
        /** PAX-ABILITY-BLACKMAIL: a spy on a court card of the card's region with no spy, at the start of the turn. */
        blackmail: takeBackable((G, context, card, target) => {
          const { ctx, playerID } = context;
          if (!acting(G, ctx, playerID) || !isLegalBlackmail(G, playerID, card, target)) return INVALID_MOVE;
          blackmail(G, playerID, card as CardId, target as CardId);
          settle(G, context);
        }),
        /** PAX-PLAY-1: the ruler accepts or refuses an offer below the full bribe (the payer's hand is hidden from the ruler). */
        answerBribe: serverOnly((G, context, accept) => {
          const { playerID } = context;
          if (!isLegalBribeAnswer(G, playerID, accept)) return INVALID_MOVE; // the top task waits for its player
          answerBribe(G, accept as boolean);
          settle(G, context);
        }),
        /** PAX-IMPACT-1..4, PAX-PIECE-1, PAX-ABILITY-INSURRECTION: where the piece being placed goes and comes from. */
        place: takeBackable((G, context, to, from) => {
          const { playerID } = context;
          const placement = toPlacement(to, from);
          if (!placement || !isLegalPlacement(G, playerID, placement)) return INVALID_MOVE;
          place(G, placement);
          settle(G, context);
        }, ({ G }) => topTask(G)?.kind === 'impact'),
        /** PAX-CLEANUP-1..2, PAX-LEVERAGE-2, PAX-EVENT-114D: discard a card the task on top asks for (cleanup may refill the market). */
        discard: serverOnly((G, context, card) => {
          const { playerID } = context;
          if (!isLegalDiscard(G, playerID, card)) return INVALID_MOVE; // the top task waits for its player
          discard(G, card as CardId);
          settle(G, context);
        }),
        /** PAX-TURN-2: end the actions and clean up (the refill draws from the hidden deck). */
        endActions: serverOnly((G, context) => {
          const { ctx, playerID } = context;
          if (!acting(G, ctx, playerID) || playerID !== ctx.currentPlayer || !canEndActions(G)) return INVALID_MOVE;
          endActions(G, playerID);
          settle(G, context);
        }),
      },
    },
  },

  ai: { enumerate },
};

/** A placement from untrusted arguments (null when malformed). */
function toPlacement(to: unknown, from: unknown): Placement | null {
  const toOk = to === null || isBorder(to) || (Number.isInteger(to) && (to as number) >= 1);
  const fromOk = from === null || typeof from === 'string';
  return toOk && fromOk ? { to: to as Placement['to'], from: from as string | null } : null;
}
