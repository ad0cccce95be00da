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
  const { players, secret, ...open } = G;
  const seen: Record<PlayerID, SeenPlayer> = {};
  for (const id of Object.keys(players)) {
    const handSize = countCards(players[id].hand);
    seen[id] = id === playerID ? { ...players[id], handSize } : { handSize };
  }
  return { ...open, players: seen, piles: { people: secret.people.length, civilisation: secret.civilisation.length } };
}
