/** Bots: every decision of every step comes from the rules' legal-action generator. */
import type { Ctx } from 'boardgame.io';
import { legalActions } from './rules/legal';
import type { PaxState } from './rules/types';

export function enumerate(G: PaxState, _ctx: Ctx, playerID: string): { move: string; args: unknown[] }[] {
  return legalActions(G, playerID);
}

export const ai = { enumerate };
