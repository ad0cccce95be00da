/**
 * The one legal-action generator: for a player and the current step, every move with its arguments that the
 * game accepts. Bots enumerate it, the board builds its buttons from it, tests check it.
 */
import { CARDS, type Hand } from '../data/constants';
import { FACTIONS, GOVERNMENTS, NEUTRALS, PLAYER_FACTIONS } from '../data/factions';
import { PROVINCES } from '../data/map';
import { choices } from './actions';
import { maxCommit, retreats } from './battle';
import {
  canAccept,
  canDeclareWar,
  canGive,
  canImprove,
  canMakeNeutralPeace,
  canPropose,
  canSabotage,
  canSpy,
  canWorsen,
  neutralRequests,
} from './diplomacy';
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

/** Everything a player may do in the diplomacy phase, `ready` last. */
function diplomacyActions(G: PaxState, player: PlayerID): Action[] {
  const out: Action[] = [];
  for (const t of FACTIONS) if (canDeclareWar(G, player, t)) out.push({ move: 'declareWar', args: [t] });
  for (const other of seatIds(G)) {
    for (const kind of ['alliance', 'peace'] as const) {
      if (canPropose(G, player, other, kind)) out.push({ move: 'proposeTreaty', args: [other, kind] });
      if (canAccept(G, player, other, kind)) out.push({ move: 'acceptTreaty', args: [other, kind] });
    }
    for (const gift of giftChoices(G, player)) if (canGive(G, player, other, gift)) out.push({ move: 'give', args: [other, gift] });
  }
  for (const p of PROVINCES) {
    if (canSpy(G, player, p)) out.push({ move: 'spy', args: [p] });
    if (canSabotage(G, player, p)) out.push({ move: 'sabotage', args: [p] });
  }
  for (const n of NEUTRALS) {
    if (canImprove(G, player, n)) out.push({ move: 'improveRelation', args: [n] });
    for (const t of PLAYER_FACTIONS) if (canWorsen(G, player, n, t)) out.push({ move: 'worsenRelation', args: [n, t] });
  }
  for (const r of neutralRequests(G, player)) out.push({ move: 'askNeutral', args: [r.neutral, r.from, r.to] });
  for (const t of FACTIONS) if (canMakeNeutralPeace(G, player, t)) out.push({ move: 'neutralPeace', args: [t] });
  out.push({ move: 'ready', args: [] });
  return out;
}

/** Gifts offered to bots: one gold, or one card of a kind held (a bounded subset, D-ENUMERATION). */
function giftChoices(G: PaxState, player: PlayerID): (Hand & { gold: number })[] {
  const none = { gold: 0, tactics: 0, spy: 0, sabotage: 0, march: 0 };
  const out = [{ ...none, gold: 1 }];
  for (const c of CARDS) if (G.players[player].hand[c] > 0) out.push({ ...none, [c]: 1 });
  return out;
}
