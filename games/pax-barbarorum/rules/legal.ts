/**
 * The one legal-action generator: for a player and the current step, every move with its arguments that the
 * game accepts. Bots enumerate it, the board builds its buttons from it, tests check it.
 */
import { FACTIONS, GOVERNMENTS, HATRED, NEUTRAL_STANDING, NEUTRALS, PLAYER_FACTIONS, type FactionId, type Government, type Neutral, type PlayerFaction } from '../data/factions';
import { ORDER_KINDS, type RealOrder } from '../data/constants';
import { PROVINCES, type ProvinceId } from '../data/map';
import { provincesIn } from './board';
import { choices, type Choice } from './actions';
import { maxCommit, retreats } from './battle';
import { canSabotage, canSpy, neutralPeaceCost, neutralRequests, relationCost, type Gift } from './diplomacy';
import { deepFreeze } from './clone';
import { bestStanding } from './relations';
import { placementOptions, tokensOf } from './orders';
import { freeFactions } from './setup';
import { factionOf, seatList } from './state';
import type { MoveName } from './moves';
import type { PaxState, PlayerID, TreatyKind } from './types';
import { demobilisationChoices, type Discharge } from './wealth';

/**
 * A move with its arguments, one member per move of the game (rules/moves.ts `MOVES`, game.ts): what the generator
 * offers, the board sends and the bots choose among, each member's arguments typed as the move's rules read them.
 */
export type Action =
  | { move: 'chooseFaction'; args: [PlayerFaction] }
  | { move: 'chooseGovernment'; args: [Government] }
  | { move: 'demobilise'; args: [Discharge[]] }
  | { move: 'placeOrder'; args: [ProvinceId, RealOrder] }
  | { move: 'declareWar'; args: [FactionId] }
  | { move: 'proposeTreaty'; args: [PlayerID, TreatyKind] }
  | { move: 'acceptTreaty'; args: [PlayerID, TreatyKind] }
  | { move: 'give'; args: [PlayerID, Gift] }
  | { move: 'spy'; args: [ProvinceId] }
  | { move: 'sabotage'; args: [ProvinceId] }
  | { move: 'improveRelation'; args: [Neutral] }
  | { move: 'worsenRelation'; args: [Neutral, PlayerFaction] }
  | { move: 'askNeutral'; args: [Neutral, ProvinceId, ProvinceId] }
  | { move: 'neutralPeace'; args: [FactionId] }
  | { move: 'ready'; args: [] }
  | { move: 'answerCall'; args: [boolean] }
  | { move: 'chooseResolver'; args: [PlayerID] }
  | { move: 'resolveOrder'; args: [ProvinceId, Choice] }
  | { move: 'commitTactics'; args: [number] }
  | { move: 'retreat'; args: [ProvinceId | null] };

/** The offered action of one move. */
export type ActionOf<M extends MoveName> = Extract<Action, { move: M }>;

export function legalActions(G: PaxState, player: PlayerID): Action[] {
  const s = G.step;
  const out: Action[] = [];
  switch (s.kind) {
    case 'faction':
      if (s.player === player) for (const f of freeFactions(G)) out.push({ move: 'chooseFaction', args: [f] });
      break;
    case 'government':
      if (s.player === player) for (const g of GOVERNMENTS) out.push({ move: 'chooseGovernment', args: [g] });
      break;
    case 'demobilise':
      if (s.waiting.includes(player)) for (const list of demobilisationChoices(G, player)) out.push({ move: 'demobilise', args: [list] });
      break;
    case 'orders':
      if (s.queue[0] === player) {
        const { provinces, kinds } = placementOptions(G, player);
        for (const p of provinces) {
          const byKind = PLACE_ORDER[p];
          for (const kind of kinds) out.push(byKind[kind]);
        }
      }
      break;
    case 'diplomacy':
      if (s.waiting.includes(player)) diplomacyActions(G, player, out);
      break;
    case 'greekCall':
      if (s.waiting.includes(player)) out.push(ANSWER_YES, ANSWER_NO);
      break;
    case 'chooseResolver':
      if (s.chooser === player) for (const p of s.remaining) out.push({ move: 'chooseResolver', args: [p] });
      break;
    case 'resolve':
      if (s.player === player) {
        for (const p of tokensOf(G, player)) for (const c of choices(G, player, p)) out.push({ move: 'resolveOrder', args: [p, c] });
      }
      break;
    case 'tactics':
      if (s.waiting.includes(player)) {
        const f = factionOf(G, player)!;
        for (let n = 0; n <= maxCommit(G, f); n++) out.push({ move: 'commitTactics', args: [n] });
      }
      break;
    case 'retreat':
      if (s.player === player && G.battles?.current) {
        out.push({ move: 'retreat', args: [null] });
        for (const p of retreats(G, G.battles.current, factionOf(G, player)!)) out.push({ move: 'retreat', args: [p] });
      }
      break;
    case 'over':
      break;
  }
  return out;
}

/**
 * Everything a player may do in the diplomacy phase, `ready` last. Each act is the one its validator in
 * diplomacy.ts accepts; the player's own facts (faction, treasury, costs, acts already used) are read once
 * here rather than for every target, as this runs for every decision of the phase that has most of them.
 */
function diplomacyActions(G: PaxState, player: PlayerID, out: Action[]): void {
  const f = factionOf(G, player);
  if (f !== null) {
    const realm = G.realms[f]!;
    const done = actsOf(G, f, player);
    const enemies = partnersOf(G.wars, f, warsRead);
    const allies = partnersOf(G.alliances, f, alliancesRead);
    // Read only when a peace is possible (a plain variable, not a closure: this runs at every decision).
    let inArms = UNREAD;
    // BARB-DIPLO-2: war on any faction not at war yet (rebels are at war with all, BARB-D-DIPLO-ONCE).
    const noWar = enemies | done.war | BIT[f] | BIT.mer;
    for (let i = 0; i < FACTIONS.length; i++) if ((noWar & (1 << i)) === 0) out.push(DECLARE_WAR[i]);
    const waiting = G.step.kind === 'diplomacy' ? G.step.waiting : [];
    const hand = G.players[player].hand;
    const { alliance: allianceOffers, peace: peaceOffers } = offersTo(G.offers, player);
    // The player factions in the game, as their bits in BIT: those a seat has taken, each with its realm (setup.ts
    // `takeFaction` makes both at once). FACTIONS begins with PLAYER_FACTIONS, so PLAYER_FACTIONS[j]'s bit is 1 << j.
    let inGame = 0;
    for (const other of seatList(G)) {
      const them = G.seats[other];
      const bit = them === null ? 0 : BIT[them];
      inGame |= bit;
      const toSeat = seatActions(other);
      // BARB-DIPLO-3 (canPropose, canAccept; `treatyPossible` with the relations read above), the cheap tests first.
      const proposes = them !== null && other !== player && waiting.includes(other);
      const from = seatBit(other);
      // an alliance between factions neither allied nor at war
      if ((allies & bit) === 0 && (enemies & bit) === 0) {
        if (proposes && (done.alliance & bit) === 0) out.push(toSeat.propose.alliance);
        if ((allianceOffers & from) !== 0) out.push(toSeat.accept.alliance);
      }
      // a peace between factions at war whose armies share no province
      const peace = proposes && (done.peace & bit) === 0;
      if ((peace || (peaceOffers & from) !== 0) && (enemies & bit) !== 0 && ((inArms === UNREAD ? (inArms = neighboursInArms(G, f)) : inArms) & bit) === 0) {
        if (peace) out.push(toSeat.propose.peace);
        if ((peaceOffers & from) !== 0) out.push(toSeat.accept.peace);
      }
      // BARB-DIPLO-4 (canGive): one gold, or one card of a kind held (a bounded subset, BARB-D-ENUMERATION).
      if (other === player || !them || (done.gift & from) !== 0 || realm.gold < 0) continue;
      if (realm.gold >= 1) out.push(toSeat.give.gold);
      if (hand.tactics > 0) out.push(toSeat.give.tactics);
      if (hand.spy > 0) out.push(toSeat.give.spy);
      if (hand.sabotage > 0) out.push(toSeat.give.sabotage);
      if (hand.march > 0) out.push(toSeat.give.march);
    }
    spyActions(G, player, out);
    // BARB-NEUTRAL-3, BARB-NEUTRAL-5 (canImprove, canWorsen).
    const changed = changedMask(G.changed, changedRead);
    const improveCost = relationCost(G, f, true);
    const worsenCost = relationCost(G, f, false);
    const best = bestStanding(G, f);
    const own = PLAYER_FACTIONS.indexOf(f);
    // The standing of neutral i towards player faction j has the bit 1 << (i * PLAYER_FACTIONS.length + j) (STANDING_BIT).
    for (let i = 0; i < NEUTRALS.length; i++) {
      const n = NEUTRALS[i];
      const board = G.ladder[n];
      const base = i * PLAYER_FACTIONS.length;
      if ((board[f] ?? NEUTRAL_STANDING) > best && (changed & (1 << (base + own))) === 0 && realm.influence >= improveCost) out.push(IMPROVE_RELATION[i]);
      for (let j = 0; j < PLAYER_FACTIONS.length; j++) {
        if ((inGame & (1 << j)) === 0 || (changed & (1 << (base + j))) !== 0) continue;
        const t = PLAYER_FACTIONS[j];
        if ((board[t] ?? NEUTRAL_STANDING) >= HATRED) continue;
        if (t === f || realm.influence >= worsenCost) out.push(WORSEN_RELATION[base + j]);
      }
    }
    for (const r of neutralRequests(G, player)) out.push({ move: 'askNeutral', args: [r.neutral, r.from, r.to] });
    // BARB-NEUTRAL-9 (canMakeNeutralPeace): peace with a faction no player leads, when both the influence and the gold are there.
    const cost = neutralPeaceCost(G, f);
    if (realm.influence >= cost && realm.gold >= cost) {
      for (let i = 0; i < FACTIONS.length; i++) {
        const t = FACTIONS[i];
        if ((enemies & (1 << i)) === 0 || t === 'mer' || (inGame & (1 << i)) !== 0 || (done.neutralPeace & (1 << i)) !== 0) continue;
        if (((inArms === UNREAD ? (inArms = neighboursInArms(G, f)) : inArms) & BIT[t]) === 0) out.push(NEUTRAL_PEACE[i]);
      }
    }
  } else spyActions(G, player, out);
  out.push(READY);
}

/**
 * The diplomacy phase's actions, made once and frozen: the phase offers dozens at each of its many decisions, and
 * only their arguments' values differ, so each decision hands out the same objects instead of allocating them.
 */
const action = <A extends Action>(a: A): A => deepFreeze(a);

const DECLARE_WAR = FACTIONS.map((t) => action({ move: 'declareWar', args: [t] }));
const NEUTRAL_PEACE = FACTIONS.map((t) => action({ move: 'neutralPeace', args: [t] }));
const IMPROVE_RELATION = NEUTRALS.map((n) => action({ move: 'improveRelation', args: [n] }));
/** Indexed as the standings' bits: neutral i, player faction j at `i * PLAYER_FACTIONS.length + j`. */
const WORSEN_RELATION = NEUTRALS.flatMap((n) => PLAYER_FACTIONS.map((t) => action({ move: 'worsenRelation', args: [n, t] })));
const READY = action({ move: 'ready', args: [] });
const ANSWER_YES = action({ move: 'answerCall', args: [true] });
const ANSWER_NO = action({ move: 'answerCall', args: [false] });
/** Every order the orders phase may place, by province and kind (BARB-ORDER-2). */
const PLACE_ORDER = Object.fromEntries(
  PROVINCES.map((p) => [p, Object.fromEntries(ORDER_KINDS.map((kind) => [kind, action({ move: 'placeOrder', args: [p, kind] })]))]),
) as Record<ProvinceId, Record<RealOrder, ActionOf<'placeOrder'>>>;

/** What a player may do towards seat `other` in the diplomacy phase (treaties, BARB-DIPLO-4's gifts). */
interface SeatActions {
  propose: Record<TreatyKind, ActionOf<'proposeTreaty'>>;
  accept: Record<TreatyKind, ActionOf<'acceptTreaty'>>;
  give: Record<'gold' | 'tactics' | 'spy' | 'sabotage' | 'march', ActionOf<'give'>>;
}

const seatActionsMade = new Map<PlayerID, SeatActions>();

function seatActions(other: PlayerID): SeatActions {
  let made = seatActionsMade.get(other);
  if (made === undefined) {
    made = {
      propose: { alliance: action({ move: 'proposeTreaty', args: [other, 'alliance'] }), peace: action({ move: 'proposeTreaty', args: [other, 'peace'] }) },
      accept: { alliance: action({ move: 'acceptTreaty', args: [other, 'alliance'] }), peace: action({ move: 'acceptTreaty', args: [other, 'peace'] }) },
      give: {
        gold: action({ move: 'give', args: [other, gift(1, 0, 0, 0, 0)] }),
        tactics: action({ move: 'give', args: [other, gift(0, 1, 0, 0, 0)] }),
        spy: action({ move: 'give', args: [other, gift(0, 0, 1, 0, 0)] }),
        sabotage: action({ move: 'give', args: [other, gift(0, 0, 0, 1, 0)] }),
        march: action({ move: 'give', args: [other, gift(0, 0, 0, 0, 1)] }),
      },
    };
    seatActionsMade.set(other, made);
  }
  return made;
}

/**
 * The seats whose offer of each kind to `to` is open (`canAccept`'s first test), as their bits (`seatBit`): one
 * reading of the offers for every seat, rather than one per seat and kind.
 */
function offersTo(offers: PaxState['offers'], to: PlayerID): Record<TreatyKind, number> {
  const from = { alliance: 0, peace: 0 };
  for (const o of offers) if (o.to === to) from[o.kind] |= seatBit(o.from);
  return from;
}

/** A gift (diplomacy.ts `Gift`), its fields in their fixed order: gold, then the cards in `CARDS` order. */
const gift = (gold: number, tactics: number, spy: number, sabotage: number, march: number): Gift => ({ gold, tactics, spy, sabotage, march });

/**
 * The standings changed this turn (BARB-NEUTRAL-3, `neutral:faction` keys in `G.changed`) as one bit each: the list is
 * read once per decision rather than searched for each of the twenty pairs.
 */
const STANDING_BIT = new Map<string, number>();
NEUTRALS.forEach((n, i) => PLAYER_FACTIONS.forEach((t, j) => STANDING_BIT.set(`${n}:${t}`, 1 << (i * PLAYER_FACTIONS.length + j))));

/** The last reading of `G.changed`: as the lists of pairs (`partnersOf`), only pushed to or replaced. */
const changedRead = { changed: [] as readonly string[], length: 0, mask: 0 };

function changedMask(changed: readonly string[], read: typeof changedRead): number {
  if (read.changed !== changed || read.length > changed.length) {
    read.changed = changed;
    read.length = 0;
    read.mask = 0;
  }
  for (let i = read.length; i < changed.length; i++) read.mask |= STANDING_BIT.get(changed[i]) ?? 0;
  read.length = changed.length;
  return read.mask;
}

/** The prefixes of `G.acted` keys (`kind:actor:`) for each faction's once-per-phase acts, made once. */
const ACT_PREFIXES = Object.fromEntries(
  PLAYER_FACTIONS.map((f) => [f, { war: `war:${f}:`, alliance: `offer-alliance:${f}:`, peace: `offer-peace:${f}:`, neutralPeace: `peace:${f}:` }]),
) as Record<PlayerFaction, { war: string; alliance: string; peace: string; neutralPeace: string }>;

/** `gift:player:` for each seat met so far (seats are few and always the same strings). */
const giftPrefixes = new Map<PlayerID, string>();

/**
 * The once-per-phase acts already used (BARB-D-DIPLO-ONCE, `kind:actor:target` in `G.acted`) by faction `f` (wars,
 * offers, neutral peace) and seat `player` (gifts): the targets of each, from one reading of the list, as bits: a
 * faction's in BIT, a seat's in `seatBit`.
 */
type Acts = Readonly<ActBits>;
type ActBits = Record<'war' | 'alliance' | 'peace' | 'gift' | 'neutralPeace', number>;

/** No act used yet: the start of every diplomacy phase. */
const NO_ACTS: Acts = Object.freeze({ war: 0, alliance: 0, peace: 0, gift: 0, neutralPeace: 0 });

/**
 * The last reading of `G.acted`, kept while the list is the same object at the same length: the rules only push
 * to it or replace it (rules/diplomacy.ts `use`, a new list each phase), and the same seat decides many times in
 * a row in a diplomacy phase.
 */
let lastActs: { acted: readonly string[]; length: number; f: PlayerFaction; player: PlayerID; done: ActBits } | null = null;

/**
 * The same list grown since the last reading (the same seat acting again, as it does until it is ready) is read
 * from where the last reading stopped, into the same lists: they are this module's own, nobody else keeps them.
 */
function actsOf(G: PaxState, f: PlayerFaction, player: PlayerID): Acts {
  const acted = G.acted;
  if (acted.length === 0) return NO_ACTS;
  const last = lastActs;
  if (last !== null && last.acted === acted && last.f === f && last.player === player && last.length <= acted.length) {
    if (last.length < acted.length) {
      readActs(acted, last.length, f, player, last.done);
      last.length = acted.length;
    }
    return last.done;
  }
  const done: ActBits = { war: 0, alliance: 0, peace: 0, gift: 0, neutralPeace: 0 };
  readActs(acted, 0, f, player, done);
  lastActs = { acted, length: acted.length, f, player, done };
  return done;
}

/** The acts of `f` and `player` in `acted` from index `from` on, added to `done`. */
function readActs(acted: readonly string[], from: number, f: PlayerFaction, player: PlayerID, done: ActBits): void {
  const mine = ACT_PREFIXES[f];
  let giftPrefix = giftPrefixes.get(player);
  if (giftPrefix === undefined) giftPrefixes.set(player, (giftPrefix = `gift:${player}:`));
  for (let i = from; i < acted.length; i++) {
    const k = acted[i];
    // Each key matches at most one prefix; the first letter rules out most of them at once.
    switch (k.charCodeAt(0)) {
      case W:
        if (k.startsWith(mine.war)) done.war |= factionBit(k.slice(mine.war.length));
        break;
      case O:
        if (k.startsWith(mine.alliance)) done.alliance |= factionBit(k.slice(mine.alliance.length));
        else if (k.startsWith(mine.peace)) done.peace |= factionBit(k.slice(mine.peace.length));
        break;
      case G_:
        if (k.startsWith(giftPrefix)) done.gift |= seatBit(k.slice(giftPrefix.length));
        break;
      case P:
        if (k.startsWith(mine.neutralPeace)) done.neutralPeace |= factionBit(k.slice(mine.neutralPeace.length));
        break;
    }
  }
}

const [W, O, G_, P] = ['w', 'o', 'g', 'p'].map((c) => c.charCodeAt(0));

/**
 * Sets of factions as bits of a number (one per faction, in `FACTIONS` order): the generator reads the wars, the
 * alliances and the armies that meet into these at each decision, which costs less than keeping sets of them.
 */
const BIT = Object.fromEntries(FACTIONS.map((f, i) => [f, 1 << i])) as Record<FactionId, number>;

/** A faction's bit, read from an act's key: none for a name that is no faction's. */
const factionBit = (name: string): number => (Object.hasOwn(BIT, name) ? BIT[name as FactionId] : 0);

/** A seat's bit among sets of seats ('0'…'30', array indices as every seat id: nothing for another). */
function seatBit(seat: string): number {
  const n = Number(seat);
  return Number.isInteger(n) && n >= 0 && n < 31 && String(n) === seat ? 1 << n : 0;
}

/** Not read yet (no set of factions has every bit). */
const UNREAD = -1;

/** The two factions of each `a:b` pair key (wars, alliances: BARB-DIPLO-1), as indices in `FACTIONS`, made once. */
const PAIR_INDICES = new Map<string, [number, number]>();
FACTIONS.forEach((a, i) => FACTIONS.forEach((b, j) => i !== j && PAIR_INDICES.set(`${a}:${b}`, [i, j])));

const FACTION_INDEX = Object.fromEntries(FACTIONS.map((f, i) => [f, i])) as Record<FactionId, number>;

/**
 * The last reading of a list of pairs (the wars, the alliances): every faction's partners in it, as bits, by faction
 * index. The rules only ever add a pair to such a list (`push`) or make a new list without one, so the same list
 * holds the same pairs up to the length read last: most decisions find it unchanged since the last one, or grown by
 * a pair, whichever faction asks.
 */
interface PairsRead {
  pairs: readonly string[];
  length: number;
  partners: number[];
}
const warsRead: PairsRead = { pairs: [], length: 0, partners: FACTIONS.map(() => 0) };
const alliancesRead: PairsRead = { pairs: [], length: 0, partners: FACTIONS.map(() => 0) };

/** The factions paired with `f` in a list of `a:b` pairs (wars, alliances: BARB-DIPLO-1). */
function partnersOf(pairs: readonly string[], f: FactionId, read: PairsRead): number {
  if (read.pairs !== pairs || read.length > pairs.length) {
    read.pairs = pairs;
    read.length = 0;
    read.partners.fill(0);
  }
  // Only the pairs added since the last reading.
  for (let i = read.length; i < pairs.length; i++) {
    const pair = PAIR_INDICES.get(pairs[i]);
    if (pair === undefined) continue;
    read.partners[pair[0]] |= 1 << pair[1];
    read.partners[pair[1]] |= 1 << pair[0];
  }
  read.length = pairs.length;
  return read.partners[FACTION_INDEX[f]];
}

/** The factions whose armies share a province with an army of `f` (no peace with them then, BARB-D-PEACE). */
function neighboursInArms(G: PaxState, f: FactionId): number {
  let out = 0;
  for (const p in G.armies) {
    const list = G.armies[p as ProvinceId]!;
    if (list.length < 2) continue;
    let others = 0;
    let mine = false;
    for (const a of list) {
      if (a.f === f) mine = true;
      else others |= BIT[a.f];
    }
    if (mine) out |= others;
  }
  return out;
}

/** BARB-DIPLO-5, BARB-DIPLO-6: both need a card in hand and another player's token on the province. */
function spyActions(G: PaxState, player: PlayerID, out: Action[]): void {
  const hand = G.players[player]?.hand;
  if (hand && hand.spy === 0 && hand.sabotage === 0) return;
  for (const p of provincesIn(G.tokens, (owner) => owner !== player)) {
    if (canSpy(G, player, p)) out.push({ move: 'spy', args: [p] });
    if (canSabotage(G, player, p)) out.push({ move: 'sabotage', args: [p] });
  }
}
