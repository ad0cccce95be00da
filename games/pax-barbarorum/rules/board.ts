/** Reading the map data: neighbours, capitals, trade centres (BARB-MAP-*). Built once from constants. */
import { CAPITALS, LAND_BORDERS, PROVINCES, PROVINCE_INFO, SEA_CROSSINGS, TRADE_LINKS, type CapitalHolder, type ProvinceId } from '../data/map';
import type { FactionId } from '../data/factions';

const neighbourMap = new Map<ProvinceId, ProvinceId[]>(PROVINCES.map((id) => [id, []]));
for (const [a, b] of [...LAND_BORDERS, ...SEA_CROSSINGS]) {
  neighbourMap.get(a)!.push(b);
  neighbourMap.get(b)!.push(a);
}
for (const list of neighbourMap.values()) list.sort((x, y) => PROVINCES.indexOf(x) - PROVINCES.indexOf(y));

export const isProvince = (p: unknown): p is ProvinceId =>
  typeof p === 'string' && Object.prototype.hasOwnProperty.call(PROVINCE_INFO, p);

/** BARB-MAP-1: provinces one step away, by land or by a sea crossing. */
export const neighbours = (p: ProvinceId): readonly ProvinceId[] => neighbourMap.get(p)!;

export const adjacent = (a: ProvinceId, b: ProvinceId): boolean => neighbourMap.get(a)!.includes(b);

export const isMountain = (p: ProvinceId): boolean => PROVINCE_INFO[p].terrain === 'mountain';

const capitalOf = new Map<ProvinceId, CapitalHolder>(Object.entries(CAPITALS).map(([f, p]) => [p, f as CapitalHolder]));

/** BARB-MAP-2: the faction whose capital lies in this province, if any. */
export const capitalFaction = (p: ProvinceId): CapitalHolder | undefined => capitalOf.get(p);
export const isCapital = (p: ProvinceId): boolean => capitalOf.has(p);
export const capitalProvince = (f: FactionId): ProvinceId | undefined => CAPITALS[f as CapitalHolder];

export const isTradeCentre = (p: ProvinceId): boolean => PROVINCE_INFO[p].tradeCentre !== undefined;

/** BARB-MAP-3: trade centres linked to a province (either way round). */
const linkMap = new Map<ProvinceId, ProvinceId[]>(PROVINCES.map((id) => [id, []]));
for (const [centre, links] of Object.entries(TRADE_LINKS) as [ProvinceId, ProvinceId[]][]) {
  for (const other of links) {
    if (!linkMap.get(other)!.includes(centre)) linkMap.get(other)!.push(centre);
    if (isTradeCentre(other) && !linkMap.get(centre)!.includes(other)) linkMap.get(centre)!.push(other);
  }
}
export const linkedCentres = (p: ProvinceId): readonly ProvinceId[] => linkMap.get(p)!;

/** Provinces within two steps (Theocracy, BARB-GOV-1), excluding the start, in board order. */
export const withinTwo = (p: ProvinceId): readonly ProvinceId[] => twoSteps.get(p)!;

const twoSteps = new Map<ProvinceId, ProvinceId[]>(
  PROVINCES.map((p) => {
    const out = new Set<ProvinceId>();
    for (const n of neighbours(p)) {
      out.add(n);
      for (const m of neighbours(n)) out.add(m);
    }
    out.delete(p);
    return [p, PROVINCES.filter((q) => out.has(q))];
  }),
);

/** Steps from each province to every other, by land and sea crossings (BARB-MAP-1), found once a start when first asked. */
const stepsFrom = new Map<ProvinceId, Map<ProvinceId, number>>();

/** The fewest steps from one province to another (BARB-D-DIVISION measures a realm's lands from its capital). */
export function steps(from: ProvinceId, to: ProvinceId): number {
  let found = stepsFrom.get(from);
  if (!found) {
    found = new Map([[from, 0]]);
    for (const queue = [from]; queue.length > 0; ) {
      const p = queue.shift()!;
      for (const n of neighbours(p)) {
        if (found.has(n)) continue;
        found.set(n, found.get(p)! + 1);
        queue.push(n);
      }
    }
    stepsFrom.set(from, found);
  }
  return found.get(to) ?? Infinity;
}

const boardIndex = new Map<ProvinceId, number>(PROVINCES.map((p, i) => [p, i]));
const byBoardOrder = (a: ProvinceId, b: ProvinceId) => boardIndex.get(a)! - boardIndex.get(b)!;

/**
 * The provinces of a province-keyed map (owners, armies, tokens…) whose entry passes `keep`, in board order.
 * Walking the map's own keys and sorting the few kept costs far less than asking the map about every province.
 */
export function provincesIn<T>(map: Partial<Record<ProvinceId, T>>, keep: (value: T, p: ProvinceId) => boolean): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const p in map) if (keep(map[p as ProvinceId]!, p as ProvinceId)) out.push(p as ProvinceId);
  return inBoardOrder(out);
}

/**
 * The provinces where faction `f` has an army, in board order: `provincesIn` without a call per army list, as the
 * wealth phase, desertion and the neutrals' requests ask it at every decision.
 */
export function armyProvinces(armies: Partial<Record<ProvinceId, readonly { f: FactionId }[]>>, f: FactionId): ProvinceId[] {
  const out: ProvinceId[] = [];
  for (const p in armies) {
    const list = armies[p as ProvinceId]!;
    for (let i = 0; i < list.length; i++) {
      if (list[i].f !== f) continue;
      out.push(p as ProvinceId);
      break;
    }
  }
  return inBoardOrder(out);
}

/** `list` in board order. The maps mostly keep their keys in it (made in it, entries added at the end): sorted only when not. */
function inBoardOrder(list: ProvinceId[]): ProvinceId[] {
  for (let i = 0, last = -1; i < list.length; i++) {
    const index = boardIndex.get(list[i])!;
    if (index < last) return list.sort(byBoardOrder);
    last = index;
  }
  return list;
}
