/**
 * Headless play: a match held in memory and driven through boardgame.io's own reducer, exactly as the
 * server runs it, with no server, socket or React. Bots, the contract tests and the benchmark use it.
 */
import type { Ctx, Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { RandomBot } from 'boardgame.io/ai';
import type { SetupData } from './setup-data';
import { newRecord, type MatchRecord, type MoveAuthor } from './match-record';
import { playerToMove, seatsToAct } from './engine/acting';
import { reduce, type ReduceRefusal } from './engine/reduce';

/** A move as `ai.enumerate` offers it. */
export interface MoveChoice {
  move: string;
  args?: unknown[];
}

/** How boardgame.io's reducer reports a refused action (`action/invalid_move`, `action/inactive_player`...). */
export type Refusal = ReduceRefusal;

export type MoveResult = { ok: true } | { ok: false; refusal: Refusal };

export interface HeadlessOptions {
  numPlayers: number;
  setupData?: SetupData;
  /** Seeds the game's `random`: the same seed and the same moves give the same game. */
  seed: string;
}

export class HeadlessMatch {
  readonly game: Game;
  /** The game object itself, whose reducer is made once (`game` is a copy carrying this match's seed). */
  private readonly rules: Game;
  state: State;
  /** Every accepted move so far, with what started the match: the match record (games/match-record.ts). */
  private readonly kept: MatchRecord;

  constructor(game: Game, { numPlayers, setupData, seed }: HeadlessOptions) {
    this.game = { ...game, seed };
    this.rules = game;
    this.state = InitializeGame({ game: this.game, numPlayers, setupData });
    this.kept = newRecord(game.name ?? 'unnamed', numPlayers, seed, setupData);
  }

  /**
   * A match that goes on from `state`, where `record`'s moves lead (a stored match's initial state, a
   * replay's checkpoint): no setup is run, and the record goes on from `record`.
   */
  static resume(game: Game, record: MatchRecord, state: State): HeadlessMatch {
    const match = Object.create(HeadlessMatch.prototype) as HeadlessMatch;
    Object.assign(match, { game: { ...game, seed: record.seed }, rules: game, state, kept: { ...record, moves: [...record.moves] } });
    return match;
  }

  /**
   * The match so far as a record: its start and every move `move` accepted, in order. A state set by hand
   * (a test's position) is no move: a record of such a match does not lead to it.
   */
  record(): MatchRecord {
    return { ...this.kept, moves: [...this.kept.moves] };
  }

  get ctx(): Ctx {
    return this.state.ctx;
  }

  get isOver(): boolean {
    return this.state.ctx.gameover !== undefined;
  }

  /** The player a one-at-a-time driver moves next (`playerToMove`), none once the game is over. */
  get nextPlayer(): string | null {
    return playerToMove(this.state.ctx);
  }

  /** Players who must act now, in seat order. */
  get activePlayers(): string[] {
    return seatsToAct(this.state.ctx);
  }

  enumerate(playerID: string): MoveChoice[] {
    const enumerate = this.game.ai?.enumerate;
    if (!enumerate) throw new Error(`game ${this.game.name} has no ai.enumerate`);
    return enumerate(this.state.G, this.state.ctx, playerID) as MoveChoice[];
  }

  /**
   * Try a move. A refused move (by the game's INVALID_MOVE or by boardgame.io's own checks) leaves the
   * state exactly as it was and says why.
   */
  move(playerID: string, move: string, args: unknown[] = [], by?: MoveAuthor): MoveResult {
    const outcome = reduce(this.rules, this.state, { move, args, playerID });
    if (!outcome.ok) return outcome;
    this.state = outcome.next;
    this.kept.moves.push({ player: playerID, move, args, ...(by && { by }) });
    return { ok: true };
  }
}

/** What one random game did. */
export interface PlayoutResult {
  moves: number;
  gameover: unknown;
  finished: boolean;
}

export interface PlayoutOptions extends HeadlessOptions {
  /** Stop (unfinished) after this many moves. */
  maxMoves: number;
  /** Called once before the first move. */
  onStart?(match: HeadlessMatch): void;
  /** Called after every accepted move, e.g. to check invariants. */
  afterMove?(match: HeadlessMatch, played: MoveChoice & { playerID: string }): void;
}

/** A boardgame.io bot (RandomBot, MCTSBot...): what `play` needs of one. */
export interface Bot {
  play(state: State, playerID: string): Promise<{ action: unknown }>;
}

/**
 * Play one game with a bot per seat (`botFor(playerID)`), until it ends or `maxMoves` are played.
 * Throws when a bot's move is refused or an active player has nothing to play.
 */
export async function playWithBots(
  game: Game,
  botFor: (playerID: string) => Bot,
  options: PlayoutOptions,
): Promise<PlayoutResult & { match: HeadlessMatch }> {
  const match = new HeadlessMatch(game, options);
  let moves = 0;
  options.onStart?.(match);
  while (!match.isOver && moves < options.maxMoves) {
    const playerID = match.nextPlayer!;
    if (match.enumerate(playerID).length === 0) {
      throw new Error(`${game.name}: player ${playerID} is active but ai.enumerate offers nothing (after ${moves} moves)`);
    }
    const { action } = await botFor(playerID).play(match.state, playerID);
    const { type: move, args } = (action as { payload: { type: string; args?: unknown[] } }).payload;
    const result = match.move(playerID, move, args ?? []);
    if (!result.ok) {
      throw new Error(
        `${game.name}: enumerated move ${move}(${JSON.stringify(args)}) by player ${playerID} was refused: ${result.refusal.type}`,
      );
    }
    moves++;
    options.afterMove?.(match, { move, args, playerID });
  }
  return { moves, gameover: match.state.ctx.gameover, finished: match.isOver, match };
}

/**
 * Play one full game with boardgame.io's RandomBot in every seat, seeded: the same options give the
 * same game.
 */
export async function playRandomGame(game: Game, options: PlayoutOptions): Promise<PlayoutResult> {
  const bot = new RandomBot({ enumerate: game.ai!.enumerate, seed: `bot:${options.seed}` });
  const { moves, gameover, finished } = await playWithBots(game, () => bot, options);
  return { moves, gameover, finished };
}
