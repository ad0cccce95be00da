/**
 * A tournament (BOT-ARENA-1): `games` seeded games of one configuration, each a task any worker can play (a thread
 * here, or a machine sharing the queue). Game i's seed is keyed from the tournament's seed, i and the run's
 * secret (seeds.ts), and its line-up is the seats rotated by i; in a league (`pool`, league.ts) game i is a deal
 * played by one line-up, with the deal's seeds, the same for every line-up. Results are written in game order, so the
 * same seed and secret give the same file byte for byte however many workers played it. A task holds the
 * seeds derived for its game, never the secret.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { SetupData } from '../games/types';
import type { ArenaResult, ArenaTask } from './play-game';
import { matchSeed, seatSeed } from './seeds';
import { lineUp } from './seat-spec';
import { leagueGame, leagueLineUps } from './league';

export interface Tournament {
  game: string;
  numPlayers: number;
  setupData: SetupData;
  games: number;
  /**
   * The number of its first game (0 unless told): a line too long for one run is played as ranges of game numbers
   * under the same seed and secret, each range the games the whole line would have played there.
   */
  first?: number;
  /** The tournament's seed: with the secret, it makes every game's seeds. */
  seed: string;
  /** The run's secret (seeds.ts), held by the arena's process only. */
  secret: Uint8Array;
  /** Seat specs in seat order (game 0's line-up); a league's are its pool's first line-up. */
  seats: string[];
  /** A league's bots (league.ts): more than seats, every line-up of them on every deal. */
  pool?: string[];
  rotate: boolean;
  agentTimeoutMs: number;
  /** Forward-model requests per agent decision (BOT-AGENT-7); arena/forward-model.ts's default when absent. */
  agentCalls?: number;
  /** Agents in their sandbox (sandbox.ts), unless the arena was told `--unsandboxed-agents`. */
  sandboxed: boolean;
  cwd?: string;
}

export function tasksOf(t: Tournament): ArenaTask[] {
  const pool = t.pool;
  const lineUps = pool ? leagueLineUps(pool.length, t.numPlayers) : [];
  return Array.from({ length: t.games }, (_, i) => {
    const index = (t.first ?? 0) + i;
    const game = pool ? leagueGame(index, lineUps.length) : { deal: index, lineUp: index };
    const seed = matchSeed(t.secret, t.seed, game.deal);
    return {
      index,
      game: t.game,
      numPlayers: t.numPlayers,
      setupData: t.setupData,
      seed,
      seatSeeds: Array.from({ length: t.numPlayers }, (_, seat) => seatSeed(t.secret, seed, String(seat))),
      seats: pool ? lineUps[game.lineUp].map((bot) => pool[bot]) : lineUp(t.seats, index, t.rotate),
      agentTimeoutMs: t.agentTimeoutMs,
      ...(t.agentCalls !== undefined && { agentCalls: t.agentCalls }),
      sandboxed: t.sandboxed,
      ...(t.cwd && { cwd: t.cwd }),
    };
  });
}

/** Writes results' records as JSON Lines in game order, whatever order they finish in. */
export class OrderedRecords {
  private readonly waiting = new Map<number, ArenaResult>();
  private readonly out: WriteStream;

  /** `next`: the first game's number. */
  constructor(path: string, private next = 0) {
    this.out = createWriteStream(path);
  }

  add(result: ArenaResult): void {
    this.waiting.set(result.index, result);
    while (this.waiting.has(this.next)) {
      this.out.write(`${JSON.stringify(this.waiting.get(this.next)!.record)}\n`);
      this.waiting.delete(this.next++);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}

/** Plays every task through `play` (as many at once as it takes), reporting each result as it comes. */
export async function runTournament(
  tasks: readonly ArenaTask[],
  play: (task: ArenaTask) => Promise<ArenaResult>,
  onResult: (result: ArenaResult) => void,
): Promise<ArenaResult[]> {
  const results = await Promise.all(
    tasks.map(async (task) => {
      const result = await play(task);
      onResult(result);
      return result;
    }),
  );
  return results.sort((a, b) => a.index - b.index);
}
