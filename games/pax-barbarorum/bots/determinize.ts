/**
 * A full state behind one seat's view (games/bots/kit.ts `determinize`). What a seat does not see (BARB-HIDDEN-1):
 * the cards in other hands (it sees how many), the kinds of other players' face-down order tokens (it sees where
 * they lie, and those a spy turned face up), and whether another player committed cards to a battle (it sees
 * that they did, not how many). Everything else is public and copied as it is.
 */
import type { Ctx } from 'boardgame.io';
import type { Rng } from '../../bots/kit';
import { plainCopy } from '../../bots/plain-copy';
import { CARD_SUPPLY, CARDS, ORDER_KINDS, ORDER_TOKENS_PER_KIND, type Card, type OrderKind, type RealOrder } from '../data/constants';
import { PROVINCES, type ProvinceId } from '../data/map';
import { maxCommit } from '../rules/battle';
import { factionOf } from '../rules/state';
import type { PaxState, PlayerID, PlayerPrivate } from '../rules/types';
import { isFullPlayer, type HiddenPlayer } from '../view';

/** Fisher–Yates with the bots' own source: every order equally likely. */
function shuffle<T>(list: T[], rng: Rng): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * BARB-D-CARDS: every card is in the supply or in a hand (a committed card stays in its hand until shown), so the cards
 * this seat has not seen are the supply's total less the supply and its own hand.
 */
function unseenCards(view: PaxState, own: PlayerPrivate | null): Card[] {
  const out: Card[] = [];
  for (const c of CARDS) {
    const n = CARD_SUPPLY[c] - view.supply[c] - (own ? own.hand[c] : 0);
    for (let i = 0; i < n; i++) out.push(c);
  }
  return out;
}

/**
 * The kinds behind another player's unrevealed tokens, one legal placement among all (BARB-ORDER-2, BARB-D-ORDER-TOKENS):
 * real orders as many as the player's stability allowed on their territories (all real while they are still placing
 * them, or once their "no order" tokens were turned over, BARB-ACTION-2), "no order" on the rest, at most three of a
 * kind counting those shown. A stability lost since the orders phase cannot be told from the view: the count is
 * then read from the stability now.
 */
function hiddenOrders(G: PaxState, player: PlayerID, rng: Rng): Partial<Record<ProvinceId, OrderKind>> {
  const mine = PROVINCES.filter((p) => G.tokens[p] === player);
  const hidden = shuffle(mine.filter((p) => G.revealed[p] === undefined), rng);
  const shown = mine.filter((p) => G.revealed[p] !== undefined);
  const s = G.step;
  const allReal = (s.kind === 'orders' && s.queue[0] === player) || (s.kind === 'resolve' && s.player === player);
  const f = factionOf(G, player);
  const stability = f ? (G.realms[f]?.stability ?? 0) : 0;
  const shownReal = shown.filter((p) => G.revealed[p] !== 'none').length;
  const kinds: RealOrder[] = [];
  for (const k of ORDER_KINDS) {
    const left = ORDER_TOKENS_PER_KIND - shown.filter((p) => G.revealed[p] === k).length;
    for (let i = 0; i < left; i++) kinds.push(k);
  }
  shuffle(kinds, rng);
  const wanted = allReal ? hidden.length : Math.min(stability, mine.length) - shownReal;
  const real = Math.max(0, Math.min(wanted, hidden.length, kinds.length));
  const orders: Partial<Record<ProvinceId, OrderKind>> = {};
  const kindOf = new Map<ProvinceId, OrderKind>(hidden.map((p, i) => [p, i < real ? kinds[i] : 'none']));
  for (const p of mine) orders[p] = G.revealed[p] ?? kindOf.get(p)!;
  return orders;
}

export function determinize(view: PaxState, _ctx: Ctx, playerID: PlayerID, rng: Rng): PaxState {
  // A view is plain JSON: copied by spreads, several times quicker than structuredClone at every iteration of a search.
  const G: PaxState = plainCopy(view);
  const seen = view.players as Record<PlayerID, PlayerPrivate | HiddenPlayer>;
  const own = Object.hasOwn(seen, playerID) && isFullPlayer(seen[playerID]) ? (seen[playerID] as PlayerPrivate) : null;
  const cards = shuffle(unseenCards(view, own), rng);
  const players: PaxState['players'] = {};
  for (const [id, priv] of Object.entries(seen)) {
    if (isFullPlayer(priv)) {
      players[id] = G.players[id];
      continue;
    }
    const hand = { tactics: 0, spy: 0, sabotage: 0, march: 0 };
    // Counts are what the seat sees: should the unseen cards fall short (a hand-made position), tactics make up the rest.
    for (let i = 0; i < priv.hand; i++) hand[cards.pop() ?? 'tactics'] += 1;
    players[id] = { orders: hiddenOrders(G, id, rng), hand, commit: null };
  }
  G.players = players;
  // BARB-BATTLE-4: a commitment is any number of cards the committer may commit.
  for (const [id, priv] of Object.entries(seen)) {
    if (isFullPlayer(priv) || priv.commit === null) continue;
    const f = factionOf(G, id);
    const most = f ? maxCommit(G, f) : 0;
    players[id].commit = Math.floor(rng() * (most + 1));
  }
  return G;
}
