/** Buying a legion's cards (PAX-BUY-*, PAX-POWER-5). */
import { buyDiscount } from './powers';
import { totalValue } from './symbols';
import type { PaxState, PlayerId } from './types';
import { update } from './update';

/** PAX-BUY-1 / PAX-POWER-5: the printed values of the group, less the Wealth discount, never below 0. */
export function buyCost(G: PaxState, player: PlayerId, legion: number): number {
  return Math.max(0, totalValue(G.legions[legion]) - buyDiscount(G.areas[player]));
}

/** PAX-BUY-1/2, PAX-DEC-BUY: once a turn, after drawing and before playing. */
export function buyingOpen(G: PaxState): boolean {
  return G.turn.step === 'act' && !G.turn.bought && G.turn.played.length === 0;
}

/** A non-empty group the player can pay for, with their Wealth discount (PAX-POWER-5) read once. */
export function buyableWith(G: PaxState, legion: number, discount: number, coins: number): boolean {
  if (!Number.isInteger(legion) || legion < 0 || legion >= G.legions.length) return false;
  const cards = G.legions[legion];
  return cards.length > 0 && Math.max(0, totalValue(cards) - discount) <= coins;
}

export function canBuy(G: PaxState, player: PlayerId, legion: number): boolean {
  return buyingOpen(G) && buyableWith(G, legion, buyDiscount(G.areas[player]), G.players[player].coins);
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
