/** Buying a legion's cards (PAX-BUY-*, PAX-POWER-5). */
import { buyDiscount } from './powers';
import { totalValue } from './symbols';
import type { PaxState, PlayerId } from './types';
import { update } from './update';

/** PAX-BUY-1 / PAX-POWER-5: the printed values of the group, less the Wealth discount, never below 0. */
export function buyCost(G: PaxState, player: PlayerId, legion: number): number {
  return Math.max(0, totalValue(G.legions[legion]) - buyDiscount(G.areas[player]));
}

/** PAX-BUY-1/2: once a turn, after drawing and before playing, a non-empty group the player can pay for. */
export function canBuy(G: PaxState, player: PlayerId, legion: number): boolean {
  if (G.turn.step !== 'act' || G.turn.bought || G.turn.played.length > 0) return false;
  if (!Number.isInteger(legion) || legion < 0 || legion >= G.legions.length) return false;
  if (G.legions[legion].length === 0) return false;
  return buyCost(G, player, legion) <= G.players[player].coins;
}

/** Pays and takes the cards into the hand. */
export function buy(G: PaxState, player: PlayerId, legion: number): PaxState {
  const own = G.players[player];
  return update(G, {
    player,
    own: { coins: own.coins - buyCost(G, player, legion), hand: [...own.hand, ...G.legions[legion]] },
    legions: G.legions.map((cards, index) => (index === legion ? [] : cards)),
    turn: { bought: true },
  });
}
