/**
 * Headless play: a match held in memory and driven through boardgame.io's own reducer, exactly as the
 * server runs it, with no server, socket or React. Bots, the contract tests and the benchmark use it.
 */
import type { Ctx, Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { RandomBot } from 'boardgame.io/ai';
import type { SetupData } from './types';
import { newRecord, type MatchRecord, type MoveAuthor } from './match-record';

/** A move as `ai.enumerate` offers it. */
export interface MoveChoice {
  move: string;
  args?: unknown[];
}

/** How boardgame.io's reducer reports a refused action (`action/invalid_move`, `action/inactive_player`...). */
export type Refusal = { type: string };

export type MoveResult = { ok: true } | { ok: false; refusal: Refusal };

export interface HeadlessOptions {
  numPlayers: number;
  setupData?: SetupData;
  /** Seeds the game's `random`: the same seed and the same moves give the same game. */
  seed: string;
}

type Reducer = ReturnType<typeof CreateGameReducer>;

/**
 * One reducer per game, made once: building it processes the whole game config (its flow, every move),
 * which costs more than a short game's moves. A match's seed matters only when the match starts.
 */
const reducers = new WeakMap<Game, Reducer>();

function reducerOf(game: Game): Reducer {
  let reducer = reducers.get(game);
  if (!reducer) reducers.set(game, (reducer = CreateGameReducer({ game, isClient: false })));
  return reducer;
}

/**
 * The player a one-at-a-time driver moves next: with stages, the first active player in seat order;
 * otherwise the current player.
 */
export function playerToMove({ activePlayers, currentPlayer }: Ctx): string | null {
  if (!activePlayers) return currentPlayer;
  const seats = Object.keys(activePlayers).sort((a, b) => Number(a) - Number(b));
  return seats[0] ?? null;
}
type StateWithTransients = State & { transients?: { error?: Refusal } };

/** The objects of `ctx` boardgame.io's reducer writes into in place (stage events, move counts). */
const CTX_WRITTEN = ['activePlayers', '_activePlayersMinMoves', '_activePlayersMaxMoves', '_activePlayersNumMoves'] as const;

/**
 * The state with the parts the reducer writes into copied (the active players and their move counts in
 * `ctx`, the plugins' data), so a state a caller kept (a replay's checkpoint, a test's `before`) stays
 * as it was after the next move.
 */
function writableCopy(state: State): State {
  const ctx = { ...state.ctx } as Record<string, unknown>;
  for (const key of CTX_WRITTEN) {
    const value = ctx[key];
    if (value && typeof value === 'object') ctx[key] = { ...value };
  }
  const plugins: State['plugins'] = {};
  for (const [name, plugin] of Object.entries(state.plugins ?? {})) {
    plugins[name] = plugin && typeof plugin.data === 'object' ? { ...plugin, data: { ...plugin.data } } : plugin;
  }
  return { ...state, ctx: ctx as unknown as State['ctx'], plugins };
}

export class HeadlessMatch {
  readonly game: Game;
  state: State;
  private readonly reduce: Reducer;
  /** Every accepted move so far, with what started the match: the match record (games/match-record.ts). */
  private readonly kept: MatchRecord;

  constructor(game: Game, { numPlayers, setupData, seed }: HeadlessOptions) {
    this.game = { ...game, seed };
    this.reduce = reducerOf(game);
    this.state = InitializeGame({ game: this.game, numPlayers, setupData });
    this.kept = newRecord(game.name ?? 'unnamed', numPlayers, seed, setupData);
  }

  /**
   * A match that goes on from `state`, where `record`'s moves lead (a stored match's initial state, a
   * replay's checkpoint): no setup is run, and the record goes on from `record`.
   */
  static resume(game: Game, record: MatchRecord, state: State): HeadlessMatch {
    const match = Object.create(HeadlessMatch.prototype) as HeadlessMatch;
    Object.assign(match, { game: { ...game, seed: record.seed }, reduce: reducerOf(game), state, kept: { ...record, moves: [...record.moves] } });
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
    return this.isOver ? null : playerToMove(this.state.ctx);
  }

  /** Players who may act now. */
  get activePlayers(): string[] {
    const { activePlayers, currentPlayer } = this.state.ctx;
    return activePlayers ? Object.keys(activePlayers) : [currentPlayer];
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
    const next = this.reduce(writableCopy(this.state), {
      type: 'MAKE_MOVE',
      payload: { type: move, args, playerID },
    } as never) as StateWithTransients;
    if (next.transients?.error) return { ok: false, refusal: next.transients.error };
    this.state = next;
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
