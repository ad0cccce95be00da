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
import { factionOf, isSeat } from './state';
import type { PaxState, PlayerID, StepKind, TreatyKind } from './types';
import { demobilise as discharge, isDemobilisation } from './wealth';
import { isFrozen } from '../../plain-state';

/**
 * A move in two parts: `legal` checks its arguments with the rules (on the state before it, writing nothing), and
 * `apply` plays a legal one: it changes the state, runs the automatic parts of the game and hands the decision on
 * (`G.step`). The reducer's wiring always asks `legal` first; a playout may skip it for a move the legal-action
 * generator has just offered (bots/fast.ts), which is legal by that generator's contract (legal-reference.test.ts).
 */
interface MoveRule {
  legal(G: PaxState, player: PlayerID, a: unknown, b: unknown, c: unknown): boolean;
  apply(G: PaxState, player: PlayerID, journal: Journal, a: any, b: any, c: any): void;
}

// ------------------------------------------------------------------ setup

const chooseFaction: MoveRule = {
  legal: (G, player, f) => G.step.kind === 'faction' && G.step.player === player && isPlayerFaction(f) && freeFactions(G).includes(f),
  apply(G, player, journal, f: PlayerFaction) {
    takeFaction(G, player, f);
    journal?.push({ kind: 'faction-chosen', rule: 'BARB-SETUP-1', player, faction: f });
    afterSetupChoice(G, journal);
  },
};

const chooseGovernment: MoveRule = {
  legal: (G, player, g) => G.step.kind === 'government' && G.step.player === player && GOVERNMENTS.includes(g as Government),
  apply(G, player, journal, g: Government) {
    const f = factionOf(G, player)!;
    takeGovernment(G, f, g);
    journal?.push({ kind: 'government-chosen', rule: 'BARB-GOV-0', player, faction: f, government: g });
    afterSetupChoice(G, journal);
  },
};

// ------------------------------------------------------------------ wealth

const demobilise: MoveRule = {
  legal: (G, player, list) => G.step.kind === 'demobilise' && G.step.waiting.includes(player) && isDemobilisation(G, player, list),
  apply(G, player, journal, list) {
    discharge(G, player, list, journal);
    afterDemobilise(G, player, journal);
  },
};

// ------------------------------------------------------------------ orders

const placeOrderMove: MoveRule = {
  legal: (G, player, p, kind) => G.step.kind === 'orders' && G.step.queue[0] === player && canPlaceOrder(G, player, p, kind),
  apply(G, player, journal, p: ProvinceId, kind: RealOrder) {
    const finished = placeOrder(G, player, p, kind);
    // BARB-HIDDEN-1: the token's place is public, its kind only the placer's.
    journal?.push({ kind: 'order-placed', rule: 'BARB-ORDER-2', player, faction: factionOf(G, player), province: p, hidden: { seats: [player], facts: { order: kind } } });
    afterPlacement(G, finished, journal);
  },
};

// ------------------------------------------------------------------ diplomacy

const inDiplomacy = (G: PaxState, player: PlayerID) => G.step.kind === 'diplomacy' && G.step.waiting.includes(player);

const declareWarMove: MoveRule = {
  legal: (G, player, target) => inDiplomacy(G, player) && canDeclareWar(G, player, target),
  apply(G, player, journal, target) {
    // BARB-EVENT-2: war on the Greek cities calls the other players to answer.
    if (declareWar(G, player, target, journal)) startGreekCall(G, player);
  },
};

const proposeTreaty: MoveRule = {
  legal: (G, player, to, kind) => inDiplomacy(G, player) && canPropose(G, player, to, kind),
  apply: (G, player, journal, to, kind: TreatyKind) => propose(G, player, to, kind, journal),
};

const acceptTreaty: MoveRule = {
  legal: (G, player, from, kind) => inDiplomacy(G, player) && canAccept(G, player, from, kind),
  apply: (G, player, journal, from, kind: TreatyKind) => accept(G, player, from, kind, journal),
};

const giveMove: MoveRule = {
  legal: (G, player, to, gift) => inDiplomacy(G, player) && canGive(G, player, to, gift),
  apply: (G, player, journal, to: PlayerID, gift) => give(G, player, to, gift, journal),
};

const spyMove: MoveRule = {
  legal: (G, player, p) => inDiplomacy(G, player) && canSpy(G, player, p),
  apply: (G, player, journal, p) => spy(G, player, p, journal),
};

const sabotageMove: MoveRule = {
  legal: (G, player, p) => inDiplomacy(G, player) && canSabotage(G, player, p),
  apply: (G, player, journal, p) => sabotage(G, player, p, journal),
};

const improveRelation: MoveRule = {
  legal: (G, player, n) => inDiplomacy(G, player) && canImprove(G, player, n),
  apply: (G, player, journal, n) => improve(G, player, n, journal),
};

const worsenRelation: MoveRule = {
  legal: (G, player, n, target) => inDiplomacy(G, player) && canWorsen(G, player, n, target),
  apply: (G, player, journal, n: Neutral, target) => worsen(G, player, n, target, journal),
};

const askNeutralMove: MoveRule = {
  legal: (G, player, n, from, to) => inDiplomacy(G, player) && canAskNeutral(G, player, n, from, to),
  apply: (G, player, journal, n: Neutral, from: ProvinceId, to) => askNeutral(G, player, n, from, to, journal),
};

const neutralPeace: MoveRule = {
  legal: (G, player, target) => inDiplomacy(G, player) && canMakeNeutralPeace(G, player, target),
  apply: (G, player, journal, target) => makeNeutralPeace(G, player, target, journal),
};

const ready: MoveRule = {
  legal: (G, player) => inDiplomacy(G, player),
  apply(G, player, journal) {
    journal?.push({ kind: 'ready', rule: 'BARB-DIPLO-7', player, faction: factionOf(G, player) });
    afterReady(G, player, journal);
  },
};

const answerCall: MoveRule = {
  legal: (G, player, yes) => G.step.kind === 'greekCall' && G.step.waiting.includes(player) && typeof yes === 'boolean',
  apply(G, player, journal, yes: boolean) {
    if (G.step.kind !== 'greekCall') return;
    answerGreekCall(G, player, G.step.declarer, yes, journal);
    afterAnswer(G, player);
  },
};

// ------------------------------------------------------------------ action

const chooseResolver: MoveRule = {
  legal: (G, player, next) => G.step.kind === 'chooseResolver' && G.step.chooser === player && typeof next === 'string' && G.step.remaining.includes(next),
  apply(G, player, journal, next: PlayerID) {
    if (G.step.kind !== 'chooseResolver') return;
    journal?.push({ kind: 'resolver-chosen', rule: 'BARB-ACTION-1', player, chooser: factionOf(G, player), next: factionOf(G, next) });
    beginResolving(G, next, G.step.remaining, player, journal);
  },
};

const resolveOrder: MoveRule = {
  legal: (G, player, p, choice) => G.step.kind === 'resolve' && G.step.player === player && canResolve(G, player, p, choice),
  apply(G, player, journal, p, choice: Choice) {
    resolve(G, player, p, choice, journal);
    afterResolve(G, journal);
  },
};

const commitTactics: MoveRule = {
  legal: (G, player, n) =>
    G.step.kind === 'tactics' &&
    G.step.waiting.includes(player) &&
    !!G.battles?.current &&
    typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= 0 &&
    n <= maxCommit(G, factionOf(G, player)!),
  apply(G, player, journal, n: number) {
    if (G.step.kind !== 'tactics' || !G.battles?.current) return;
    const f = factionOf(G, player)!;
    writablePlayer(G, player).commit = n;
    G.step.waiting = G.step.waiting.filter((p) => p !== player);
    // BARB-HIDDEN-1: how many cards stays the committer's until both sides are locked in (then BARB-BATTLE-4 shows both).
    journal?.push({ kind: 'tactics-committed', rule: 'BARB-BATTLE-4', player, faction: f, province: G.battles.current.province, hidden: { seats: [player], facts: { cards: n } } });
    if (G.step.waiting.length > 0) return;
    // BARB-BATTLE-4: both locked in: reveal, discard, fight on.
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
  },
};

const retreat: MoveRule = {
  legal: (G, player, to) =>
    G.step.kind === 'retreat' &&
    G.step.player === player &&
    !!G.battles?.current &&
    (to === null || retreats(G, G.battles.current, factionOf(G, player)!).includes(to as ProvinceId)),
  apply(G, player, journal, to: ProvinceId | null) {
    const b = G.battles!.current!;
    const f = factionOf(G, player)!;
    if (to === null) {
      stay(G, b, f, journal);
      return;
    }
    retreatFrom(G, b, f, to, journal, player);
    finishBattle(G, b);
    nextBattle(G, journal);
  },
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
} satisfies Record<string, MoveRule>;

export type MoveName = keyof typeof MOVES;

/** The moves of each decision point (BARB-TURN-1): a stage of boardgame.io's one endless turn per step kind. */
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
const refused = (G: PaxState, player: PlayerID) => G.winner !== null || typeof player !== 'string' || !isSeat(G, player);

/**
 * The state after `player` plays `name(...args)` from `before`, or null when the move is not legal. `before` must be
 * frozen all the way down (rules/clone.ts's copy-on-write tells the previous state's parts by that): the result
 * shares what the move left untouched and owns, unfrozen, what it changed. BARB-STAB-3 and BARB-END-2 are enforced
 * after every move (`settle`).
 */
export function applyMove(before: PaxState, player: PlayerID, name: MoveName, args: readonly unknown[], journal: Journal): PaxState | null {
  const rule = MOVES[name];
  if (refused(before, player) || !rule.legal(before, player, args[0], args[1], args[2])) return null;
  const G = cloneState(before);
  rule.apply(G, player, journal, args[0], args[1], args[2]);
  settle(G, journal, before.owner);
  return G;
}

/**
 * The same move played on `G` itself, for a caller that owns the unfrozen parts of `G` outright (a playout): false,
 * and `G` as it was, when the move is not legal. `offered`: the legal-action generator has just offered this very
 * move at this state (bots/fast.ts tells), so its checks are skipped. Frozen parts are still copied before they are
 * written. The owners' map is frozen first, so that a move changing it makes a new one: `settle` tells by that
 * whether land changed hands. Nothing else is: the playout owns the rest (what it still shares with a copy is
 * frozen, and copied when written, rules/clone.ts).
 */
export function playInPlace(G: PaxState, player: PlayerID, name: MoveName, args: readonly unknown[], journal: Journal, offered = false): boolean {
  const rule = MOVES[name];
  // No move takes more than three arguments: passed as such, the call costs less than spreading the list.
  if (!offered && (refused(G, player) || !rule.legal(G, player, args[0], args[1], args[2]))) return false;
  // Freezing costs even when done already: asked first, as the map is most often the last move's, still frozen.
  const owners = isFrozen(G.owner) ? G.owner : Object.freeze(G.owner);
  rule.apply(G, player, journal, args[0], args[1], args[2]);
  settle(G, journal, owners);
  return true;
}
