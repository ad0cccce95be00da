/**
 * Hostile move arguments and player ids, for each game's client-keys tests. A client may send, wherever a
 * move expects a value, a name every object inherits (`__proto__`, `toString`...), and objects carrying
 * those names, or unknown fields, as own keys (JSON.parse makes `{"__proto__": 1}` an own key). A move must
 * refuse them all: the state unchanged, nothing thrown, `Object.prototype` untouched.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Game, Plugin } from 'boardgame.io';
import { GameMethod, INVALID_MOVE } from 'boardgame.io/core';
import { HeadlessMatch, type MoveChoice } from '../../games/headless';
import type { SetupData } from '../../games/types';

/** Names that every plain object answers to without owning them. */
export const INHERITED_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

/** A field no move argument has. */
export const UNKNOWN_FIELD = 'unknownField';

/**
 * The value given to an added own key: for `__proto__` and `constructor`, what a careless merge would turn
 * into `Object.prototype.polluted`.
 */
const ADDED_VALUE = new Map<string, unknown>([
  ['__proto__', { polluted: true }],
  ['constructor', { prototype: { polluted: true } }],
]);

/** `object` with `key` as one more own key, parsed from JSON as a client's message is. */
export function withOwnKey(object: object, key: string, value: unknown = ADDED_VALUE.get(key) ?? 1): Record<string, unknown> {
  const fields = JSON.stringify(object).slice(1, -1);
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}${fields ? `,${fields}` : ''}}`);
}

export interface Variant {
  label: string;
  args: unknown[];
}

type Path = (string | number)[];

const at = (value: unknown, path: Path): unknown => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);

function replaced(args: unknown[], path: Path, value: unknown): unknown[] {
  const copy = JSON.parse(JSON.stringify(args));
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]] = value;
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The hostile versions of a legal call's arguments: each argument, and each value inside one, replaced by
 * each inherited name; each object inside given each inherited name, and an unknown field, as an own key.
 */
export function hostileVariants(args: readonly unknown[]): Variant[] {
  const legal = JSON.parse(JSON.stringify(args)) as unknown[];
  const variants: Variant[] = [];
  const visit = (value: unknown, path: Path) => {
    const where = path.join('.');
    for (const name of INHERITED_NAMES) variants.push({ label: `${where} = ${name}`, args: replaced(legal, path, name) });
    if (isRecord(value)) {
      for (const key of [...INHERITED_NAMES, UNKNOWN_FIELD]) variants.push({ label: `${where} + own key ${key}`, args: replaced(legal, path, withOwnKey(value, key)) });
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  legal.forEach((arg, index) => visit(arg, [index]));
  return variants;
}

/** What the game's own move function answered last (recorded by `refereed`). */
let verdict: 'refused' | 'applied' | 'threw' | null = null;

const VerdictPlugin: Plugin = {
  name: 'test-verdict',
  fnWrap: (method, methodType) =>
    methodType !== GameMethod.MOVE
      ? method
      : (context, ...args) => {
          verdict = 'threw';
          const result = method(context, ...args);
          verdict = result === INVALID_MOVE ? 'refused' : 'applied';
          return result;
        },
};

/** A match of the same game at the same state, whose moves' own answers are recorded for `moveProblem`. */
export function refereed(match: HeadlessMatch, setupData?: SetupData): HeadlessMatch {
  const game: Game = { ...match.game, plugins: [...(match.game.plugins ?? []), VerdictPlugin] };
  const watched = new HeadlessMatch(game, { numPlayers: match.ctx.numPlayers, setupData, seed: String(match.game.seed ?? 'refereed') });
  watched.state = match.state;
  return watched;
}

/** Can boardgame.io write these arguments into its message for a refused move (`${args}`)? */
function printable(args: unknown[]): boolean {
  try {
    String(args);
    return true;
  } catch {
    return false;
  }
}

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype];

/** The own properties of the prototypes every state object and argument inherits from, as they are now. */
function prototypeProperties(): unknown[][] {
  return PROTOTYPES.map((proto) =>
    Reflect.ownKeys(proto).flatMap((key) => {
      const { value, get, set } = Object.getOwnPropertyDescriptor(proto, key)!;
      return [key, value, get, set];
    }),
  );
}

const ORIGINAL_PROPERTIES = prototypeProperties();

/** Does `Object.prototype` (or Array's, or Function's) still hold exactly what it held when the tests started? */
export function prototypesUntouched(): boolean {
  const now = prototypeProperties();
  const same = now.every((list, i) => list.length === ORIGINAL_PROPERTIES[i].length && list.every((item, j) => item === ORIGINAL_PROPERTIES[i][j]));
  return same && PROTOTYPES.every((proto) => Object.getPrototypeOf(proto) === (proto === Object.prototype ? null : Object.prototype)) &&
    ({} as { polluted?: unknown }).polluted === undefined;
}

/**
 * Tries a move that must be refused on a `refereed` match; returns what went wrong, or undefined when it
 * was refused cleanly. The match is left at the state it had.
 */
export function moveProblem(match: HeadlessMatch, playerID: string, move: string, args: unknown[]): string | undefined {
  const before = match.state;
  const json = JSON.stringify(before);
  verdict = null;
  let problem: string | undefined;
  try {
    if (match.move(playerID, move, args).ok) problem = 'accepted';
  } catch (error) {
    // boardgame.io writes a refused move's arguments into its error message (`${args}`); an own `toString` key
    // makes that throw once the game has refused. The server refuses the move then (server/matches/run-move.ts).
    if (verdict !== 'refused' || printable(args)) problem = `threw ${String(error)}`;
  }
  match.state = before;
  if (JSON.stringify(match.state) !== json) problem ??= 'changed the state';
  if (!prototypesUntouched()) problem ??= 'changed a prototype';
  return problem === undefined ? undefined : `${move}(${JSON.stringify(args)}) by ${JSON.stringify(playerID)}: ${problem}`;
}

/**
 * Every hostile version of `choice` (a legal move of `playerID` at the match's state), and the choice itself
 * sent by each inherited name as player id: the problems found.
 */
export function hostileProblems(match: HeadlessMatch, playerID: string, choice: MoveChoice): string[] {
  const problems: string[] = [];
  const args = choice.args ?? [];
  for (const variant of hostileVariants(args)) {
    const problem = moveProblem(match, playerID, choice.move, variant.args);
    if (problem) problems.push(`${variant.label}: ${problem}`);
  }
  for (const name of INHERITED_NAMES) {
    const problem = moveProblem(match, name, choice.move, args);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Positions of a game where each move is legal: state and the legal choices of one player there. */
export interface Sighting {
  state: HeadlessMatch['state'];
  playerID: string;
  choices: MoveChoice[];
}

/**
 * Plays `match` on, a seeded pick among the legal moves each time, and keeps for each move name the first
 * `perMove` positions where some player may make it, with up to `choicesPerMove` of their choices of it.
 */
export function sightings(match: HeadlessMatch, { moves, perMove = 2, choicesPerMove = 3, seed = 1 }: { moves: number; perMove?: number; choicesPerMove?: number; seed?: number }): Map<string, Sighting[]> {
  const seen = new Map<string, Sighting[]>();
  let random = seed;
  const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let played = 0; played < moves && !match.isOver; played++) {
    for (const playerID of match.activePlayers) {
      const byMove = new Map<string, MoveChoice[]>();
      for (const choice of match.enumerate(playerID)) byMove.set(choice.move, [...(byMove.get(choice.move) ?? []), choice]);
      for (const [move, choices] of byMove) {
        const list = seen.get(move) ?? [];
        if (list.length < perMove) seen.set(move, [...list, { state: match.state, playerID, choices: choices.slice(0, choicesPerMove) }]);
      }
    }
    const playerID = match.nextPlayer!;
    const choices = match.enumerate(playerID);
    if (choices.length === 0) break;
    const choice = choices[Math.floor(next() * choices.length)];
    if (!match.move(playerID, choice.move, choice.args ?? []).ok) throw new Error(`enumerated ${choice.move} refused`);
  }
  return seen;
}

/** Every refused move makes boardgame.io print an error: these tests refuse thousands on purpose. */
export function quietRefusals(): void {
  let quiet: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => quiet.mockRestore());
}

/**
 * The tests every game runs on the positions it gathered (`seen`, by move): they cover every move of the
 * game, and at each one every move refuses hostile arguments and player ids (`what` names them).
 */
export function everyMoveRefusesHostileInput(moveArgs: Record<string, unknown>, seen: Map<string, Sighting[]>, referee: HeadlessMatch, what: string): void {
  test('the positions cover every move of the game', () => {
    expect([...seen.keys()].sort()).toEqual(Object.keys(moveArgs).sort());
  });

  test.each(Object.keys(moveArgs))(`%s refuses ${what}`, (move) => {
    const problems: string[] = [];
    for (const { state, playerID, choices } of seen.get(move) ?? []) {
      referee.state = state;
      for (const choice of choices) problems.push(...hostileProblems(referee, playerID, choice));
    }
    expect(problems).toEqual([]);
    expect(prototypesUntouched()).toBe(true);
  });
}
