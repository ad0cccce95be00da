/** Stability (BARB-STAB-*): the small-realm reset, what a division would take, whether it can grow (losing it: land.ts). */
import { MAX_STABILITY, SMALL_REALM, START_STABILITY } from '../data/constants';
import type { PlayerFaction } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { capitalProvince, steps } from './board';
import type { Journal } from './journal';
import { factionIndex, factionsInPlay, territoriesOf, territoryCounts } from './state';
import type { PaxState } from './types';

/** BARB-STAB-3: a player with three territories or fewer is always back at full stability. */
export function resetSmallRealms(G: PaxState, journal: Journal = []): void {
  let shaken = false;
  for (const f of factionsInPlay(G)) if (G.realms[f]!.stability !== START_STABILITY) shaken = true;
  if (!shaken) return;
  const counts = territoryCounts(G);
  for (const f of factionsInPlay(G)) {
    const realm = G.realms[f]!;
    const territories = counts[factionIndex(f)];
    if (territories > SMALL_REALM || realm.stability === START_STABILITY) continue;
    realm.stability = START_STABILITY;
    journal?.push({ kind: 'stability-restored', rule: 'BARB-STAB-3', faction: f, territories });
  }
}

/**
 * BARB-D-DIVISION: the territories that break away if the realm divides now, in board order: half of them, rounded
 * down, the farthest from its capital, the first in board order among equals (the board warns of them at
 * stability 1).
 */
export function breakaway(G: PaxState, f: PlayerFaction): ProvinceId[] {
  const capital = capitalProvince(f)!;
  const lands = territoriesOf(G, f); // in board order, which the stable sort keeps among equals
  const away = new Set([...lands].sort((a, b) => steps(capital, b) - steps(capital, a)).slice(0, Math.floor(lands.length / 2)));
  return lands.filter((p) => away.has(p));
}

export const canGainStability = (G: PaxState, f: PlayerFaction): boolean =>
  (G.realms[f]?.stability ?? MAX_STABILITY) < MAX_STABILITY;
