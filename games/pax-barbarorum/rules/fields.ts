/**
 * Objects that clients send as move arguments (gifts, choices, demobilisations) are checked field by field:
 * only plain objects, as JSON.parse makes them, whose own fields are all known. Anything else a client adds
 * (an unknown field, an own `__proto__` or `toString`) would be kept in the log with the move's arguments.
 */

/**
 * Is `value` a plain object whose own fields are all among `known` (names no plain object inherits, so a
 * known field it lacks reads as undefined)?
 */
export function hasOnlyFields<K extends string>(value: unknown, known: readonly K[]): value is Partial<Record<K, unknown>> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.keys(value).every((key) => (known as readonly string[]).includes(key));
}
