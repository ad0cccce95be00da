/** End of a turn, of a round and of the game (PAX-ROUND-*, PAX-END-*). */
import type { CardId } from '../data/cards';
import { adversaryGifts } from './powers';
import { income, type Income } from './income';
import { totalValue } from './symbols';
import type { PaxState, PlayerId } from './types';

/** PAX-INCOME-*: takes the income; PAX-NOC-4: then owes Rome one hand card per 4 Adversary symbols. */
export function collectIncome(G: PaxState, player: PlayerId): Income {
  const paid = income(G, player);
  const own = G.players[player];
  own.coins += paid.amount;
  G.turn.owed = G.expansion ? Math.min(own.hand.length, adversaryGifts(G.areas[player])) : 0;
  if (G.turn.owed > 0) G.turn.step = 'give';
  return paid;
}

export function canGive(G: PaxState, player: PlayerId, card: CardId): boolean {
  return G.turn.step === 'give' && G.turn.owed > 0 && G.players[player].hand.includes(card);
}

/** PAX-NOC-4: the card joins Rome's face-up cards; returns whether the player owes more. */
export function give(G: PaxState, player: PlayerId, card: CardId): boolean {
  const hand = G.players[player].hand;
  hand.splice(hand.indexOf(card), 1);
  G.rome.push(card);
  G.turn.owed -= 1;
  return G.turn.owed > 0;
}

/** PAX-ROUND-1: the round ends after the player before the first player. */
export function lastOfRound(G: PaxState, player: PlayerId, numPlayers: number): boolean {
  return (Number(player) + 1) % numPlayers === Number(G.firstPlayer);
}

/** PAX-ROUND-2: the legion whose group has the highest total value, the lowest number on a tie; null if all are empty. */
export function romeTarget(legions: readonly CardId[][]): number | null {
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

export type RoundEnd =
  | { over: false; took: number | null; first: PlayerId }
  | { over: true; took: number | null };

/**
 * PAX-ROUND-2: Rome takes a group; PAX-ROUND-4: the Primus Conspiratus holder becomes first player;
 * PAX-ROUND-5: each empty legion gets a card, PAX-END-1: unless the deck is too small, which ends the game.
 */
export function endRound(G: PaxState): RoundEnd {
  const took = romeTarget(G.legions);
  if (took !== null) {
    G.rome.push(...G.legions[took]);
    G.legions[took] = [];
  }
  if (G.primus !== null) G.firstPlayer = G.primus;
  const deck = G.secret.deck;
  let empty = 0;
  for (const cards of G.legions) if (cards.length === 0) empty += 1;
  if (deck.length < empty) return { over: true, took };
  for (const cards of G.legions) if (cards.length === 0) cards.push(deck.shift() as CardId);
  G.round += 1;
  return { over: false, took, first: G.firstPlayer };
}
