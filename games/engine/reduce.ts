/**
 * One move through boardgame.io's own reducer: the one place anything runs a move the way boardgame.io's
 * server does (the server's match engine, headless matches, replays, hotseat, the arena, the bench). Pure:
 * the state given is never changed, the next one is returned.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';

/** A move as a seat sends it. */
export interface MoveRequest {
  move: string;
  args: readonly unknown[];
  playerID: string;
}

/**
 * How boardgame.io's reducer refused an action (`action/invalid_move`, `action/inactive_player`,
 * `action/unavailable_move`, `action/gameover`…), or `threw` when a hook or plugin threw.
 */
export type ReduceRefusal = { type: string; error?: unknown };

export type ReduceOutcome = { ok: true; next: State } | { ok: false; refusal: ReduceRefusal };

type Reducer = (state: State, action: unknown) => State & { transients?: { error?: { type: string } } };

/**
 * One reducer per game object, made once: building it processes the whole game config (its flow, every
 * move), which costs more than a short game's moves.
 */
const reducers = new WeakMap<Game, Reducer>();

function reducerOf(game: Game): Reducer {
  let reducer = reducers.get(game);
  if (!reducer) reducers.set(game, (reducer = CreateGameReducer({ game, isClient: false }) as unknown as Reducer));
  return reducer;
}

/** The objects of `ctx` boardgame.io's flow writes into in place (stage events, move counts). */
const CTX_WRITTEN = ['activePlayers', '_activePlayersMinMoves', '_activePlayersMaxMoves', '_activePlayersNumMoves'] as const;

/**
 * The state with the parts the reducer writes into copied (the active players and their move counts in
 * `ctx`, the plugins' data), so that a state a caller keeps (the server's held state, a replay's checkpoint,
 * the state a move may be taken back to) stays as it was after the next move.
 */
export function writableCopy(state: State): State {
  const ctx = { ...state.ctx } as Record<string, unknown>;
  for (const key of CTX_WRITTEN) {
    const value = ctx[key];
    if (value && typeof value === 'object') ctx[key] = { ...value };
  }
  const plugins: State['plugins'] = {};
  for (const [name, plugin] of Object.entries(state.plugins ?? {})) {
    plugins[name] = plugin && typeof plugin.data === 'object' ? { ...plugin, data: { ...plugin.data } } : plugin;
  }
  return { ...state, ctx: ctx as unknown as State['ctx'], plugins };
}

/**
 * Run `request` on `state` through the game's reducer. A refused move (the game's INVALID_MOVE or
 * boardgame.io's own checks) says why, and the state given is left as it was.
 */
export function reduce(game: Game, state: State, { move, args, playerID }: MoveRequest): ReduceOutcome {
  let next;
  try {
    next = reducerOf(game)(writableCopy(state), { type: 'MAKE_MOVE', payload: { type: move, args: [...args], playerID } });
  } catch (error) {
    return { ok: false, refusal: { type: 'threw', error } };
  }
  const refused = next.transients?.error;
  if (refused) return { ok: false, refusal: { type: refused.type } };
  return { ok: true, next };
}
