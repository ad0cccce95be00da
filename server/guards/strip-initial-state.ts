import type { State } from 'boardgame.io';

/**
 * The initial state a client receives on sync, stripped of everything secret. boardgame.io sends
 * `initialState` unfiltered: the full initial `G` (hands, decks) and the random plugin's seed and PRNG
 * state, with which a client could replay every shuffle. Only the public frame survives; the debug
 * panel's time travel then starts at the first move.
 */
export function stripInitialState(state: State): State {
  return { ...state, G: {}, plugins: {}, deltalog: [], _undo: [], _redo: [] };
}
