/** Small reads and writes on the state shared by every rule file. */
import type { ProvinceId } from '../data/map';
import { provincesIn } from './board';
import { FACTIONS, PLAYER_FACTIONS, UNITS, type FactionId, type PlayerFaction, type Troops } from '../data/factions';
import { withoutKey, writable } from './clone';
import type { Army, PaxState, PlayerID, Realm } from './types';
import { isFrozen } from '../../plain-state';

export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * The faction a seat leads. Seat ids come from clients too: only a faction's name is an answer, so what a key like
 * `toString` or `__proto__` finds on the prototype is not (a test of the value costs less than `Object.hasOwn`).
 */
export function factionOf(G: PaxState, player: PlayerID): PlayerFaction | null {
  const f: unknown = G.seats[player];
  return typeof f === 'string' ? (f as PlayerFaction) : null;
}

/** A seat of the game: its entry is its faction, or null before it chooses one (as `factionOf`, nothing on the prototype). */
export function isSeat(G: PaxState, player: string): boolean {
  const f: unknown = G.seats[player];
  return f === null || typeof f === 'string';
}

export function playerOf(G: PaxState, f: FactionId): PlayerID | null {
  const realm = G.realms[f as PlayerFaction];
  return realm ? realm.player : null;
}

export const realmOf = (G: PaxState, player: PlayerID): Realm | undefined => {
  const f = factionOf(G, player);
  return f ? G.realms[f] : undefined;
};

/** Player factions in play, in the fixed faction order. */
export function factionsInPlay(G: PaxState): PlayerFaction[] {
  const out: PlayerFaction[] = [];
  for (const f of PLAYER_FACTIONS) if (G.realms[f]) out.push(f);
  return out;
}

/**
 * Seats in seat order. Seat ids are array indices ('0', '1'…), which objects already list in ascending order.
 * Read once per seats map: the rules set a seat's faction but never add or remove a seat, and listing index keys
 * makes a new string for each, at every diplomacy decision otherwise.
 */
export function seatIds(G: PaxState): PlayerID[] {
  return seatList(G).slice();
}

/** `seatIds` itself, shared: for a reader that keeps nothing of it (the legal-action generator). */
export function seatList(G: PaxState): readonly PlayerID[] {
  let ids = seatLists.get(G.seats);
  if (ids === undefined) seatLists.set(G.seats, (ids = readSeatIds(G.seats)));
  return ids;
}

const seatLists = new WeakMap<PaxState['seats'], readonly PlayerID[]>();

function readSeatIds(seats: PaxState['seats']): PlayerID[] {
  const ids = Object.keys(seats);
  for (let i = 1; i < ids.length; i++) if (Number(ids[i - 1]) > Number(ids[i])) return ids.sort((a, b) => Number(a) - Number(b));
  return ids;
}

export const total = (t: Troops): number => t.s + t.a + t.c;

export const armiesAt = (G: PaxState, p: ProvinceId): Army[] => G.armies[p] ?? [];

// A plain loop: the legal-action generator asks this for every province, many times a move.
export function armyOf(G: PaxState, p: ProvinceId, f: FactionId): Army | undefined {
  const list = G.armies[p];
  if (list) for (let i = 0; i < list.length; i++) if (list[i].f === f) return list[i];
  return undefined;
}

export const piecesAt = (G: PaxState, p: ProvinceId, f: FactionId): number => {
  const a = armyOf(G, p, f);
  return a ? total(a) : 0;
};

/** The armies of a province, made this move's own before a rule writes to them (see clone.ts). */
function writableArmies(G: PaxState, p: ProvinceId): Army[] {
  const armies = writable(G, 'armies');
  const list = armies[p];
  if (!list) return (armies[p] = []);
  if (isFrozen(list)) return (armies[p] = list.map((a) => ({ f: a.f, s: a.s, a: a.a, c: a.c })));
  return list;
}

/** Add pieces to a faction's army in a province (a new army arrives last). */
export function addTroops(G: PaxState, p: ProvinceId, f: FactionId, t: Troops): void {
  if (total(t) === 0) return;
  const list = writableArmies(G, p);
  const army = list.find((a) => a.f === f);
  if (army) {
    army.s += t.s;
    army.a += t.a;
    army.c += t.c;
  } else list.push({ f, s: t.s, a: t.a, c: t.c });
}

/** Remove pieces (never below zero) and drop empty armies. */
export function removeTroops(G: PaxState, p: ProvinceId, f: FactionId, t: Troops): void {
  if (!G.armies[p]?.some((a) => a.f === f)) return;
  const list = writableArmies(G, p);
  const army = list.find((a) => a.f === f)!;
  for (const u of UNITS) army[u] = Math.max(0, army[u] - t[u]);
  if (total(army) === 0) list.splice(list.indexOf(army), 1);
  if (list.length === 0) G.armies = withoutKey(G.armies, p);
}

/** Remove `n` pieces of an army in the fixed casualty order: soldiers, then archers, then cavalry (BARB-D-CASUALTIES). */
export function killPieces(G: PaxState, p: ProvinceId, f: FactionId, n: number): number {
  const army = armyOf(G, p, f);
  if (!army || n <= 0) return 0;
  let left = n;
  const loss: Troops = { s: 0, a: 0, c: 0 };
  for (const u of UNITS) {
    const k = Math.min(left, army[u]);
    loss[u] = k;
    left -= k;
  }
  removeTroops(G, p, f, loss);
  return n - left;
}

/** Every piece of a faction on the map, by type. */
export function piecesOf(G: PaxState, f: FactionId): Troops {
  const t: Troops = { s: 0, a: 0, c: 0 };
  const armies = G.armies;
  for (const p in armies) {
    const list = armies[p as ProvinceId]!;
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      if (a.f !== f) continue;
      t.s += a.s;
      t.a += a.a;
      t.c += a.c;
    }
  }
  return t;
}

export const territoriesOf = (G: PaxState, f: FactionId): ProvinceId[] => provincesIn(G.owner, (owner) => owner === f);

const FACTION_INDEX = new Map<string, number>(FACTIONS.map((f, i) => [f, i]));

/** The counts of a frozen owners' map, kept with it: a frozen map never changes, and playouts freeze it at every move. */
const frozenCounts = new WeakMap<PaxState['owner'], readonly number[]>();

/**
 * How many territories each faction holds, by its index in `FACTIONS` (`territoryCount` reads one). The owners' map
 * is counted once for every faction, and the counts kept while the map is frozen: the orders phase and the
 * small-realm rule ask at most moves, most of which leave the map as it was.
 */
export function territoryCounts(G: PaxState): readonly number[] {
  const owner = G.owner;
  const frozen = isFrozen(owner);
  const kept = frozen ? frozenCounts.get(owner) : undefined;
  if (kept !== undefined) return kept;
  const counts = FACTIONS.map(() => 0);
  for (const p in owner) {
    const i = FACTION_INDEX.get(owner[p as ProvinceId]!);
    if (i !== undefined) counts[i]++;
  }
  if (frozen) frozenCounts.set(owner, counts);
  return counts;
}

export const territoryCount = (G: PaxState, f: FactionId): number => territoryCounts(G)[FACTION_INDEX.get(f)!];

/** A faction's index in `FACTIONS`. */
export const factionIndex = (f: FactionId): number => FACTION_INDEX.get(f)!;

/** BARB-WEALTH-1: a province is occupied when its owner has at least one piece there. */
export const isOccupied = (G: PaxState, p: ProvinceId, f: FactionId): boolean =>
  G.owner[p] === f && piecesAt(G, p, f) > 0;

export function occupiedCount(G: PaxState, f: FactionId): number {
  let n = 0;
  for (const p in G.owner) if (isOccupied(G, p as ProvinceId, f)) n++;
  return n;
}

export const countIn = (h: Partial<Record<PlayerFaction, number>> | undefined, f: PlayerFaction): number => h?.[f] ?? 0;

export function addHolding(G: PaxState, which: 'religion' | 'trade', p: ProvinceId, f: PlayerFaction, n: number): void {
  const map = writable(G, which);
  const h = map[p] === undefined ? (map[p] = {}) : isFrozen(map[p]) ? (map[p] = { ...map[p] }) : map[p]!;
  const next = (h[f] ?? 0) + n;
  if (next > 0) {
    h[f] = next;
    return;
  }
  // Entries lost as new maps (clone.ts `withoutKey`), not `delete`: the maps stay fast to read.
  const left = withoutKey(h, f);
  if (Object.keys(left).length > 0) map[p] = left;
  else G[which] = withoutKey(map, p);
}

// Walks the map's own keys rather than building a list of its values: asked for every influence choice and phase.
export function holdingsOf(G: PaxState, which: 'religion' | 'trade', f: PlayerFaction): number {
  const map = G[which];
  let n = 0;
  for (const p in map) n += map[p as ProvinceId]?.[f] ?? 0;
  return n;
}
