/** PAMIR-GIFT-1, PAMIR-GIFT-2: a gift, a cylinder on the next gift space, paid into the market. */
import { GIFT_COSTS } from '../../data/map';
import { own, ownPlayer, ownTurn } from '../cow';
import { takeFromPlay } from '../impact';
import { payToMarket } from '../market';
import { cylinderSources, cylinderSupply, placedKey } from '../pieces';
import type { PaxState, PlayerID, ReadState } from '../state';

/**
 * PAMIR-GIFT-1, PAMIR-D-12: the cost of the next gift: the marked price (2, 4 or 6) of the first empty gift space,
 * where it goes (null: the dial is full).
 */
export function giftCost(G: ReadState, player: PlayerID): number | null {
  const space = G.players[player].gifts.indexOf(false);
  return space < 0 ? null : GIFT_COSTS[space];
}

/**
 * PAMIR-GIFT-2: has a gift been given this turn (the summary allows one a turn)? A gift's cylinder is the only
 * piece placed on a gift space, and the turn remembers every piece placed (`TurnState.placed`).
 */
export function giftGivenThisTurn(G: ReadState): boolean {
  for (const key of G.turn.placed) if (key.startsWith('gift:')) return true;
  return false;
}

/**
 * PAMIR-GIFT-1: where a gift's cylinder may come from, for a player who can pay for it (giftCost): null (the
 * supply) or, with the supply empty, each place in play to take it from (PAMIR-PIECE-1; not another gift,
 * PAMIR-D-12). PAMIR-GIFT-2: none once a gift was given this turn.
 */
export function giftTargets(G: ReadState, player: PlayerID): (string | null)[] {
  if (giftGivenThisTurn(G)) return [];
  if (cylinderSupply(G, player) > 0) return [null];
  return cylinderSources(G, player).filter((source) => !source.startsWith('gift:'));
}

/** PAMIR-GIFT-1: pay the gift's cost into the market and put a cylinder on the first empty gift space (remembered: PAMIR-GIFT-2). */
export function gift(G: PaxState, player: PlayerID, source: string | null): void {
  payToMarket(G, player, giftCost(G, player)!);
  if (source) takeFromPlay(G, player, null, source);
  const space = G.players[player].gifts.indexOf(false);
  own(ownPlayer(G, player), 'gifts')[space] = true;
  own(ownTurn(G), 'placed').push(placedKey(`gift:${space}`, player));
}
