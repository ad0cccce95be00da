/**
 * Taking back a move: during their own turn, a player may take back the moves that revealed nothing new,
 * until the turn ends or something is revealed. A move may be taken back only when both hold:
 * - its game says so: the move is declared with boardgame.io's `undoable` (true, or a function of the
 *   state before the move that says true). Unlike boardgame.io, a move that says nothing may NOT be taken
 *   back: drawing a card from a deck shuffled long before uses no randomness, yet shows the card;
 * - nothing in the match says otherwise: the same turn and phase after it, its player still to act (the
 *   move did not end their part), nobody asked to act who was not already, no random draw (the random
 *   plugin's state unchanged), the game not over.
 * Any other move ends every take-back of the match, and so does a move of another player (in stages where
 * several act at once): taking back restores the whole match, so only while nobody else has moved since.
 * The server stores the state before each move that may be taken back (storage `takeBackTo`), and restores
 * the newest on request.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { ProcessedGame } from './run-move';
import { seatsToAct } from '../../games/engine/acting';
import { declaredUndoable, moveOf } from '../../games/engine/moves';

/** Whether `playerID`'s move `name`, from `before` to `after`, may be taken back. */
export function mayTakeBack(game: ProcessedGame, before: State, after: State, name: string, playerID: string): boolean {
  if (!declaredUndoable(moveOf(game, before.ctx, name, playerID), before)) return false;
  const { ctx } = after;
  const actedBefore = new Set(seatsToAct(before.ctx));
  const actingAfter = seatsToAct(after.ctx);
  return (
    ctx.gameover === undefined &&
    ctx.turn === before.ctx.turn &&
    ctx.phase === before.ctx.phase &&
    actedBefore.has(playerID) &&
    actingAfter.includes(playerID) &&
    actingAfter.every((seat) => actedBefore.has(seat)) &&
    JSON.stringify(after.plugins?.random) === JSON.stringify(before.plugins?.random)
  );
}

/** The log entry a take-back leaves: who took back, on which state (its id and ctx). */
export function takeBackEntry(stateID: number, ctx: State['ctx'], playerID: string): LogEntry {
  return {
    action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID } },
    _stateID: stateID,
    turn: ctx.turn,
    phase: ctx.phase,
  } as unknown as LogEntry;
}
