/**
 * Courts: stars and limits, influence, and what happens when a court card leaves play (leverage paid
 * back, overthrow) or when a player changes loyalty.
 */
import { courtCard, type CardId } from '../data/cards';
import type { Coalition, Region, Suit } from '../data/map';
import { own, ownDiscard, ownPending, ownPlayer, ownTribes } from './cow';
import { hasEffect, isRumored } from './effects';
import { tribesOf } from './pieces';
import type { PaxState, PlayerID, ReadState } from './state';
import { logEvent } from './log';

/** Stars of a suit in a player's court: the sum of the ranks of its cards of that suit. */
export function stars(G: ReadState, player: PlayerID, suit: Suit): number {
  let n = 0;
  for (const slot of G.players[player].court) {
    const card = courtCard(slot.card);
    if (card.suit === suit) n += card.rank;
  }
  return n;
}

/** PAMIR-CLEANUP-1: court limit, 3 plus political stars. */
export const courtLimit = (G: ReadState, player: PlayerID): number => 3 + stars(G, player, 'political');

/** PAMIR-CLEANUP-2: hand limit, 2 plus intelligence stars. */
export const handLimit = (G: ReadState, player: PlayerID): number => 2 + stars(G, player, 'intelligence');

/**
 * PAMIR-LOYALTY-1: influence, 1 + patriots in court + prizes + gifts. PAMIR-EVENT-106D: gifts give none;
 * PAMIR-EVENT-106P: the buyer's gifts give one more each; PAMIR-EVENT-108P: the named player's patriots give none.
 */
export function influence(G: ReadState, player: PlayerID, coalition?: Coalition): number {
  const p = G.players[player];
  // PAMIR-WAKHAN-DOM-1: Wakhan's patriots and prizes count for their own coalition only, her gifts for all
  const wakhan = G.wakhan?.player === player && coalition !== undefined;
  let n = 1 + (wakhan ? p.prizes.filter((card) => courtCard(card).prize === coalition).length : p.prizes.length);
  const perGift = hasEffect(G, 'embarrassment_of_riches') ? 0 : hasEffect(G, 'koh_i_noor_recovered', player) ? 2 : 1;
  for (const gift of p.gifts) if (gift) n += perGift;
  if (!isRumored(G, player)) {
    for (const slot of p.court) {
      const { patriot } = courtCard(slot.card);
      if (patriot !== null && (!wakhan || patriot === coalition)) n++;
    }
  }
  return n;
}

const hasPoliticalCard = (G: ReadState, player: PlayerID, region: Region): boolean =>
  G.players[player].court.some((slot) => {
    const card = courtCard(slot.card);
    return card.suit === 'political' && card.region === region;
  });

/**
 * Remove a court card from play to the discard pile: the spies on it go back to their owners;
 * PAMIR-LEVERAGE-2: a leverage card is paid back (a task, so that cards can be chosen for missing
 * rupees); PAMIR-OVERTHROW-2: the owner's last political card of a region takes their tribes there with it.
 */
export function discardFromCourt(G: PaxState, owner: PlayerID, card: CardId, rule: string): void {
  const index = G.players[owner].court.findIndex((slot) => slot.card === card);
  if (index < 0) return;
  logEvent(G, { kind: 'card-discarded', rule, player: owner, card, owner, from: 'court' });
  own(ownPlayer(G, owner), 'court').splice(index, 1);
  ownDiscard(G).push(card);
  const data = courtCard(card);
  if (data.impact.includes('leverage')) ownPending(G).push({ kind: 'leverage', player: owner });
  const tribes = tribesOf(G, owner, data.region);
  if (data.suit === 'political' && tribes > 0 && !hasPoliticalCard(G, owner, data.region)) {
    logEvent(G, { kind: 'tribes-removed', rule: 'PAMIR-OVERTHROW-2', player: owner, region: data.region, count: tribes });
    ownTribes(G, data.region)[owner] = 0;
  }
}

/** Discard a card from a player's hand. */
export function discardFromHand(G: PaxState, player: PlayerID, card: CardId, rule: string): void {
  const index = G.players[player].hand.indexOf(card);
  if (index < 0) return;
  logEvent(G, { kind: 'card-discarded', rule, player, card, owner: player, from: 'hand' });
  own(ownPlayer(G, player), 'hand').splice(index, 1);
  ownDiscard(G).push(card);
}

/**
 * Remove `count` tribes of a player from a region. PAMIR-OVERTHROW-1: losing the last one discards the
 * player's political cards of that region.
 */
export function removeTribes(G: PaxState, player: PlayerID, region: Region, count: number): void {
  const before = tribesOf(G, player, region);
  if (before === 0) return;
  const after = Math.max(0, before - count);
  ownTribes(G, region)[player] = after;
  if (after > 0) return;
  const political = G.players[player].court
    .map((slot) => slot.card)
    .filter((card) => courtCard(card).suit === 'political' && courtCard(card).region === region);
  for (const card of political) discardFromCourt(G, player, card, 'PAMIR-OVERTHROW-1');
}

/**
 * PAMIR-LOYALTY-2: a player changes loyalty: their gifts go back to their supply, their prizes and their
 * patriots (all of the old coalition; `keep` is the card causing the change) are discarded.
 */
export function changeLoyalty(G: PaxState, player: PlayerID, coalition: Coalition, keep: CardId | null): void {
  const p = ownPlayer(G, player);
  logEvent(G, { kind: 'loyalty-changed', rule: 'PAMIR-LOYALTY-2', player, coalition, card: keep, prizes: p.prizes.length });
  p.loyalty = coalition;
  p.gifts = p.gifts.map(() => false);
  if (p.prizes.length > 0) ownDiscard(G).push(...p.prizes);
  p.prizes = [];
  const patriots = p.court.map((slot) => slot.card).filter((card) => card !== keep && courtCard(card).patriot !== null);
  for (const card of patriots) discardFromCourt(G, player, card, 'PAMIR-LOYALTY-2');
}

/** PAMIR-LEVERAGE-2: pay back 2 rupees; returns how many could not be paid. */
export function payLeverage(G: PaxState, player: PlayerID): number {
  const paid = Math.min(2, G.players[player].rupees);
  ownPlayer(G, player).rupees -= paid;
  logEvent(G, { kind: 'leverage-repaid', rule: 'PAMIR-LEVERAGE-2', player, paid, unpaid: 2 - paid });
  return 2 - paid;
}
