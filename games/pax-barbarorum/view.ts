/**
 * What each viewer receives (hidden information, BARB-HIDDEN-1): other players' order tokens lose their kind
 * (their places stay public in `tokens`), other hands become card counts, and a battle commitment becomes
 * "committed" until both sides are locked in. Spectators see no private data.
 */
import type { Ctx } from 'boardgame.io';
import type { PaxState, PlayerID, PlayerPrivate } from './rules/types';

/** Another player's private part as others see it. */
export interface HiddenPlayer {
  orders: Record<string, never>;
  hand: number;
  commit: boolean | null;
}

export function playerView({ G, playerID }: { G: PaxState; ctx: Ctx; playerID: PlayerID | null }): PaxState {
  const players: Record<PlayerID, PlayerPrivate | HiddenPlayer> = {};
  for (const [id, priv] of Object.entries(G.players)) {
    if (id === playerID) players[id] = priv;
    else {
      const { tactics, spy, sabotage, march } = priv.hand;
      players[id] = { orders: {}, hand: tactics + spy + sabotage + march, commit: priv.commit === null ? null : true };
    }
  }
  return { ...G, players: players as PaxState['players'] };
}

/** Is this private part the viewer's own (full) one? */
export const isFullPlayer = (p: PlayerPrivate | HiddenPlayer): p is PlayerPrivate => typeof p.hand === 'object';
