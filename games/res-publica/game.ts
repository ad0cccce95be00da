/** The boardgame.io wiring of Res Publica: the turn's stages and thin moves over `rules/`. */
import type { Game, LongFormMove } from 'boardgame.io';
import { PlainStatePlugin } from '../plain-state';
import { wiring } from '../wire';
import { NO_SCENARIO } from '../scenario-option';
import { resolveSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { enumerate } from './ai';
import { SCENARIO_POSITIONS, type ScenarioId } from './data/scenarios';
import { stageOf } from './rules/actions';
import { MOVE_RULES, type MoveName, type Turn } from './rules/play';
import { scenarioPiles, scenarioState } from './rules/scenario';
import { initialState, unshuffledPiles } from './rules/setup';
import type { State } from './rules/types';
import { RES_PUBLICA_OPTIONS } from './options';
import { validateSetup } from './setup-check';
import { playerView } from './view';

/** A move of rules/play.ts as boardgame.io runs it (games/wire.ts): the rule knows the mover, their stage and the turn. */
const wire = wiring<State, Turn>({
  call: ({ ctx, playerID }) => ({
    player: playerID,
    currentPlayer: ctx.currentPlayer,
    playOrder: ctx.playOrder,
    turn: ctx.turn,
    stage: stageOf(ctx.activePlayers, playerID),
  }),
});
const wired = (name: MoveName) => wire(MOVE_RULES[name]);

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
      return built.value;
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
