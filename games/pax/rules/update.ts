/**
 * Immutable updates of the state. Rules that change the state return a new one and share every part they
 * do not change, so moves read plain data and the framework has little to copy.
 */
import type { CardId } from '../data/cards';
import type { PaxState, PlayerId, PlayerPrivate, TurnState } from './types';

/** `list` without one occurrence of `card`. */
export function without(list: readonly CardId[], card: CardId): CardId[] {
  const index = list.indexOf(card);
  return index < 0 ? [...list] : [...list.slice(0, index), ...list.slice(index + 1)];
}

export function withPlayer(G: PaxState, player: PlayerId, patch: Partial<PlayerPrivate>): PaxState {
  return { ...G, players: { ...G.players, [player]: { ...G.players[player], ...patch } } };
}

export function withArea(G: PaxState, player: PlayerId, area: CardId[]): PaxState {
  return { ...G, areas: { ...G.areas, [player]: area } };
}

export function withTurn(G: PaxState, patch: Partial<TurnState>): PaxState {
  return { ...G, turn: { ...G.turn, ...patch } };
}

export function withDeck(G: PaxState, deck: CardId[]): PaxState {
  return { ...G, secret: { ...G.secret, deck } };
}
