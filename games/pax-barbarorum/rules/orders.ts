/** The orders phase (BARB-ORDER-1..2): face-down tokens, one per territory, as many real ones as stability. */
import { ORDER_KINDS, ORDER_TOKENS_PER_KIND, type RealOrder } from '../data/constants';
import type { ProvinceId } from '../data/map';
import { isProvince, provincesIn } from './board';
import { withoutKey, writable, writablePlayer } from './clone';
import { factionOf, territoryCount } from './state';
import type { PaxState, PlayerID } from './types';

export const isRealOrder = (k: unknown): k is RealOrder => ORDER_KINDS.includes(k as RealOrder);

/** BARB-ORDER-2, BARB-STAB-1: real orders to place: as many as stability, one per territory at most. */
export function ordersDue(G: PaxState, player: PlayerID): number {
  const f = factionOf(G, player);
  if (!f) return 0;
  return Math.min(G.realms[f]!.stability, territoryCount(G, f));
}

// Both counts walk the orders' own keys rather than building a list of their values: the legal-action generator
// asks them at every placement.
export function realOrdersPlaced(G: PaxState, player: PlayerID): number {
  const orders = G.players[player].orders;
  let n = 0;
  for (const p in orders) if (orders[p as ProvinceId] !== 'none') n++;
  return n;
}

function placedOfKind(G: PaxState, player: PlayerID, kind: RealOrder): number {
  const orders = G.players[player].orders;
  let n = 0;
  for (const p in orders) if (orders[p as ProvinceId] === kind) n++;
  return n;
}

/** BARB-ORDER-2, BARB-D-ORDER-TOKENS: one token per territory, at most three of a kind. */
export function canPlaceOrder(G: PaxState, player: PlayerID, p: unknown, kind: unknown): p is ProvinceId {
  const f = factionOf(G, player);
  if (!f || !isProvince(p) || !isRealOrder(kind)) return false;
  if (G.owner[p] !== f || G.tokens[p] !== undefined) return false;
  if (realOrdersPlaced(G, player) >= ordersDue(G, player)) return false;
  return placedOfKind(G, player, kind) < ORDER_TOKENS_PER_KIND;
}

/** Place a real order; once the last one is down, every other territory gets a "no order" token. */
export function placeOrder(G: PaxState, player: PlayerID, p: ProvinceId, kind: RealOrder): boolean {
  writable(G, 'tokens')[p] = player;
  writablePlayer(G, player).orders[p] = kind;
  if (realOrdersPlaced(G, player) < ordersDue(G, player)) return false;
  const f = factionOf(G, player)!;
  for (const q of provincesIn(G.owner, (owner, q) => owner === f && G.tokens[q] === undefined)) {
    writable(G, 'tokens')[q] = player;
    writablePlayer(G, player).orders[q] = 'none';
  }
  return true;
}

/**
 * Every legal placement (for bots and the board), as the territories still without a token and the kinds still
 * at hand: each pair of them is a placement (`canPlaceOrder`'s tests, the player's counts read once).
 */
export function placementOptions(G: PaxState, player: PlayerID): { provinces: ProvinceId[]; kinds: RealOrder[] } {
  const f = factionOf(G, player);
  if (!f || realOrdersPlaced(G, player) >= ordersDue(G, player)) return { provinces: [], kinds: [] };
  return {
    provinces: provincesIn(G.owner, (owner, p) => owner === f && G.tokens[p] === undefined),
    kinds: ORDER_KINDS.filter((kind) => placedOfKind(G, player, kind) < ORDER_TOKENS_PER_KIND),
  };
}

/** Tokens a player still has on the board, in board order. */
export const tokensOf = (G: PaxState, player: PlayerID): ProvinceId[] => provincesIn(G.tokens, (owner) => owner === player);

export function hasTokens(G: PaxState, player: PlayerID): boolean {
  for (const p in G.tokens) if (G.tokens[p as ProvinceId] === player) return true;
  return false;
}

/** Remove a token from the board (resolved, sabotaged or flipped as "no order"), each map losing its entry as a new map (clone.ts `withoutKey`). */
export function dropToken(G: PaxState, p: ProvinceId): void {
  const owner = G.tokens[p];
  if (owner !== undefined) {
    const own = writablePlayer(G, owner);
    own.orders = withoutKey(own.orders, p);
  }
  G.tokens = withoutKey(G.tokens, p);
  if (G.revealed[p] !== undefined) G.revealed = withoutKey(G.revealed, p);
}

/** BARB-ACTION-2: when a player starts resolving, their "no order" tokens are turned over and removed. */
export function flipBlanks(G: PaxState, player: PlayerID): ProvinceId[] {
  const blanks = tokensOf(G, player).filter((p) => G.players[player].orders[p] === 'none');
  for (const p of blanks) dropToken(G, p);
  return blanks;
}
