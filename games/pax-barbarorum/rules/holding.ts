/**
 * Holding land (BARB-HOLD-1): « dans chaque territoire possédé par un joueur doit y avoir au moins une troupe dudit
 * joueur ». A player faction keeps a province only while one of its pieces stands there; the one exception, a
 * battle that destroyed both sides (BARB-BATTLE-8), simply never calls these rules.
 *
 * Losing land can cost the old owner its capital and so a stability point, whose desertion can empty more land:
 * this module and stability.ts call each other (through movement.ts's `capture`), as the rules do.
 */
import { isPlayerFaction, type FactionId } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { armyProvinces } from './board';
import { withoutKey, writable } from './clone';
import type { Journal } from './journal';
import { capture } from './movement';
import { armiesAt, killPieces, piecesAt } from './state';
import type { PaxState } from './types';

/**
 * BARB-HOLD-1: after pieces left or died in `p` (a Move, a retreat, a desertion, a demobilisation, a lost battle): a
 * player faction with no piece left there loses it. The army still standing there, if it is the only one, holds it
 * now (it is taken as an arriving army takes free land, BARB-MOVE-3); otherwise the province is free.
 */
export function abandonIfEmpty(G: PaxState, p: ProvinceId, journal: Journal): void {
  const owner = G.owner[p];
  if (owner === undefined || !isPlayerFaction(owner) || piecesAt(G, p, owner) > 0) return;
  const standing = armiesAt(G, p);
  journal.push({ kind: 'land-lost', rule: 'BARB-HOLD-1', province: p, faction: owner });
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
