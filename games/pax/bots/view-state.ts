/**
 * A seat's view (view.ts `playerView`) told apart from the full state, and the state the legal-action
 * generator reads rebuilt from it (view.ts `viewerState`). The view replaces the hidden parts with counts:
 * it has `deckCount` where the state has `secret`.
 */
import type { PaxState, PlayerId } from '../rules/types';
import { viewerState, type PaxView } from '../view';

export function isView(G: PaxState | PaxView): G is PaxView {
  return (G as Partial<PaxView>).deckCount !== undefined && (G as Partial<PaxState>).secret === undefined;
}

/**
 * The state the rules list `playerID`'s actions from: the state itself, or the one rebuilt from the seat's
 * view (null when the view is not that seat's: their hand is not in it).
 */
export function stateForActions(G: PaxState | PaxView, playerID: PlayerId): PaxState | null {
  return isView(G) ? viewerState(G, playerID) : G;
}
