/**
 * BOT-LEAGUE-2: the bots' ratings, Weng-Lin's Bayesian approximation with the Plackett-Luce model (openskill):
 * each bot a skill mu with an uncertainty sigma (25 and 25/3 before any game), updated by every game's ranking
 * in game order, so a run and the report on its records give the same figures. A game ranks its winners first
 * (a shared win ties them), then the others by score where the game gives scores, else tied (a forfeit: the
 * others win, the seat that forfeited comes last). Games that ended by no rule (the move budget, an error) rank nobody and are left
 * out, as are games where one bot held two seats (it cannot be ranked against itself).
 */
import { rate, rating, type Rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import type { ArenaResult } from './play-game';

export interface RatingLine {
  name: string;
  /** Games that rated it. */
  games: number;
  mu: number;
  sigma: number;
  /** mu ± 1.96 sigma: where the bot's skill lies with 95 % belief. */
  interval: [number, number];
}

/** Each seat's rank in a game (1 the best, ties share a rank), or null when the game ranks nobody. */
export function gameRanks(result: ArenaResult, numPlayers: number): number[] | null {
  if (result.error || (!result.finished && !result.forfeit)) return null;
  const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const others = seats.filter((seat) => !result.winners.includes(seat));
  const below = result.winners.length ? 2 : 1;
  return seats.map((seat) => {
    if (result.winners.includes(seat)) return 1;
    const score = result.scores?.[seat];
    if (score === undefined) return below;
    const better = new Set(others.map((other) => result.scores?.[other]).filter((other): other is number => other !== undefined && other > score));
    return below + better.size;
  });
}

/** The ratings of the bots of `results` (game i's seats named by `lineUps`), the best first. */
export function ratings(results: readonly ArenaResult[], lineUps: ReadonlyMap<number, readonly string[]>): RatingLine[] {
  const held = new Map<string, { rating: Rating; games: number }>();
  for (const result of [...results].sort((a, b) => a.index - b.index)) {
    const names = lineUps.get(result.index)!;
    if (new Set(names).size < names.length) continue;
    const rank = gameRanks(result, names.length);
    if (!rank) continue;
    const before = names.map((name) => held.get(name) ?? { rating: rating(), games: 0 });
    const after = rate(before.map(({ rating }) => [rating]), { rank, model: plackettLuce });
    names.forEach((name, seat) => held.set(name, { rating: after[seat][0], games: before[seat].games + 1 }));
  }
  return [...held]
    .map(([name, { rating: { mu, sigma }, games }]) => ({ name, games, mu, sigma, interval: [mu - 1.96 * sigma, mu + 1.96 * sigma] as [number, number] }))
    .sort((a, b) => b.mu - a.mu || a.name.localeCompare(b.name));
}

/** The ratings as a Markdown table, beside the arena's others. */
export function formatRatings(lines: readonly RatingLine[]): string {
  const rows = lines.map((l) => `| ${l.name} | ${l.games} | ${l.mu.toFixed(2)} | ${l.sigma.toFixed(2)} | ${l.interval[0].toFixed(2)} – ${l.interval[1].toFixed(2)} |`);
  return ['| rating (Weng-Lin, Plackett-Luce) | rated games | mu | sigma | 95 % interval |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
