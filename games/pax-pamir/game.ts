/**
 * The boardgame.io wiring of Pax Pamir: phases, turn order and thin moves. Every rule is in rules/, each
 * move's body in moves.ts (the bots' fast playouts run the same bodies); here they are wired as every game's
 * are (games/wire.ts) and given their boardgame.io options.
 */
import type { Ctx } from 'boardgame.io';
import { PlainStatePlugin } from '../plain-state';
import { wiring } from '../wire';
import { NO_SCENARIO } from '../scenario-option';
import { resolveSetupData } from '../setup-options';
import type { GameEntry, SetupData } from '../types';
import { enumerate } from './ai';
import { isPickTask } from './rules/events';
import { outcome } from './rules/dominance';
import { topTask } from './rules/tasks';
import { choosingOrder, initialState } from './rules/setup';
import type { PaxState } from './rules/state';
import { firstToPlay, gameover, LOYALTY_MOVES, played, PLAY_MOVES, type MoveCall, type MoveRule } from './moves';
import { playerView } from './view';
import { SCENARIO_SPECS, type ScenarioId } from './data/scenarios';
import { scenarioState } from './rules/scenario';
import { OPTIONS } from './options';
import { validateSetup } from './setup-check';

export const GAME_NAME = 'pax-pamir';
export { gameover };

/**
 * A move (games/wire.ts): its rule (moves.ts) checks its arguments on the state before the move and changes a
 * copy of it copy-on-write (rules/cow.ts); the next state's root is frozen (Immer takes a frozen result as
 * it is, without walking it). The events the rules write meanwhile, in the journal passed to them
 * (rules/log.ts), become the log entry's metadata, once per move.
 */
const wired = wiring<PaxState, MoveCall>({
  // no function literal is named per move (tsx names each one it meets in a declaration or an object, at a cost)
  call: ({ ctx, random, playerID }) => ({
    playerID,
    currentPlayer: ctx.currentPlayer,
    turn: ctx.turn,
    staged: !!ctx.activePlayers,
    shuffle: random.Shuffle.bind(random) as MoveCall['shuffle'],
  }),
  freeze: Object.freeze,
});
const move = (rule: MoveRule) => wired(played(rule));

/**
 * PAMIR-TAKE-BACK-1: the moves a player may take back while their turn goes on, because they reveal nothing
 * (boardgame.io's `undoable`, true or a test of the state before the move): buying from the public market,
 * starting a card action, its steps and an event's choice (not Other Persuasive Methods, which shows a hand),
 * a piece placed for an impact or Blackmail. Never: a loyalty (it hands the turn on), playing a card from the
 * hidden hand, answering a bribe, a discard (from the hidden hand; the cleanup's refill shows the deck), the
 * end of the actions (the refill), an Insurrection army (it may resume a cleanup's refill).
 */
type TakeBack = boolean | ((context: { G: PaxState; ctx: Ctx }) => boolean);

/** A move that reads hidden data (the deck): clients do not run it ahead of the server. */
const serverOnly = (rule: MoveRule, options: { undoable?: TakeBack } = {}) => ({ move: move(rule), client: false, ...options });

/** PAMIR-EVENT-114P: the buyer's choice of whom to swap hands with shows them that player's hidden hand. */
const isPersuasionPick = (task: ReturnType<typeof topTask>) => isPickTask(task) && task.event === 'persuasion';

/** A move the player may take back (PAMIR-TAKE-BACK-1), always or when `when` says so of the state before it. */
const takeBackable = (rule: MoveRule, when: TakeBack = true) => ({ move: move(rule), undoable: when });

const seatOrder = {
  next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
};

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
      return Object.freeze(built.value);
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
         * PAMIR-SETUP-5. Not run on clients: the last choice plays Wakhan's first turn, which reads her hidden
         * AI deck (PAMIR-WAKHAN-HIDDEN-1).
         */
        chooseLoyalty: serverOnly(LOYALTY_MOVES.chooseLoyalty),
      },
    },
    play: {
      turn: {
        endIf: ({ G, ctx }) => G.endedTurn === ctx.turn,
        order: {
          first: ({ G, ctx }) => Number(firstToPlay(G, ctx.numPlayers)),
          ...seatOrder,
        },
      },
      moves: {
        /** Not run on clients: a bought Dominance Check reads the deck (PAMIR-D-2). */
        buy: serverOnly(PLAY_MOVES.buy, { undoable: true }),
        play: move(PLAY_MOVES.play),
        action: takeBackable(PLAY_MOVES.action),
        /** Not run on clients: Other Persuasive Methods swaps hidden hands. */
        choose: serverOnly(PLAY_MOVES.choose, { undoable: ({ G }) => !isPersuasionPick(topTask(G)) }),
        blackmail: takeBackable(PLAY_MOVES.blackmail),
        /** Not run on clients: the payer's hand is hidden from the ruler. */
        answerBribe: serverOnly(PLAY_MOVES.answerBribe),
        place: takeBackable(PLAY_MOVES.place, ({ G }) => topTask(G)?.kind === 'impact'),
        /** Not run on clients: from the hidden hand; the cleanup may refill the market from the deck. */
        discard: serverOnly(PLAY_MOVES.discard),
        /** Not run on clients: the refill draws from the hidden deck. */
        endActions: serverOnly(PLAY_MOVES.endActions),
      },
    },
  },

  ai: { enumerate },
};
