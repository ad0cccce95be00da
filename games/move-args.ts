/**
 * How many and how large a move's arguments may be, checked before a client's move reaches boardgame.io.
 * boardgame.io stores a move's arguments in the log as they came: a legal move with a huge extra argument
 * would be kept and sent again on every sync. Each game lists its limits in `games/<game>/move-args.ts`.
 */

/** The most one move's arguments may be. */
export interface MoveArgLimit {
  /** The move's own parameters after boardgame.io's context, optional trailing ones included. */
  count: number;
  /**
   * The largest `JSON.stringify(args).length` accepted: twice the largest legal call's, rounded up to a
   * power of two, 64 at least.
   */
  bytes: number;
}

/** Every move of a game by name: the names in the `moves` of the game, of its phases and of their stages. */
export type MoveArgLimits = Readonly<Record<string, MoveArgLimit>>;

/** A client's move name is quoted in the problem; a long one is cut, so the answer stays short. */
const QUOTED_NAME = 40;

const quoted = (move: string): string => JSON.stringify(move.length > QUOTED_NAME ? `${move.slice(0, QUOTED_NAME)}…` : move);

/**
 * Why `args` cannot be the arguments of `move`, or undefined when they can. Absent arguments are fine
 * (boardgame.io calls the move with none), and so are fewer than the move takes (the move refuses what it
 * misses). Never throws.
 */
export function moveArgsProblem(limits: MoveArgLimits, move: string, args: unknown): string | undefined {
  try {
    return problem(limits, move, args);
  } catch {
    // Nothing parsed from the wire throws when read; a value that does (a revoked proxy) is refused all the same.
    return 'the arguments cannot be read';
  }
}

function problem(limits: MoveArgLimits, move: string, args: unknown): string | undefined {
  // Names come from clients: an inherited name (`__proto__`, `toString`) is no move.
  if (typeof move !== 'string') return 'unknown move (the name is not a string)';
  if (!Object.hasOwn(limits, move)) return `unknown move ${quoted(move)}`;
  const { count, bytes } = limits[move];
  if (args === undefined) return undefined;
  if (!Array.isArray(args)) return `the arguments of ${quoted(move)} are not an array`;
  if (args.length > count) return `${quoted(move)} takes at most ${count} argument(s), not ${args.length}`;
  let json: string;
  try {
    json = JSON.stringify(args);
  } catch {
    return `the arguments of ${quoted(move)} are not JSON (a cycle or a BigInt)`;
  }
  if (json.length > bytes) return `the arguments of ${quoted(move)} are ${json.length} bytes of JSON, at most ${bytes}`;
  const shadowing = shadowingKey(args);
  if (shadowing !== undefined) return `the arguments of ${quoted(move)} hold a key named like a built-in (${quoted(shadowing)})`;
  return undefined;
}

/** Every name plain objects inherit (`toString`, `constructor`, `__proto__`…). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * A key inside `value` that shadows an inherited name, if any. No legal argument has one, and such a key
 * makes code that turns the value into text (boardgame.io's own messages do) throw, or read it as data.
 */
function shadowingKey(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (INHERITED.has(key)) return key;
    const inner = shadowingKey((value as Record<string, unknown>)[key]);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
