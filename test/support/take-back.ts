/**
 * Taking a move back, in the game tests: a move played in a headless match, then judged by the server's own
 * rule (`mayTakeBack`, server/matches/take-back.ts) on the states before and after it, as the server judges
 * every stored move.
 */
import type { Game, LongFormMove, Move, State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'vitest';
import type { HeadlessMatch } from '../../games/headless';
import type { ProcessedGame } from '../../server/matches/run-move';
import { mayTakeBack } from '../../server/matches/take-back';

export interface TakeBackVerdict {
  /** The server lets the player take the move back. */
  allowed: boolean;
  /**
   * What the match alone says, whatever the game declares: the same turn and phase, the mover still to act,
   * nobody newly asked to act, no random draw, the game not over. True with `allowed` false means the game
   * itself says the move may not be taken back.
   */
  matchAllows: boolean;
}

type Moves = Record<string, Move<any>>;

/** The same move, declared `undoable: true` whatever the game says. */
const declared = (move: Move<any>): LongFormMove<any> => ({ ...(typeof move === 'function' ? { move } : move), undoable: true });

function declaringAll(moves: Moves | undefined): Moves | undefined {
  return moves && Object.fromEntries(Object.entries(moves).map(([name, move]) => [name, declared(move)]));
}

function stagesDeclaringAll(turn: Game['turn']): Game['turn'] {
  if (!turn?.stages) return turn;
  const stages = Object.fromEntries(Object.entries(turn.stages).map(([name, stage]) => [name, { ...stage, moves: declaringAll(stage.moves) }]));
  return { ...turn, stages };
}

/** The game with every move declared undoable: what is left to refuse a take-back is the match alone. */
function declaringEveryMove(game: Game): Game {
  const phases =
    game.phases &&
    Object.fromEntries(
      Object.entries(game.phases).map(([name, phase]) => [name, { ...phase, moves: declaringAll(phase.moves), turn: stagesDeclaringAll(phase.turn) }]),
    );
  return { ...game, moves: declaringAll(game.moves), turn: stagesDeclaringAll(game.turn), ...(phases && { phases }) };
}

/** Judges moves of one game as the server does. */
export class TakeBackJudge {
  private readonly game: ProcessedGame;
  private readonly matchOnly: ProcessedGame;

  constructor(game: Game) {
    this.game = ProcessGameConfig(game) as unknown as ProcessedGame;
    this.matchOnly = ProcessGameConfig(declaringEveryMove(game)) as unknown as ProcessedGame;
  }

  /** Whether `playerID` may take back `move` from `before` to `after`. */
  verdict(before: State, after: State, move: string, playerID: string): TakeBackVerdict {
    return {
      allowed: mayTakeBack(this.game, before, after, move, playerID),
      matchAllows: mayTakeBack(this.matchOnly, before, after, move, playerID),
    };
  }

  /** Play the move in `match` (it must be accepted) and judge it. */
  play(match: HeadlessMatch, playerID: string, move: string, args: unknown[] = []): TakeBackVerdict {
    const before = match.state;
    const result = match.move(playerID, move, args);
    expect(result, `${move}(${JSON.stringify(args)}) by ${playerID}`).toEqual({ ok: true });
    return this.verdict(before, match.state, move, playerID);
  }
}
