/** Where armies may go and what happens when they arrive (BARB-MOVE-*). */
import { MOUNTAIN_TOLL } from '../data/constants';
import { HATRED, isNeutral, isPlayerFaction, type FactionId, type Troops } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { isMountain, neighbours } from './board';
import type { Journal } from './journal';
import { allied, atWar, shiftStanding, standing } from './relations';
import { capture } from './land';
import { addTroops, armiesAt, armyOf } from './state';
import type { PaxState } from './types';

/** Does any army at war with `f` stand in the province? */
export const hostilePresent = (G: PaxState, f: FactionId, p: ProvinceId): boolean =>
  armiesAt(G, p).some((a) => atWar(G, f, a.f));

/**
 * BARB-MOVE-1: an army may enter its own land, free land, an ally's land, or the land of a faction it is at war
 * with (BARB-DIPLO-1: no attack without a declaration); every army already there must be its own, an ally's or
 * an enemy's. BARB-FACTION-5: a Carthaginian army never holds more than one cavalry.
 */
export function mayEnter(G: PaxState, f: FactionId, p: ProvinceId, cavalry: number): boolean {
  const owner = G.owner[p];
  if (owner && owner !== f && !allied(G, f, owner) && !atWar(G, f, owner)) return false;
  for (const a of armiesAt(G, p)) if (a.f !== f && !allied(G, f, a.f) && !atWar(G, f, a.f)) return false;
  if (f === 'car' && cavalry > 0 && (armyOf(G, p, 'car')?.c ?? 0) + cavalry > 1) return false;
  return true;
}

/** A move's path: one step, or two with a Forced march card through a province free of enemies (BARB-MOVE-2). */
export interface Path {
  to: ProvinceId;
  via?: ProvinceId;
}

/** Every destination of an army of `f` leaving `from` with `troops`. */
export function paths(G: PaxState, f: FactionId, from: ProvinceId, troops: Troops, march: boolean): Path[] {
  const out: Path[] = [];
  const seen = new Set<string>();
  for (const n of neighbours(from)) {
    if (mayEnter(G, f, n, troops.c)) {
      out.push({ to: n });
      seen.add(n);
    }
  }
  if (!march) return out;
  for (const v of neighbours(from)) {
    if (!mayEnter(G, f, v, 0) || hostilePresent(G, f, v)) continue;
    for (const d of neighbours(v)) {
      if (d === from || !mayEnter(G, f, d, troops.c)) continue;
      out.push({ to: d, via: v });
    }
  }
  return out;
}

export function isPath(G: PaxState, f: FactionId, from: ProvinceId, troops: Troops, path: Path): boolean {
  if (path.via === undefined) return neighbours(from).includes(path.to) && mayEnter(G, f, path.to, troops.c);
  const v = path.via;
  return (
    neighbours(from).includes(v) &&
    mayEnter(G, f, v, 0) &&
    !hostilePresent(G, f, v) &&
    path.to !== from &&
    neighbours(v).includes(path.to) &&
    mayEnter(G, f, path.to, troops.c)
  );
}

/** BARB-D-MOUNTAIN: a moving army pays for each mountain province it enters on the way, whatever its size. */
export function toll(path: Path): number {
  const mountains = (path.via !== undefined && isMountain(path.via) ? 1 : 0) + (isMountain(path.to) ? 1 : 0);
  return mountains * MOUNTAIN_TOLL;
}

/**
 * An army arrives (BARB-MOVE-3): if no enemy army stands there, it takes free land or an enemy's land at once;
 * otherwise a battle waits for the end of the action phase (BARB-BATTLE-1). BARB-NEUTRAL-4: attacking a neutral's
 * land sets the attacker to Hatred on its board.
 */
export function arrive(G: PaxState, f: FactionId, p: ProvinceId, troops: Troops, journal: Journal): void {
  addTroops(G, p, f, troops);
  if (isPlayerFaction(f)) {
    const attacked = [G.owner[p], ...armiesAt(G, p).map((a) => a.f)].filter(
      (x): x is FactionId => x !== undefined && isNeutral(x) && atWar(G, f, x),
    );
    for (const n of new Set(attacked)) {
      if (isNeutral(n) && standing(G, n, f) < HATRED) {
        shiftStanding(G, n, f, HATRED);
        journal?.push({ kind: 'neutral-hatred', rule: 'BARB-NEUTRAL-4', neutral: n, faction: f, province: p });
      }
    }
  }
  const owner = G.owner[p];
  if (!hostilePresent(G, f, p) && (owner === undefined || atWar(G, f, owner))) capture(G, p, f, journal);
}
