/**
 * BOT-ISMCTS-2 for PAX: how the search's playouts choose among the offered moves. Uniform playouts end a turn as
 * often as they play a card, and spend whole turns looking at Rome, while two-player games are mostly won by the
 * Primus Conspiratus (Rome wins about three games in four, PAX-WIN-1), which goes by Intrigue symbols
 * (PAX-PRIMUS-1). Weights by kind of move, and a card's own face (public data), keep playouts closer to a game
 * played to win; every move keeps a chance.
 */
import type { Rng } from '../../bots/kit';
import { weightedChoice } from '../../bots/weighted-choice';
import { cardFace } from '../data/cards';
import type { Action } from '../rules/actions';

/** Weight of each kind of move; kinds not listed weigh 1. */
const MOVE_WEIGHT: Readonly<Record<string, number>> = { buy: 2, endTurn: 0.5, lookAtRome: 0.3 };

function weight(action: Action): number {
  if (action.move === 'play') {
    const face = cardFace(action.args[0]);
    return face.category === 'intrigue' ? 4 * face.symbols : 2;
  }
  return MOVE_WEIGHT[action.move] ?? 1;
}

export function playoutMove(offered: readonly Action[], rng: Rng): Action {
  return weightedChoice(offered, weight, rng);
}
