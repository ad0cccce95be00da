/** Bots: every legal choice, from the rules' one generator (rules/legal.ts). */
import type { Ctx } from 'boardgame.io';
import { legalChoices, type Choice, type Phase } from './rules/legal';
import type { PaxState } from './rules/state';

export function enumerate(G: PaxState, ctx: Ctx, playerID: string): Choice[] {
  return legalChoices(G, ctx.phase as Phase, ctx.currentPlayer, playerID);
}
