/**
 * The one legal-action generator: for a player and the current step, every move with its arguments that the
 * game accepts. Bots enumerate it, the board builds its buttons from it, tests check it.
 */
import { CARDS } from '../data/constants';
import { FACTIONS, GOVERNMENTS, HATRED, NEUTRALS, PLAYER_FACTIONS, type FactionId, type PlayerFaction } from '../data/factions';
import { PROVINCES } from '../data/map';
import { choices } from './actions';
import { maxCommit, retreats } from './battle';
import { canAccept, canSabotage, canSpy, neutralPeaceCost, neutralRequests, relationCost } from './diplomacy';
import { bestStanding, standing } from './relations';
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
      if (s.waiting.includes(player)) out.push(...diplomacyActions(G, player));
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
function diplomacyActions(G: PaxState, player: PlayerID): Action[] {
  const out: Action[] = [];
  const f = factionOf(G, player);
  if (f !== null) {
    const realm = G.realms[f]!;
    const acted = new Set(G.acted);
    const enemies = partnersOf(G.wars, f);
    const allies = partnersOf(G.alliances, f);
    let inArms: Set<FactionId> | undefined;
    const apart = (t: FactionId) => !(inArms ??= neighboursInArms(G, f)).has(t);
    // PAX-DIPLO-2: war on any faction not at war yet (rebels are at war with all, D-DIPLO-ONCE).
    for (const t of FACTIONS) {
      if (t !== f && t !== 'mer' && !enemies.has(t) && !acted.has(`war:${f}:${t}`)) out.push({ move: 'declareWar', args: [t] });
    }
    const waiting = G.step.kind === 'diplomacy' ? G.step.waiting : [];
    const hand = G.players[player].hand;
    for (const other of seatIds(G)) {
      const them = G.seats[other];
      for (const kind of TREATIES) {
        // PAX-DIPLO-3 (canPropose, canAccept; `treatyPossible` with the relations read above).
        const possible = them !== null && (kind === 'alliance' ? !allies.has(them) && !enemies.has(them) : enemies.has(them) && apart(them));
        if (possible && other !== player && waiting.includes(other) && !acted.has(`offer-${kind}:${f}:${them}`)) {
          out.push({ move: 'proposeTreaty', args: [other, kind] });
        }
        if (G.offers.length > 0 && canAccept(G, player, other, kind)) out.push({ move: 'acceptTreaty', args: [other, kind] });
      }
      // PAX-DIPLO-4 (canGive): one gold, or one card of a kind held (a bounded subset, D-ENUMERATION).
      if (other === player || !them || acted.has(`gift:${player}:${other}`) || realm.gold < 0) continue;
      if (realm.gold >= 1) out.push({ move: 'give', args: [other, { gold: 1, tactics: 0, spy: 0, sabotage: 0, march: 0 }] });
      for (const c of CARDS) if (hand[c] > 0) out.push({ move: 'give', args: [other, { gold: 0, tactics: 0, spy: 0, sabotage: 0, march: 0, [c]: 1 }] });
    }
    spyActions(G, player, out);
    // PAX-NEUTRAL-3, PAX-NEUTRAL-5 (canImprove, canWorsen).
    const changed = new Set(G.changed);
    const improveCost = relationCost(G, f, true);
    const worsenCost = relationCost(G, f, false);
    for (const n of NEUTRALS) {
      if (standing(G, n, f) > bestStanding(G, f) && !changed.has(`${n}:${f}`) && realm.influence >= improveCost) out.push({ move: 'improveRelation', args: [n] });
      for (const t of PLAYER_FACTIONS) {
        if (!G.realms[t] || standing(G, n, t) >= HATRED || changed.has(`${n}:${t}`)) continue;
        if (t === f || realm.influence >= worsenCost) out.push({ move: 'worsenRelation', args: [n, t] });
      }
    }
    for (const r of neutralRequests(G, player)) out.push({ move: 'askNeutral', args: [r.neutral, r.from, r.to] });
    // PAX-NEUTRAL-9 (canMakeNeutralPeace): peace with a faction no player leads, when both the influence and the gold are there.
    const cost = neutralPeaceCost(G, f);
    if (realm.influence >= cost && realm.gold >= cost) {
      for (const t of FACTIONS) {
        if (t !== 'mer' && !G.realms[t as PlayerFaction] && enemies.has(t) && !acted.has(`peace:${f}:${t}`) && apart(t)) out.push({ move: 'neutralPeace', args: [t] });
      }
    }
  } else spyActions(G, player, out);
  out.push({ move: 'ready', args: [] });
  return out;
}

const TREATIES = ['alliance', 'peace'] as const;

/** The factions paired with `f` in a list of `a:b` pairs (wars, alliances: PAX-DIPLO-1). */
function partnersOf(pairs: readonly string[], f: FactionId): Set<FactionId> {
  const out = new Set<FactionId>();
  const n = f.length;
  for (const k of pairs) {
    if (k.startsWith(f) && k.charCodeAt(n) === COLON) out.add(k.slice(n + 1) as FactionId);
    else if (k.endsWith(f) && k.charCodeAt(k.length - n - 1) === COLON) out.add(k.slice(0, k.length - n - 1) as FactionId);
  }
  return out;
}

const COLON = ':'.charCodeAt(0);

/** The factions whose armies share a province with an army of `f` (no peace with them then, D-PEACE). */
function neighboursInArms(G: PaxState, f: FactionId): Set<FactionId> {
  const out = new Set<FactionId>();
  for (const p of PROVINCES) {
    const list = G.armies[p];
    if (list !== undefined && list.length > 1 && list.some((a) => a.f === f)) for (const a of list) if (a.f !== f) out.add(a.f);
  }
  return out;
}

/** PAX-DIPLO-5, PAX-DIPLO-6: both need a card in hand and another player's token on the province. */
function spyActions(G: PaxState, player: PlayerID, out: Action[]): void {
  const hand = G.players[player]?.hand;
  if (hand && hand.spy === 0 && hand.sabotage === 0) return;
  for (const p of PROVINCES) {
    if (G.tokens[p] === undefined) continue;
    if (canSpy(G, player, p)) out.push({ move: 'spy', args: [p] });
    if (canSabotage(G, player, p)) out.push({ move: 'sabotage', args: [p] });
  }
}
