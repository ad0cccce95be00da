/**
 * Every registered game lists the limits of its moves' arguments (games/move-args.ts): one per move it
 * declares, never refusing a move the game offers, always refusing what cannot be a call of the move.
 * Set GAME=<name> to check one game.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from 'boardgame.io';
import { gameEntries } from '../../games';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { moveArgsProblem, type MoveArgLimits } from '../../games/move-args';
import { allSetupData } from '../../games/setup-options';
import type { GameEntry, SetupData } from '../../games/types';

const SEEDS_PER_PLAYER_COUNT = 5;
const only = process.env.GAME;
const entries = gameEntries.filter((entry) => !only || entry.game.name === only);

type TurnConfig = NonNullable<Game['turn']>;
type MoveMap = Game['moves'];

/** Every move name the game declares: its own moves, each phase's, and each stage's of those turns. */
function declaredMoves(game: Game): Set<string> {
  const names = new Set<string>();
  const addMoves = (moves: MoveMap) => Object.keys(moves ?? {}).forEach((name) => names.add(name));
  const addStages = (turn: TurnConfig | undefined) => Object.values(turn?.stages ?? {}).forEach((stage) => addMoves(stage.moves));
  addMoves(game.moves);
  addStages(game.turn);
  for (const phase of Object.values(game.phases ?? {})) {
    addMoves(phase.moves);
    addStages(phase.turn);
  }
  return names;
}

/** The setups a game accepts for `numPlayers` (the contract test plays each; here the seeds take turns). */
function acceptedSetups(entry: GameEntry, numPlayers: number): SetupData[] {
  return allSetupData(entry.options, numPlayers).filter((data) => entry.game.validateSetupData?.(data, numPlayers) === undefined);
}

const playerCounts = (entry: GameEntry): number[] =>
  Array.from({ length: entry.game.maxPlayers - entry.game.minPlayers + 1 }, (_, i) => entry.game.minPlayers + i);

test('there is at least one registered game to check', () => {
  expect(entries.length, only ? `no registered game is named ${only}` : 'no game registered').toBeGreaterThan(0);
});

describe.each(entries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const limits = entry.moveArgs;
  const names = Object.keys(limits);

  test('has a limit for every move it declares and none for a move it does not', () => {
    expect([...names].sort()).toEqual([...declaredMoves(entry.game)].sort());
  });

  test('gives each move a whole number of arguments and at least 64 bytes', () => {
    for (const name of names) {
      const { count, bytes } = limits[name];
      expect(Number.isInteger(count) && count >= 0, `${name}: count ${count}`).toBe(true);
      expect(Number.isInteger(bytes) && bytes >= 64, `${name}: bytes ${bytes}`).toBe(true);
    }
  });

  test.each(playerCounts(entry))(
    `with %i players, no move ai.enumerate offers in ${SEEDS_PER_PLAYER_COUNT} random games is refused by the limits`,
    async (numPlayers) => {
      const setups = acceptedSetups(entry, numPlayers);
      const refused = new Set<string>();
      const check = (match: HeadlessMatch) => {
        if (match.isOver) return;
        for (const playerID of match.activePlayers) {
          for (const { move, args } of match.enumerate(playerID)) {
            const problem = moveArgsProblem(limits, move, args);
            if (problem) refused.add(`${move}(${JSON.stringify(args)}): ${problem}`);
          }
        }
      };
      for (let i = 0; i < SEEDS_PER_PLAYER_COUNT; i++) {
        await playRandomGame(entry.game, {
          numPlayers,
          setupData: setups[i % setups.length],
          seed: `move-args-${i}`,
          maxMoves: entry.moveBudget,
          onStart: check,
          afterMove: check,
        });
      }
      expect([...refused].slice(0, 10)).toEqual([]);
    },
  );

  test('refuses one argument more than a move takes', () => {
    for (const name of names) {
      const args = Array.from({ length: limits[name].count + 1 }, () => 0);
      expect(moveArgsProblem(limits, name, args), name).toMatch(/at most/);
    }
  });

  test('refuses a 900 KB string argument for every move', () => {
    const junk = 'x'.repeat(900_000);
    for (const name of names) expect(moveArgsProblem(limits, name, [junk]), name).toBeDefined();
  });

  test('refuses arguments that are not an array', () => {
    for (const name of names) {
      for (const args of [null, 0, 'x', {}, { 0: 1, length: 1 }]) {
        expect(moveArgsProblem(limits, name, args), `${name}(${JSON.stringify(args)})`).toMatch(/not an array/);
      }
    }
  });

  test.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty'])('reports the inherited name %s as an unknown move', (name) => {
    expect(moveArgsProblem(limits, name, [])).toMatch(/^unknown move/);
  });
});

describe('moveArgsProblem', () => {
  const limits: MoveArgLimits = { buy: { count: 2, bytes: 20 }, pass: { count: 0, bytes: 64 }, give: { count: 1, bytes: 256 } };
  const cycle: unknown[] = [];
  cycle.push(cycle);
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  const throwingToJSON = {
    toJSON() {
      throw new Error('no');
    },
  };

  test.each<[string, string, unknown, RegExp | undefined]>([
    ['accepts as many arguments as the move takes', 'buy', [1, 2], undefined],
    ['accepts fewer arguments (the move itself refuses what it misses)', 'buy', [1], undefined],
    ['accepts absent arguments', 'buy', undefined, undefined],
    ['accepts no arguments for a move of none', 'pass', [], undefined],
    ['accepts undefined values, sent as null', 'buy', [undefined, undefined], undefined],
    ['accepts arguments of exactly the byte limit', 'buy', ['1234567890123456'], undefined],
    ['refuses arguments one byte over the limit', 'buy', ['12345678901234567'], /21 bytes of JSON, at most 20/],
    ['refuses one argument too many', 'buy', [1, 2, 3], /at most 2 argument\(s\), not 3/],
    ['refuses any argument for a move of none', 'pass', [0], /at most 0/],
    ['refuses too many arguments before measuring them', 'buy', Array.from({ length: 1000 }, () => cycle), /at most 2/],
    ['refuses null arguments', 'buy', null, /not an array/],
    ['refuses an object as arguments', 'buy', { 0: 1, 1: 2, length: 2 }, /not an array/],
    ['refuses a string as arguments', 'buy', 'ab', /not an array/],
    ['refuses a cycle', 'buy', [cycle], /not JSON/],
    ['refuses a BigInt', 'buy', [1n], /not JSON/],
    ['refuses a value whose toJSON throws', 'buy', [throwingToJSON], /not JSON/],
    ['refuses a revoked proxy without throwing', 'buy', revoked.proxy, /cannot be read/],
    ['refuses an unknown move', 'sell', [], /^unknown move "sell"$/],
    ['refuses __proto__ as a move', '__proto__', [], /^unknown move/],
    ['refuses toString as a move', 'toString', [], /^unknown move/],
    ['refuses the empty name', '', [], /^unknown move/],
    ['refuses an object argument with its own toString', 'buy', [{ toString: 1 }], /named like a built-in \("toString"\)/],
    ['refuses an own __proto__ key deep inside an argument', 'give', [[JSON.parse('{"a":{"__proto__":{"x":1}}}')]], /\("__proto__"\)/],
    ['accepts keys that only look alike', 'give', [{ tostring: 1, proto: 2 }], undefined],
    ['refuses a name that is not a string without throwing', 42 as unknown as string, [], /^unknown move/],
  ])('%s', (_label, move, args, expected) => {
    const problem = moveArgsProblem(limits, move, args);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(expected);
  });

  test('quotes at most 40 characters of a long unknown name', () => {
    const problem = moveArgsProblem(limits, 'm'.repeat(900_000), []);
    expect(problem).toMatch(/^unknown move "m{40}…"$/);
  });

  test('works the same on limits with a null prototype', () => {
    const bare: MoveArgLimits = Object.assign(Object.create(null), limits);
    expect(moveArgsProblem(bare, 'buy', [1])).toBeUndefined();
    expect(moveArgsProblem(bare, 'hasOwnProperty', [])).toMatch(/^unknown move/);
  });
});
