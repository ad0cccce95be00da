/** The bots' enumerate: every legal action of the player (rules/actions.ts). */
import type { Ctx } from 'boardgame.io';
import { legalActions, type Action, type Phase } from './rules/actions';
import type { PaxState } from './rules/types';

export function enumerate(G: PaxState, ctx: Ctx, playerID: string): Action[] {
  if (ctx.gameover) return [];
  return legalActions(G, ctx.phase as Phase, playerID, ctx.currentPlayer);
}
