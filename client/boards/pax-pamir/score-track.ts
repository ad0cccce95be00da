/**
 * What the score track and the end-of-game panel show, computed from the player's view with the game's own
 * rules (games/pax-pamir/rules/dominance.ts): who leads and by how much, how many Dominance Checks are left
 * (the four cards are public; the deck's order is not read), the next check's stakes and what it would
 * give if it happened now, and why the game ended.
 */
import { DOMINANCE_CHECK_IDS, isDominanceCheck } from '../../../games/pax-pamir/data/cards';
import type { Coalition } from '../../../games/pax-pamir/data/map';
import { stars } from '../../../games/pax-pamir/rules/court';
import { checkPoints, dominanceMargin, outcome } from '../../../games/pax-pamir/rules/dominance';
import { seats, type Outcome, type PlayerID, type ReadState } from '../../../games/pax-pamir/rules/state';

export interface Lead {
  /** Every player, highest score first (seat order among equals). */
  order: PlayerID[];
  /** The players with the highest score. */
  top: PlayerID[];
  /** How far the top score is ahead of the next one (0 when the lead is shared). */
  by: number;
}

/** PAMIR-END-2: who leads the score track and by how much. */
export function lead(G: ReadState): Lead {
  const order = [...seats(G)].sort((a, b) => G.players[b].score - G.players[a].score);
  const best = G.players[order[0]].score;
  const top = order.filter((id) => G.players[id].score === best);
  const next = order.find((id) => G.players[id].score < best);
  return { order, top, by: top.length > 1 || next === undefined ? 0 : best - G.players[next].score };
}

export interface ChecksLeft {
  /** Checks resolved (two cards resolved together make one check). */
  done: number;
  /** Dominance Check cards in the market now. */
  market: number;
  /** Dominance Check cards still in the deck: the four, less those seen (discarded or in the market). */
  deck: number;
}

/** PAMIR-SETUP-2, PAMIR-END-1: the Dominance Checks left, from public cards only. */
export function checksLeft(G: ReadState): ChecksLeft {
  const seen = G.discard.filter(isDominanceCheck).length;
  const market = G.market.flat().filter((slot) => slot !== null && isDominanceCheck(slot.card)).length;
  return { done: G.checks.length, market, deck: DOMINANCE_CHECK_IDS.length - seen - market };
}

export interface Stakes {
  /** The next check is surely the last one (no other check card left), or may be (two left may come out together). */
  last: 'yes' | 'maybe' | 'no';
  /** PAMIR-DOM-1: blocks ahead needed now. */
  margin: number;
  /** The coalition that would be dominant now (null: the check would fail). */
  dominant: Coalition | null;
  /** Points each player would score if the check happened now. */
  points: Record<PlayerID, number>;
  /** How the game would end if the check happened now (null: it would go on). */
  end: Outcome | null;
}

/** PAMIR-DOM-1..4, PAMIR-END-1..3: the next check's stakes, as the game would score it now. */
export function nextCheck(G: ReadState): Stakes {
  const { market, deck } = checksLeft(G);
  const cards = market + deck;
  const last = cards <= 1 ? 'yes' : cards === 2 && deck > 0 ? 'maybe' : 'no';
  const { dominant, points } = checkPoints(G, last === 'yes');
  const players = Object.fromEntries(Object.entries(G.players).map(([id, p]) => [id, { ...p, score: p.score + (points[id] ?? 0) }]));
  const after = { ...G, players, checks: [...G.checks, { dominant, points, final: last === 'yes' }] } as ReadState;
  return { last, margin: dominanceMargin(G), dominant, points, end: outcome(after) };
}

export interface FinalRow {
  id: PlayerID;
  score: number;
  /** PAMIR-END-3: military stars in court, the first tie-break. */
  military: number;
  /** PAMIR-END-3: rupees, the second tie-break. */
  rupees: number;
  winner: boolean;
}

export interface EndSummary {
  reason: Outcome['reason'];
  winners: PlayerID[];
  /** The check after which the game ended (1 = the first). */
  check: number;
  /** What broke a tie on points among the best: nothing, military stars, rupees, or nothing could (shared). */
  tieBreak: 'none' | 'military' | 'rupees' | 'shared';
  /** Every player, best first (points, then military stars, then rupees). */
  rows: FinalRow[];
}

/** PAMIR-END-1..3: why the game ended and every player's final figures; null while it goes on. */
export function endSummary(G: ReadState): EndSummary | null {
  const end = outcome(G);
  if (!end) return null;
  const rows = seats(G).map((id) => ({ id, score: G.players[id].score, military: stars(G, id, 'military'), rupees: G.players[id].rupees, winner: end.winners.includes(id) }));
  rows.sort((a, b) => b.score - a.score || b.military - a.military || b.rupees - a.rupees);
  let tieBreak: EndSummary['tieBreak'] = 'none';
  if (end.reason === 'final') {
    const tied = rows.filter((r) => r.score === rows[0].score);
    if (end.winners.length > 1) tieBreak = 'shared';
    else if (tied.length > 1) tieBreak = tied.filter((r) => r.military === tied[0].military).length > 1 ? 'rupees' : 'military';
  }
  return { reason: end.reason, winners: end.winners, check: G.checks.length, tieBreak, rows };
}
