/** End of a turn, of a round and of the game (PAX-ROUND-*, PAX-END-*, PAX-NOC-4). */
import type { CardId } from '../data/cards';
import { adversaryGifts } from './powers';
import { income, type Income } from './income';
import { totalValue } from './symbols';
import type { PaxState, PlayerId } from './types';
import { update, without } from './update';

/** PAX-INCOME-*: takes the income; PAX-NOC-4: then owes Rome one hand card per 4 Adversary symbols. */
export function collectIncome(G: PaxState, player: PlayerId): { state: PaxState; income: Income } {
  const paid = income(G, player);
  const own = G.players[player];
  const owed = G.expansion ? Math.min(own.hand.length, adversaryGifts(G.areas[player])) : 0;
  const state = update(G, { player, own: { coins: own.coins + paid.amount }, turn: owed > 0 ? { owed, step: 'give' } : undefined });
  return { state, income: paid };
}

export function canGive(G: PaxState, player: PlayerId, card: CardId): boolean {
  return G.turn.step === 'give' && G.turn.owed > 0 && G.players[player].hand.includes(card);
}

/** PAX-NOC-4: the card joins Rome's face-up cards. */
export function give(G: PaxState, player: PlayerId, card: CardId): PaxState {
  return update(G, { player, own: { hand: without(G.players[player].hand, card) }, rome: [...G.rome, card], turn: { owed: G.turn.owed - 1 } });
}

/** PAX-TURN-1: players take turns clockwise. */
export function nextSeat(player: PlayerId, numPlayers: number): PlayerId {
  return String((Number(player) + 1) % numPlayers);
}

/** PAX-ROUND-1: the round ends after the player before the first player. */
export function lastOfRound(G: PaxState, player: PlayerId, numPlayers: number): boolean {
  return nextSeat(player, numPlayers) === G.firstPlayer;
}

/** PAX-ROUND-2: the legion whose group has the highest total value, the lowest number on a tie; null if all are empty. */
export function romeTarget(legions: readonly (readonly CardId[])[]): number | null {
  let best: number | null = null;
  let bestValue = 0;
  legions.forEach((cards, index) => {
    const value = totalValue(cards);
    if (cards.length > 0 && value > bestValue) {
      best = index;
      bestValue = value;
    }
  });
  return best;
}

export interface RoundEnd {
  state: PaxState;
  /** The legion Rome took, if any. */
  took: number | null;
  over: boolean;
}

/**
 * The end of a round (PAX-ROUND-1): Rome takes a group
 * (PAX-ROUND-2); the Primus Conspiratus holder becomes first player (PAX-ROUND-4); each empty legion gets a
 * card (PAX-ROUND-5), unless the deck is too small, which ends the game (PAX-END-1).
 */
export function endRound(G: PaxState): RoundEnd {
  const took = romeTarget(G.legions);
  const rome = took === null ? G.rome : [...G.rome, ...G.legions[took]];
  const taken = G.legions.map((cards, index) => (index === took ? [] : cards));
  const firstPlayer = G.primus ?? G.firstPlayer;
  const empty = taken.filter((cards) => cards.length === 0).length;
  const deck = G.secret.deck;
  const base = update(G, { rome, legions: taken, firstPlayer });
  if (deck.length < empty) return { state: base, took, over: true };
  let next = 0;
  const legions = taken.map((cards) => (cards.length === 0 ? [deck[next++]] : cards));
  return { state: update(base, { deck: deck.slice(next), legions, round: G.round + 1 }), took, over: false };
}
