/** Resolving a revealed order in the action phase (BARB-ORDER-3..7, BARB-MOVE-*). */
import {
  CARDS,
  ECONOMY_GOLD,
  ECONOMY_GOLD_CAPITAL,
  MACEDONIAN_INFLUENCE_PER_CUBE,
  MACEDONIAN_RELIGION_SURCHARGE,
  PIECE_SUPPLY,
  RELIGION_COST,
  RELIGION_SUPPLY,
  TRADE_COST,
  TRADE_SUPPLY,
  type Card,
  type Hand,
} from '../data/constants';
import { isPlayerFaction, UNITS, type Government, type PlayerFaction, type Troops, type Unit } from '../data/factions';
import { CAPITALS, PROVINCES, type ProvinceId } from '../data/map';
import { isCapital, isProvince, isTradeCentre, linkedCentres, neighbours, withinTwo } from './board';
import { writable, writablePlayer } from './clone';
import { hasOnlyFields } from './fields';
import { abandonIfEmpty } from './land';
import type { Journal, Note } from './journal';
import type { LogKind } from '../log-kinds';
import { arrive, isPath, paths, toll, type Path } from './movement';
import { dropToken } from './orders';
import { canGainStability } from './stability';
import { addHolding, armyOf, countIn, factionOf, holdingsOf, occupiedCount, piecesOf, removeTroops, total } from './state';
import type { PaxState, PlayerID } from './types';

/**
 * BARB-D-COSTS: a religion cube's price; BARB-GOV-1: a Theocracy pays half, rounded up (gold comes in whole coins);
 * BARB-D-MACEDONIAN-FAITH: the Macedonians pay one gold more, whatever their government.
 */
export const religionPrice = (government: Government | null, f: PlayerFaction): number =>
  (government === 'theocracy' ? Math.ceil(RELIGION_COST / 2) : RELIGION_COST) + (f === 'mac' ? MACEDONIAN_RELIGION_SURCHARGE : 0);

export const INFLUENCE_USES = ['religion', 'purge', 'trade', 'embargo', 'stability'] as const;
export type InfluenceUse = (typeof INFLUENCE_USES)[number];

/** How a player resolves one of their orders. `pass` lets any order go unused. */
export type Choice =
  | { kind: 'pass' }
  | { kind: 'recruit'; units: Unit[] }
  | { kind: 'train'; cards: Card[] }
  | { kind: 'move'; to: ProvinceId; via?: ProvinceId; s: number; a: number; c: number }
  | { kind: 'economy' }
  | { kind: 'influence'; use: InfluenceUse; target: ProvinceId; victim?: PlayerFaction };

const isOwnCapital = (f: PlayerFaction, p: ProvinceId) => CAPITALS[f] === p;

/** BARB-ORDER-3 (BARB-FACTION-1, -3, -5, BARB-GOV-3): what a recruitment may raise. */
export function canRecruit(G: PaxState, f: PlayerFaction, p: ProvinceId, units: readonly Unit[], onMap: Troops = piecesOf(G, f)): boolean {
  if (G.realms[f]!.unpaid) return false;
  if (units.length !== (isOwnCapital(f, p) ? 2 : 1)) return false;
  const raised = raisedTroops(f, units);
  for (const u of UNITS) if (onMap[u] + raised[u] > PIECE_SUPPLY[u]) return false;
  if (f === 'mac' && raised.c > 0) return false;
  if (f === 'car' && raised.c + (armyOf(G, p, 'car')?.c ?? 0) > 1) return false;
  return true;
}

/** BARB-FACTION-3: every soldier the Arverni recruit comes as two. */
export function raisedTroops(f: PlayerFaction, units: readonly Unit[]): Troops {
  const t: Troops = { s: 0, a: 0, c: 0 };
  for (const u of units) t[u] += u === 's' && f === 'arv' ? 2 : 1;
  return t;
}

/** BARB-ORDER-4: a training order draws one card of the player's choice, two in their capital. */
export function canTrain(G: PaxState, f: PlayerFaction, p: ProvinceId, cards: readonly Card[]): boolean {
  if (cards.length !== (isOwnCapital(f, p) ? 2 : 1)) return false;
  for (const c of CARDS) if (cards.filter((x) => x === c).length > G.supply[c]) return false;
  return true;
}

/** Influence (BARB-ORDER-7): is this use legal from an order in `p`? */
export function canInfluence(
  G: PaxState,
  f: PlayerFaction,
  p: ProvinceId,
  use: InfluenceUse,
  target: ProvinceId,
  victim: PlayerFaction | undefined,
): boolean {
  const realm = G.realms[f]!;
  const religionCost = religionPrice(realm.government, f);
  const ownsTarget = G.owner[target] === f;
  switch (use) {
    case 'religion': {
      if (victim !== undefined || realm.gold < religionCost) return false;
      if (holdingsOf(G, 'religion', f) >= RELIGION_SUPPLY) return false;
      return religionReach(G, f, p, target);
    }
    case 'purge': {
      if (victim === undefined || victim === f || countIn(G.religion[target], victim) === 0) return false;
      if (realm.gold < religionCost) return false;
      return target === p || (!ownsTarget && neighbours(p).includes(target));
    }
    case 'trade': {
      if (victim !== undefined || realm.gold < TRADE_COST || holdingsOf(G, 'trade', f) >= TRADE_SUPPLY) return false;
      return tradeReach(p, target);
    }
    case 'embargo': {
      if (victim === undefined || victim === f || countIn(G.trade[target], victim) === 0) return false;
      return realm.gold >= TRADE_COST && tradeReach(p, target);
    }
    case 'stability':
      return victim === undefined && target === p && isOwnCapital(f, p) && canGainStability(G, f) && realm.gold >= stabilityCost(G, f);
  }
}

/**
 * BARB-ORDER-7a: in an own territory, a cube there; from a border territory, a cube in a neighbouring province
 * that is not the player's (BARB-GOV-1: a theocracy reaches two steps, any province). BARB-ORDER-7c: from the
 * capital, a cube in a trade centre outside the borders holding two of the player's trade tokens, or in any
 * province not the player's next to a province holding two of the player's cubes.
 */
function religionReach(G: PaxState, f: PlayerFaction, p: ProvinceId, target: ProvinceId): boolean {
  if (target === p) return true;
  const ownsTarget = G.owner[target] === f;
  if (G.realms[f]!.government === 'theocracy' && withinTwo(p).includes(target)) return true;
  if (!ownsTarget && neighbours(p).includes(target)) return true;
  if (!isOwnCapital(f, p) || ownsTarget) return false;
  if (isTradeCentre(target) && countIn(G.trade[target], f) >= 2) return true;
  return neighbours(target).some((n) => countIn(G.religion[n], f) >= 2);
}

/** BARB-ORDER-7b: from a territory with a capital or a trade centre: there, or in a trade centre linked to it. */
function tradeReach(p: ProvinceId, target: ProvinceId): boolean {
  if (!isCapital(p) && !isTradeCentre(p)) return false;
  return target === p || linkedCentres(p).includes(target);
}

/** BARB-STAB-5: one stability point costs one gold per province the player occupies. */
export const stabilityCost = (G: PaxState, f: PlayerFaction): number => Math.max(1, occupiedCount(G, f));

/** The fields each kind of choice may have, nothing else (a pass has none but its kind). */
const CHOICE_FIELDS: Record<Choice['kind'], readonly string[]> = {
  pass: ['kind'],
  recruit: ['kind', 'units'],
  train: ['kind', 'cards'],
  move: ['kind', 'to', 'via', 's', 'a', 'c'],
  economy: ['kind'],
  influence: ['kind', 'use', 'target', 'victim'],
};

/** A client's choice with a known kind and only that kind's fields (their values are checked by the rules). */
function isChoiceShape(choice: unknown): choice is Choice {
  if (typeof choice !== 'object' || choice === null || !Object.hasOwn(choice, 'kind')) return false;
  const { kind } = choice as { kind: unknown };
  return typeof kind === 'string' && Object.hasOwn(CHOICE_FIELDS, kind) && hasOnlyFields(choice, CHOICE_FIELDS[kind as Choice['kind']]);
}

/** Is this choice a legal way to resolve the token on `p`? */
export function canResolve(G: PaxState, player: PlayerID, p: unknown, choice: unknown): p is ProvinceId {
  const f = factionOf(G, player);
  if (!f || !isProvince(p) || G.tokens[p] !== player) return false;
  const kind = G.players[player].orders[p];
  if (kind === undefined || kind === 'none') return false;
  if (!isChoiceShape(choice)) return false;
  const c = choice;
  if (c.kind === 'pass') return true;
  // BARB-D-LOST-ORDER: an order on a territory the player no longer owns can only be discarded.
  if (c.kind !== kind || G.owner[p] !== f) return false;
  switch (c.kind) {
    case 'recruit':
      return Array.isArray(c.units) && c.units.every((u) => UNITS.includes(u)) && canRecruit(G, f, p, c.units);
    case 'train':
      return Array.isArray(c.cards) && c.cards.every((x) => CARDS.includes(x)) && canTrain(G, f, p, c.cards);
    case 'economy':
      return true;
    case 'move':
      return canMove(G, player, p, c);
    case 'influence':
      return (
        (INFLUENCE_USES as readonly unknown[]).includes(c.use) &&
        isProvince(c.target) &&
        (c.victim === undefined || (isPlayerFaction(c.victim) && G.realms[c.victim] !== undefined && c.victim !== f)) &&
        canInfluence(G, f, p, c.use, c.target, c.victim)
      );
    default:
      return false;
  }
}

const pieceCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** BARB-ORDER-5, BARB-MOVE-1..2: all or part of the army, one province on, two with a Forced march card. */
function canMove(G: PaxState, player: PlayerID, from: ProvinceId, c: Extract<Choice, { kind: 'move' }>): boolean {
  const f = factionOf(G, player)!;
  if (!pieceCount(c.s) || !pieceCount(c.a) || !pieceCount(c.c) || !isProvince(c.to)) return false;
  if (c.via !== undefined && !isProvince(c.via)) return false;
  const army = armyOf(G, from, f);
  const troops: Troops = { s: c.s, a: c.a, c: c.c };
  if (!army || total(troops) === 0 || army.s < c.s || army.a < c.a || army.c < c.c) return false;
  if (c.via !== undefined && G.players[player].hand.march === 0) return false;
  const path: Path = c.via === undefined ? { to: c.to } : { to: c.to, via: c.via };
  if (!isPath(G, f, from, troops, path)) return false;
  return G.realms[f]!.gold >= toll(path);
}

/** Carry out a legal choice, then take the token off the board. */
export function resolve(G: PaxState, player: PlayerID, p: ProvinceId, c: Choice, journal: Journal): void {
  const f = factionOf(G, player)!;
  const realm = G.realms[f]!;
  const kind = G.players[player].orders[p];
  dropToken(G, p);
  switch (c.kind) {
    case 'pass':
      journal?.push({ kind: 'order-unused', rule: 'BARB-ACTION-3', player, faction: f, province: p, order: kind });
      return;
    case 'recruit': {
      const t = raisedTroops(f, c.units);
      journal?.push({ kind: 'recruited', rule: 'BARB-ORDER-3', player, faction: f, province: p, order: kind, ...t });
      arrive(G, f, p, t, journal);
      return;
    }
    case 'train':
      for (const card of c.cards) {
        writable(G, 'supply')[card] -= 1;
        writablePlayer(G, player).hand[card] += 1;
      }
      // BARB-HIDDEN-1: the cards drawn go into a hand; others learn only how many.
      journal?.push({
        kind: 'trained',
        rule: 'BARB-ORDER-4',
        player,
        faction: f,
        province: p,
        order: kind,
        cards: c.cards.length,
        hidden: { seats: [player], facts: { drawn: handOf(c.cards) } },
      });
      return;
    case 'economy': {
      const gold = isOwnCapital(f, p) ? ECONOMY_GOLD_CAPITAL : ECONOMY_GOLD;
      realm.gold += gold;
      journal?.push({ kind: 'economy', rule: 'BARB-ORDER-6', player, faction: f, province: p, order: kind, gold });
      return;
    }
    case 'move': {
      const troops: Troops = { s: c.s, a: c.a, c: c.c };
      const path: Path = c.via === undefined ? { to: c.to } : { to: c.to, via: c.via };
      const paid = toll(path);
      realm.gold -= paid;
      if (c.via !== undefined) {
        writablePlayer(G, player).hand.march -= 1;
        writable(G, 'supply').march += 1;
      }
      removeTroops(G, p, f, troops);
      journal?.push({
        kind: c.via === undefined ? 'moved' : 'forced-march',
        rule: c.via === undefined ? 'BARB-MOVE-1' : 'BARB-MOVE-2',
        player,
        faction: f,
        order: kind,
        from: p,
        to: c.to,
        via: c.via ?? null,
        ...troops,
        toll: paid,
      });
      arrive(G, f, c.to, troops, journal);
      abandonIfEmpty(G, p, journal);
      return;
    }
    case 'influence':
      influence(G, player, f, p, c, journal);
  }
}

function influence(G: PaxState, player: PlayerID, f: PlayerFaction, p: ProvinceId, c: Extract<Choice, { kind: 'influence' }>, journal: Journal): void {
  const realm = G.realms[f]!;
  const religionCost = religionPrice(realm.government, f);
  const goldBefore = realm.gold;
  const follows: Note[] = []; // what the order brings besides its own line
  switch (c.use) {
    case 'religion':
      realm.gold -= religionCost;
      addHolding(G, 'religion', c.target, f, 1);
      // BARB-FACTION-1 (BARB-D-MACEDONIAN-FAITH): each cube the Macedonians spread is worth one influence, once.
      if (f === 'mac') {
        realm.influence += MACEDONIAN_INFLUENCE_PER_CUBE;
        follows.push({ kind: 'faith-influence', rule: 'BARB-FACTION-1', faction: f, province: c.target, influence: MACEDONIAN_INFLUENCE_PER_CUBE, total: realm.influence });
      }
      break;
    case 'purge':
      realm.gold -= religionCost;
      addHolding(G, 'religion', c.target, c.victim!, -1);
      break;
    case 'trade': {
      realm.gold -= TRADE_COST;
      addHolding(G, 'trade', c.target, f, 1);
      // BARB-FACTION-5: the Carthaginians' second token in a trade centre brings a third for free.
      if (f === 'car' && isTradeCentre(c.target) && countIn(G.trade[c.target], f) === 2 && holdingsOf(G, 'trade', f) < TRADE_SUPPLY) {
        addHolding(G, 'trade', c.target, f, 1);
        follows.push({ kind: 'free-trade-token', rule: 'BARB-FACTION-5', faction: f, province: c.target });
      }
      break;
    }
    case 'embargo':
      realm.gold -= TRADE_COST;
      addHolding(G, 'trade', c.target, c.victim!, -1);
      break;
    case 'stability':
      realm.gold -= stabilityCost(G, f);
      realm.stability += 1;
      break;
  }
  journal?.push({
    kind: INFLUENCE_KINDS[c.use],
    rule: c.use === 'stability' ? 'BARB-STAB-5' : 'BARB-ORDER-7',
    player,
    faction: f,
    province: p,
    order: 'influence',
    target: c.target,
    victim: c.victim ?? null,
    gold: goldBefore - realm.gold,
    ...(c.use === 'stability' ? { stability: realm.stability } : {}),
  });
  if (follows.length > 0) journal?.push(...follows);
}

/** The log's kind for each use of an Influence order. */
const INFLUENCE_KINDS = {
  religion: 'religion-placed',
  purge: 'religion-removed',
  trade: 'trade-placed',
  embargo: 'trade-removed',
  stability: 'stability-bought',
} as const satisfies Record<InfluenceUse, LogKind>;

/** Cards as counts by kind. */
function handOf(cards: readonly Card[]): Hand {
  const hand: Hand = { tactics: 0, spy: 0, sabotage: 0, march: 0 };
  for (const card of cards) hand[card] += 1;
  return hand;
}

/** Unit multisets of a given size, in a fixed order. */
function unitSets(size: number): Unit[][] {
  if (size === 1) return UNITS.map((u) => [u]);
  const out: Unit[][] = [];
  for (let i = 0; i < UNITS.length; i++) for (let j = i; j < UNITS.length; j++) out.push([UNITS[i], UNITS[j]]);
  return out;
}

function cardSets(size: number): Card[][] {
  if (size === 1) return CARDS.map((c) => [c]);
  const out: Card[][] = [];
  for (let i = 0; i < CARDS.length; i++) for (let j = i; j < CARDS.length; j++) out.push([CARDS[i], CARDS[j]]);
  return out;
}

/**
 * Ways to resolve the token on `p`: every recruitment, training, economy and influence choice; for a move,
 * every destination with the whole army, the army less one piece, and a single piece (a bounded subset of the
 * splits, BARB-D-ENUMERATION); and always `pass`.
 */
export function choices(G: PaxState, player: PlayerID, p: ProvinceId): Choice[] {
  const f = factionOf(G, player);
  const kind = G.players[player]?.orders[p];
  const out: Choice[] = [{ kind: 'pass' }];
  if (!f || kind === undefined || kind === 'none' || G.owner[p] !== f) return out;
  const cap = isOwnCapital(f, p) ? 2 : 1;
  switch (kind) {
    case 'recruit': {
      const onMap = piecesOf(G, f);
      for (const units of unitSets(cap)) if (canRecruit(G, f, p, units, onMap)) out.push({ kind: 'recruit', units });
      break;
    }
    case 'train':
      for (const cards of cardSets(cap)) if (canTrain(G, f, p, cards)) out.push({ kind: 'train', cards });
      break;
    case 'economy':
      out.push({ kind: 'economy' });
      break;
    case 'move': {
      const army = armyOf(G, p, f);
      if (!army) break;
      const splits: Troops[] = [{ s: army.s, a: army.a, c: army.c }];
      if (total(army) > 1) {
        const less = { s: army.s, a: army.a, c: army.c };
        const u = UNITS.find((x) => less[x] > 0)!;
        less[u] -= 1;
        splits.push(less);
        if (total(army) > 2) splits.push({ s: 0, a: 0, c: 0, [u]: 1 });
      }
      const march = G.players[player].hand.march > 0;
      for (const t of splits) {
        for (const path of paths(G, f, p, t, march)) {
          if (G.realms[f]!.gold < toll(path)) continue;
          out.push(path.via === undefined ? { kind: 'move', to: path.to, ...t } : { kind: 'move', to: path.to, via: path.via, ...t });
        }
      }
      break;
    }
    case 'influence':
      for (const c of influenceChoices(G, f, p)) out.push(c);
      break;
  }
  return out;
}

/**
 * Every use of an Influence order from `p`, as `canInfluence` accepts them: what depends on the player alone
 * (treasury, cubes and tokens left) is read once, then each province is tried for each use in reach.
 */
/**
 * The only provinces an Influence order from `p` can reach (`religionReach`, `tradeReach`, the purge's reach), in
 * board order: `p`, its neighbours, those within two steps for a theocracy, its linked trade centres, and from the
 * capital the trade centres and the neighbours of the provinces where the player holds two or more.
 */
function influenceTargets(G: PaxState, f: PlayerFaction, p: ProvinceId): ProvinceId[] {
  const near = new Set<ProvinceId>([p, ...neighbours(p), ...linkedCentres(p)]);
  if (G.realms[f]!.government === 'theocracy') for (const q of withinTwo(p)) near.add(q);
  if (isOwnCapital(f, p)) {
    for (const q in G.trade) if (countIn(G.trade[q as ProvinceId], f) >= 2) near.add(q as ProvinceId);
    for (const q in G.religion) if (countIn(G.religion[q as ProvinceId], f) >= 2) for (const n of neighbours(q as ProvinceId)) near.add(n);
  }
  return PROVINCES.filter((q) => near.has(q));
}

function influenceChoices(G: PaxState, f: PlayerFaction, p: ProvinceId): Choice[] {
  const out: Choice[] = [];
  const realm = G.realms[f]!;
  const rivals = Object.keys(G.realms).filter((x) => x !== f) as PlayerFaction[];
  const religionCost = religionPrice(realm.government, f);
  const religion = realm.gold >= religionCost && holdingsOf(G, 'religion', f) < RELIGION_SUPPLY;
  const purge = realm.gold >= religionCost;
  const trade = realm.gold >= TRADE_COST && holdingsOf(G, 'trade', f) < TRADE_SUPPLY;
  const embargo = realm.gold >= TRADE_COST;
  for (const target of influenceTargets(G, f, p)) {
    if (religion && religionReach(G, f, p, target)) out.push({ kind: 'influence', use: 'religion', target });
    const trades = (trade || embargo) && tradeReach(p, target);
    if (trade && trades) out.push({ kind: 'influence', use: 'trade', target });
    if (rivals.length === 0) continue;
    const purges = purge && (target === p || (G.owner[target] !== f && neighbours(p).includes(target)));
    for (const victim of rivals) {
      if (purges && countIn(G.religion[target], victim) > 0) out.push({ kind: 'influence', use: 'purge', target, victim });
      if (embargo && trades && countIn(G.trade[target], victim) > 0) out.push({ kind: 'influence', use: 'embargo', target, victim });
    }
  }
  if (canInfluence(G, f, p, 'stability', p, undefined)) out.push({ kind: 'influence', use: 'stability', target: p });
  return out;
}
