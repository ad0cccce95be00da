/** The end of the game (RP-END-1..4) and the score (RP-SCORE-1..3). */
import { COLONY_POINTS, familyOf } from '../data/cards';
import { pairs } from './hand';
import type { Hand, LaidSet, PlayerID } from './types';

/**
 * RP-END-1, RP-END-2: the player who draws the last Civilisation card triggers the final round: every
 * player has one more turn, the triggering player last. Returns the number of the game's last turn.
 */
export function lastTurnAfterTrigger(turn: number, numPlayers: number): number {
  return turn + numPlayers;
}

/**
 * RP-END-4 (decision): when a whole round of turns ends without any card drawn (People pile empty and
 * nobody with a colony), nothing can change any more through drawing, and the game ends.
 */
export function stalled(drawlessTurns: number, numPlayers: number): boolean {
  return drawlessTurns >= numPlayers;
}

export interface ScoreLine {
  colonies: number;
  colonyPoints: number;
  cities: number[];
  cityPoints: number;
  pairs: number;
  total: number;
}

/** RP-SCORE-1, RP-SCORE-2: colony and city cards, plus one point per pair of identical cards in hand. */
export function scoreLine(sets: readonly LaidSet[], hand: Hand): ScoreLine {
  const colonies = sets.filter((set) => familyOf(set.kind) === 'people').length;
  const cities = sets.filter((set) => familyOf(set.kind) === 'civilisation').map((set) => set.points);
  const colonyPoints = colonies * COLONY_POINTS;
  const cityPoints = cities.reduce((a, b) => a + b, 0);
  const pairPoints = pairs(hand);
  return { colonies, colonyPoints, cities, cityPoints, pairs: pairPoints, total: colonyPoints + cityPoints + pairPoints };
}

export interface Outcome {
  scores: Record<PlayerID, ScoreLine>;
  /** RP-SCORE-3 (decision): every player with the highest total wins; a tie is a shared victory. */
  winners: PlayerID[];
  winner?: PlayerID;
  /** Everybody tied. */
  draw?: true;
}

export function outcome(scores: Record<PlayerID, ScoreLine>): Outcome {
  const best = Math.max(...Object.values(scores).map((line) => line.total));
  const winners = Object.keys(scores).filter((id) => scores[id].total === best);
  if (winners.length === 1) return { scores, winners, winner: winners[0] };
  return winners.length === Object.keys(scores).length ? { scores, winners, draw: true } : { scores, winners };
}
