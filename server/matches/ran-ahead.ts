/**
 * Whether a client whose move was refused may have applied it ahead of the server. boardgame.io's client
 * runs a move on its own state before the server answers, unless the move is declared `client: false`,
 * does not exist for the seat there, the game is over or the seat may not act: then it only sends it. Only
 * a client that may have run ahead needs the match as stored again; any other is told the refusal alone.
 */
import type { State } from 'boardgame.io';
import type { ProcessedGame } from './run-move';

/**
 * `stored`: the match's state as stored when the move was refused (undefined when the server does not know
 * it: then the client may have, and is sent the match).
 */
export function mayHaveRunAhead(game: ProcessedGame, stored: State | undefined, move: { name: string; playerID: string; stateID: number }): boolean {
  // A client on another state than the stored one holds something else than the match, whatever it ran.
  if (!stored || stored._stateID !== move.stateID) return true;
  if (stored.ctx.gameover !== undefined) return false;
  const config = game.flow.getMove(stored.ctx, move.name, move.playerID);
  if (!config) return false;
  if (typeof config === 'object' && (config as { client?: unknown }).client === false) return false;
  return game.flow.isPlayerActive(stored.G, stored.ctx, move.playerID);
}
