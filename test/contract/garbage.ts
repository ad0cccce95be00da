/**
 * Wrong arguments for a move: each enumerated argument list with one value (or one element or field of
 * it) replaced by a value of the wrong type or out of any range a rule could accept.
 */
const NOT_A_NUMBER = ['0', null, {}, [], true];
const NOT_A_STRING = [7, null, {}, [], false, '\u0000no-such-id'];

function garbageFor(value: unknown): unknown[] {
  if (typeof value === 'number') return [-1, 1e9, 0.5, Number.NaN, ...NOT_A_NUMBER.map((v) => (v === '0' ? String(value) : v))];
  if (typeof value === 'string') return NOT_A_STRING;
  if (typeof value === 'boolean') return ['yes', 2, null, {}];
  if (Array.isArray(value)) return [null, 'x', 5, {}];
  if (value && typeof value === 'object') return [null, 'x', 5, []];
  return [];
}

function* replacements(value: unknown): Generator<unknown> {
  yield* garbageFor(value);
  // One level down: a wrong element or field inside a structured argument.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const bad of garbageFor(value[i])) yield value.map((item, j) => (j === i ? bad : item));
    }
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      for (const bad of garbageFor((value as Record<string, unknown>)[key])) yield { ...value, [key]: bad };
    }
  }
}

/** Every argument list that differs from `args` by one wrong value. */
export function* wrongArguments(args: readonly unknown[]): Generator<unknown[]> {
  for (let i = 0; i < args.length; i++) {
    for (const bad of replacements(args[i])) yield args.map((arg, j) => (j === i ? bad : arg));
  }
}
