/**
 * Every move of the game as a pure function of the state: the one implementation that boardgame.io's wiring
 * (game.ts) and the bots' fast playouts (bots/fast.ts) both run. A body checks its arguments with the rules and
 * returns false when they are not legal, or applies them, runs the automatic parts of the game, and hands the
 * decision to whoever must decide next (`G.step`).
 */
import { GOVERNMENTS, type Government, isPlayerFaction, type Neutral, type PlayerFaction } from '../data/factions';
import type { RealOrder } from '../data/constants';
import type { ProvinceId } from '../data/map';
import { canResolve, resolve, type Choice } from './actions';
import { maxCommit, retreat as retreatFrom, retreats } from './battle';
import { cloneState, writable, writablePlayer } from './clone';
import {
  accept,
  answerGreekCall,
  askNeutral,
  canAccept,
  canAskNeutral,
  canDeclareWar,
  canGive,
  canImprove,
  canMakeNeutralPeace,
  canPropose,
  canSabotage,
  canSpy,
  canWorsen,
  declareWar,
  give,
  improve,
  makeNeutralPeace,
  propose,
  sabotage,
  spy,
  worsen,
} from './diplomacy';
import {
  afterAnswer,
  afterDemobilise,
  afterPlacement,
  afterReady,
  afterResolve,
  afterSetupChoice,
  beginResolving,
  closeBattle,
  finishBattle,
  nextBattle,
  settle,
  startGreekCall,
  stay,
} from './flow';
import type { Journal } from './journal';
import { canPlaceOrder, placeOrder } from './orders';
import { freeFactions, takeFaction, takeGovernment } from './setup';
import { factionOf } from './state';
import type { PaxState, PlayerID, StepKind, TreatyKind } from './types';
import { demobilise as discharge, isDemobilisation } from './wealth';

type Body = (G: PaxState, player: PlayerID, journal: Journal, ...args: any[]) => boolean;

// ------------------------------------------------------------------ setup

const chooseFaction: Body = (G, player, journal, f: unknown) => {
  if (G.step.kind !== 'faction' || G.step.player !== player) return false;
  if (!isPlayerFaction(f) || !freeFactions(G).includes(f)) return false;
  takeFaction(G, player, f);
  journal.push({ kind: 'faction-chosen', rule: 'PAX-SETUP-1', player, faction: f });
  afterSetupChoice(G, journal);
  return true;
};

const chooseGovernment: Body = (G, player, journal, g: unknown) => {
  if (G.step.kind !== 'government' || G.step.player !== player) return false;
  if (!GOVERNMENTS.includes(g as Government)) return false;
  const f = factionOf(G, player)!;
  takeGovernment(G, f, g as Government);
  journal.push({ kind: 'government-chosen', rule: 'PAX-GOV-0', player, faction: f, government: g });
  afterSetupChoice(G, journal);
  return true;
};

// ------------------------------------------------------------------ wealth

const demobilise: Body = (G, player, journal, list: unknown) => {
  if (G.step.kind !== 'demobilise' || !G.step.waiting.includes(player)) return false;
  if (!isDemobilisation(G, player, list)) return false;
  discharge(G, player, list, journal);
  afterDemobilise(G, player, journal);
  return true;
};

// ------------------------------------------------------------------ orders

const placeOrderMove: Body = (G, player, journal, p: unknown, kind: unknown) => {
  if (G.step.kind !== 'orders' || G.step.queue[0] !== player) return false;
  if (!canPlaceOrder(G, player, p, kind)) return false;
  const finished = placeOrder(G, player, p, kind as RealOrder);
  // PAX-HIDDEN-1: the token's place is public, its kind only the placer's.
  journal.push({ kind: 'order-placed', rule: 'PAX-ORDER-2', player, faction: factionOf(G, player), province: p, hidden: { seats: [player], facts: { order: kind } } });
  afterPlacement(G, finished, journal);
  return true;
};

// ------------------------------------------------------------------ diplomacy

const inDiplomacy = (G: PaxState, player: PlayerID) => G.step.kind === 'diplomacy' && G.step.waiting.includes(player);

const declareWarMove: Body = (G, player, journal, target: unknown) => {
  if (!inDiplomacy(G, player) || !canDeclareWar(G, player, target)) return false;
  // PAX-EVENT-2: war on the Greek cities calls the other players to answer.
  if (declareWar(G, player, target, journal)) startGreekCall(G, player);
  return true;
};

const proposeTreaty: Body = (G, player, journal, to: unknown, kind: unknown) => {
  if (!inDiplomacy(G, player) || !canPropose(G, player, to, kind)) return false;
  propose(G, player, to, kind as TreatyKind, journal);
  return true;
};

const acceptTreaty: Body = (G, player, journal, from: unknown, kind: unknown) => {
  if (!inDiplomacy(G, player) || !canAccept(G, player, from, kind)) return false;
  accept(G, player, from, kind as TreatyKind, journal);
  return true;
};

const giveMove: Body = (G, player, journal, to: unknown, gift: unknown) => {
  if (!inDiplomacy(G, player) || !canGive(G, player, to, gift)) return false;
  give(G, player, to as PlayerID, gift, journal);
  return true;
};

const spyMove: Body = (G, player, journal, p: unknown) => {
  if (!inDiplomacy(G, player) || !canSpy(G, player, p)) return false;
  spy(G, player, p, journal);
  return true;
};

const sabotageMove: Body = (G, player, journal, p: unknown) => {
  if (!inDiplomacy(G, player) || !canSabotage(G, player, p)) return false;
  sabotage(G, player, p, journal);
  return true;
};

const improveRelation: Body = (G, player, journal, n: unknown) => {
  if (!inDiplomacy(G, player) || !canImprove(G, player, n)) return false;
  improve(G, player, n, journal);
  return true;
};

const worsenRelation: Body = (G, player, journal, n: unknown, target: unknown) => {
  if (!inDiplomacy(G, player) || !canWorsen(G, player, n, target)) return false;
  worsen(G, player, n as Neutral, target, journal);
  return true;
};

const askNeutralMove: Body = (G, player, journal, n: unknown, from: unknown, to: unknown) => {
  if (!inDiplomacy(G, player) || !canAskNeutral(G, player, n, from, to)) return false;
  askNeutral(G, player, n as Neutral, from as ProvinceId, to, journal);
  return true;
};

const neutralPeace: Body = (G, player, journal, target: unknown) => {
  if (!inDiplomacy(G, player) || !canMakeNeutralPeace(G, player, target)) return false;
  makeNeutralPeace(G, player, target, journal);
  return true;
};

const ready: Body = (G, player, journal) => {
  if (!inDiplomacy(G, player)) return false;
  journal.push({ kind: 'ready', rule: 'PAX-DIPLO-7', player, faction: factionOf(G, player) });
  afterReady(G, player, journal);
  return true;
};

const answerCall: Body = (G, player, journal, yes: unknown) => {
  if (G.step.kind !== 'greekCall' || !G.step.waiting.includes(player) || typeof yes !== 'boolean') return false;
  answerGreekCall(G, player, G.step.declarer, yes, journal);
  afterAnswer(G, player);
  return true;
};

// ------------------------------------------------------------------ action

const chooseResolver: Body = (G, player, journal, next: unknown) => {
  if (G.step.kind !== 'chooseResolver' || G.step.chooser !== player) return false;
  if (typeof next !== 'string' || !G.step.remaining.includes(next)) return false;
  journal.push({ kind: 'resolver-chosen', rule: 'PAX-ACTION-1', player, chooser: factionOf(G, player), next: factionOf(G, next) });
  beginResolving(G, next, G.step.remaining, player, journal);
  return true;
};

const resolveOrder: Body = (G, player, journal, p: unknown, choice: unknown) => {
  if (G.step.kind !== 'resolve' || G.step.player !== player) return false;
  if (!canResolve(G, player, p, choice)) return false;
  resolve(G, player, p, choice as Choice, journal);
  afterResolve(G, journal);
  return true;
};

const commitTactics: Body = (G, player, journal, n: unknown) => {
  if (G.step.kind !== 'tactics' || !G.step.waiting.includes(player) || !G.battles?.current) return false;
  const f = factionOf(G, player)!;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > maxCommit(G, f)) return false;
  writablePlayer(G, player).commit = n;
  G.step.waiting = G.step.waiting.filter((p) => p !== player);
  // PAX-HIDDEN-1: how many cards stays the committer's until both sides are locked in (then PAX-BATTLE-4 shows both).
  journal.push({ kind: 'tactics-committed', rule: 'PAX-BATTLE-4', player, faction: f, province: G.battles.current.province, hidden: { seats: [player], facts: { cards: n } } });
  if (G.step.waiting.length > 0) return true;
  // PAX-BATTLE-4: both locked in: reveal, discard, fight on.
  const b = G.battles.current;
  const commits: [number, number] = [0, 0];
  for (const [i, side] of [b.attacker, b.defender].entries()) {
    const seat = isPlayerFaction(side) ? G.realms[side as PlayerFaction]?.player : undefined;
    if (seat === undefined) continue;
    const k = G.players[seat].commit ?? 0;
    commits[i] = k;
    const priv = writablePlayer(G, seat);
    priv.hand.tactics -= k;
    writable(G, 'supply').tactics += k;
    priv.commit = null;
  }
  G.lastTactics = { province: b.province, attacker: commits[0], defender: commits[1] };
  if (!closeBattle(G, b, commits, journal)) nextBattle(G, journal);
  return true;
};

const retreat: Body = (G, player, journal, to: unknown) => {
  if (G.step.kind !== 'retreat' || G.step.player !== player || !G.battles?.current) return false;
  const b = G.battles.current;
  const f = factionOf(G, player)!;
  if (to === null) {
    stay(G, b, f, journal);
    return true;
  }
  if (!retreats(G, b, f).includes(to as ProvinceId)) return false;
  retreatFrom(G, b, f, to as ProvinceId, journal, player);
  finishBattle(G, b);
  nextBattle(G, journal);
  return true;
};

/** Every move by name. */
export const MOVES = {
  chooseFaction,
  chooseGovernment,
  demobilise,
  placeOrder: placeOrderMove,
  declareWar: declareWarMove,
  proposeTreaty,
  acceptTreaty,
  give: giveMove,
  spy: spyMove,
  sabotage: sabotageMove,
  improveRelation,
  worsenRelation,
  askNeutral: askNeutralMove,
  neutralPeace,
  ready,
  answerCall,
  chooseResolver,
  resolveOrder,
  commitTactics,
  retreat,
} satisfies Record<string, Body>;

export type MoveName = keyof typeof MOVES;

/** The moves of each decision point (PAX-TURN-1): a stage of boardgame.io's one endless turn per step kind. */
export const STAGE_MOVES = {
  faction: ['chooseFaction'],
  government: ['chooseGovernment'],
  demobilise: ['demobilise'],
  orders: ['placeOrder'],
  diplomacy: [
    'declareWar',
    'proposeTreaty',
    'acceptTreaty',
    'give',
    'spy',
    'sabotage',
    'improveRelation',
    'worsenRelation',
    'askNeutral',
    'neutralPeace',
    'ready',
  ],
  greekCall: ['answerCall'],
  chooseResolver: ['chooseResolver'],
  resolve: ['resolveOrder'],
  tactics: ['commitTactics'],
  retreat: ['retreat'],
} as const satisfies Record<Exclude<StepKind, 'over'>, readonly MoveName[]>;

/** What every move is refused for before its own rules are asked: a game over, a seat that is not one. */
const refused = (G: PaxState, player: PlayerID) => G.winner !== null || typeof player !== 'string' || !Object.hasOwn(G.seats, player);

/**
 * The state after `player` plays `name(...args)` from `before`, or null when the move is not legal. `before` must be
 * frozen all the way down (rules/clone.ts's copy-on-write tells the previous state's parts by that): the result
 * shares what the move left untouched and owns, unfrozen, what it changed. PAX-STAB-3 and PAX-END-2 are enforced
 * after every move (`settle`).
 */
export function applyMove(before: PaxState, player: PlayerID, name: MoveName, args: readonly unknown[], journal: Journal): PaxState | null {
  if (refused(before, player)) return null;
  const G = cloneState(before);
  if (!MOVES[name](G, player, journal, ...args)) return null;
  settle(G, journal, before.owner);
  return G;
}

/**
 * The same move played on `G` itself, for a caller that owns the unfrozen parts of `G` outright (a playout): false,
 * and `G` as it was, when the move is not legal (every move checks all its arguments before it writes anything).
 * Frozen parts are still copied before they are written. The owners' map is frozen first, so that a move changing
 * it makes a new one: `settle` tells by that whether land changed hands. Nothing else is: the playout owns the rest
 * (what it still shares with a copy is frozen, and copied when written, rules/clone.ts).
 */
export function playInPlace(G: PaxState, player: PlayerID, name: MoveName, args: readonly unknown[], journal: Journal): boolean {
  if (refused(G, player)) return false;
  const owners = Object.freeze(G.owner);
  if (!MOVES[name](G, player, journal, ...args)) return false;
  settle(G, journal, owners);
  return true;
}
