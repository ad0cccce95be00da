/**
 * The boardgame.io wiring of Pax Barbarorum, and nothing else: one endless turn whose active players and
 * stages follow `G.step` (rules/flow.ts). Every move checks its arguments with the rules, applies them, runs
 * the automatic parts of the game and hands the decision to whoever must decide next.
 */
import type { Ctx, LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { PlainStatePlugin, stateBefore, withoutStackTrace } from '../plain-state';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { LogMetadata } from '../log-events';
import type { GameEntry } from '../types';
import { GOVERNMENTS, type Government, isPlayerFaction, type PlayerFaction } from './data/factions';
import { canResolve, resolve, type Choice } from './rules/actions';
import { maxCommit, retreat as retreatFrom, retreats } from './rules/battle';
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
} from './rules/diplomacy';
import {
  activeStages,
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
} from './rules/flow';
import { cloneState, deepFreeze, writable, writablePlayer } from './rules/clone';
import type { Journal } from './rules/journal';
import { canPlaceOrder, placeOrder } from './rules/orders';
import { freeFactions, initialState, takeFaction, takeGovernment } from './rules/setup';
import { factionOf } from './rules/state';
import type { PaxState, PlayerID, TreatyKind } from './rules/types';
import { demobilise as discharge, isDemobilisation } from './rules/wealth';
import type { Neutral } from './data/factions';
import type { ProvinceId } from './data/map';
import type { RealOrder } from './data/constants';
import { OPTIONS } from './options';
import { isScenarioId, scenarioState } from './rules/scenarios';

type MoveArgs = { G: PaxState; ctx: Ctx; playerID: PlayerID; events: any; log: any };

/** Are the active players and their stages already what the step asks for? */
function sameStages(current: Ctx['activePlayers'], wanted: Record<PlayerID, string>): boolean {
  if (!current) return Object.keys(wanted).length === 0;
  const keys = Object.keys(wanted);
  if (Object.keys(current).length !== keys.length) return false;
  return keys.every((k) => current[k] === wanted[k]);
}

/**
 * A move: `body` works on a private copy of the state and returns false when the arguments are not legal
 * (the copy is then dropped, so nothing changes). Then the standing rules are enforced, the log gets the
 * move's events (games/log-events.ts: hidden facts only for their seats), the next decision's players become
 * active, and the new state is returned frozen.
 * `undoable`: the player may take the move back (PAX-TAKE-BACK-1); a move that does not say so may not be.
 */
function move(
  body: (G: PaxState, player: PlayerID, journal: Journal, ...args: any[]) => boolean,
  options: { redact?: boolean; undoable?: boolean } = {},
): LongFormMove<PaxState, any> {
  return {
    client: false,
    redact: options.redact ?? false,
    undoable: options.undoable ?? false,
    move: (context: MoveArgs, ...args: unknown[]) => {
      const { ctx, playerID, events, log } = context;
      // The copy-on-write of rules/clone.ts takes a frozen map for the previous state's: the state boardgame.io
      // hands over is frozen after every move, but not the one `setup` made (nor a test's position).
      const before = deepFreeze(stateBefore(context));
      if (before.winner !== null || typeof playerID !== 'string' || !Object.hasOwn(before.seats, playerID)) return INVALID_MOVE;
      const G = cloneState(before);
      const journal: Journal = [];
      if (!body(G, playerID, journal, ...args)) return INVALID_MOVE;
      settle(G, journal, before);
      log.setMetadata({ events: journal } satisfies LogMetadata);
      const stages = activeStages(G);
      if (!sameStages(ctx.activePlayers, stages)) withoutStackTrace(() => events.setActivePlayers({ value: stages }));
      return deepFreeze(G);
    },
  };
}

// ------------------------------------------------------------------ setup

const chooseFaction = move((G, player, journal, f: unknown) => {
  if (G.step.kind !== 'faction' || G.step.player !== player) return false;
  if (!isPlayerFaction(f) || !freeFactions(G).includes(f)) return false;
  takeFaction(G, player, f);
  journal.push({ kind: 'faction-chosen', rule: 'PAX-SETUP-1', player, faction: f });
  afterSetupChoice(G, journal);
  return true;
});

const chooseGovernment = move((G, player, journal, g: unknown) => {
  if (G.step.kind !== 'government' || G.step.player !== player) return false;
  if (!GOVERNMENTS.includes(g as Government)) return false;
  const f = factionOf(G, player)!;
  takeGovernment(G, f, g as Government);
  journal.push({ kind: 'government-chosen', rule: 'PAX-GOV-0', player, faction: f, government: g });
  afterSetupChoice(G, journal);
  return true;
});

// ------------------------------------------------------------------ wealth

const demobilise = move((G, player, journal, list: unknown) => {
  if (G.step.kind !== 'demobilise' || !G.step.waiting.includes(player)) return false;
  if (!isDemobilisation(G, player, list)) return false;
  discharge(G, player, list, journal);
  afterDemobilise(G, player, journal);
  return true;
});

// ------------------------------------------------------------------ orders

const placeOrderMove = move(
  (G, player, journal, p: unknown, kind: unknown) => {
    if (G.step.kind !== 'orders' || G.step.queue[0] !== player) return false;
    if (!canPlaceOrder(G, player, p, kind)) return false;
    const finished = placeOrder(G, player, p, kind as RealOrder);
    // PAX-HIDDEN-1: the token's place is public, its kind only the placer's.
    journal.push({ kind: 'order-placed', rule: 'PAX-ORDER-2', player, faction: factionOf(G, player), province: p, hidden: { seats: [player], facts: { order: kind } } });
    afterPlacement(G, finished, journal);
    return true;
  },
  { redact: true, undoable: true },
);

// ------------------------------------------------------------------ diplomacy

const inDiplomacy = (G: PaxState, player: PlayerID) => G.step.kind === 'diplomacy' && G.step.waiting.includes(player);

// PAX-TAKE-BACK-1: a declaration of war shows nothing hidden; one that calls the Greek cities' friends asks them to answer.
const declareWarMove = move(
  (G, player, journal, target: unknown) => {
    if (!inDiplomacy(G, player) || !canDeclareWar(G, player, target)) return false;
    if (declareWar(G, player, target, journal)) startGreekCall(G, player);
    return true;
  },
  { undoable: true },
);

const proposeTreaty = move((G, player, journal, to: unknown, kind: unknown) => {
  if (!inDiplomacy(G, player) || !canPropose(G, player, to, kind)) return false;
  propose(G, player, to, kind as TreatyKind, journal);
  return true;
});

const acceptTreaty = move(
  (G, player, journal, from: unknown, kind: unknown) => {
    if (!inDiplomacy(G, player) || !canAccept(G, player, from, kind)) return false;
    accept(G, player, from, kind as TreatyKind, journal);
    return true;
  },
  { undoable: true },
);

const giveMove = move(
  (G, player, journal, to: unknown, gift: unknown) => {
    if (!inDiplomacy(G, player) || !canGive(G, player, to, gift)) return false;
    give(G, player, to as PlayerID, gift, journal);
    return true;
  },
  { redact: true },
);

const spyMove = move((G, player, journal, p: unknown) => {
  if (!inDiplomacy(G, player) || !canSpy(G, player, p)) return false;
  spy(G, player, p, journal);
  return true;
});

const sabotageMove = move((G, player, journal, p: unknown) => {
  if (!inDiplomacy(G, player) || !canSabotage(G, player, p)) return false;
  sabotage(G, player, p, journal);
  return true;
});

const improveRelation = move(
  (G, player, journal, n: unknown) => {
    if (!inDiplomacy(G, player) || !canImprove(G, player, n)) return false;
    improve(G, player, n, journal);
    return true;
  },
  { undoable: true },
);

const worsenRelation = move(
  (G, player, journal, n: unknown, target: unknown) => {
    if (!inDiplomacy(G, player) || !canWorsen(G, player, n, target)) return false;
    worsen(G, player, n as Neutral, target, journal);
    return true;
  },
  { undoable: true },
);

const askNeutralMove = move(
  (G, player, journal, n: unknown, from: unknown, to: unknown) => {
    if (!inDiplomacy(G, player) || !canAskNeutral(G, player, n, from, to)) return false;
    askNeutral(G, player, n as Neutral, from as ProvinceId, to, journal);
    return true;
  },
  { undoable: true },
);

const neutralPeace = move(
  (G, player, journal, target: unknown) => {
    if (!inDiplomacy(G, player) || !canMakeNeutralPeace(G, player, target)) return false;
    makeNeutralPeace(G, player, target, journal);
    return true;
  },
  { undoable: true },
);

const ready = move((G, player, journal) => {
  if (!inDiplomacy(G, player)) return false;
  journal.push({ kind: 'ready', rule: 'PAX-DIPLO-7', player, faction: factionOf(G, player) });
  afterReady(G, player, journal);
  return true;
});

const answerCall = move((G, player, journal, yes: unknown) => {
  if (G.step.kind !== 'greekCall' || !G.step.waiting.includes(player) || typeof yes !== 'boolean') return false;
  answerGreekCall(G, player, G.step.declarer, yes, journal);
  afterAnswer(G, player);
  return true;
});

// ------------------------------------------------------------------ action

const chooseResolver = move((G, player, journal, next: unknown) => {
  if (G.step.kind !== 'chooseResolver' || G.step.chooser !== player) return false;
  if (typeof next !== 'string' || !G.step.remaining.includes(next)) return false;
  journal.push({ kind: 'resolver-chosen', rule: 'PAX-ACTION-1', player, chooser: factionOf(G, player), next: factionOf(G, next) });
  beginResolving(G, next, G.step.remaining, player, journal);
  return true;
});

// Redacted: a Train order's choice names the cards drawn, which only their holder may know; its events tell everyone
// the order revealed and its visible effect, and the cards drawn only to the holder (hidden facts).
const resolveOrder = move(
  (G, player, journal, p: unknown, choice: unknown) => {
    if (G.step.kind !== 'resolve' || G.step.player !== player) return false;
    if (!canResolve(G, player, p, choice)) return false;
    resolve(G, player, p, choice as Choice, journal);
    afterResolve(G, journal);
    return true;
  },
  { redact: true },
);

const commitTactics = move(
  (G, player, journal, n: unknown) => {
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
  },
  { redact: true },
);

const retreat = move((G, player, journal, to: unknown) => {
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
});

export const STAGE_MOVES = {
  faction: { chooseFaction },
  government: { chooseGovernment },
  demobilise: { demobilise },
  orders: { placeOrder: placeOrderMove },
  diplomacy: {
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
  },
  greekCall: { answerCall },
  chooseResolver: { chooseResolver },
  resolve: { resolveOrder },
  tactics: { commitTactics },
  retreat: { retreat },
} as const;

/** A scenario's position has no governments (PAX-GOV-0 is chosen at setup, before any scenario's round). */
function checkScenario(setupData: unknown): string | undefined {
  const data = setupData as { scenario?: unknown; government?: unknown } | undefined;
  return data?.government === true && isScenarioId(data.scenario) ? 'a scenario starts without the government module' : undefined;
}

export const game: GameEntry<PaxState>['game'] = {
  name: 'pax-barbarorum',
  minPlayers: 2,
  maxPlayers: 5,
  setup: ({ ctx }, setupData) => {
    const data = resolveSetupData(OPTIONS, setupData, ctx.numPlayers);
    if (isScenarioId(data.scenario)) return scenarioState(data.scenario);
    return initialState(ctx.numPlayers, data.government === true);
  },
  validateSetupData: (setupData, numPlayers) => checkSetupData(OPTIONS, setupData, numPlayers) ?? checkScenario(setupData),
  moves: {},
  // Clients may not undo (the server drops UNDO); without this the one long turn would keep every past state.
  disableUndo: true,
  plugins: [PlainStatePlugin],
  turn: {
    onBegin: ({ G, events }) => {
      events.setActivePlayers({ value: activeStages(G) });
    },
    stages: Object.fromEntries(Object.entries(STAGE_MOVES).map(([stage, moves]) => [stage, { moves }])),
  },
  endIf: ({ G }) => (G.winner !== null ? { winner: G.winner } : undefined),
};
