/** The shared plain-state move helpers (games/plain-state.ts). */
import { expect, test } from 'vitest';
import type { Game } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { gameEntries } from '../../games';
import { frozen, isFrozen, PlainStatePlugin, stateBefore, withoutStackTrace } from '../../games/plain-state';

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

/** Every object inside `value`, itself included. */
function objectsIn(value: unknown, out: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return out;
  out.push(value);
  for (const key of Object.keys(value)) objectsIn((value as Record<string, unknown>)[key], out);
  return out;
}

test('isFrozen says what Object.isFrozen says, of every part of every game\'s states', () => {
  expect(isFrozen(Object.freeze({ a: 1 }))).toBe(true);
  expect(isFrozen(Object.freeze([1]))).toBe(true);
  expect(isFrozen({ a: 1 })).toBe(false);
  // an object that only cannot grow is not frozen: nothing in the games makes one (isFrozen would be wrong)
  expect(Object.isFrozen(Object.preventExtensions({ a: 1 }))).toBe(false);
  for (const { game } of gameEntries) {
    const match = new HeadlessMatch(game, { numPlayers: game.minPlayers === 1 ? 2 : game.minPlayers, seed: 'frozen' });
    for (let step = 0; step < 60 && !match.isOver; step++) {
      const seat = match.nextPlayer!;
      const [first] = match.enumerate(seat);
      match.move(seat, first.move, first.args ?? []);
      const parts = objectsIn(match.state.G);
      expect(parts.filter((part) => isFrozen(part) !== Object.isFrozen(part)), `${game.name}, step ${step}`).toEqual([]);
    }
  }
});
