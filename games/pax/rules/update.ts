/**
 * Immutable updates of the state. Rules that change the state return a new one, built in one step, and
 * share every part they do not change, so moves read plain data and the framework has little to copy.
 */
import type { CardId } from '../data/cards';
import type { PaxState, PlayerId, PlayerPrivate, TurnState } from './types';

/** `list` without one occurrence of `card`. */
export function without(list: readonly CardId[], card: CardId): CardId[] {
  const index = list.indexOf(card);
  const copy = list.slice();
  if (index >= 0) copy.splice(index, 1);
  return copy;
}

/** What a rule changes; everything else is shared with the previous state. */
export interface Changes {
  /** The player whose `own` data or `area` change. */
  player?: PlayerId;
  own?: Partial<PlayerPrivate>;
  area?: CardId[];
  turn?: Partial<TurnState>;
  deck?: CardId[];
  legions?: CardId[][];
  rome?: CardId[];
  primus?: PlayerId | null;
  romeSeenBy?: PlayerId[];
}

export function update(G: PaxState, changes: Changes): PaxState {
  const next: PaxState = { ...G };
  const { player, own, area, turn } = changes;
  if (player !== undefined && own) next.players = { ...G.players, [player]: { ...G.players[player], ...own } };
  if (player !== undefined && area) next.areas = { ...G.areas, [player]: area };
  if (turn) next.turn = { ...G.turn, ...turn };
  if (changes.deck) next.secret = { ...G.secret, deck: changes.deck };
  if (changes.legions) next.legions = changes.legions;
  if (changes.rome) next.rome = changes.rome;
  if (changes.primus !== undefined) next.primus = changes.primus;
  if (changes.romeSeenBy) next.romeSeenBy = changes.romeSeenBy;
  return next;
}
