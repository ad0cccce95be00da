/** How a game of Pax Pamir ended, and a cheap reading of one cut short (games/bots/kit.ts). */
import type { Ctx } from 'boardgame.io';
import type { Outcome } from '../../bots/kit';
import { checkPoints } from '../rules/dominance';
import { playerIds, type PaxState } from '../rules/state';

/** PAMIR-END-1..3: the winners boardgame.io recorded (game.ts `gameover`), every seat's points (Wakhan's too). */
export function outcome(G: PaxState, gameover: unknown, _numPlayers: number): Outcome {
  const winners = (gameover as { winners?: string[] } | undefined)?.winners ?? [];
  const scores: Record<string, number> = {};
  for (const id of playerIds(G)) scores[id] = G.players[id].score;
  return { winners: [...winners], scores };
}

/** Points a seat may be behind and still be given about a third of the leader's chances. */
const SPREAD = 3;

/**
 * BOT-ESTIMATE-3: what the points a Dominance Check would give now (PAMIR-DOM-1..3) are worth beside the points
 * already scored: the board changes before the next check, so half of them.
 */
const CHECK_NOW = 0.5;

/**
 * Each seat's chances from the points scored (PAMIR-END-2: a 4-point lead wins after a check) and half of what a
 * check would give now (BOT-ESTIMATE-3), with rupees as a small tie-break (PAMIR-END-3): a softmax, summing to 1.
 */
export function estimate(G: PaxState, _ctx: Ctx): Record<string, number> {
  const ids = playerIds(G);
  const { points } = checkPoints(G, false);
  const value = (id: string) => G.players[id].score + CHECK_NOW * points[id] + G.players[id].rupees / 100;
  const best = Math.max(...ids.map(value));
  const weights = ids.map((id) => Math.exp((value(id) - best) / SPREAD));
  const total = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(ids.map((id, i) => [id, weights[i] / total]));
}
