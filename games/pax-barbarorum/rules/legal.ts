/**
 * The one legal-action generator: for a player and the current step, every move with its arguments that the
 * game accepts. Bots enumerate it, the board builds its buttons from it, tests check it.
 */
import { FACTIONS, GOVERNMENTS, HATRED, NEUTRAL_STANDING, NEUTRALS, PLAYER_FACTIONS, type FactionId, type Neutral, type PlayerFaction } from '../data/factions';
import type { ProvinceId } from '../data/map';
import { provincesIn } from './board';
import { choices } from './actions';
import { maxCommit, retreats } from './battle';
import { canAccept, canSabotage, canSpy, neutralPeaceCost, neutralRequests, relationCost } from './diplomacy';
import { bestStanding } from './relations';
import { placements, tokensOf } from './orders';
import { freeFactions } from './setup';
import { factionOf, seatIds } from './state';
import type { PaxState, PlayerID } from './types';
import { demobilisationChoices } from './wealth';

export interface Action {
  move: string;
  args: unknown[];
}

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
      if (s.queue[0] === player) for (const { province, kind } of placements(G, player)) out.push({ move: 'placeOrder', args: [province, kind] });
      break;
    case 'diplomacy':
      if (s.waiting.includes(player)) diplomacyActions(G, player, out);
      break;
    case 'greekCall':
      if (s.waiting.includes(player)) out.push({ move: 'answerCall', args: [true] }, { move: 'answerCall', args: [false] });
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
    // PAX-DIPLO-2: war on any faction not at war yet (rebels are at war with all, D-DIPLO-ONCE).
    for (let i = 0; i < FACTIONS.length; i++) {
      const t = FACTIONS[i]; // its bit is 1 << i (BIT)
      if (t !== f && t !== 'mer' && (enemies & (1 << i)) === 0 && !done.war.includes(t)) out.push({ move: 'declareWar', args: [t] });
    }
    const waiting = G.step.kind === 'diplomacy' ? G.step.waiting : [];
    const hand = G.players[player].hand;
    const offers = G.offers.length > 0;
    for (const other of seatIds(G)) {
      const them = G.seats[other];
      for (const kind of TREATIES) {
        // PAX-DIPLO-3 (canPropose, canAccept; `treatyPossible` with the relations read above).
        let possible = false;
        if (them !== null) {
          const bit = BIT[them];
          if (kind === 'alliance') possible = (allies & bit) === 0 && (enemies & bit) === 0;
          else possible = (enemies & bit) !== 0 && ((inArms === UNREAD ? (inArms = neighboursInArms(G, f)) : inArms) & bit) === 0;
        }
        if (possible && other !== player && waiting.includes(other) && !done[kind].includes(them!)) {
          out.push({ move: 'proposeTreaty', args: [other, kind] });
        }
        if (offers && offered(G.offers, other, player, kind) && canAccept(G, player, other, kind)) out.push({ move: 'acceptTreaty', args: [other, kind] });
      }
      // PAX-DIPLO-4 (canGive): one gold, or one card of a kind held (a bounded subset, D-ENUMERATION).
      if (other === player || !them || done.gift.includes(other) || realm.gold < 0) continue;
      if (realm.gold >= 1) out.push({ move: 'give', args: [other, gift(1, 0, 0, 0, 0)] });
      if (hand.tactics > 0) out.push({ move: 'give', args: [other, gift(0, 1, 0, 0, 0)] });
      if (hand.spy > 0) out.push({ move: 'give', args: [other, gift(0, 0, 1, 0, 0)] });
      if (hand.sabotage > 0) out.push({ move: 'give', args: [other, gift(0, 0, 0, 1, 0)] });
      if (hand.march > 0) out.push({ move: 'give', args: [other, gift(0, 0, 0, 0, 1)] });
    }
    spyActions(G, player, out);
    // PAX-NEUTRAL-3, PAX-NEUTRAL-5 (canImprove, canWorsen).
    const changed = changedMask(G.changed);
    const improveCost = relationCost(G, f, true);
    const worsenCost = relationCost(G, f, false);
    const best = bestStanding(G, f);
    const own = PLAYER_FACTIONS.indexOf(f);
    // The standing of neutral i towards player faction j has the bit 1 << (i * PLAYER_FACTIONS.length + j) (STANDING_BIT).
    for (let i = 0; i < NEUTRALS.length; i++) {
      const n = NEUTRALS[i];
      const board = G.ladder[n];
      const base = i * PLAYER_FACTIONS.length;
      if ((board[f] ?? NEUTRAL_STANDING) > best && (changed & (1 << (base + own))) === 0 && realm.influence >= improveCost) out.push({ move: 'improveRelation', args: [n] });
      for (let j = 0; j < PLAYER_FACTIONS.length; j++) {
        const t = PLAYER_FACTIONS[j];
        if (!G.realms[t] || (board[t] ?? NEUTRAL_STANDING) >= HATRED || (changed & (1 << (base + j))) !== 0) continue;
        if (t === f || realm.influence >= worsenCost) out.push({ move: 'worsenRelation', args: [n, t] });
      }
    }
    for (const r of neutralRequests(G, player)) out.push({ move: 'askNeutral', args: [r.neutral, r.from, r.to] });
    // PAX-NEUTRAL-9 (canMakeNeutralPeace): peace with a faction no player leads, when both the influence and the gold are there.
    const cost = neutralPeaceCost(G, f);
    if (realm.influence >= cost && realm.gold >= cost) {
      for (const t of FACTIONS) {
        if (t === 'mer' || G.realms[t as PlayerFaction] || (enemies & BIT[t]) === 0 || done.neutralPeace.includes(t)) continue;
        if (((inArms === UNREAD ? (inArms = neighboursInArms(G, f)) : inArms) & BIT[t]) === 0) out.push({ move: 'neutralPeace', args: [t] });
      }
    }
  } else spyActions(G, player, out);
  out.push({ move: 'ready', args: [] });
}

const TREATIES = ['alliance', 'peace'] as const;

/** An offer of `kind` from `from` to `to` is open (`canAccept`'s first test, asked first as most pairs have none). */
function offered(offers: PaxState['offers'], from: PlayerID, to: PlayerID, kind: string): boolean {
  for (const o of offers) if (o.from === from && o.to === to && o.kind === kind) return true;
  return false;
}

/** A gift (diplomacy.ts `Gift`), its fields in their fixed order: gold, then the cards in `CARDS` order. */
const gift = (gold: number, tactics: number, spy: number, sabotage: number, march: number) => ({ gold, tactics, spy, sabotage, march });

/**
 * The standings changed this turn (PAX-NEUTRAL-3, `neutral:faction` keys in `G.changed`) as one bit each: the list is
 * read once per decision rather than searched for each of the twenty pairs.
 */
const STANDING_BIT = new Map<string, number>();
NEUTRALS.forEach((n, i) => PLAYER_FACTIONS.forEach((t, j) => STANDING_BIT.set(`${n}:${t}`, 1 << (i * PLAYER_FACTIONS.length + j))));

function changedMask(changed: readonly string[]): number {
  let mask = 0;
  for (const k of changed) mask |= STANDING_BIT.get(k) ?? 0;
  return mask;
}

/** The prefixes of `G.acted` keys (`kind:actor:`) for each faction's once-per-phase acts, made once. */
const ACT_PREFIXES = Object.fromEntries(
  PLAYER_FACTIONS.map((f) => [f, { war: `war:${f}:`, alliance: `offer-alliance:${f}:`, peace: `offer-peace:${f}:`, neutralPeace: `peace:${f}:` }]),
) as Record<PlayerFaction, { war: string; alliance: string; peace: string; neutralPeace: string }>;

/** `gift:player:` for each seat met so far (seats are few and always the same strings). */
const giftPrefixes = new Map<PlayerID, string>();

/**
 * The once-per-phase acts already used (D-DIPLO-ONCE, `kind:actor:target` in `G.acted`) by faction `f` (wars,
 * offers, neutral peace) and seat `player` (gifts): the targets of each, from one reading of the list. Lists, not
 * sets: they hold a handful of targets each, and are read a few times.
 */
type Acts = Readonly<Record<'war' | 'alliance' | 'peace' | 'gift' | 'neutralPeace', readonly string[]>>;

/** No act used yet: the start of every diplomacy phase. */
const NO_ACTS: Acts = Object.freeze({ war: [], alliance: [], peace: [], gift: [], neutralPeace: [] });

/**
 * The last reading of `G.acted`, kept while the list is the same object at the same length: the rules only push
 * to it or replace it (rules/diplomacy.ts `use`, a new list each phase), and the same seat decides many times in
 * a row in a diplomacy phase.
 */
let lastActs: { acted: readonly string[]; length: number; f: PlayerFaction; player: PlayerID; done: Acts } | null = null;

function actsOf(G: PaxState, f: PlayerFaction, player: PlayerID): Acts {
  if (G.acted.length === 0) return NO_ACTS;
  const last = lastActs;
  if (last !== null && last.acted === G.acted && last.length === G.acted.length && last.f === f && last.player === player) return last.done;
  const done = readActs(G, f, player);
  lastActs = { acted: G.acted, length: G.acted.length, f, player, done };
  return done;
}

function readActs(G: PaxState, f: PlayerFaction, player: PlayerID): Acts {
  const done = { war: [] as string[], alliance: [] as string[], peace: [] as string[], gift: [] as string[], neutralPeace: [] as string[] };
  const mine = ACT_PREFIXES[f];
  let giftPrefix = giftPrefixes.get(player);
  if (giftPrefix === undefined) giftPrefixes.set(player, (giftPrefix = `gift:${player}:`));
  for (const k of G.acted) {
    // Each key matches at most one prefix; the first letter rules out most of them at once.
    switch (k.charCodeAt(0)) {
      case W:
        if (k.startsWith(mine.war)) done.war.push(k.slice(mine.war.length));
        break;
      case O:
        if (k.startsWith(mine.alliance)) done.alliance.push(k.slice(mine.alliance.length));
        else if (k.startsWith(mine.peace)) done.peace.push(k.slice(mine.peace.length));
        break;
      case G_:
        if (k.startsWith(giftPrefix)) done.gift.push(k.slice(giftPrefix.length));
        break;
      case P:
        if (k.startsWith(mine.neutralPeace)) done.neutralPeace.push(k.slice(mine.neutralPeace.length));
        break;
    }
  }
  return done;
}

const [W, O, G_, P] = ['w', 'o', 'g', 'p'].map((c) => c.charCodeAt(0));

/**
 * Sets of factions as bits of a number (one per faction, in `FACTIONS` order): the generator reads the wars, the
 * alliances and the armies that meet into these at each decision, which costs less than keeping sets of them.
 */
const BIT = Object.fromEntries(FACTIONS.map((f, i) => [f, 1 << i])) as Record<FactionId, number>;

/** Not read yet (no set of factions has every bit). */
const UNREAD = -1;

/** The two factions of each `a:b` pair key (wars, alliances: PAX-DIPLO-1), as bits, made once. */
const PAIR_BITS = new Map<string, [number, number]>();
for (const a of FACTIONS) for (const b of FACTIONS) if (a !== b) PAIR_BITS.set(`${a}:${b}`, [BIT[a], BIT[b]]);

/**
 * The last reading of each faction's partners in the wars and in the alliances. The rules only ever add a pair to
 * such a list (`push`) or make a new list without one, so the same list at the same length holds the same pairs:
 * most decisions read them unchanged since the last one.
 */
interface PartnersRead {
  pairs: readonly string[];
  length: number;
  bits: number;
}
const warsRead = new Map<FactionId, PartnersRead>();
const alliancesRead = new Map<FactionId, PartnersRead>();

/** The factions paired with `f` in a list of `a:b` pairs (wars, alliances: PAX-DIPLO-1). */
function partnersOf(pairs: readonly string[], f: FactionId, last: Map<FactionId, PartnersRead>): number {
  const read = last.get(f);
  if (read !== undefined && read.pairs === pairs && read.length === pairs.length) return read.bits;
  const bits = readPartners(pairs, f);
  last.set(f, { pairs, length: pairs.length, bits });
  return bits;
}

function readPartners(pairs: readonly string[], f: FactionId): number {
  const me = BIT[f];
  let out = 0;
  for (const k of pairs) {
    const pair = PAIR_BITS.get(k);
    if (pair === undefined) continue;
    if (pair[0] === me) out |= pair[1];
    else if (pair[1] === me) out |= pair[0];
  }
  return out;
}

/** The factions whose armies share a province with an army of `f` (no peace with them then, D-PEACE). */
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

/** PAX-DIPLO-5, PAX-DIPLO-6: both need a card in hand and another player's token on the province. */
function spyActions(G: PaxState, player: PlayerID, out: Action[]): void {
  const hand = G.players[player]?.hand;
  if (hand && hand.spy === 0 && hand.sabotage === 0) return;
  for (const p of provincesIn(G.tokens, (owner) => owner !== player)) {
    if (canSpy(G, player, p)) out.push({ move: 'spy', args: [p] });
    if (canSabotage(G, player, p)) out.push({ move: 'sabotage', args: [p] });
  }
}
