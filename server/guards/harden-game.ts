/**
 * The game objects as the server runs them. Two guards that no game should have to remember:
 * - A move that throws (a bug, or input no rule foresaw) would reject inside boardgame.io's socket
 *   handler and take the process down. Here it is logged and refused as INVALID_MOVE: immer drops what
 *   the move had changed, so the match stays as it was.
 * - boardgame.io checks the player count of a new match only when the request names one, and
 *   otherwise creates two seats: refuse any count outside the game's range.
 */
import type { Game, Move } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

type MoveMap = Record<string, Move>;

/** Told of each move that threw (the server logs it). */
export type ReportThrow = (error: unknown, where: { game: string; move: string; args: string }) => void;

const toConsole: ReportThrow = (error, { game, move, args }) => console.error(`[${game}] move ${move} threw on ${args}:`, error);

function containMove(gameName: string, name: string, move: Move, report: ReportThrow): Move {
  const run = typeof move === 'function' ? move : move.move;
  const contained: typeof run = (context, ...args) => {
    try {
      return run(context, ...args);
    } catch (error) {
      report(error, { game: gameName, move: name, args: JSON.stringify(args).slice(0, 200) });
      return INVALID_MOVE;
    }
  };
  return typeof move === 'function' ? contained : { ...move, move: contained };
}

function containMoves(gameName: string, moves: MoveMap | undefined, report: ReportThrow): MoveMap | undefined {
  if (!moves) return moves;
  return Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, containMove(gameName, name, move, report)]));
}

function containTurn(gameName: string, turn: Game['turn'], report: ReportThrow): Game['turn'] {
  if (!turn?.stages) return turn;
  const stages = Object.fromEntries(
    Object.entries(turn.stages).map(([id, stage]) => [id, { ...stage, moves: containMoves(gameName, stage.moves, report) }]),
  );
  return { ...turn, stages };
}

export function hardenGame<G>(game: Game<G>, report: ReportThrow = toConsole): Game<G> {
  const name = game.name ?? 'game';
  const phases = game.phases
    ? Object.fromEntries(
        Object.entries(game.phases).map(([id, phase]) => [
          id,
          { ...phase, moves: containMoves(name, phase.moves, report), turn: containTurn(name, phase.turn, report) },
        ]),
      )
    : undefined;
  return {
    ...game,
    moves: containMoves(name, game.moves, report),
    turn: containTurn(name, game.turn, report),
    ...(phases && { phases }),
    validateSetupData(setupData, numPlayers) {
      const { minPlayers = 1, maxPlayers = Infinity } = game;
      if (!Number.isInteger(numPlayers) || numPlayers < minPlayers || numPlayers > maxPlayers) {
        return `${name} takes ${minPlayers} to ${maxPlayers} players`;
      }
      return game.validateSetupData?.(setupData, numPlayers);
    },
  };
}
