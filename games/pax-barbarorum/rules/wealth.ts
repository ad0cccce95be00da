/** The wealth phase (BARB-WEALTH-*): taxes and trade, paying the armies, the Mercenary war, demobilising. */
import { NEUTRAL_GARRISON, OLIGARCHY_MUTINY, UPKEEP_PER_PIECE } from '../data/constants';
import { NEUTRALS, PLAYER_FACTIONS, UNITS, type FactionId, type PlayerFaction, type Troops } from '../data/factions';
import { CAPITALS, PROVINCES, type ProvinceId } from '../data/map';
import { armyProvinces, isProvince } from './board';
import { hasOnlyFields } from './fields';
import type { Journal } from './journal';
import { arrive } from './movement';
import { income } from './ranking';
import { abandonIfEmpty, desert } from './land';
import { addTroops, factionOf, factionsInPlay, piecesAt, piecesOf, removeTroops, total, armyOf } from './state';
import type { PaxState, PlayerID } from './types';

/** BARB-WEALTH-1..3 for every player, then the neutrals' garrisons regrow (BARB-D-NEUTRAL-ARMIES). */
export function wealthPhase(G: PaxState, journal: Journal): void {
  for (const f of factionsInPlay(G)) collect(G, f, journal);
  for (const f of factionsInPlay(G)) payArmies(G, f, journal);
  regrowGarrisons(G, journal);
}

/** BARB-WEALTH-1: taxes and trade. */
function collect(G: PaxState, f: PlayerFaction, journal: Journal): void {
  const gold = income(G, f);
  G.realms[f]!.gold += gold;
  journal?.push({ kind: 'income', rule: 'BARB-WEALTH-1', faction: f, gold });
}

/**
 * BARB-WEALTH-2: each piece costs one gold; a player short of gold loses one piece per missing gold (BARB-D-UNPAID: from
 * the largest army first), nothing more. BARB-GOV-3: an Empire keeps its pieces but may not recruit until it pays in
 * full. BARB-EVENT-1: the Carthaginians short of gold, or an oligarchy short for five pieces or more (BARB-GOV-2),
 * suffer the Mercenary war; the rebels rise before the unpaid pieces leave, so a capital those pieces leave empty
 * falls to the rebels standing in it (BARB-HOLD-1) and counts as taken (BARB-D-STABILITY-CAUSES).
 */
export function payArmies(G: PaxState, f: PlayerFaction, journal: Journal): void {
  const realm = G.realms[f]!;
  const upkeep = UPKEEP_PER_PIECE * total(piecesOf(G, f));
  const paid = Math.min(realm.gold, upkeep);
  realm.gold -= paid;
  const missing = upkeep - paid;
  journal?.push({ kind: missing === 0 ? 'upkeep-paid' : 'upkeep-short', rule: 'BARB-WEALTH-2', faction: f, upkeep, paid, missing });
  if (missing === 0) {
    realm.unpaid = false;
    return;
  }
  const pieces = Math.ceil(missing / UPKEEP_PER_PIECE);
  if (f === 'car' || (realm.government === 'oligarchy' && pieces >= OLIGARCHY_MUTINY)) mercenaryWar(G, f, pieces, journal);
  if (realm.government === 'empire') realm.unpaid = true;
  else desert(G, f, pieces, journal);
}

/**
 * BARB-EVENT-1 (BARB-D-MERCENARY-WAR): the unpaid mercenaries rise as a rebel army of that many soldiers in the
 * player's capital province, at war with everyone; they fight there at the end of the action phase.
 */
export function mercenaryWar(G: PaxState, f: PlayerFaction, pieces: number, journal: Journal): void {
  const capital = CAPITALS[f];
  journal?.push({ kind: 'mercenary-war', rule: 'BARB-EVENT-1', faction: f, rebels: pieces, province: capital });
  arrive(G, 'mer', capital, { s: pieces, a: 0, c: 0 }, journal);
}

/** BARB-D-NEUTRAL-ARMIES: a neutral or unchosen faction holding its capital adds a soldier there, up to four pieces. */
export function regrowGarrisons(G: PaxState, journal: Journal = []): void {
  const minors: FactionId[] = [...NEUTRALS, ...PLAYER_FACTIONS.filter((f) => !G.realms[f])];
  for (const f of minors) {
    const capital = CAPITALS[f as keyof typeof CAPITALS];
    if (G.owner[capital] === f && piecesAt(G, capital, f) < NEUTRAL_GARRISON) {
      addTroops(G, capital, f, { s: 1, a: 0, c: 0 });
      journal?.push({ kind: 'garrison-grown', rule: 'BARB-D-NEUTRAL-ARMIES', faction: f, province: capital });
    }
  }
}

/** One line of a demobilisation: pieces sent home from one province. */
export interface Discharge extends Troops {
  province: ProvinceId;
}

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 99;

/** A line of a demobilisation names its province and its pieces, nothing else. */
const DISCHARGE_FIELDS = ['province', ...UNITS] as const;

/** BARB-WEALTH-3: after paying, a player may remove any of their own pieces from the map. */
export function isDemobilisation(G: PaxState, player: PlayerID, list: unknown): list is Discharge[] {
  const f = factionOf(G, player);
  if (!f || !Array.isArray(list) || list.length > PROVINCES.length) return false;
  const seen = new Set<string>();
  for (const d of list) {
    if (!hasOnlyFields(d, DISCHARGE_FIELDS)) return false;
    const { province, s, a, c } = d as Discharge;
    if (!isProvince(province) || seen.has(province) || !count(s) || !count(a) || !count(c)) return false;
    seen.add(province);
    const army = armyOf(G, province, f);
    if (s + a + c === 0 || !army || army.s < s || army.a < a || army.c < c) return false;
  }
  return true;
}

/** BARB-WEALTH-3, BARB-HOLD-1: the pieces go home; a territory left without any is lost. */
export function demobilise(G: PaxState, player: PlayerID, list: Discharge[], journal: Journal): void {
  const f = factionOf(G, player)!;
  journal?.push({ kind: 'demobilised', rule: 'BARB-WEALTH-3', player, faction: f, pieces: list.reduce((n, d) => n + d.s + d.a + d.c, 0), provinces: list.map((d) => d.province) });
  for (const d of list) {
    removeTroops(G, d.province, f, d);
    abandonIfEmpty(G, d.province, journal);
  }
}

/** A few demobilisations offered to bots and shown on the board: nothing, or one piece of any army. */
export function demobilisationChoices(G: PaxState, player: PlayerID): Discharge[][] {
  const f = factionOf(G, player);
  const out: Discharge[][] = [[]];
  if (!f) return out;
  for (const p of armyProvinces(G.armies, f)) {
    const army = armyOf(G, p, f)!;
    for (const u of UNITS) if (army[u] > 0) out.push([{ province: p, s: 0, a: 0, c: 0, [u]: 1 }]);
  }
  return out;
}
