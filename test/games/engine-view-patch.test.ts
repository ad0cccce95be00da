/**
 * ENGINE-PATCH-1: a viewer's next state as a patch against its last one (games/engine/view-patch.ts). The
 * patch, sent as JSON and applied to the client's parsed copy of the last state, gives the next state as
 * JSON reads it: for any two JSON values, for values holding `undefined`, and for the views of every game's
 * seats and spectators, move after move.
 */
import type { State } from 'boardgame.io';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { playRandomGame } from '../../games/headless';
import { defaultSetupData } from '../../games/setup-options';
import { viewPacket } from '../../games/engine/view';
import { applyStateChanges, applyViewPatch, packLog, receivePatch, stateChanges, unpackLog, viewPatch, type ViewChange } from '../../games/engine/view-patch';

/** A value as it crosses the wire. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The next value as the client rebuilds it from its copy of the previous one and the patch as sent. */
const rebuilt = (previous: unknown, next: unknown) => applyViewPatch(wire(previous), wire(viewPatch(previous, next)));

/** JSON values, and objects and arrays that also hold `undefined` (which JSON drops, or writes as null). */
const loose = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined), tie('object'), tie('array')),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd/e', 'f~g', '0'), tie('value'), { maxKeys: 5 }),
  array: fc.array(tie('value'), { maxLength: 5 }),
}));

/** Draws a whole number below `n`. */
type Draw = (n: number) => number;

/** A seeded draw (a linear congruential generator: enough to pick edits). */
function draws(seed: number): Draw {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

/** A value with a few of its parts changed, shared as a move shares what it did not touch. */
function edited(value: unknown, random: Draw): unknown {
  if (typeof value !== 'object' || value === null) return random(4) === 0 ? random(10) : value;
  if (Array.isArray(value)) {
    const copy = value.map((item) => (random(3) === 0 ? edited(item, random) : item));
    if (random(4) === 0) copy.push(random(10));
    if (random(4) === 0) copy.splice(0, 1);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (random(6) === 0) continue;
    copy[key] = random(3) === 0 ? edited(item, random) : item;
  }
  if (random(4) === 0) copy[`k${random(4)}`] = random(3) === 0 ? undefined : { n: 1 };
  return copy;
}

describe('ENGINE-PATCH-1: a patch rebuilds the next value as JSON reads it', () => {
  test('for any two JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (previous, next) => {
      expect(rebuilt(previous, next)).toEqual(wire(next));
    }));
  });

  test('for values holding undefined, and for a value edited in a few places', () => {
    fc.assert(fc.property(loose.object, (previous) => {
      expect(rebuilt(previous, { ...previous, z: [undefined] })).toEqual(wire({ ...previous, z: [null] }));
    }));
    fc.assert(fc.property(loose.object, loose.value, (previous, other) => {
      expect(rebuilt(previous, other ?? null)).toEqual(wire(other ?? null));
    }));
    fc.assert(
      fc.property(loose.object, fc.integer(), (previous, seed) => {
        const next = edited(previous, draws(seed));
        expect(rebuilt(previous, next)).toEqual(wire(next));
      }),
    );
  });

  test('names only what changed: an unchanged value is no change, one changed field one change', () => {
    const state = { G: { hands: [[1, 2], [3]], score: { a: 1, b: undefined }, 'a/b~': 0 }, ctx: { turn: 3 } };
    expect(viewPatch(state, structuredClone(state))).toEqual([]);
    expect(viewPatch(state, { ...state, ctx: { turn: 4 } })).toEqual([['/ctx/turn', 4]]);
    expect(viewPatch(state, { ...state, G: { ...state.G, score: { a: 1, b: 2 } } })).toEqual([['/G/score/b', 2]]);
    // Several changes within a small value: the value itself, which is shorter.
    expect(viewPatch(state, { ...state, G: { ...state.G, hands: [[1, 2, 5], []] } })).toEqual([['/G/hands', [[1, 2, 5], []]]]);
    // …but not within a long one.
    const long = { hands: [Array.from({ length: 40 }, (_, i) => i), [3]] };
    expect(viewPatch(long, { hands: [[...long.hands[0], 5], []] })).toEqual([['/hands/0/-', 5], ['/hands/1/0']]);
    expect(viewPatch(state, { ...state, G: { ...state.G, 'a/b~': 1 } })).toEqual([['/G/a~1b~0', 1]]);
    expect(viewPatch([1, 2, 3], [1])).toEqual([['/2'], ['/1']]);
  });

  test('the base is never written to, and what did not change is shared with it', () => {
    const freeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) freeze(item);
      return Object.freeze(value);
    };
    const base = freeze({ G: { hands: [[1, 2], [3]], market: { row: [4, 5] } }, ctx: { turn: 1 } });
    const next = applyViewPatch(base, [['/G/hands/0/-', 6], ['/ctx/turn', 2]])!;
    expect(next).toEqual({ G: { hands: [[1, 2, 6], [3]], market: { row: [4, 5] } }, ctx: { turn: 2 } });
    expect(base).toEqual({ G: { hands: [[1, 2], [3]], market: { row: [4, 5] } }, ctx: { turn: 1 } });
    expect(next.G.market).toBe(base.G.market);
    expect(next.G.hands[1]).toBe(base.G.hands[1]);
  });

  test('a client ignores changes made on an older state than it holds, and asks again for any other misfit', () => {
    const held = { _stateID: 5, G: { deck: 3 }, ctx: { turn: 2, phase: null } } as unknown as State;
    expect(receivePatch(held, 4, 5, [['/G/deck', 2]], [])).toBe('older');
    expect(receivePatch(held, 6, 7, [['/G/deck', 2]], [])).toBe('misfit');
    expect(receivePatch(undefined, 5, 6, [['/G/deck', 2]], [])).toBe('misfit');
    expect(receivePatch(held, 5, 6, [['/G/hand/0', 2]], [])).toBe('misfit');
    expect(receivePatch(held, 5, 6, [['/G/deck', 2]], [])).toEqual({ state: { ...held, _stateID: 6, G: { deck: 2 } }, log: [] });
  });

  test('a change that does not fit the base is refused, and the base is left as it was', () => {
    const base = { G: { deck: 3, hand: [1] } };
    const misfits: ViewChange[][] = [
      [['/G/deck', 2], ['/G/gone']],
      [['/G/hand/2', 4]],
      [['/G/hand/1']],
      [['/G/hand/01', 4]],
      [['/G/missing/deck', 1]],
      [['G/deck', 1]],
      [['/G/deck/x', 1]],
    ];
    for (const changes of misfits) expect(applyViewPatch(base, changes), JSON.stringify(changes)).toBeUndefined();
    expect(base).toEqual({ G: { deck: 3, hand: [1] } });
    // A key named __proto__ is set as the base's own key, never on a prototype.
    const changed = applyViewPatch(base, [['/G/__proto__', { polluted: true }]]) as { G: Record<string, unknown> };
    expect(Object.hasOwn(changed.G, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('ENGINE-PATCH-1 on %s', (_name, entry) => {
  test('each viewer rebuilds its view and log entries of every move from the last, on a fraction of the bytes', async () => {
    const { game } = entry;
    const numPlayers = Math.max(2, game.minPlayers);
    const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
    const viewOf = (state: State, viewer: string | null) => viewPacket(game, viewer, { type: 'update', args: ['m', state] }).args;
    const held = new Map<string | null, State>();
    const ratios: number[] = [];
    await playRandomGame(game, {
      numPlayers,
      setupData: defaultSetupData(entry.options, numPlayers),
      seed: 'view-patch',
      maxMoves: 120,
      onStart(match) {
        for (const viewer of viewers) held.set(viewer, viewOf(match.state, viewer)[1]);
      },
      afterMove(match) {
        for (const viewer of viewers) {
          const previous = held.get(viewer)!;
          const [, next, log] = viewOf(match.state, viewer);
          const changes = stateChanges(previous, next);
          const packed = packLog(log, previous);
          const base = wire(previous);
          expect(applyStateChanges(base, wire(changes), next._stateID)).toEqual(wire(next));
          expect(unpackLog(wire(packed), base)).toEqual(wire(log));
          const sent = JSON.stringify([changes, packed]).length;
          ratios.push(sent / JSON.stringify([next, log]).length);
          held.set(viewer, next);
        }
      },
    });
    ratios.sort((a, b) => a - b);
    // The median update (changes and log entries) is well under the whole one (the state and the log entries),
    // even in Res Publica, whose state is hardly longer than a move's log entries.
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(0.6);
  });
});
