/**
 * A deep copy of plain JSON data, unfrozen, for a playout to own (games/bots/kit.ts `FastRules.fromState`).
 * Each object is copied by a spread, as the rules' copy-on-write copies are, so that the rules see the shapes
 * they see on boardgame.io's path: keyed stores into an empty object (or `structuredClone`) make others, and
 * a record of many keys made so becomes a slow dictionary.
 */
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const item = out[key];
    if (item !== null && typeof item === 'object') out[key] = plainCopy(item);
  }
  return out as T;
}
