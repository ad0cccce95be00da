/** Reading a game's result and a cut-off position for the bots (games/bots/kit.ts). */
import type { Ctx } from 'boardgame.io';
import type { Outcome } from '../../bots/kit';
import { VICTORY_CAPITALS, VICTORY_INFLUENCE } from '../data/constants';
import type { PaxState } from '../rules/types';
import { capitalsCaptured, capitalWinner } from '../rules/victory';

/**
 * BARB-END-1, BARB-END-2, BARB-D-ROUND-LIMIT: one seat wins; each seat scores its faction's influence. The ending
 * names the victory: three foreign capitals (checked after every move), 100 influence, or the round limit.
 */
export function outcome(G: PaxState, gameover: unknown, _numPlayers: number): Outcome {
  const winner = (gameover as { winner?: unknown } | undefined)?.winner;
  const scores: Record<string, number> = {};
  for (const [seat, f] of Object.entries(G.seats)) scores[seat] = f ? (G.realms[f]?.influence ?? 0) : 0;
  if (typeof winner !== 'string') return { winners: [], scores };
  const faction = G.seats[winner];
  const ending =
    faction && capitalWinner(G) === faction ? 'capitals' : faction && (G.realms[faction]?.influence ?? 0) >= VICTORY_INFLUENCE ? 'influence' : 'round limit';
  return { winners: [winner], scores, ending };
}

/**
 * Each seat's chances, from how far it is along either road to victory: influence towards 100 (BARB-END-1) or
 * foreign capitals towards three (BARB-END-2). Shares of the seats' progress, so they add up to one.
 */
export function estimate(G: PaxState, _ctx: Ctx): Record<string, number> {
  const seats = Object.keys(G.seats);
  const out: Record<string, number> = {};
  if (G.winner !== null) {
    for (const seat of seats) out[seat] = seat === G.winner ? 1 : 0;
    return out;
  }
  const progress: Record<string, number> = {};
  let sum = 0;
  for (const seat of seats) {
    const f = G.seats[seat];
    const realm = f ? G.realms[f] : undefined;
    const reach = realm ? Math.max(realm.influence / VICTORY_INFLUENCE, capitalsCaptured(G, f!) / VICTORY_CAPITALS) : 0;
    // Squared: a clear lead counts for more than its share; the constant keeps an empty board even.
    progress[seat] = 0.05 + Math.min(1, Math.max(0, reach)) ** 2;
    sum += progress[seat];
  }
  for (const seat of seats) out[seat] = progress[seat] / sum;
  return out;
}
