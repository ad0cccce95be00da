/**
 * Where `value` is not plain JSON (what storage and the network keep): the path of the first offender,
 * or undefined. Plain JSON is null, booleans, finite numbers, strings, arrays without holes or
 * undefined, and objects whose prototype is Object's or null.
 */
export function notPlainJson(value: unknown, path = '$'): string | undefined {
  if (value === null) return undefined;
  switch (typeof value) {
    case 'boolean':
    case 'string':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `${path} is ${value}`;
    case 'object': {
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || value[i] === undefined) return `${path}[${i}] is undefined`;
          const bad = notPlainJson(value[i], `${path}[${i}]`);
          if (bad) return bad;
        }
        return undefined;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path} is a ${proto?.constructor?.name ?? 'non-plain object'}`;
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue; // dropped by JSON, harmless
        const bad = notPlainJson(item, `${path}.${key}`);
        if (bad) return bad;
      }
      return undefined;
    }
    default:
      return `${path} is a ${typeof value}`;
  }
}
