/** How the board words pieces and cards: each kind's text key, and counted lists of them. */
import type { Unit } from '../../../games/pax-barbarorum/data/factions';
import type { TextKey } from './texts';

export const unitKey = (u: Unit): TextKey => (u === 's' ? 'soldier' : u === 'a' ? 'archer' : 'cavalry');

/** "2 soldiers + 1 archer": each kind once, with its number, in the order of UNITS (or of CARDS). */
export function counted<K extends string>(order: readonly K[], items: readonly K[], say: (k: K, n: number) => string, separator = ' + '): string {
  return order
    .map((k) => [k, items.filter((x) => x === k).length] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => say(k, n))
    .join(separator);
}
