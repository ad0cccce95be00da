/**
 * Moves over plain state, shared by every game here.
 *
 * boardgame.io runs each move on an immer draft: every object a move reads through it gets a proxy,
 * which costs more than the rules themselves. So moves read the state as it was before the move (plain
 * and frozen), compute the next state with the pure rules (sharing what did not change) and return it
 * frozen; immer then takes a frozen result as it is instead of walking it.
 */
import type { Plugin } from 'boardgame.io';
import { GameMethod } from 'boardgame.io/core';

/**
 * Gives every move `before`, the state before the move. The wrapper sits outside boardgame.io's immer
 * wrapper (game plugins wrap the default ones), which passes the rest of the context through. Nothing
 * is stored in the state.
 */
export const PlainStatePlugin: Plugin = {
  name: 'plain-state',
  fnWrap: (method, methodType) =>
    methodType === GameMethod.MOVE ? (context, ...args) => method({ ...context, before: context.G } as typeof context, ...args) : method,
};

/** The state before the move, as plain data (needs `PlainStatePlugin` in the game's plugins). */
export function stateBefore<G>(context: { G: G }): G {
  const { before } = context as { before?: G };
  if (before === undefined) throw new Error('stateBefore needs PlainStatePlugin in the game\'s plugins');
  return before;
}

/**
 * Is `value` frozen? Asked as "not extensible": nothing here makes an object non-extensible but freezing it
 * (the rules' and immer's `Object.freeze`), and V8 answers that at once, where `Object.isFrozen` checks every
 * property (140 ns for a map of 50 provinces against 10: the copy-on-write asks it at every write).
 */
export const isFrozen = (value: object): boolean => !Object.isExtensible(value);

/**
 * Freezes the parts of a new state that are not frozen yet, stopping at those shared with the previous
 * state (already frozen), as immer would freeze them after the move.
 */
export function frozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (typeof value[i] === 'object') frozen(value[i]);
  } else {
    for (const key in value) if (typeof value[key] === 'object') frozen(value[key]);
  }
  return value;
}

/**
 * Fires a boardgame.io event without the stack trace it captures for its error messages only:
 * capturing it costs more than a whole move.
 */
export function withoutStackTrace(fire: () => void): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    fire();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
