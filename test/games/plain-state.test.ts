/** The shared plain-state move helpers (games/plain-state.ts). */
import { expect, test } from 'vitest';
import type { Game } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { frozen, PlainStatePlugin, stateBefore, withoutStackTrace } from '../../games/plain-state';

interface Counter {
  n: number;
  history: number[];
}

test('moves read the plain state before the move and their frozen result becomes the state', () => {
  let seen: unknown;
  const game: Game<Counter> = {
    setup: () => ({ n: 0, history: [] }),
    plugins: [PlainStatePlugin],
    moves: {
      add: (context, by: number) => {
        const G = stateBefore(context);
        seen = G;
        return frozen({ ...G, n: G.n + by, history: [...G.history, by] });
      },
    },
  };
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: 's' });
  match.move('0', 'add', [2]);
  match.move('0', 'add', [3]);
  expect(match.state.G).toEqual({ n: 5, history: [2, 3] });
  expect(seen).toEqual({ n: 2, history: [2] });
  expect(Object.isFrozen(seen)).toBe(true);
});

test('stateBefore says when the plugin is missing', () => {
  expect(() => stateBefore({ G: {} })).toThrow(/PlainStatePlugin/);
});

test('frozen freezes new parts deeply and stops at frozen ones', () => {
  const shared = Object.freeze({ list: [1] });
  const value = frozen({ a: { b: [{ c: 1 }] }, shared });
  expect(Object.isFrozen(value.a.b[0])).toBe(true);
  expect(Object.isFrozen(shared.list)).toBe(false);
});

test('withoutStackTrace restores the stack trace limit, even when the event throws', () => {
  const limit = Error.stackTraceLimit;
  expect(() => withoutStackTrace(() => { expect(Error.stackTraceLimit).toBe(0); throw new Error('x'); })).toThrow('x');
  expect(Error.stackTraceLimit).toBe(limit);
});
