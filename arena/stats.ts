/**
 * The arena's tables: per bot and per seat, the share of wins with a 95 % confidence interval (Wilson's
 * score interval: honest at small counts and near 0 or 1), the mean score and game length, the time per
 * decision and a searching bot's iterations per search (a time budget buys as many as the machine allows), and
 * forfeits and errors. A shared win counts 1/k to each of its k winners. Then the games'
 * endings (Rome or the players, which victory), each game once.
 */
import type { ArenaResult } from './play-game';
import { wilson } from '../games/bots/interval';

export { wilson };

export interface Line {
  name: string;
  games: number;
  wins: number;
  interval: [number, number];
  meanScore: number | null;
  meanMoves: number;
  /** Null when no decision was timed (a report read from records, which keep no times). */
  msPerDecision: number | null;
  /** A searching bot's iterations per search (null for the others, and in a report read from records). */
  iterationsPerSearch: number | null;
  forfeits: number;
  errors: number;
}

interface Tally {
  games: number;
  wins: number;
  scores: number[];
  moves: number;
  decisions: number;
  ms: number;
  searches: number;
  iterations: number;
  forfeits: number;
  errors: number;
}

const emptyTally = (): Tally => ({ games: 0, wins: 0, scores: [], moves: 0, decisions: 0, ms: 0, searches: 0, iterations: 0, forfeits: 0, errors: 0 });

function toLine(name: string, t: Tally): Line {
  return {
    name,
    games: t.games,
    wins: t.wins,
    interval: wilson(t.wins, t.games),
    meanScore: t.scores.length ? t.scores.reduce((a, b) => a + b, 0) / t.scores.length : null,
    meanMoves: t.games ? t.moves / t.games : 0,
    msPerDecision: t.decisions ? t.ms / t.decisions : null,
    iterationsPerSearch: t.searches ? t.iterations / t.searches : null,
    forfeits: t.forfeits,
    errors: t.errors,
  };
}

/** Per bot (keyed by its spec text) and per seat, from the games' results and their line-ups. */
export function tables(results: readonly ArenaResult[], lineUps: ReadonlyMap<number, readonly string[]>) {
  const bots = new Map<string, Tally>();
  const seats = new Map<string, Tally>();
  for (const result of results) {
    const lineUp = lineUps.get(result.index)!;
    lineUp.forEach((bot, index) => {
      const seat = String(index);
      for (const [key, map] of [[bot, bots], [`seat ${seat}`, seats]] as const) {
        if (!map.has(key)) map.set(key, emptyTally());
        const t = map.get(key)!;
        t.games++;
        if (result.winners.includes(seat)) t.wins += 1 / result.winners.length;
        const score = result.scores?.[seat];
        if (score !== undefined) t.scores.push(score);
        t.moves += result.moves;
        t.decisions += result.thinking[seat]?.decisions ?? 0;
        t.ms += result.thinking[seat]?.ms ?? 0;
        t.searches += result.thinking[seat]?.searches ?? 0;
        t.iterations += result.thinking[seat]?.iterations ?? 0;
        if (result.forfeit?.seat === seat) t.forfeits++;
        if (result.error?.startsWith(`seat ${seat}:`)) t.errors++;
      }
    });
  }
  const sorted = (map: Map<string, Tally>) => [...map].map(([name, t]) => toLine(name, t));
  return { bots: sorted(bots), seats: sorted(seats).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })) };
}

/** How many games ended each way (`ArenaResult.ending`), with Wilson's interval of each share. */
export interface EndingLine {
  ending: string;
  games: number;
  interval: [number, number];
}

/**
 * The games' endings, most frequent first. Every game counts once: a game that ended by no rule is
 * "unfinished" (the move budget), "forfeit" or "error", and a finished one the game does not name is "ended".
 */
export function endings(results: readonly ArenaResult[]): EndingLine[] {
  const counts = new Map<string, number>();
  for (const r of results) {
    const ending = r.error ? 'error' : r.forfeit ? 'forfeit' : !r.finished ? 'unfinished' : (r.ending ?? 'ended');
    counts.set(ending, (counts.get(ending) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([ending, games]) => ({ ending, games, interval: wilson(games, results.length) }));
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** A Markdown table (it reads in a terminal and pastes into RULES.md and notes). */
export function formatTable(title: string, lines: readonly Line[]): string {
  const rows = lines.map((l) =>
    `| ${l.name} | ${l.games} | ${l.wins.toFixed(1)} | ${pct(l.wins / Math.max(1, l.games))} | ${pct(l.interval[0])} – ${pct(l.interval[1])} | ${l.meanScore === null ? '—' : l.meanScore.toFixed(1)} | ${l.meanMoves.toFixed(0)} | ${l.msPerDecision === null ? '—' : l.msPerDecision.toFixed(1)} | ${l.iterationsPerSearch === null ? '—' : l.iterationsPerSearch.toFixed(0)} | ${l.forfeits} | ${l.errors} |`,
  );
  return [`| ${title} | games | wins | win rate | 95 % interval | mean score | moves/game | ms/decision | iterations/search | forfeits | errors |`, '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/** The endings as a Markdown table, beside the others. */
export function formatEndings(lines: readonly EndingLine[]): string {
  const total = lines.reduce((sum, l) => sum + l.games, 0);
  const rows = lines.map((l) => `| ${l.ending} | ${l.games} | ${pct(l.games / Math.max(1, total))} | ${pct(l.interval[0])} – ${pct(l.interval[1])} |`);
  return ['| ending | games | share | 95 % interval |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
