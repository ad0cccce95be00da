/**
 * The flow floor of `npm run bench`: what boardgame.io alone costs for a game's turn structure. The reducer
 * floor is a no-op move that never ends a turn; a real game's moves end turns and phases and put players
 * in stages, and boardgame.io's own work for those (hooks, turn order, the end checks run again after each
 * event) costs about as much again as a whole no-op move. So each recorded game is replayed a second time
 * as no-op moves that only reproduce, move by move, what it did to the flow: that cost is boardgame.io's
 * share of the game's, and what is left above it is the game's rules.
 */
import { performance } from 'node:perf_hooks';
import type { Ctx, Game, State } from 'boardgame.io';
import { HeadlessMatch } from '../games/headless';

/** What one move did to boardgame.io's flow (the first that applies, in this order). */
export type FlowStep = 'move' | 'turn' | 'phase' | 'over' | 'turn+over' | 'unstage' | { active: Record<string, string> };

/** The flow step between two states, the one before a move and the one after it. */
export function flowStep(before: Ctx, after: Ctx): FlowStep {
  if (after.gameover !== undefined) return after.turn !== before.turn ? 'turn+over' : 'over';
  if (after.phase !== before.phase) return 'phase';
  if (after.turn !== before.turn) return 'turn';
  if (after.activePlayers && JSON.stringify(after.activePlayers) !== JSON.stringify(before.activePlayers)) {
    return { active: after.activePlayers };
  }
  if (!after.activePlayers && before.activePlayers) return 'unstage';
  return 'move';
}

/** The flow steps of a game as it is played: `start` once with the new match, `after` after each move. */
export class FlowRecorder {
  readonly steps: FlowStep[] = [];
  private ctx: Ctx | undefined;

  start(match: HeadlessMatch): void {
    this.ctx = match.state.ctx;
  }

  after(match: HeadlessMatch): void {
    this.steps.push(flowStep(this.ctx!, match.state.ctx));
    this.ctx = match.state.ctx;
  }
}

interface FlowState {
  step: FlowStep;
  /** The phase the step was made in: a 'phase' step ends that one only, not the next as it begins. */
  phase: string | null;
  /** The turn the step was made in: a 'turn+over' step ends the game once that turn is over. */
  turn: number;
}

const phaseEnds = ({ G, ctx }: { G: FlowState; ctx: Ctx }) => G.step === 'phase' && G.phase === ctx.phase;
const turnEnds = ({ G }: { G: FlowState }) => G.step === 'turn' || G.step === 'turn+over';
const gameEnds = ({ G, ctx }: { G: FlowState; ctx: Ctx }) => G.step === 'over' || (G.step === 'turn+over' && ctx.turn !== G.turn);

/** Two phases that hand over to each other, turns and stages ended by the recorded steps, nothing else. */
export const flowGame: Game<FlowState> = {
  name: 'flow-floor',
  setup: () => ({ step: 'move', phase: null, turn: 0 }),
  disableUndo: true,
  endIf: (context) => (gameEnds(context) ? { draw: true } : undefined),
  moves: {
    step: ({ ctx, events }, step: FlowStep) => {
      if (typeof step === 'object') events.setActivePlayers({ value: step.active });
      else if (step === 'unstage') events.setActivePlayers({});
      return { step, phase: ctx.phase, turn: ctx.turn };
    },
  },
  phases: {
    first: { start: true, next: 'second', endIf: phaseEnds, turn: { endIf: turnEnds } },
    second: { next: 'first', endIf: phaseEnds, turn: { endIf: turnEnds } },
  },
};

/** The player the flow game waits for: the one in a stage, else the one whose turn it is. */
const mover = (state: State): string => (state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer);

/**
 * Replay `steps` (one recorded game) as no-op moves: the milliseconds the moves took and the match they
 * led to; throws if boardgame.io refuses one.
 */
export function replayFlow(numPlayers: number, steps: readonly FlowStep[]): { ms: number; match: HeadlessMatch } {
  const match = new HeadlessMatch(flowGame, { numPlayers, seed: 'flow' });
  const started = performance.now();
  for (const step of steps) {
    const result = match.move(mover(match.state), 'step', [step]);
    if (!result.ok) throw new Error(`the flow floor refused a step (${JSON.stringify(step)}): ${result.refusal.type}`);
  }
  return { ms: performance.now() - started, match };
}
