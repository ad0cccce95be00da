/**
 * BOT-DET-1: a match state a search may run from, built around a determinized G. The match's own seed is
 * hidden from every bot, so the sample's future draws come from the searcher's own source instead: ISMCTS,
 * boardgame.io's MCTSBot and the arena's forward model all start their samples here.
 */
import type { Ctx, State } from 'boardgame.io';
import type { Rng } from './kit';

export function sampledState(G: unknown, ctx: Ctx, rng: Rng): State {
  return { G, ctx, plugins: { random: { data: { seed: `sample-${Math.floor(rng() * 2 ** 32)}` } } }, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
}
