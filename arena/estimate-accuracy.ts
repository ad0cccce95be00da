/**
 * BOT-ESTIMATE-1: how well a game's estimate of an unfinished game (`BotKit.estimate`, what the search reads where
 * a playout is cut short) predicts the result. Finished games are replayed; at a quarter, half and three quarters
 * of each game's moves the estimate is read from the full state, then set against who won:
 * - how often the seat it favours wins, beside how often a seat picked at random does;
 * - its Brier score's skill against a uniform guess (1: every result foreseen with certainty, 0: no better than
 *   the uniform guess, below 0: worse).
 */
import type { ReportTable } from '../games/bots/kit';
import { percent, shareWithInterval } from '../games/bots/interval';

/** The fractions of a game's moves after which its estimate is read. */
export const CHECKPOINTS = [0.25, 0.5, 0.75] as const;

/** The moves (counted from 1) after which the estimate is read in a game of `moves` moves. */
export function checkpointMoves(moves: number): number[] {
  return CHECKPOINTS.map((fraction) => Math.max(1, Math.floor(fraction * moves)));
}

interface Tally {
  games: number;
  /** Games the favourite won (a share when several seats are favoured or several win). */
  favouriteWon: number;
  /** The same for a seat picked at random. */
  chanceWon: number;
  brier: number;
  uniformBrier: number;
}

/** Each seat's share of the win: 1 / winners for a winner, 0 otherwise (no seat at all when none won). */
function shares(seats: readonly string[], winners: readonly string[]): Record<string, number> {
  return Object.fromEntries(seats.map((seat) => [seat, winners.includes(seat) ? 1 / winners.length : 0]));
}

function brier(seats: readonly string[], chances: (seat: string) => number, truth: Record<string, number>): number {
  return seats.reduce((sum, seat) => sum + (chances(seat) - truth[seat]) ** 2, 0);
}

export class EstimateAccuracy {
  private readonly tallies = CHECKPOINTS.map((): Tally => ({ games: 0, favouriteWon: 0, chanceWon: 0, brier: 0, uniformBrier: 0 }));

  /** One finished game: the estimates read at each checkpoint (in CHECKPOINTS' order) and its winners. */
  add(numPlayers: number, estimates: readonly Record<string, number>[], winners: readonly string[]): void {
    const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
    const truth = shares(seats, winners);
    for (const [at, estimate] of estimates.entries()) {
      const chance = (seat: string) => estimate[seat] ?? 0;
      const best = Math.max(...seats.map(chance));
      const favourites = seats.filter((seat) => chance(seat) === best);
      const tally = this.tallies[at];
      tally.games++;
      tally.favouriteWon += favourites.filter((seat) => winners.includes(seat)).length / favourites.length;
      tally.chanceWon += winners.length / numPlayers;
      tally.brier += brier(seats, chance, truth);
      tally.uniformBrier += brier(seats, () => 1 / numPlayers, truth);
    }
  }

  table(): ReportTable {
    return {
      title: 'The estimate of an unfinished game (BOT-ESTIMATE-1): how often the seat it favours wins',
      columns: ['read after', 'games', 'favourite won (95 % interval)', 'a seat at random', 'Brier skill'],
      rows: this.tallies.map((tally, at) => [
        `${CHECKPOINTS[at] * 100} % of the moves`,
        tally.games,
        shareWithInterval(tally.favouriteWon, tally.games),
        percent(tally.chanceWon / Math.max(1, tally.games)),
        tally.uniformBrier === 0 ? '—' : (1 - tally.brier / tally.uniformBrier).toFixed(2),
      ]),
    };
  }
}
