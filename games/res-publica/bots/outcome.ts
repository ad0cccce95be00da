/** The result of a game for the bots and the arena, and a cheap reading of a game cut short. */
import type { Ctx } from 'boardgame.io';
import type { Outcome } from '../../bots/kit';
import { scoreLine, type Outcome as GameEnd } from '../rules/end';
import type { State } from '../rules/types';

/** RP-SCORE-3: every player with the highest total wins (a shared victory on a tie). */
export function outcome(G: State, gameover: unknown, _numPlayers: number): Outcome {
  const end = gameover as GameEnd | undefined;
  if (end?.scores) {
    const scores = Object.fromEntries(Object.entries(end.scores).map(([id, line]) => [id, line.total]));
    return { winners: [...end.winners], scores };
  }
  const scores = currentScores(G);
  const best = Math.max(...Object.values(scores));
  return { winners: Object.keys(scores).filter((id) => scores[id] === best), scores };
}

/** RP-SCORE-1, RP-SCORE-2: each player's total if the game ended now. */
function currentScores(G: State): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const id of Object.keys(G.players)) scores[id] = scoreLine(G.laid[id], G.players[id].hand).total;
  return scores;
}

/** How many points apart make a lead count: about one city card's worth. */
const POINTS_SCALE = 4;

/**
 * Each seat's chances from the score it would have now: a softmax of the totals, so a lead of a few
 * points weighs, and a tie splits evenly.
 */
export function estimate(G: State, _ctx: Ctx): Record<string, number> {
  const scores = currentScores(G);
  const best = Math.max(...Object.values(scores));
  const weights = Object.fromEntries(Object.entries(scores).map(([id, total]) => [id, Math.exp((total - best) / POINTS_SCALE)]));
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(weights).map(([id, weight]) => [id, weight / sum]));
}
