/**
 * The boardgame.io wiring of Pax Barbarorum, and nothing else: one endless turn whose active players and
 * stages follow `G.step` (rules/flow.ts). The moves themselves are rules/moves.ts's pure functions, wired as
 * every game's are (games/wire.ts, rules/move-rule.ts): here they are given boardgame.io's move options.
 */
import type { LongFormMove } from 'boardgame.io';
import { PlainStatePlugin } from '../plain-state';
import { resolveSetupData } from '../setup-options';
import { wiring } from '../wire';
import type { GameEntry } from '../types';
import { activeStages } from './rules/flow';
import { deepFreeze } from './rules/clone';
import { moveRule, type MoveCall } from './rules/move-rule';
import { STAGE_MOVES, type MoveName } from './rules/moves';
import { initialState } from './rules/setup';
import type { PaxState } from './rules/types';
import { OPTIONS } from './options';
import { validateSetup } from './setup-check';
import { isScenarioId, scenarioState } from './rules/scenarios';

/** A move of rules/moves.ts as boardgame.io runs it (games/wire.ts): the rule knows its mover and the stages now. */
const wired = wiring<PaxState, MoveCall>({
  call: ({ ctx, playerID }) => ({ player: playerID, stages: ctx.activePlayers }),
  freeze: deepFreeze,
});

/** A move with its options. `undoable`: the player may take the move back (BARB-TAKE-BACK-1); a move that does not say so may not be. */
function move(name: MoveName, options: { redact?: boolean; undoable?: boolean } = {}): LongFormMove<PaxState> {
  return { client: false, redact: options.redact ?? false, undoable: options.undoable ?? false, move: wired(moveRule(name)) };
}

/**
 * What each move may show and undo. Redacted: a placed order's kind, a gift's cards, a Train order's cards drawn
 * and a battle commitment are their players' only; their events say the rest (hidden facts, BARB-HIDDEN-1).
 * Undoable (BARB-TAKE-BACK-1): a move that shows nothing hidden; a declaration of war that calls the Greek cities'
 * friends asks them to answer.
 */
const MOVE_OPTIONS: Partial<Record<MoveName, { redact?: boolean; undoable?: boolean }>> = {
  placeOrder: { redact: true, undoable: true },
  declareWar: { undoable: true },
  acceptTreaty: { undoable: true },
  give: { redact: true },
  improveRelation: { undoable: true },
  worsenRelation: { undoable: true },
  askNeutral: { undoable: true },
  neutralPeace: { undoable: true },
  resolveOrder: { redact: true },
  commitTactics: { redact: true },
};

const stages = Object.fromEntries(
  Object.entries(STAGE_MOVES).map(([stage, names]) => [stage, { moves: Object.fromEntries(names.map((name) => [name, move(name, MOVE_OPTIONS[name])])) }]),
);

export const game: GameEntry<PaxState>['game'] = {
  name: 'pax-barbarorum',
  minPlayers: 2,
  maxPlayers: 5,
  setup: ({ ctx }, setupData) => {
    const data = resolveSetupData(OPTIONS, setupData, ctx.numPlayers);
    if (isScenarioId(data.scenario)) {
      const built = scenarioState(data.scenario);
      // the scenarios are checked by their tests
      if (!built.ok) throw new Error(`scenario ${data.scenario}: ${built.problem} (${built.detail})`);
      return built.value;
    }
    return initialState(ctx.numPlayers, data.government === true);
  },
  validateSetupData: validateSetup,
  moves: {},
  // Clients may not undo (the server drops UNDO); without this the one long turn would keep every past state.
  disableUndo: true,
  plugins: [PlainStatePlugin],
  turn: {
    onBegin: ({ G, events }) => {
      events.setActivePlayers({ value: activeStages(G) });
    },
    stages,
  },
  endIf: ({ G }) => (G.winner !== null ? { winner: G.winner } : undefined),
};
