/**
 * What each viewer receives (RP-HIDDEN-1..3): their own hand and pending delivery; for everyone else
 * only hand sizes; the draw piles as counts; spectators see no hand at all.
 */
import { countCards } from './rules/hand';
import type { PlayerID, PrivatePlayer, State } from './rules/types';

/** A player as a viewer sees them: the hand only when it is the viewer's own. */
export interface SeenPlayer extends Partial<PrivatePlayer> {
  handSize: number;
}

export interface ResPublicaView extends Omit<State, 'players' | 'secret'> {
  players: Record<PlayerID, SeenPlayer>;
  piles: { people: number; civilisation: number };
}

export function playerView({ G, playerID }: { G: State; playerID: PlayerID | null }): ResPublicaView {
  return viewOf(G, (id) => id === playerID);
}

/**
 * The view a board draws: a viewer's view as it is, a full state (a teacher's or a replay's "every hand
 * revealed") as the view that shows every hand, the piles still as counts.
 */
export function boardView(G: State | ResPublicaView): ResPublicaView {
  return 'piles' in G ? G : viewOf(G, () => true);
}

function viewOf(G: State, handShown: (id: PlayerID) => boolean): ResPublicaView {
  const { players, secret, ...open } = G;
  const seen: Record<PlayerID, SeenPlayer> = {};
  for (const id of Object.keys(players)) {
    const handSize = countCards(players[id].hand);
    seen[id] = handShown(id) ? { ...players[id], handSize } : { handSize };
  }
  return { ...open, players: seen, piles: { people: secret.people.length, civilisation: secret.civilisation.length } };
}
