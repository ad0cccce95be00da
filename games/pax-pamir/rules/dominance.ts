/** Dominance Checks, scoring and the end of the game. */
import { isDominanceCheck } from '../data/cards';
import { BORDERS, COALITIONS, REGIONS, type Coalition } from '../data/map';
import { influence, stars } from './court';
import { ownPending, ownPlayer } from './cow';
import { placeInsurgent } from './impact';
import { abilityOwner, hasEffect } from './effects';
import { blockSupply, blocksByCoalition, cylindersInPlay } from './pieces';
import { logEvent } from './log';
import { playerIds, type CheckRecord, type Outcome, type PaxState, type PlayerID, type ReadState } from './state';

/** PAMIR-DOM-1: how many blocks ahead of each other coalition the dominant one must be (PAMIR-EVENT-109P: 2). */
export const dominanceMargin = (G: ReadState): number => (hasEffect(G, 'conflict_fatigue') ? 2 : 4);

/** PAMIR-DOM-1: the coalition with at least `margin` more blocks in play than each other one, if any. */
export function dominantCoalition(G: ReadState): Coalition | null {
  const margin = dominanceMargin(G);
  const blocks = blocksByCoalition(G);
  for (const coalition of COALITIONS) {
    let ahead = true;
    for (const other of COALITIONS) if (other !== coalition && blocks[coalition] < blocks[other] + margin) ahead = false;
    if (ahead) return coalition;
  }
  return null;
}

/** PAMIR-DOM-1: is the player loyal to the coalition (the automa will answer differently)? */
export const isLoyalTo = (G: ReadState, player: PlayerID, coalition: Coalition): boolean =>
  G.wakhan?.player === player || G.players[player].loyalty === coalition; // PAMIR-WAKHAN-DOM-1

/**
 * PAMIR-DOM-3: points by rank. Players are ranked by `value` (highest first); `table` gives the points of
 * each place. Tied players add the points of the places they share and split them, rounded down.
 */
export function splitPoints(values: Record<PlayerID, number>, table: readonly number[]): Record<PlayerID, number> {
  const players = Object.keys(values).sort((a, b) => values[b] - values[a]);
  const points: Record<PlayerID, number> = {};
  let place = 0;
  while (place < players.length) {
    const value = values[players[place]];
    let end = place;
    while (end < players.length && values[players[end]] === value) end++;
    let sum = 0;
    for (let i = place; i < end; i++) sum += table[i] ?? 0;
    for (let i = place; i < end; i++) points[players[i]] = Math.floor(sum / (end - place));
    place = end;
  }
  return points;
}

export const SUCCESS_POINTS = [5, 3, 1] as const;
export const FAILURE_POINTS = [3, 1] as const;

/**
 * PAMIR-END-1: a check is the last one when it uses up the last Dominance Check card: none is left in the
 * deck or the market once the cards that triggered it are discarded.
 */
export function noChecksLeft(G: PaxState): boolean {
  if (G.secret.deck.some(isDominanceCheck)) return false;
  return !G.market.some((row) => row.some((slot) => slot !== null && isDominanceCheck(slot.card)));
}

/** The points a check gives (PAMIR-DOM-1..4), without applying them. */
export function checkPoints(G: ReadState, final: boolean): { dominant: Coalition | null; points: Record<PlayerID, number> } {
  const dominant = dominantCoalition(G);
  const factor = final ? 2 : 1; // PAMIR-DOM-4: doubled before ties are split
  const values: Record<PlayerID, number> = {};
  if (dominant) {
    for (const player of playerIds(G)) if (isLoyalTo(G, player, dominant)) values[player] = influence(G, player, dominant);
  } else {
    for (const player of playerIds(G)) values[player] = cylindersInPlay(G, player);
  }
  const table = (dominant ? SUCCESS_POINTS : FAILURE_POINTS).map((n) => n * factor);
  const points: Record<PlayerID, number> = {};
  for (const player of playerIds(G)) points[player] = 0;
  Object.assign(points, splitPoints(values, table));
  return { dominant, points };
}

/** PAMIR-END-3: military stars in court, then rupees, break ties on points. */
function tieBreak(G: ReadState, player: PlayerID): [number, number, number] {
  const p = G.players[player];
  return [p.score, stars(G, player, 'military'), p.rupees];
}

/** PAMIR-END-3: the winners once the game is over: most points, then tie-breaks; still tied players share. */
export function winners(G: ReadState): PlayerID[] {
  let best: PlayerID[] = [];
  let bestKey: [number, number, number] | null = null;
  for (const player of playerIds(G)) {
    const key = tieBreak(G, player);
    const cmp = bestKey === null ? 1 : key[0] - bestKey[0] || key[1] - bestKey[1] || key[2] - bestKey[2];
    if (cmp > 0) {
      best = [player];
      bestKey = key;
    } else if (cmp === 0) best.push(player);
  }
  return best;
}

/** PAMIR-END-2: the player at least 4 points ahead of every other one, if any. */
export function leader(G: ReadState): PlayerID | null {
  let best: PlayerID | null = null;
  let first = -Infinity;
  let second = -Infinity;
  for (const id of playerIds(G)) {
    const score = G.players[id].score;
    if (score > first) {
      second = first;
      first = score;
      best = id;
    } else if (score > second) second = score;
  }
  return first - second >= 4 ? best : null;
}

/**
 * Resolve a Dominance Check (the triggering cards are already out of the market and deck): score
 * (PAMIR-DOM-1..4), remove every block after a success (PAMIR-DOM-1), end effects lasting until the check;
 * when the game is over (PAMIR-END-1, PAMIR-END-2), nothing else is done.
 */
export function resolveCheck(G: PaxState): CheckRecord {
  const final = noChecksLeft(G);
  const { dominant, points } = checkPoints(G, final);
  for (const player in points) if (points[player] !== 0) ownPlayer(G, player).score += points[player];
  if (dominant) {
    const none = () => ({ afghan: 0, british: 0, russian: 0 });
    G.regions = Object.fromEntries(REGIONS.map((region) => [region, { tribes: G.regions[region].tribes, armies: none() }])) as PaxState['regions'];
    G.roads = Object.fromEntries(BORDERS.map((border) => [border, none()])) as PaxState['roads'];
  }
  G.effects = [];
  insurrection(G);
  const record: CheckRecord = { dominant, points, final };
  G.checks = [...G.checks, record];
  logEvent(G, { kind: 'dominance-check', rule: dominant ? 'PAMIR-DOM-1' : 'PAMIR-DOM-2', dominant, points, final });
  const end = outcome(G);
  if (end) {
    logEvent(G, { kind: 'game-over', rule: end.reason === 'lead' ? 'PAMIR-END-2' : 'PAMIR-END-1', winners: end.winners, reason: end.reason });
    G.pending = [];
  }
  return record;
}

/**
 * PAMIR-ABILITY-INSURRECTION: after a check, two Afghan armies go to Kabul: from the supply, and those the
 * supply lacks from play, where the owner chooses (a task, PAMIR-PIECE-1).
 */
function insurrection(G: PaxState): void {
  const owner = abilityOwner(G, 'insurrection');
  if (owner === null) return;
  const n = Math.min(2, blockSupply(G, 'afghan'));
  for (let i = 0; i < n; i++) placeInsurgent(G, owner, null);
  if (n < 2) ownPending(G).push({ kind: 'insurrection', player: owner, left: 2 - n });
}

/**
 * PAMIR-END-1..3: how the game ended, computed from the last check and the scores (scores change only at
 * checks): a 4-point lead after any check, or the last check; null while the game goes on.
 */
export function outcome(G: ReadState): Outcome | null {
  const last = G.checks.at(-1); // before the first check, not index -1 of an empty list: slow (tasks.ts topTask)
  if (!last) return null;
  const ahead = leader(G);
  if (ahead !== null) return { winners: [ahead], reason: 'lead' };
  return last.final ? { winners: winners(G), reason: 'final' } : null;
}

/** Is the game over? */
export const isOver = (G: ReadState): boolean => G.checks.length > 0 && (G.checks[G.checks.length - 1].final || leader(G) !== null);
