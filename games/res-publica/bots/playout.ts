/**
 * BOT-ISMCTS-2 for Res Publica: how the search's playouts choose among the offered moves. Two thirds of the moves
 * offered are trade proposals, so a uniform playout seldom lays a set it holds, and accepts whatever came back. Each
 * kind of move weighs as one (a proposal or a counter-proposal a share of its kind's one), laying a set weighs most
 * and accepting a deal less than refusing it; every move keeps a chance.
 */
import type { Rng } from '../../bots/kit';
import { weightedChoice } from '../../bots/weighted-choice';
import type { Action } from '../rules/actions';

/** Weight of each kind of move, shared among the moves of that kind offered; kinds not listed weigh 1. */
const KIND_WEIGHT: Readonly<Record<string, number>> = { lay: 8, accept: 0.5 };

export function playoutMove(offered: readonly Action[], rng: Rng): Action {
  const ofKind = new Map<string, number>();
  for (const choice of offered) ofKind.set(choice.move, (ofKind.get(choice.move) ?? 0) + 1);
  const weight = (choice: Action) => (KIND_WEIGHT[choice.move] ?? 1) / ofKind.get(choice.move)!;
  return weightedChoice(offered, weight, rng);
}
