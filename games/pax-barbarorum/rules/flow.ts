/**
 * The turn as a state machine (BARB-TURN-1): each function runs the automatic parts of the game until a player
 * must decide, and leaves that decision in `G.step`. Moves call these after applying a player's choice.
 */
import { VICTORY_INFLUENCE } from '../data/constants';
import type { FactionId } from '../data/factions';
import { provincesIn } from './board';
import { closingSteps, committers, findBattle, openingSteps, retreats, settleBattle, sidePlayer, battleKey } from './battle';
import { influencePhase } from './influence';
import type { Journal } from './journal';
import { flipBlanks, hasTokens, ordersDue } from './orders';
import { rankedPlayers } from './ranking';
import { resetSmallRealms } from './stability';
import { factionOf, seatIds } from './state';
import type { Battle, PaxState, PlayerID } from './types';
import { capitalWinner, influenceWinner } from './victory';
import { wealthPhase } from './wealth';

/** After a faction is chosen: the next seat, then governments (BARB-GOV-0), then the first round. */
export function afterSetupChoice(G: PaxState, journal: Journal): void {
  const seats = seatIds(G);
  const next = seats.find((s) => G.seats[s] === null);
  if (next !== undefined) {
    G.step = { kind: 'faction', player: next };
    return;
  }
  if (G.options.government) {
    const undecided = seats.find((s) => G.realms[factionOf(G, s)!]!.government === null);
    if (undecided !== undefined) {
      G.step = { kind: 'government', player: undecided };
      return;
    }
  }
  startRound(G, journal);
}

/** BARB-TURN-1: a round is wealth, orders, diplomacy, action (with battles) and influence. */
export function startRound(G: PaxState, journal: Journal): void {
  G.round += 1;
  G.phase = 'wealth';
  G.changed = [];
  journal?.push({ kind: 'round-started', rule: 'BARB-TURN-1', round: G.round });
  wealthPhase(G, journal);
  G.step = { kind: 'demobilise', waiting: seatIds(G) };
}

export function afterDemobilise(G: PaxState, player: PlayerID, journal: Journal): void {
  if (G.step.kind !== 'demobilise') return;
  G.step.waiting = G.step.waiting.filter((p) => p !== player);
  if (G.step.waiting.length === 0) startOrders(G, journal);
}

/** BARB-TURN-1: the log marks where each phase of the round begins. */
function enterPhase(G: PaxState, phase: PaxState['phase'], journal: Journal): void {
  G.phase = phase;
  journal?.push({ kind: 'phase-started', rule: 'BARB-TURN-1', phase, round: G.round });
}

/** BARB-ORDER-1: the least influential player places first. */
function startOrders(G: PaxState, journal: Journal): void {
  enterPhase(G, 'orders', journal);
  const queue = rankedPlayers(G).reverse().filter((p) => ordersDue(G, p) > 0);
  if (queue.length === 0) startDiplomacy(G, journal);
  else G.step = { kind: 'orders', queue };
}

/** After a placement: when the placer's last real order is down, the next player places. */
export function afterPlacement(G: PaxState, finished: boolean, journal: Journal): void {
  if (G.step.kind !== 'orders' || !finished) return;
  G.step.queue.shift();
  if (G.step.queue.length === 0) startDiplomacy(G, journal);
}

/** BARB-DIPLO-7: everyone negotiates at once until all have said they are ready. */
function startDiplomacy(G: PaxState, journal: Journal): void {
  enterPhase(G, 'diplomacy', journal);
  G.acted = [];
  G.offers = [];
  G.step = { kind: 'diplomacy', waiting: seatIds(G) };
}

export function afterReady(G: PaxState, player: PlayerID, journal: Journal): void {
  if (G.step.kind !== 'diplomacy') return;
  G.step.waiting = G.step.waiting.filter((p) => p !== player);
  G.offers = G.offers.filter((o) => o.to !== player);
  if (G.step.waiting.length === 0) startAction(G, journal);
}

/** BARB-EVENT-2: the Greek cities call every other player; each answers before diplomacy goes on. */
export function startGreekCall(G: PaxState, declarer: PlayerID): void {
  if (G.step.kind !== 'diplomacy') return;
  const waiting = seatIds(G).filter((p) => p !== declarer);
  if (waiting.length === 0) return;
  G.step = { kind: 'greekCall', declarer, waiting, resume: G.step.waiting };
}

export function afterAnswer(G: PaxState, player: PlayerID): void {
  if (G.step.kind !== 'greekCall') return;
  G.step.waiting = G.step.waiting.filter((p) => p !== player);
  if (G.step.waiting.length === 0) G.step = { kind: 'diplomacy', waiting: G.step.resume };
}

/** BARB-ACTION-1: the most influential player picks who resolves next, one player at a time. */
function startAction(G: PaxState, journal: Journal): void {
  enterPhase(G, 'action', journal);
  G.offers = [];
  const remaining = seatIds(G).filter((p) => hasTokens(G, p));
  nextResolver(G, remaining, rankedPlayers(G)[0], journal);
}

export function nextResolver(G: PaxState, remaining: PlayerID[], chooser: PlayerID, journal: Journal): void {
  if (remaining.length === 0) startBattles(G, journal);
  else if (remaining.length === 1) beginResolving(G, remaining[0], remaining, chooser, journal);
  else G.step = { kind: 'chooseResolver', chooser, remaining };
}

/** BARB-ACTION-2: the designated player turns over their tokens; "no order" tokens simply leave the board. */
export function beginResolving(G: PaxState, player: PlayerID, remaining: PlayerID[], chooser: PlayerID, journal: Journal): void {
  const blanks = flipBlanks(G, player);
  if (blanks.length > 0) journal?.push({ kind: 'blanks-turned-over', rule: 'BARB-ACTION-2', faction: factionOf(G, player), blanks });
  const rest = remaining.filter((p) => p !== player);
  if (!hasTokens(G, player)) nextResolver(G, rest, chooser, journal);
  else G.step = { kind: 'resolve', player, remaining: rest, chooser };
}

export function afterResolve(G: PaxState, journal: Journal): void {
  if (G.step.kind !== 'resolve') return;
  const { player, remaining, chooser } = G.step;
  if (!hasTokens(G, player)) nextResolver(G, remaining, chooser, journal);
}

/** BARB-BATTLE-1: once every order is resolved, battles are fought province by province, in board order. */
function startBattles(G: PaxState, journal: Journal): void {
  // Only provinces holding two armies or more can see a battle this phase (retreats go where no enemy stands).
  G.battles = { queue: provincesIn(G.armies, (list) => list.length > 1), fought: [], current: null };
  nextBattle(G, journal);
}

export function nextBattle(G: PaxState, journal: Journal): void {
  const round = G.battles!;
  while (round.queue.length > 0) {
    // BARB-END-2 "at once": a battle just won may have given a player a third capital (settle checks after each move;
    // these battles, and the influence phase, may run on within the same move)
    if (wonByCapitals(G, journal)) return;
    const b = findBattle(G, round.queue[0], round.fought);
    if (!b) {
      round.queue.shift();
      continue;
    }
    round.current = b;
    journal?.push({ kind: 'battle', rule: 'BARB-BATTLE-1', province: b.province, attacker: b.attacker, defender: b.defender });
    openingSteps(G, b, journal);
    const waiting = committers(G, b);
    if (waiting.length > 0) {
      G.step = { kind: 'tactics', waiting };
      return;
    }
    if (closeBattle(G, b, [0, 0], journal)) return;
  }
  if (wonByCapitals(G, journal)) return;
  endAction(G, journal);
}

/** Steps 3–5 and the outcome; true when a player must now decide on a retreat. */
export function closeBattle(G: PaxState, b: Battle, commits: [number, number], journal: Journal): boolean {
  closingSteps(G, b, commits, journal);
  if (settleBattle(G, b, journal) === 'done') {
    finishBattle(G, b);
    return false;
  }
  return askRetreat(G, b, 'attacker', journal);
}

/** BARB-BATTLE-6: the attacker speaks first, then the defender; armies of neutrals never retreat. */
export function askRetreat(G: PaxState, b: Battle, side: 'attacker' | 'defender', journal: Journal): boolean {
  const sides = side === 'attacker' ? [b.attacker, b.defender] : [b.defender];
  for (const f of sides) {
    const player = sidePlayer(G, f);
    if (player && retreats(G, b, f).length > 0) {
      G.step = { kind: 'retreat', player };
      return true;
    }
  }
  goesOn(G, b, journal);
  return false;
}

/**
 * BARB-BATTLE-6: the side asked stays. When the attacker stays the defender is asked in turn; when nobody leaves,
 * the battle goes on next round (BARB-BATTLE-9). Then the next battle.
 */
export function stay(G: PaxState, b: Battle, f: FactionId, journal: Journal): void {
  journal?.push({ kind: 'stood-ground', rule: 'BARB-BATTLE-6', player: sidePlayer(G, f) ?? undefined, province: b.province, faction: f });
  const asked = f === b.attacker && askRetreat(G, b, 'defender', journal);
  if (asked) return;
  if (f !== b.attacker) goesOn(G, b, journal);
  nextBattle(G, journal);
}

/** BARB-BATTLE-9: both armies stay; they fight again at the end of the next action phase. */
function goesOn(G: PaxState, b: Battle, journal: Journal): void {
  journal?.push({ kind: 'battle-undecided', rule: 'BARB-BATTLE-9', province: b.province, attacker: b.attacker, defender: b.defender });
  finishBattle(G, b);
}

/** BARB-BATTLE-9: an undecided battle goes on at the end of the next action phase. */
export function finishBattle(G: PaxState, b: Battle): void {
  G.battles!.fought.push(battleKey(b));
  G.battles!.current = null;
}

/** BARB-INFL-1 then BARB-END-1, then the next round. */
function endAction(G: PaxState, journal: Journal): void {
  G.battles = null;
  enterPhase(G, 'influence', journal);
  influencePhase(G, journal);
  const winner = influenceWinner(G);
  if (winner) {
    // BARB-D-ROUND-LIMIT: the last round ended without anyone reaching 100 influence.
    const rule = G.realms[winner]!.influence >= VICTORY_INFLUENCE ? 'BARB-END-1' : 'BARB-D-ROUND-LIMIT';
    endGame(G, G.realms[winner]!.player, journal, rule);
    return;
  }
  startRound(G, journal);
}

/** The log's kind for each way the game ends. */
const END_KINDS = { 'BARB-END-1': 'won-by-influence', 'BARB-D-ROUND-LIMIT': 'won-at-round-limit', 'BARB-END-2': 'won-by-capitals' } as const;

export function endGame(G: PaxState, player: PlayerID, journal: Journal, rule: keyof typeof END_KINDS): void {
  G.winner = player;
  G.phase = 'over';
  G.step = { kind: 'over' };
  journal?.push({ kind: END_KINDS[rule], rule, winner: factionOf(G, player), influence: G.realms[factionOf(G, player)!]!.influence });
}

/**
 * After every move: BARB-STAB-3 and BARB-END-2 hold at all times. Both depend on who owns what, so a move that
 * left the owners' map untouched (`ownersBefore`, the map before the move, frozen: shared while unchanged) has
 * nothing to check.
 */
export function settle(G: PaxState, journal: Journal, ownersBefore?: PaxState['owner']): void {
  if (G.owner === ownersBefore) return;
  resetSmallRealms(G, journal);
  if (G.winner === null) wonByCapitals(G, journal);
}

/** BARB-END-2: a player holding three foreign capitals wins at once (true: the game is over). */
function wonByCapitals(G: PaxState, journal: Journal): boolean {
  const conqueror = capitalWinner(G);
  if (conqueror) endGame(G, G.realms[conqueror]!.player, journal, 'BARB-END-2');
  return conqueror !== null;
}

/** Who may move now, and in which stage. */
export function activeStages(G: PaxState): Record<PlayerID, string> {
  const s = G.step;
  const out: Record<PlayerID, string> = {};
  switch (s.kind) {
    case 'faction':
    case 'government':
      out[s.player] = s.kind;
      break;
    case 'demobilise':
    case 'diplomacy':
    case 'greekCall':
    case 'tactics':
      for (const p of s.waiting) out[p] = s.kind;
      break;
    case 'orders':
      out[s.queue[0]] = s.kind;
      break;
    case 'chooseResolver':
      out[s.chooser] = s.kind;
      break;
    case 'resolve':
    case 'retreat':
      out[s.player] = s.kind;
      break;
    case 'over':
      break;
  }
  return out;
}
