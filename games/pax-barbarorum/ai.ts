/**
 * Bots: every decision of every step comes from the rules' legal-action generator. It reads no other seat's private
 * part (BARB-HIDDEN-1: their hands, order kinds, commitments), only the deciding seat's own, so it gives the same
 * moves on that seat's view (view.ts) as on the full state, with nothing to rebuild.
 */
import type { Ctx } from 'boardgame.io';
import { legalActions, type Action } from './rules/legal';
import type { PaxState } from './rules/types';

export function enumerate(G: PaxState, _ctx: Ctx, playerID: string): Action[] {
  return legalActions(G, playerID);
}

export const ai = { enumerate };
