/**
 * One move on one stored state, through boardgame.io's own reducer, with every refusal named. Pure: the
 * caller reads the state before and stores the result after.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import type { RefusalCode } from '../protocol';

/** A game as boardgame.io's server holds it, after `ProcessGameConfig`. */
export type ProcessedGame = Game & {
  name: string;
  flow: {
    isPlayerActive(G: unknown, ctx: State['ctx'], playerID: string): boolean;
    getMove(ctx: State['ctx'], name: string, playerID: string): unknown;
  };
};

export interface MoveAction {
  type: 'MAKE_MOVE';
  payload: { type: string; args: unknown[]; playerID: string };
}

export type MoveOutcome = { ok: true; next: State } | { ok: false; code: RefusalCode; error?: unknown };

type Reducer = (state: State, action: MoveAction) => State & { transients?: { error?: { type: string } } };

/** The reducer of each game, made once. */
const reducers = new WeakMap<ProcessedGame, Reducer>();

function reducerOf(game: ProcessedGame): Reducer {
  let reducer = reducers.get(game);
  if (!reducer) {
    reducer = CreateGameReducer({ game, isClient: false }) as unknown as Reducer;
    reducers.set(game, reducer);
  }
  return reducer;
}

/** The objects of `ctx` that boardgame.io's flow writes into in place (stage events, move counts). */
const CTX_WRITTEN = ['activePlayers', '_activePlayersMinMoves', '_activePlayersMaxMoves', '_activePlayersNumMoves'] as const;

/**
 * The parts of a state boardgame.io's reducer writes into, copied: the active players and their move
 * counts and limits in `ctx`, and plugins' data (the log plugin's `metadata`). The state given stays as it
 * was, since the server keeps it: as the state a move may be taken back to, and for the next move.
 */
export function writableCopy(state: State): State {
  const { ctx, plugins } = state;
  const copiedCtx = { ...ctx } as Record<string, unknown>;
  for (const key of CTX_WRITTEN) {
    const value = copiedCtx[key];
    if (value && typeof value === 'object') copiedCtx[key] = { ...value };
  }
  return {
    ...state,
    ctx: copiedCtx as unknown as State['ctx'],
    plugins: Object.fromEntries(
      Object.entries(plugins ?? {}).map(([name, plugin]) => [name, plugin && typeof plugin.data === 'object' ? { ...plugin, data: { ...plugin.data } } : plugin]),
    ),
  };
}

/** boardgame.io's error types for a refused action, as refusal codes. */
const REDUCER_ERRORS: Partial<Record<string, RefusalCode>> = {
  'action/gameover': 'game-over',
  'action/inactive_player': 'not-allowed-now',
  'action/unavailable_move': 'not-allowed-now',
};

/**
 * Apply `action` (a move of the game, by a seat the caller has authenticated) to `state`, the stored
 * state, for a client that sent it on `stateID`.
 */
export function runMove(game: ProcessedGame, state: State, action: MoveAction, stateID: number): MoveOutcome {
  const { type: name, playerID } = action.payload;
  if (state.ctx.gameover !== undefined) return { ok: false, code: 'game-over' };
  const move = game.flow.getMove(state.ctx, name, playerID);
  const ignoresStale = typeof move === 'object' && move !== null && (move as { ignoreStaleStateID?: boolean }).ignoreStaleStateID === true;
  if (state._stateID !== stateID && !ignoresStale) return { ok: false, code: 'stale' };
  if (!move || !game.flow.isPlayerActive(state.G, state.ctx, playerID)) return { ok: false, code: 'not-allowed-now' };
  let next;
  try {
    next = reducerOf(game)(writableCopy(state), action);
  } catch (error) {
    // A hook or plugin threw (moves themselves are contained by harden-game.ts): nothing is stored.
    return { ok: false, code: 'invalid-move', error };
  }
  const refused = next.transients?.error;
  if (refused) return { ok: false, code: REDUCER_ERRORS[refused.type] ?? 'invalid-move' };
  if (next._stateID !== state._stateID + 1) return { ok: false, code: 'invalid-move' };
  return { ok: true, next };
}
