/**
 * The boardgame.io wiring of Pax Barbarorum, and nothing else: one endless turn whose active players and
 * stages follow `G.step` (rules/flow.ts). The moves themselves are rules/moves.ts's pure functions: here they
 * are given the log, the active players and boardgame.io's move options.
 */
import type { Ctx, LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { PlainStatePlugin, stateBefore, withoutStackTrace } from '../plain-state';
import { resolveSetupData } from '../setup-options';
import type { LogMetadata } from '../log-events';
import type { GameEntry } from '../types';
import { activeStages } from './rules/flow';
import { deepFreeze } from './rules/clone';
import type { Journal } from './rules/journal';
import { applyMove, STAGE_MOVES, type MoveName } from './rules/moves';
import { initialState } from './rules/setup';
import type { PaxState, PlayerID } from './rules/types';
import { OPTIONS } from './options';
import { validateSetup } from './setup-check';
import { isScenarioId, scenarioState } from './rules/scenarios';

type MoveArgs = { G: PaxState; ctx: Ctx; playerID: PlayerID; events: any; log: any };

/** Are the active players and their stages already what the step asks for? */
function sameStages(current: Ctx['activePlayers'], wanted: Record<PlayerID, string>): boolean {
  if (!current) return Object.keys(wanted).length === 0;
  const keys = Object.keys(wanted);
  if (Object.keys(current).length !== keys.length) return false;
  return keys.every((k) => current[k] === wanted[k]);
}

/**
 * A move of rules/moves.ts, wired: it is played on the state before the move (plain and frozen), so a refused move
 * changes nothing. Then the log gets the move's events (games/log-events.ts: hidden facts only for their seats), the
 * next decision's players become active, and the new state is returned frozen.
 * `undoable`: the player may take the move back (BARB-TAKE-BACK-1); a move that does not say so may not be.
 */
function move(name: MoveName, options: { redact?: boolean; undoable?: boolean } = {}): LongFormMove<PaxState, any> {
  return {
    client: false,
    redact: options.redact ?? false,
    undoable: options.undoable ?? false,
    move: (context: MoveArgs, ...args: unknown[]) => {
      const { ctx, playerID, events, log } = context;
      // The copy-on-write of rules/clone.ts takes a frozen map for the previous state's: the state boardgame.io
      // hands over is frozen after every move, but not the one `setup` made (nor a test's position).
      const before = deepFreeze(stateBefore(context));
      const journal: Journal = [];
      const G = applyMove(before, playerID, name, args, journal);
      if (G === null) return INVALID_MOVE;
      log.setMetadata({ events: journal } satisfies LogMetadata);
      const stages = activeStages(G);
      if (!sameStages(ctx.activePlayers, stages)) withoutStackTrace(() => events.setActivePlayers({ value: stages }));
      return deepFreeze(G);
    },
  };
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
    if (isScenarioId(data.scenario)) return scenarioState(data.scenario);
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
