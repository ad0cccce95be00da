/** How the game ends (BARB-END-*). */
import { ROUND_LIMIT, VICTORY_CAPITALS, VICTORY_INFLUENCE } from '../data/constants';
import type { PlayerFaction } from '../data/factions';
import { CAPITALS, type ProvinceId } from '../data/map';
import { ranking } from './ranking';
import { factionsInPlay } from './state';
import type { PaxState } from './types';

/** BARB-END-2: capitals a player holds other than their own (player and neutral capitals all count). */
const CAPITAL_LIST = Object.entries(CAPITALS);

export function capitalsCaptured(G: PaxState, f: PlayerFaction): number {
  let n = 0;
  for (const [owner, p] of CAPITAL_LIST) if (owner !== f && G.owner[p] === f) n++;
  return n;
}

/** BARB-END-2: the foreign capitals themselves (`capitalsCaptured` counts them without a list, after every move). */
export const capitalsHeld = (G: PaxState, f: PlayerFaction): ProvinceId[] =>
  CAPITAL_LIST.filter(([owner, p]) => owner !== f && G.owner[p] === f).map(([, p]) => p);

/** BARB-END-2: holding three foreign capitals wins at once. */
export function capitalWinner(G: PaxState): PlayerFaction | null {
  for (const f of factionsInPlay(G)) if (capitalsCaptured(G, f) >= VICTORY_CAPITALS) return f;
  return null;
}

/**
 * BARB-END-1: at the end of an influence phase, a player with 100 influence wins (several: the most influential,
 * BARB-RANK-1). BARB-D-ROUND-LIMIT: after the last round, the most influential player wins.
 */
export function influenceWinner(G: PaxState): PlayerFaction | null {
  const order = ranking(G);
  if (order.length === 0) return null;
  if (G.realms[order[0]]!.influence >= VICTORY_INFLUENCE) return order[0];
  if (G.round >= ROUND_LIMIT) return order[0];
  return null;
}
