/**
 * A seat's view (view.ts) read as a state by the legal-move generator. The view hides other players' hands
 * (PAMIR-HIDDEN-1) but keeps their sizes, which is all the generator reads of them: whether a discard task
 * of that player still waits (PAMIR-CLEANUP-2, PAMIR-EVENT-114D) depends on the size only, never on the cards.
 */
import type { PaxState, ReadPlayer, ReadState } from '../rules/state';
import type { PaxView } from '../view';

/** Stands for a hidden card (card numbers start at 1). */
export const HIDDEN_CARD = 0;

/** Is this a view (hidden parts turned into counts) rather than the full state? */
export const isView = (G: PaxState | PaxView): G is PaxView => (G as PaxView).deckSize !== undefined;

/** The view as the rules read a state: each hidden hand as that many hidden cards. */
export function viewAsState(view: PaxView): ReadState {
  const players: Record<string, ReadPlayer> = {};
  for (const id of Object.keys(view.players)) {
    const { handSize, ...p } = view.players[id];
    players[id] = p.hand === null ? { ...p, hand: new Array<number>(handSize).fill(HIDDEN_CARD) } : p;
  }
  const { deckSize: _deck, wakhanNext: _next, ...open } = view;
  return { ...open, players };
}
