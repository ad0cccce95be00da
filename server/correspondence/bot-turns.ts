/**
 * The server plays the turns of the seats it holds: seats filled with bots, and seats of players who
 * missed a deadline or left (a bot stands in until they take their seat back). Every bot is honest: it
 * chooses from the seat's own view (games/engine/view.ts), so it knows no more than the player it stands in
 * for; and seeded (games/engine/chooser.ts) from the match's own random seed, never shown to anyone, and the
 * step, so the same match at the same step gets the same move on any instance, after any restart.
 * - `random`: a uniform choice among `ai.enumerate`'s moves, made within the match's queue.
 * - a level (BOT-LEVEL-1): a search, made in a worker thread (level-pool.ts) on the state as stored, and
 *   played only if the match is still at that state (else the next state calls the bot again).
 */
import type { State } from 'boardgame.io';
import type { MatchData } from '../storage/match-rows';
import type { Logger } from '../log';
import type { MatchEngine } from '../matches/match-engine';
import type { ProcessedGame } from '../matches/run-move';
import { playedByServer, seatOf } from '../matches/seats';
import type { SqlStorage } from '../storage/sql-storage';
import type { MatchNow } from './match-now';
import { seatsToAct } from '../../games/engine/acting';
import { decisionSeed, seededChoice } from '../../games/engine/chooser';
import { seatView } from '../../games/engine/view';
import type { ServerBot } from '../protocol';
import { LevelPool } from './level-pool';

/** A refused choice (a bug in a game's enumerate, or a race) is retried this many times with another pick. */
const ATTEMPTS = 5;

export interface BotTurnOptions {
  /** A pause before each bot move, so people watching can follow (0 in tests). */
  delayMs: number;
}

export class BotTurns {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private readonly levels = new LevelPool();

  constructor(
    private readonly engine: () => MatchEngine,
    private readonly storage: SqlStorage,
    private readonly games: () => ReadonlyMap<string, ProcessedGame>,
    private readonly logger: Logger,
    private readonly options: BotTurnOptions,
  ) {}

  /**
   * After any change of the match: let the server play for the first of its seats, in seat order, that must
   * act now. One at a time: when several act at once (a simultaneous stage), the next plays once this one's
   * move is stored (the stored-move hook calls `play` again), so the order of the bots' moves, and with it
   * every later state, never depends on which search ends first.
   */
  async play(matchID: string, now?: MatchNow): Promise<void> {
    const read = now ?? (await this.storage.readForMove(matchID, undefined));
    if (!read?.state) return;
    const next = nextServerSeat(read.state.ctx, read.metadata);
    if (next) this.later(() => this.move(matchID, next.playerID, next.by, next.bot));
  }

  private later(work: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      // A search cut short by stopping the server is no failure.
      work().catch((error: unknown) => this.stopped || this.logger.error({ err: error }, 'a bot turn failed'));
    }, this.options.delayMs);
    this.timers.add(timer);
  }

  private async move(matchID: string, playerID: string, by: 'bot' | 'stand-in', bot: ServerBot): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      // A random bot chooses within the match's queue, on the state the engine holds (nothing read).
      const searched = bot === 'random' ? undefined : await this.search(matchID, playerID, bot, attempt);
      if (searched === 'nothing') return;
      const outcome = await this.engine().playFor(matchID, playerID, by, (state, gameName, seats) => {
        // Only the seat the server plays next: a search begun before another of its seats came first (a player
        // left, a seat was filled) is dropped, whichever ends first.
        if (nextServerSeat(state.ctx, seats)?.playerID !== playerID) return undefined;
        if (searched) return state._stateID === searched.stateID ? searched.choice : undefined;
        return this.choose(matchID, state, gameName, playerID, attempt);
      });
      // Stored: the stored-move hook calls `play` again for whoever acts next.
      if (outcome === undefined || outcome === 'stored' || outcome === 'stale' || outcome === 'game-over' || outcome === 'not-allowed-now') return;
      this.logger.warn({ matchID, playerID, outcome }, 'a bot move was refused; trying another');
    }
  }

  private choose(matchID: string, state: State, gameName: string, playerID: string, attempt: number) {
    const game = this.games().get(gameName);
    const enumerate = game?.ai?.enumerate;
    if (!game || !enumerate) return undefined;
    const choices = (enumerate(seatView(game, state, playerID), state.ctx, playerID) ?? []) as { move: string; args?: unknown[] }[];
    return seededChoice(choices, seedOf(matchID, state, playerID, attempt));
  }

  /**
   * A level's choice, searched in the worker on the match as stored (read once: a search costs far more):
   * 'nothing' when the seat has nothing to play now or is no longer this level's.
   */
  private async search(matchID: string, playerID: string, level: Exclude<ServerBot, 'random'>, attempt: number) {
    const read = await this.storage.readForMove(matchID, undefined);
    const state = read?.state;
    if (!read || !state || seatOf(read.metadata, playerID)?.bot !== level) return 'nothing' as const;
    const game = this.games().get(read.gameName);
    if (!game || nextServerSeat(state.ctx, read.metadata)?.playerID !== playerID) return 'nothing' as const;
    // The seat's view as its client would receive it (through JSON), which is what any bot decides from.
    const view = JSON.parse(JSON.stringify(seatView(game, state, playerID))) as unknown;
    const ctx = JSON.parse(JSON.stringify(state.ctx)) as State['ctx'];
    const choice = await this.levels.decide({ game: read.gameName, level, seed: seedOf(matchID, state, playerID, attempt), view, ctx, playerID });
    return { stateID: state._stateID, choice };
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    void this.levels.close();
  }
}

/**
 * The seat the server plays next: the first in seat order that must act now and that the server holds (a
 * bot's, or one a bot stands in for); none once the game is over.
 */
function nextServerSeat(ctx: State['ctx'], seats: MatchData): { playerID: string; by: 'bot' | 'stand-in'; bot: ServerBot } | undefined {
  for (const playerID of seatsToAct(ctx)) {
    const seat = seatOf(seats, playerID);
    const by = seat && playedByServer(seat);
    if (by) return { playerID, by, bot: seat.bot ?? 'random' };
  }
  return undefined;
}

/** A decision's seed: the match's own random seed (never shown to anyone), the state, the seat, the attempt. */
function seedOf(matchID: string, state: State, playerID: string, attempt: number): string {
  const matchSeed = (state.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  return decisionSeed(typeof matchSeed === 'string' ? matchSeed : matchID, state._stateID, playerID, String(attempt));
}
