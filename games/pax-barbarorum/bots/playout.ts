/**
 * BOT-ISMCTS-2 for Pax Barbarorum: how the search's playouts choose among the offered moves. Uniformly random
 * play gives the realm away (a diplomacy phase offers dozens of gifts, wars and lowered standings against one
 * `ready`; every demobilisation is as likely as keeping the army), so a playout ended with every realm bankrupt
 * and at war, whatever the move searched. Weights by kind of move keep playouts close to a plausible game; every
 * move keeps a chance, so the search still sees wars and gifts played.
 */
import type { Rng } from '../../bots/kit';
import { weightedChoice } from '../../bots/weighted-choice';
import type { Action } from '../rules/legal';

/** Weight of each kind of move; kinds not listed weigh 1. */
const MOVE_WEIGHT: Readonly<Record<string, number>> = {
  ready: 12,
  declareWar: 0.3,
  give: 0.1,
  worsenRelation: 0.3,
  askNeutral: 0.3,
  spy: 0.5,
  sabotage: 0.5,
};

/** Orders by kind: the builder's ones first, moving armies least (a random move mostly leaves land to lose). */
const ORDER_WEIGHT: Readonly<Record<string, number>> = { economy: 4, influence: 4, recruit: 2, train: 1, move: 1 };

/** Resolving an order: using it rather than leaving it. */
const CHOICE_WEIGHT: Readonly<Record<string, number>> = { pass: 0.2, move: 1 };

function weight(a: Action): number {
  switch (a.move) {
    case 'placeOrder':
      return ORDER_WEIGHT[a.args[1]] ?? 1;
    case 'resolveOrder':
      return CHOICE_WEIGHT[a.args[1].kind] ?? 2;
    case 'demobilise':
      // keeping every piece (the empty list) against each single piece sent home
      return a.args[0].length === 0 ? 20 : 0.2;
    default:
      return MOVE_WEIGHT[a.move] ?? 1;
  }
}

export function playoutMove(offered: readonly Action[], rng: Rng): Action {
  return weightedChoice(offered, weight, rng);
}
