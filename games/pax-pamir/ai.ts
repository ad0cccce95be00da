/** Bots: every legal choice, from the rules' one generator (rules/legal.ts), on the full state or a seat's view. */
import type { Ctx } from 'boardgame.io';
import { legalChoices, type Choice, type Phase } from './rules/legal';
import type { PaxState } from './rules/state';
import type { PaxView } from './view';
import { isView, viewAsState } from './bots/view-state';

export function enumerate(G: PaxState | PaxView, ctx: Ctx, playerID: string): Choice[] {
  return legalChoices(isView(G) ? viewAsState(G) : G, ctx.phase as Phase, ctx.currentPlayer, playerID);
}
