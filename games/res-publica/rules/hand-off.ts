/**
 * RP-TRADE-3: a hand-off, one decision, one player at a time: each step one player deciding once in their stage,
 * then the current player lays and draws (stage `build`). The rules name its steps; boardgame.io's chain of stages
 * (`stages`, the `setActivePlayers` argument that game.ts's wiring fires) is made from them only when read, as the
 * bots' fast playouts follow the steps as they are (bots/fast.ts), at every proposal and answer.
 */
import type { StageChain } from '../../played';
import type { PlayerID, Stage } from './types';

/** One player deciding once in a stage. */
export type Step = readonly [PlayerID, Stage];

export class HandOff {
  readonly kind = 'set-stages';

  constructor(
    readonly currentPlayer: PlayerID,
    readonly steps: readonly Step[],
  ) {}

  /** The chain of stages boardgame.io follows: each step for one move, then the current player's building. */
  get stages(): StageChain {
    let chain: StageChain = { value: { [this.currentPlayer]: 'build' } };
    for (let i = this.steps.length - 1; i >= 0; i--) {
      const [id, stage] = this.steps[i];
      chain = { value: { [id]: stage }, maxMoves: 1, next: chain };
    }
    return chain;
  }
}
