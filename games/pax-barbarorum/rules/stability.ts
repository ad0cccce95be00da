/** Stability (BARB-STAB-*): losing it, regaining it, the small-realm reset. */
import { MAX_STABILITY, SMALL_REALM, START_STABILITY, STABILITY_LOSS } from '../data/constants';
import type { PlayerFaction } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { capitalProvince, steps } from './board';
import { withoutKey, writable } from './clone';
import { desert } from './holding';
import type { Journal } from './journal';
import { capture } from './movement';
import { armiesAt, armyOf, factionsInPlay, removeTroops, territoriesOf, total } from './state';
import type { PaxState } from './types';

/**
 * BARB-STAB-2: lose `n` stability points. Each point lost costs what BARB-D-STABILITY-LOSS gives for the level
 * reached; reaching 0 divides the realm (BARB-STAB-4). BARB-GOV-1: a theocracy loses a second point for each one,
 * paying both effects.
 */
export function loseStability(G: PaxState, f: PlayerFaction, n: number, journal: Journal, cause: string): void {
  const realm = G.realms[f];
  if (!realm || n <= 0) return;
  const points = realm.government === 'theocracy' ? 2 * n : n;
  for (let i = 0; i < points; i++) {
    if (realm.stability <= 0) break;
    realm.stability -= 1;
    if (realm.stability === 0) {
      divide(G, f, journal);
      break;
    }
    const effect = STABILITY_LOSS[realm.stability];
    const deserted = desert(G, f, effect.desert, journal);
    const lost = Math.min(realm.influence, effect.influence);
    realm.influence -= lost;
    journal.push({ kind: 'stability-lost', rule: 'BARB-STAB-2', faction: f, cause, stability: realm.stability, deserted, influence: lost });
  }
  resetSmallRealms(G, journal);
}

/**
 * BARB-STAB-4 (BARB-D-DIVISION): at 0 the realm divides in two. Half its territories, rounded down, break away: those
 * farthest from its capital (in steps, the realm's capital province even when another holds it), the first in
 * board order among equals. Its pieces there return to the supply, and the land is free, or held by the one other
 * army standing there (BARB-HOLD-1); its religion cubes and trade tokens stay, as they may outside its borders. The
 * rest rallies at stability 1 (BARB-STAB-3 may then restore 5). The capital, 0 steps away, never breaks away.
 */
function divide(G: PaxState, f: PlayerFaction, journal: Journal): void {
  const lands = territoriesOf(G, f);
  const lost = breakaway(G, f);
  let pieces = 0;
  for (const p of lost) pieces += total(armyOf(G, p, f) ?? { s: 0, a: 0, c: 0 });
  journal.push({ kind: 'realm-divided', rule: 'BARB-STAB-4', faction: f, lost, pieces, kept: lands.length - lost.length });
  // A new map even when nothing is lost: `settle` reads a new owners' map as land that may have changed hands.
  writable(G, 'owner');
  for (const p of lost) {
    const army = armyOf(G, p, f);
    if (army) removeTroops(G, p, f, { s: army.s, a: army.a, c: army.c });
    const standing = armiesAt(G, p);
    if (standing.length === 1) capture(G, p, standing[0].f, journal);
    else G.owner = withoutKey(G.owner, p);
  }
  G.realms[f]!.stability = 1;
}

/** BARB-STAB-3: a player with three territories or fewer is always back at full stability. */
export function resetSmallRealms(G: PaxState, journal: Journal = []): void {
  let shaken = false;
  for (const f of factionsInPlay(G)) if (G.realms[f]!.stability !== START_STABILITY) shaken = true;
  if (!shaken) return;
  const count: Partial<Record<string, number>> = {};
  for (const p in G.owner) {
    const f = G.owner[p as keyof typeof G.owner]!;
    count[f] = (count[f] ?? 0) + 1;
  }
  for (const f of factionsInPlay(G)) {
    const realm = G.realms[f]!;
    if ((count[f] ?? 0) > SMALL_REALM || realm.stability === START_STABILITY) continue;
    realm.stability = START_STABILITY;
    journal.push({ kind: 'stability-restored', rule: 'BARB-STAB-3', faction: f, territories: count[f] ?? 0 });
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
