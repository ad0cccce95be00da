/**
 * One move on one stored state, through boardgame.io's own reducer, with every refusal named. Pure: the
 * caller reads the state before and stores the result after.
 */
import type { Game, State } from 'boardgame.io';
import { reduce } from '../../games/engine/reduce';
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
  const outcome = reduce(game, state, { move: name, args: action.payload.args, playerID });
  if (!outcome.ok) {
    const { type, error } = outcome.refusal;
    // A hook or plugin threw (moves themselves are contained by harden-game.ts): nothing is stored.
    if (type === 'threw') return { ok: false, code: 'invalid-move', error };
    return { ok: false, code: REDUCER_ERRORS[type] ?? 'invalid-move' };
  }
  if (outcome.next._stateID !== state._stateID + 1) return { ok: false, code: 'invalid-move' };
  return { ok: true, next: outcome.next };
}
