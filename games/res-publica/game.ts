/** The boardgame.io wiring of Res Publica: the turn's stages and thin moves over `rules/`. */
import type { Game, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { frozen, PlainStatePlugin, stateBefore, withoutStackTrace } from '../plain-state';
import { NO_SCENARIO } from '../scenario-option';
import { resolveSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { enumerate } from './ai';
import { SCENARIO_POSITIONS, type ScenarioId } from './data/scenarios';
import { stageOf } from './rules/actions';
import { MOVE_RULES, type HandOff, type Journal, type MoveName } from './rules/play';
import { scenarioPiles, scenarioState } from './rules/scenario';
import { initialState, unshuffledPiles } from './rules/setup';
import type { PlayerID, Stage, State } from './rules/types';
import { RES_PUBLICA_OPTIONS } from './options';
import { validateSetup } from './setup-check';
import { playerView } from './view';

type Context = Parameters<MoveFn<State>>[0];

/** The log entry of the move: all its events, in order, in one call (games/log-events.ts). */
const journalOf = ({ log }: Context): Journal => (events) => log.setMetadata({ events });

/** A boardgame.io `setActivePlayers` argument. */
interface ActivePlayers {
  value: Record<PlayerID, Stage>;
  maxMoves?: number;
  next?: ActivePlayers;
}

/**
 * A hand-off as boardgame.io's chain of stages: each player in their stage for one move, then the
 * current player builds. boardgame.io moves along the chain by itself after each move, so the moves
 * in between change nothing of the turn (RP-TRADE-3: one decision, one player at a time).
 */
function chain({ steps }: HandOff, currentPlayer: PlayerID): ActivePlayers {
  const build: ActivePlayers = { value: { [currentPlayer]: 'build' } };
  return steps.reduceRight<ActivePlayers>((next, [id, stage]) => ({ value: { [id]: stage }, maxMoves: 1, next }), build);
}

/** A move of rules/play.ts as boardgame.io runs it: the state before the move in, the next one out, frozen. */
function wired(name: MoveName): MoveFn<State> {
  const rule = MOVE_RULES[name];
  return (context, arg: unknown) => {
    const { ctx, playerID, events } = context;
    const turn = { currentPlayer: ctx.currentPlayer, playOrder: ctx.playOrder, turn: ctx.turn, stage: stageOf(ctx.activePlayers, playerID) };
    const played = rule(stateBefore<State>(context), turn, playerID, arg, journalOf(context));
    if (!played) return INVALID_MOVE;
    const { then } = played;
    if (then?.kind === 'hand-off') withoutStackTrace(() => events.setActivePlayers(chain(then, ctx.currentPlayer)));
    else if (then?.kind === 'end-turn') withoutStackTrace(() => events.endTurn());
    else if (then?.kind === 'end-game') withoutStackTrace(() => events.endGame(then.result));
    return frozen(played.state);
  };
}

const propose = wired('propose');
const counter = wired('counter');
const pass = wired('pass');
/** Server-side only: the choice may hand over cards, which the client cannot see. */
const accept: LongFormMove<State> = { client: false, move: wired('accept') };
const refuse = wired('refuse');
/** RP-TRADE-8: only the trader sees the cards they chose (redacted). */
const deliver: LongFormMove<State> = { client: false, redact: true, move: wired('deliver') };
const lay = wired('lay');
/** Server-side only: the piles are hidden. */
const draw: LongFormMove<State> = { client: false, move: wired('draw') };

export const game: Game<State, any, SetupData | undefined> & { name: string; minPlayers: number; maxPlayers: number } = {
  name: 'res-publica',
  minPlayers: 2,
  maxPlayers: 5,
  validateSetupData: validateSetup,
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
      propose: { moves: { propose, lay, draw } },
      answer: { moves: { counter, pass } },
      choose: { moves: { accept, refuse } },
      deliver: { moves: { deliver } },
      build: { moves: { lay, draw } },
    },
  },
  moves: { propose, counter, pass, accept, refuse, deliver, lay, draw },
  ai: { enumerate },
};
