/**
 * The result of a game of PAX for the bots (PAX-WIN-*, PAX-SCORE-*, PAX-SOLO-5), and a cheap reading of an
 * unfinished one: the scoring as if the game ended now.
 */
import type { Ctx } from 'boardgame.io';
import type { Outcome } from '../../bots/kit';
import { categoriesInPlay, finalPosition, finalScore, type FinalResult } from '../rules/scoring';
import type { PaxState } from '../rules/types';

/**
 * `ctx.gameover` is the final result game.ts ends the game with. Its ending: Rome's victory (PAX-WIN-1, the
 * Primus Conspiratus holder wins) or the players' (PAX-WIN-2); solo, the player's victory or defeat (PAX-SOLO-5).
 */
export function outcome(_G: PaxState, gameover: unknown, _numPlayers: number): Outcome {
  const result = gameover as FinalResult;
  const scores: Record<string, number> = {};
  for (const seat in result.scores) scores[seat] = result.scores[seat].total;
  const ending = result.solo ? (result.solo.won ? 'player wins' : 'Rome wins') : result.romeWins ? 'Rome wins' : 'players win';
  return { winners: [...result.winners], scores, ending };
}

/** Points that make one seat's chances e times another's: about a category beaten (3) and a half. */
const POINTS_SCALE = 5;

/**
 * BOT-ESTIMATE-2: with Rome ahead now (PAX-WIN-1), the Primus Conspiratus holder's share of the chances. Rome
 * ahead at a game's middle is not yet Rome's victory: in club games the holder then went on to win about half
 * of the time. The rest goes by points, as when the players lead.
 */
const ROME_AHEAD_HOLDER_SHARE = 0.5;

/**
 * Each seat's chances from the scoring of the position as it stands (Rome's face-down cards included, which
 * the full state knows). Solo: the share of the categories still to get (all in the area, PAX-SOLO-5, and
 * the required ones stronger than Rome). Otherwise a softmax of the points, and, Rome ahead (PAX-WIN-1), half
 * of the chances to the Primus Conspiratus holder (none to anyone when nobody holds it: Rome's share).
 */
export function estimate(G: PaxState, ctx: Ctx): Record<string, number> {
  const result = (ctx.gameover as FinalResult | undefined) ?? finalScore(finalPosition(G));
  const seats = Object.keys(G.players);
  const chances: Record<string, number> = {};
  if (result.solo) {
    const { required, stronger, missing, won } = result.solo;
    const categories = categoriesInPlay(G.expansion).length;
    const done = Math.min(stronger.length, required) + (categories - missing.length);
    chances[seats[0]] = ctx.gameover ? (won ? 1 : 0) : done / (required + categories);
    return chances;
  }
  if (ctx.gameover) {
    for (const seat of seats) chances[seat] = result.winners.includes(seat) ? 1 : 0;
    return chances;
  }
  const best = Math.max(...seats.map((seat) => result.scores[seat].total));
  let sum = 0;
  for (const seat of seats) sum += chances[seat] = Math.exp((result.scores[seat].total - best) / POINTS_SCALE);
  const byPoints = result.romeWins ? 1 - ROME_AHEAD_HOLDER_SHARE : 1;
  for (const seat of seats) chances[seat] = (byPoints * chances[seat]) / sum + (result.romeWins && seat === G.primus ? ROME_AHEAD_HOLDER_SHARE : 0);
  return chances;
}
