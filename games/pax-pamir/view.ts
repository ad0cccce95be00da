/**
 * What each viewer receives (PAMIR-HIDDEN-1): other players' hands become counts, the deck becomes its
 * size; a spectator (null) sees no hand at all.
 */
import type { PaxState, PlayerID, ReadPlayer, ReadState } from './rules/state';
import { nextBack } from './rules/wakhan/ai-card';
import type { WakhanCardData } from './data/wakhan-cards';

export type ViewPlayer = ReadPlayer & { handSize: number };
export type PaxView = Omit<ReadState, 'players'> & {
  players: Record<PlayerID, ViewPlayer>;
  deckSize: number;
  /** PAMIR-WAKHAN-HIDDEN-1: the back of Wakhan's next AI card (null without Wakhan). */
  wakhanNext: WakhanCardData['back'] | null;
};

export function playerView(G: PaxState, viewer: PlayerID | null): PaxView {
  const { secret, players, ...open } = G;
  const seen: Record<PlayerID, ViewPlayer> = {};
  for (const id in players) {
    const p = players[id];
    seen[id] = { ...p, hand: id === viewer ? p.hand : null, handSize: p.hand.length };
  }
  return { ...open, players: seen, deckSize: secret.deck.length, wakhanNext: nextBack(G) };
}
