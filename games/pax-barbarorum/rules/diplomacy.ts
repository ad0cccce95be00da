/** The diplomacy phase (BARB-DIPLO-*, BARB-NEUTRAL-*, BARB-EVENT-2). */
import {
  ASK_ESTEEM_BASE,
  ASK_FRIENDLY_BASE,
  CARDS,
  DIPLOMACY_BASE,
  ROMAN_RELATION_COST,
  type Card,
  type Hand,
} from '../data/constants';
import {
  ESTEEM,
  FACTIONS,
  FRIENDLY,
  HATRED,
  NEUTRALS,
  NEUTRAL_STANDING,
  isFaction,
  isNeutral,
  isPlayerFaction,
  type FactionId,
  type Neutral,
  type PlayerFaction,
} from '../data/factions';
import type { ProvinceId } from '../data/map';
import { armyProvinces, isProvince, neighbours } from './board';
import { writable, writablePlayer } from './clone';
import { hasOnlyFields } from './fields';
import type { Journal } from './journal';
import { arrive } from './movement';
import { dropToken } from './orders';
import { allied, atWar, bestStanding, changedThisTurn, setAlliance, setPeace, setWar, shiftStanding, standing } from './relations';
import { loseStability } from './land';
import { armiesAt, armyOf, factionOf, playerOf, removeTroops, total } from './state';
import type { PaxState, PlayerID, TreatyKind } from './types';

const realmOfPlayer = (G: PaxState, player: PlayerID) => {
  const f = factionOf(G, player);
  return f ? { f, realm: G.realms[f]! } : null;
};

/** BARB-D-DIPLO-ONCE: each act towards a given target at most once per diplomacy phase. */
const used = (G: PaxState, act: string, actor: string, target: string) => G.acted.includes(`${act}:${actor}:${target}`);
const use = (G: PaxState, act: string, actor: string, target: string) => writable(G, 'acted').push(`${act}:${actor}:${target}`);

/** Factions that exist on the board: players in play, neutrals, the Greek cities and unchosen factions. */
export const targets = (G: PaxState, f: PlayerFaction): FactionId[] => FACTIONS.filter((x) => x !== f && x !== 'mer');

// ---------------------------------------------------------------- war and treaties

/** BARB-DIPLO-2: a player declares war on any other faction. */
export function canDeclareWar(G: PaxState, player: PlayerID, target: unknown): target is FactionId {
  const me = realmOfPlayer(G, player);
  if (!me || !isFaction(target) || target === me.f || target === 'mer') return false;
  return !atWar(G, me.f, target) && !used(G, 'war', me.f, target);
}

/**
 * BARB-DIPLO-2 and its consequences: BARB-D-BETRAYAL, war on an ally costs a stability point; BARB-NEUTRAL-6, war on a
 * neutral that holds the player Friendly or better costs a stability point and a step on every other neutral
 * board; BARB-NEUTRAL-7, each neutral that holds the victim Friendly or better drops the aggressor a step
 * (applied at once, BARB-D-FREE-DROP); BARB-EVENT-2, war on the Greek cities calls the other players to their aid.
 * BARB-NEUTRAL-3: both drops spare a standing already changed this round (only an attack, BARB-NEUTRAL-4, may change
 * it twice).
 */
export function declareWar(G: PaxState, player: PlayerID, target: FactionId, journal: Journal): boolean {
  const { f } = realmOfPlayer(G, player)!;
  use(G, 'war', f, target);
  const betrayal = allied(G, f, target);
  setWar(G, f, target);
  journal?.push({ kind: 'war-declared', rule: 'BARB-DIPLO-2', player, faction: f, target });
  if (betrayal) loseStability(G, f, 1, journal, 'betrayal');
  if (isNeutral(target) && standing(G, target, f) <= FRIENDLY) {
    journal?.push({ kind: 'friendly-neutral-attacked', rule: 'BARB-NEUTRAL-6', player, faction: f, neutral: target });
    for (const n of NEUTRALS) if (n !== target && !changedThisTurn(G, n, f)) shiftStanding(G, n, f, 1);
    loseStability(G, f, 1, journal, 'neutral-war');
  }
  if (isPlayerFaction(target) && G.realms[target]) {
    for (const n of NEUTRALS) {
      if (standing(G, n, target) <= FRIENDLY && standing(G, n, f) < HATRED && !changedThisTurn(G, n, f)) {
        shiftStanding(G, n, f, 1);
        journal?.push({ kind: 'neutral-sides-with-victim', rule: 'BARB-NEUTRAL-7', neutral: n, faction: f, victim: target });
      }
    }
  }
  return target === 'grk';
}

/**
 * BARB-EVENT-2, BARB-D-GREEK-CALL: whoever answers the Greek call becomes their ally (« statut d'allié »), nothing more: to
 * fight the aggressor they declare war themselves when diplomacy resumes.
 */
export function answerGreekCall(G: PaxState, player: PlayerID, declarer: PlayerID, accept: boolean, journal: Journal): void {
  const f = factionOf(G, player)!;
  const aggressor = factionOf(G, declarer)!;
  if (!accept) {
    journal?.push({ kind: 'greek-call-declined', rule: 'BARB-EVENT-2', player, faction: f, aggressor });
    return;
  }
  setAlliance(G, f, 'grk');
  journal?.push({ kind: 'greek-call-answered', rule: 'BARB-EVENT-2', player, faction: f, aggressor });
}

/** No province holds armies of both sides (a peace cannot stop a battle under way, BARB-D-PEACE). */
function apart(G: PaxState, a: FactionId, b: FactionId): boolean {
  for (const p in G.armies) {
    const list = G.armies[p as ProvinceId]!;
    if (list.length > 1 && list.some((x) => x.f === a) && list.some((x) => x.f === b)) return false;
  }
  return true;
}

/** BARB-DIPLO-3: proposals between players: an alliance between players at peace, peace between players at war. */
export function canPropose(G: PaxState, player: PlayerID, to: unknown, kind: unknown): to is PlayerID {
  const me = realmOfPlayer(G, player);
  if (!me || typeof to !== 'string' || to === player || !Object.hasOwn(G.seats, to) || (kind !== 'alliance' && kind !== 'peace')) return false;
  const them = factionOf(G, to);
  if (!them) return false;
  if (G.step.kind !== 'diplomacy' || !G.step.waiting.includes(to)) return false;
  if (used(G, `offer-${kind}`, me.f, them)) return false;
  return treatyPossible(G, me.f, them, kind);
}

function treatyPossible(G: PaxState, a: PlayerFaction, b: PlayerFaction, kind: TreatyKind): boolean {
  if (kind === 'alliance') return !allied(G, a, b) && !atWar(G, a, b);
  return atWar(G, a, b) && apart(G, a, b);
}

export function propose(G: PaxState, player: PlayerID, to: PlayerID, kind: TreatyKind, journal: Journal): void {
  const f = factionOf(G, player)!;
  use(G, `offer-${kind}`, f, factionOf(G, to)!);
  writable(G, 'offers').push({ from: player, to, kind });
  journal?.push({ kind: 'treaty-proposed', rule: 'BARB-DIPLO-3', player, faction: f, to: factionOf(G, to), treaty: kind });
}

export function canAccept(G: PaxState, player: PlayerID, from: unknown, kind: unknown): from is PlayerID {
  const me = factionOf(G, player);
  if (!me || !G.offers.some((o) => o.from === from && o.to === player && o.kind === kind)) return false;
  return treatyPossible(G, me, factionOf(G, from as PlayerID)!, kind as TreatyKind);
}

export function accept(G: PaxState, player: PlayerID, from: PlayerID, kind: TreatyKind, journal: Journal): void {
  const a = factionOf(G, player)!;
  const b = factionOf(G, from)!;
  G.offers = G.offers.filter((o) => !(o.from === from && o.to === player && o.kind === kind));
  if (kind === 'alliance') setAlliance(G, a, b);
  else setPeace(G, a, b);
  journal?.push({ kind: 'treaty-signed', rule: 'BARB-DIPLO-3', player, faction: a, with: b, treaty: kind });
}

/** BARB-NEUTRAL-9: peace with a faction no player leads costs (10 − stability) influence and (10 − stability) gold. */
export const neutralPeaceCost = (G: PaxState, f: PlayerFaction): number => DIPLOMACY_BASE - G.realms[f]!.stability;

export function canMakeNeutralPeace(G: PaxState, player: PlayerID, target: unknown): target is FactionId {
  const me = realmOfPlayer(G, player);
  if (!me || !isFaction(target) || target === 'mer' || G.realms[target as PlayerFaction]) return false;
  const cost = neutralPeaceCost(G, me.f);
  return me.realm.influence >= cost && me.realm.gold >= cost && atWar(G, me.f, target) && !used(G, 'peace', me.f, target) && apart(G, me.f, target);
}

export function makeNeutralPeace(G: PaxState, player: PlayerID, target: FactionId, journal: Journal): void {
  const { f, realm } = realmOfPlayer(G, player)!;
  const cost = neutralPeaceCost(G, f);
  realm.influence -= cost;
  realm.gold -= cost;
  use(G, 'peace', f, target);
  setPeace(G, f, target);
  journal?.push({ kind: 'neutral-peace', rule: 'BARB-NEUTRAL-9', player, faction: f, target, influence: cost, gold: cost });
}

// ---------------------------------------------------------------- gifts, spies and saboteurs

export interface Gift extends Hand {
  gold: number;
}

const amount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** A gift names its gold and every kind of card, nothing else. */
const GIFT_FIELDS = ['gold', ...CARDS] as const;

/** BARB-DIPLO-4: players may give gold and cards to one another (once per recipient per phase, BARB-D-DIPLO-ONCE). */
export function canGive(G: PaxState, player: PlayerID, to: unknown, gift: unknown): gift is Gift {
  const me = realmOfPlayer(G, player);
  if (!me || typeof to !== 'string' || to === player || !factionOf(G, to)) return false;
  if (!hasOnlyFields(gift, GIFT_FIELDS)) return false;
  const g = gift as Gift;
  if (!amount(g.gold) || g.gold > me.realm.gold) return false;
  let n = g.gold;
  for (const c of CARDS) {
    if (!amount(g[c]) || g[c] > G.players[player].hand[c]) return false;
    n += g[c];
  }
  return n > 0 && !used(G, 'gift', player, to);
}

export function give(G: PaxState, player: PlayerID, to: PlayerID, gift: Gift, journal: Journal): void {
  use(G, 'gift', player, to);
  G.realms[factionOf(G, player)!]!.gold -= gift.gold;
  G.realms[factionOf(G, to)!]!.gold += gift.gold;
  let cards = 0;
  for (const c of CARDS) {
    writablePlayer(G, player).hand[c] -= gift[c];
    writablePlayer(G, to).hand[c] += gift[c];
    cards += gift[c];
  }
  // BARB-HIDDEN-1: which cards changed hands only the two players know; gold is public.
  const given: Hand = { tactics: gift.tactics, spy: gift.spy, sabotage: gift.sabotage, march: gift.march };
  journal?.push({
    kind: 'gift',
    rule: 'BARB-DIPLO-4',
    player,
    from: factionOf(G, player),
    to: factionOf(G, to),
    gold: gift.gold,
    cards,
    hidden: { seats: [player, to], facts: { given } },
  });
}

/** BARB-DIPLO-5: an Espionage card turns face up one hidden order of another player, for everyone to see. */
export function canSpy(G: PaxState, player: PlayerID, p: unknown): p is ProvinceId {
  if (!isProvince(p) || G.players[player]?.hand.spy === 0) return false;
  const owner = G.tokens[p];
  return owner !== undefined && owner !== player && G.revealed[p] === undefined;
}

export function spy(G: PaxState, player: PlayerID, p: ProvinceId, journal: Journal): void {
  spend(G, player, 'spy');
  const kind = G.players[G.tokens[p]!].orders[p]!;
  writable(G, 'revealed')[p] = kind;
  journal?.push({ kind: 'order-spied', rule: 'BARB-DIPLO-5', player, faction: factionOf(G, player), province: p, owner: factionOf(G, G.tokens[p]!), order: kind });
}

/** BARB-DIPLO-6: a Sabotage card discards another player's revealed real order. */
export function canSabotage(G: PaxState, player: PlayerID, p: unknown): p is ProvinceId {
  if (!isProvince(p) || G.players[player]?.hand.sabotage === 0) return false;
  const owner = G.tokens[p];
  const kind = G.revealed[p];
  return owner !== undefined && owner !== player && kind !== undefined && kind !== 'none';
}

export function sabotage(G: PaxState, player: PlayerID, p: ProvinceId, journal: Journal): void {
  spend(G, player, 'sabotage');
  journal?.push({ kind: 'order-sabotaged', rule: 'BARB-DIPLO-6', player, faction: factionOf(G, player), province: p, owner: factionOf(G, G.tokens[p]!), order: G.revealed[p] });
  dropToken(G, p);
}

function spend(G: PaxState, player: PlayerID, card: Card): void {
  writablePlayer(G, player).hand[card] -= 1;
  writable(G, 'supply')[card] += 1;
}

// ---------------------------------------------------------------- the neutral boards

/** BARB-NEUTRAL-3: cost of moving a standing a step: 10 − stability influence (Romans improve for 4, BARB-FACTION-2). */
export function relationCost(G: PaxState, f: PlayerFaction, improve: boolean): number {
  if (improve && f === 'rom') return ROMAN_RELATION_COST;
  return DIPLOMACY_BASE - G.realms[f]!.stability;
}

/** BARB-NEUTRAL-3: improve one's own standing a step, once per neutral per turn. */
export function canImprove(G: PaxState, player: PlayerID, n: unknown): n is Neutral {
  const me = realmOfPlayer(G, player);
  if (!me || !isNeutral(n)) return false;
  if (standing(G, n, me.f) <= bestStanding(G, me.f) || changedThisTurn(G, n, me.f)) return false;
  return me.realm.influence >= relationCost(G, me.f, true);
}

export function improve(G: PaxState, player: PlayerID, n: Neutral, journal: Journal): void {
  const { f, realm } = realmOfPlayer(G, player)!;
  const cost = relationCost(G, f, true);
  realm.influence -= cost;
  shiftStanding(G, n, f, -1);
  journal?.push({ kind: 'standing-improved', rule: 'BARB-NEUTRAL-3', player, neutral: n, faction: f, standing: standing(G, n, f), influence: cost });
}

/** BARB-NEUTRAL-5: lower another player's standing a step for 10 − stability influence, or one's own for free (BARB-D-SELF-DROP). */
export function canWorsen(G: PaxState, player: PlayerID, n: unknown, target: unknown): target is PlayerFaction {
  const me = realmOfPlayer(G, player);
  if (!me || !isNeutral(n) || !isPlayerFaction(target) || !G.realms[target]) return false;
  if (standing(G, n, target) >= HATRED || changedThisTurn(G, n, target)) return false;
  return target === me.f || me.realm.influence >= relationCost(G, me.f, false);
}

export function worsen(G: PaxState, player: PlayerID, n: Neutral, target: PlayerFaction, journal: Journal): void {
  const { f, realm } = realmOfPlayer(G, player)!;
  const cost = target === f ? 0 : relationCost(G, f, false);
  realm.influence -= cost;
  shiftStanding(G, n, target, 1);
  journal?.push({ kind: 'standing-lowered', rule: 'BARB-NEUTRAL-5', player, neutral: n, faction: f, target, standing: standing(G, n, target), influence: cost });
}

/** BARB-NEUTRAL-8: asking a neutral to move an army: 10 − stability gold in High esteem, 15 − stability when Friendly. */
export function askCost(G: PaxState, f: PlayerFaction, n: Neutral): number | null {
  const s = standing(G, n, f);
  const stability = G.realms[f]!.stability;
  if (s === ESTEEM) return ASK_ESTEEM_BASE - stability;
  if (s === FRIENDLY) return ASK_FRIENDLY_BASE - stability;
  return null;
}

/**
 * Where a neutral army may be sent (BARB-NEUTRAL-8, BARB-D-NEUTRAL-MOVE): one step, with its whole army, into its own
 * land, free land with no army, or against a player at war with the requester whom the neutral holds Neutral or
 * worse; the neutral is then at war with that player.
 */
export function neutralDestinations(G: PaxState, f: PlayerFaction, n: Neutral, from: ProvinceId): ProvinceId[] {
  if (!armyOf(G, from, n)) return [];
  return neighbours(from).filter((to) => {
    const victim = neutralVictim(G, n, to);
    if (victim === null) return false;
    if (victim === undefined) return true;
    return isPlayerFaction(victim) && G.realms[victim] !== undefined && victim !== f && atWar(G, f, victim) && standing(G, n, victim) >= NEUTRAL_STANDING;
  });
}

/** The one faction a neutral entering `to` would fight: undefined for none, null when there are several. */
function neutralVictim(G: PaxState, n: Neutral, to: ProvinceId): FactionId | undefined | null {
  // Counted without building a set: this runs for every neighbour of every neutral army at each diplomacy decision.
  let victim: FactionId | undefined;
  for (const { f } of armiesAt(G, to)) {
    if (f === n || f === victim) continue;
    if (victim !== undefined) return null;
    victim = f;
  }
  const owner = G.owner[to];
  if (owner === undefined || owner === n || owner === victim) return victim;
  return victim === undefined ? owner : null;
}

export function canAskNeutral(G: PaxState, player: PlayerID, n: unknown, from: unknown, to: unknown): to is ProvinceId {
  const me = realmOfPlayer(G, player);
  if (!me || !isNeutral(n) || !isProvince(from) || !isProvince(to)) return false;
  const cost = askCost(G, me.f, n);
  if (cost === null || me.realm.gold < cost || used(G, 'ask', 'any', n)) return false;
  return neutralDestinations(G, me.f, n, from).includes(to);
}

export function askNeutral(G: PaxState, player: PlayerID, n: Neutral, from: ProvinceId, to: ProvinceId, journal: Journal): void {
  const { f, realm } = realmOfPlayer(G, player)!;
  const cost = askCost(G, f, n)!;
  realm.gold -= cost;
  use(G, 'ask', 'any', n);
  const army = armyOf(G, from, n)!;
  const troops = { s: army.s, a: army.a, c: army.c };
  const victim = neutralVictim(G, n, to);
  if (victim) setWar(G, n, victim);
  removeTroops(G, from, n, troops);
  journal?.push({ kind: 'neutral-army-moved', rule: 'BARB-NEUTRAL-8', player, neutral: n, faction: f, from, to, pieces: total(troops), gold: cost });
  arrive(G, n, to, troops, journal);
}

/** Every neutral move a player could buy now (for bots and the board). */
export function neutralRequests(G: PaxState, player: PlayerID): { neutral: Neutral; from: ProvinceId; to: ProvinceId }[] {
  const f = factionOf(G, player);
  const out: { neutral: Neutral; from: ProvinceId; to: ProvinceId }[] = [];
  if (!f) return out;
  for (const n of NEUTRALS) {
    const cost = askCost(G, f, n);
    if (cost === null || G.realms[f]!.gold < cost || used(G, 'ask', 'any', n)) continue;
    for (const from of armyProvinces(G.armies, n)) for (const to of neutralDestinations(G, f, n, from)) out.push({ neutral: n, from, to });
  }
  return out;
}

export const playerFactionOf = (G: PaxState, player: PlayerID): PlayerFaction | null => factionOf(G, player);
export { playerOf };
