/** Who rules each region. Rulers are computed from the pieces, never stored. */
import type { Region } from '../data/map';
import { tribesOf } from './pieces';
import { playerIds, type PlayerID, type ReadState } from './state';

/** PAMIR-RULE-1: a player's ruling pieces in a region: their tribes plus their coalition's armies. */
export function rulingPieces(G: ReadState, player: PlayerID, region: Region): number {
  if (G.wakhan?.player === player) {
    // PAMIR-WAKHAN-RULE-1 (errata): Wakhan counts the most numerous coalition's armies there, plus her tribes
    const { afghan, british, russian } = G.regions[region].armies;
    return tribesOf(G, player, region) + Math.max(afghan, british, russian);
  }
  const { loyalty } = G.players[player];
  return tribesOf(G, player, region) + (loyalty ? G.regions[region].armies[loyalty] : 0);
}

/**
 * PAMIR-RULE-1: the ruler of a region: the player with at least one tribe there and strictly more ruling
 * pieces than every other player and than the armies of each coalition, counted one coalition at a time
 * (armies of a coalition nobody is loyal to block too). A tie for the most rules nobody (null). The
 * ruler's own coalition never blocks: its armies are part of the ruler's count, which has a tribe more.
 */
export function ruler(G: ReadState, region: Region): PlayerID | null {
  // one pass over the players: whether any has a tribe there, and each one's ruling pieces (rulingPieces)
  const { tribes, armies } = G.regions[region];
  const wakhan = G.wakhan?.player;
  let anyTribes = false;
  let best: PlayerID | null = null;
  let bestTribes = 0;
  let most = -1;
  let tied = false;
  for (const player of playerIds(G)) {
    const own = tribes[player] ?? 0;
    if (own > 0) anyTribes = true;
    const loyalty = G.players[player].loyalty;
    const n = own + (player === wakhan ? Math.max(armies.afghan, armies.british, armies.russian) : loyalty ? armies[loyalty] : 0);
    if (n > most) {
      best = player;
      bestTribes = own;
      most = n;
      tied = false;
    } else if (n === most) tied = true;
  }
  // the ruler has a tribe there
  if (!anyTribes || best === null || tied || bestTribes === 0) return null;
  return Math.max(armies.afghan, armies.british, armies.russian) < most ? best : null;
}

/** PAMIR-PLAY-1: the bribe owed to play a card of `region`: the ruler's tribes there, unless you rule it. */
export function bribeFor(G: ReadState, player: PlayerID, region: Region): { to: PlayerID; amount: number } | null {
  const to = ruler(G, region);
  if (to === null || to === player) return null;
  return { to, amount: tribesOf(G, to, region) };
}
