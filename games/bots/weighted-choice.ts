/** One of `offered`, drawn with a chance proportional to its `weight` (the playout policies' draw, BOT-ISMCTS-2). */
import type { Rng } from './kit';

export function weightedChoice<M>(offered: readonly M[], weight: (choice: M) => number, rng: Rng): M {
  let sum = 0;
  for (const choice of offered) sum += weight(choice);
  let pick = rng() * sum;
  for (const choice of offered) {
    pick -= weight(choice);
    if (pick < 0) return choice;
  }
  return offered[offered.length - 1];
}
