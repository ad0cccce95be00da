/**
 * The bots' enumerate: every legal action of the player (rules/actions.ts), from the full state or from
 * that player's own view (PAX-HIDDEN-*: no legal action depends on what the seat cannot see).
 */
import type { Ctx } from 'boardgame.io';
import { stateForActions } from './bots/view-state';
import { legalActions, type Action, type Phase } from './rules/actions';
import type { PaxState } from './rules/types';
import type { PaxView } from './view';

export function enumerate(G: PaxState | PaxView, ctx: Ctx, playerID: string): Action[] {
  if (ctx.gameover) return [];
  const state = stateForActions(G, playerID);
  return state === null ? [] : legalActions(state, ctx.phase as Phase, playerID, ctx.currentPlayer);
}
