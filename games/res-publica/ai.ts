/**
 * The bots' enumerate (rules/actions.ts), on the full state or on a seat's view: the legal decisions
 * read only the deciding player's own hand and what everybody sees, so both give the same list.
 */
import type { Ctx } from 'boardgame.io';
import { legalActions, situationOf, stageOf, type Action, type Situation } from './rules/actions';
import type { PlayerID, State } from './rules/types';
import type { ResPublicaView } from './view';

/** A view replaces the draw piles by their sizes (view.ts). */
export const isView = (G: State | ResPublicaView): G is ResPublicaView => 'piles' in G;

/** The deciding player's situation as their own view shows it. */
export function situationInView(view: ResPublicaView, playerID: PlayerID): Situation {
  const hand = view.players[playerID]?.hand;
  if (!hand) throw new Error(`res-publica: the view does not show player ${playerID}'s hand: enumerate on their own view`);
  return { hand, laid: view.laid, trade: view.trade, peopleLeft: view.piles.people, civilisationLeft: view.piles.civilisation };
}

export function enumerate(G: State | ResPublicaView, ctx: Ctx, playerID: PlayerID): Action[] {
  const stage = ctx.gameover === undefined ? stageOf(ctx.activePlayers, playerID) : null;
  if (stage === null) return [];
  const at = isView(G) ? situationInView(G, playerID) : situationOf(G, playerID);
  return legalActions(at, stage, playerID, ctx.currentPlayer);
}
