/**
 * How land changes hands, and what that costs: taking a province (BARB-MOVE-3), holding it only while a piece
 * stands there (BARB-HOLD-1), desertion, and the loss of stability with the division of the realm (BARB-STAB-2,
 * BARB-STAB-4). The rules call one another: a capital taken costs stability, whose desertion can empty land,
 * which passes to the army still standing there, which may be another capital taken. « dans chaque territoire
 * possédé par un joueur doit y avoir au moins une troupe dudit joueur »; the one exception, a battle that
 * destroyed both sides (BARB-BATTLE-8), simply never calls these rules.
 */
import { STABILITY_LOSS } from '../data/constants';
import { isPlayerFaction, type FactionId, type PlayerFaction } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { armyProvinces, capitalFaction } from './board';
import { withoutKey, writable } from './clone';
import type { Journal } from './journal';
import { breakaway, resetSmallRealms } from './stability';
import { armiesAt, armyOf, killPieces, piecesAt, removeTroops, territoriesOf, total } from './state';
import type { PaxState } from './types';

/** BARB-MOVE-3: taking a province: an old owner losing its capital loses a stability point (BARB-D-STABILITY-CAUSES). */
export function capture(G: PaxState, p: ProvinceId, f: FactionId, journal: Journal): void {
  const previous = G.owner[p];
  if (previous === f) return;
  writable(G, 'owner')[p] = f;
  journal?.push({ kind: 'land-taken', rule: 'BARB-MOVE-3', province: p, faction: f, from: previous ?? null });
  if (previous && isPlayerFaction(previous) && capitalFaction(p) === previous) {
    loseStability(G, previous, 1, journal, 'capital');
  }
}

/**
 * BARB-HOLD-1: after pieces left or died in `p` (a Move, a retreat, a desertion, a demobilisation, a lost battle): a
 * player faction with no piece left there loses it. The army still standing there, if it is the only one, holds it
 * now (it is taken as an arriving army takes free land, BARB-MOVE-3); otherwise the province is free.
 */
export function abandonIfEmpty(G: PaxState, p: ProvinceId, journal: Journal): void {
  const owner = G.owner[p];
  if (owner === undefined || !isPlayerFaction(owner) || piecesAt(G, p, owner) > 0) return;
  const standing = armiesAt(G, p);
  journal?.push({ kind: 'land-lost', rule: 'BARB-HOLD-1', province: p, faction: owner });
  if (standing.length === 1) capture(G, p, standing[0].f, journal);
  else G.owner = withoutKey(G.owner, p);
}

/**
 * Desertion (BARB-D-STABILITY-LOSS, BARB-D-UNPAID): `n` pieces leave, one at a time from the largest army (board order breaking
 * ties, BARB-D-CASUALTIES inside the army); land they leave empty is lost (BARB-HOLD-1). Returns the pieces lost.
 */
export function desert(G: PaxState, f: FactionId, n: number, journal: Journal): number {
  let lost = 0;
  while (lost < n) {
    let best: ProvinceId | null = null;
    let size = 0;
    for (const p of armyProvinces(G.armies, f)) {
      const k = piecesAt(G, p, f);
      if (k > size) {
        size = k;
        best = p;
      }
    }
    if (!best) break;
    lost += killPieces(G, best, f, 1);
    abandonIfEmpty(G, best, journal);
  }
  return lost;
}

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
    journal?.push({ kind: 'stability-lost', rule: 'BARB-STAB-2', faction: f, cause, stability: realm.stability, deserted, influence: lost });
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
  journal?.push({ kind: 'realm-divided', rule: 'BARB-STAB-4', faction: f, lost, pieces, kept: lands.length - lost.length });
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
