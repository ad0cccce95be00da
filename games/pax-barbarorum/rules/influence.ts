/** The influence phase (BARB-INFL-1). */
import { INFLUENCE_PER_RELIGION, INFLUENCE_PER_TRADE } from '../data/constants';
import type { PlayerFaction } from '../data/factions';
import type { Journal } from './journal';
import { factionsInPlay, holdingsOf } from './state';
import type { PaxState } from './types';

/**
 * BARB-INFL-1: each trade token on the map brings 2 influence, each religion cube 1, for the Macedonians too
 * (their extra influence per cube is paid once, when the cube is placed: BARB-D-MACEDONIAN-FAITH). BARB-D-ONCE: trade
 * gold and army upkeep were settled in the wealth phase and are not counted again here.
 */
export function influenceGain(G: PaxState, f: PlayerFaction): number {
  return INFLUENCE_PER_TRADE * holdingsOf(G, 'trade', f) + INFLUENCE_PER_RELIGION * holdingsOf(G, 'religion', f);
}

export function influencePhase(G: PaxState, journal: Journal): void {
  for (const f of factionsInPlay(G)) {
    const gain = influenceGain(G, f);
    G.realms[f]!.influence += gain;
    journal?.push({ kind: 'influence-gained', rule: 'BARB-INFL-1', faction: f, influence: gain, total: G.realms[f]!.influence });
  }
}
