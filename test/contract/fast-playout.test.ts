/**
 * The fast playout path (games/bots/kit.ts `FastRules`) is boardgame.io's reducer without its cost: over
 * 100 seeded random games per game, their setups and seeds drawn by fast-check (every setup the game
 * accepts at least once, the rest drawn anew on each run), the moves chosen on the fast path, replayed
 * through the reducer, are all accepted and end in the same G, the same result and the same random state,
 * and every step is compared too (games/bots/fast-path-replay.ts). The 1,000-game run per game is
 * `npm run bench:fast-playout`. Set GAME=<name> to check one game; FAST_PLAYOUT_SEED=<n> replays the draw
 * fast-check printed on a failure.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { quietConsoleErrors } from '../support/quiet-console';
import { gameEntries } from '../../games';
import { fastPathDifferences } from '../../games/bots/fast-path-replay';
import { HeadlessMatch } from '../../games/headless';
import { acceptedSetups } from '../../games/setup-options';

// FAST_PLAYOUT_GAMES changes the count while working on a game; CI runs a hundred.
const GAMES_PER_GAME = Number(process.env.FAST_PLAYOUT_GAMES ?? 100);
const SEED = process.env.FAST_PLAYOUT_SEED === undefined ? undefined : Number(process.env.FAST_PLAYOUT_SEED);
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);
const json = (value: unknown) => JSON.stringify(value ?? null);

quietConsoleErrors();

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const { game } = entry;
  const { fast } = entry.bots;
  const setups = acceptedSetups(game, entry.options);

  test(`${GAMES_PER_GAME} seeded random games, setups and seeds drawn by fast-check, on the fast path replay step by step through the reducer to the same end`, () => {
    const seed = fc.nat().map((n) => `fast-${n}`);
    const played = new Set<string>();
    let games = 0;
    fc.assert(
      fc.property(fc.constantFrom(...setups), seed, seed, ({ numPlayers, setupData, label }, matchSeed, chooseSeed) => {
        games++;
        played.add(label);
        const failures = fastPathDifferences(entry, { numPlayers, setupData, seed: matchSeed, chooseSeed: `choose-${chooseSeed}`, stepByStep: true });
        expect(failures, `${label}, seeds ${matchSeed} and ${chooseSeed}`).toEqual([]);
      }),
      {
        numRuns: GAMES_PER_GAME,
        seed: SEED,
        // Every setup once on every run, before the drawn games (fast-check counts them in numRuns).
        examples: setups.map((setup, i) => [setup, `fast-${i}`, `fast-${i}`] as [(typeof setups)[number], string, string]),
      },
    );
    expect(games).toBeGreaterThanOrEqual(GAMES_PER_GAME);
    expect([...played].sort()).toEqual(setups.slice(0, GAMES_PER_GAME).map((setup) => setup.label).sort());
  }, 300_000); // a hundred games through the reducer, step by step: a minute on a loaded machine

  test('play refuses what the reducer refuses and then leaves the state as it was', () => {
    const { numPlayers, setupData } = setups[0];
    const reference = new HeadlessMatch(game, { numPlayers, setupData, seed: 'fast-refusal' });
    const s = fast.fromState(reference.state);
    const before = json(fast.G(s));
    const playerID = fast.toMove(s)!;
    const [first] = fast.enumerate(s, playerID);
    expect(fast.play(s, playerID, 'no-such-move', [])).toBe(false);
    expect(fast.play(s, playerID, 'toString', [])).toBe(false);
    const outsider = Array.from({ length: numPlayers }, (_, seat) => String(seat)).find((seat) => !reference.activePlayers.includes(seat));
    if (outsider !== undefined) expect(fast.play(s, outsider, first.move, first.args ?? [])).toBe(false);
    expect(json(fast.G(s))).toBe(before);
    const junk = ['junk', { x: 1 }, -1, 99];
    expect(fast.play(s, playerID, first.move, junk)).toBe(reference.move(playerID, first.move, junk).ok);
    expect(json(fast.G(s))).toBe(json(reference.state.G));
  });

  test('clone gives a state that plays on without touching the original', () => {
    const { numPlayers, setupData } = setups[0];
    const s = fast.fromState(new HeadlessMatch(game, { numPlayers, setupData, seed: 'fast-clone' }).state);
    const before = json(fast.G(s));
    const copy = fast.clone(s);
    const playerID = fast.toMove(copy)!;
    const [first] = fast.enumerate(copy, playerID);
    expect(fast.play(copy, playerID, first.move, first.args ?? [])).toBe(true);
    expect(json(fast.G(s))).toBe(before);
    expect(json(fast.G(copy))).not.toBe(before);
  });
});
