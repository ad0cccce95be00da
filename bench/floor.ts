/**
 * The reducer floor every bench ratio is measured against: a no-op move through boardgame.io's reducer
 * (undo disabled, as in every registered game, so the floor does not carry a growing undo history).
 */
import { performance } from 'node:perf_hooks';
import type { Game } from 'boardgame.io';
import { HeadlessMatch } from '../games/headless';

/** A game that does nothing, so only boardgame.io's own work per move is measured. */
const noop: Game = { name: 'noop', setup: () => ({}), moves: { noop: () => {} }, disableUndo: true };

/** A no-op match and its first state, put back every 1,000 moves so that nothing grows. */
const floorMatch = new HeadlessMatch(noop, { numPlayers: 2, seed: 'floor' });
const floorStart = floorMatch.state;

/** Milliseconds for `moves` no-op moves through the reducer. */
export function floorMs(moves: number): number {
  const start = performance.now();
  for (let i = 0; i < moves; i++) {
    if (i % 1000 === 0) floorMatch.state = floorStart;
    floorMatch.move('0', 'noop');
  }
  return performance.now() - start;
}
