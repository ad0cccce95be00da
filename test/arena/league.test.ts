/**
 * BOT-LEAGUE-1: a league's schedule (arena/league.ts): every bot in every seat equally often, every pair of
 * bots in every pair of seats equally often, and every line-up on the same deals (tasksOf's seeds).
 */
import { expect, test } from 'vitest';
import { leagueGame, leagueGames, leagueLineUps } from '../../arena/league';
import { tasksOf } from '../../arena/tournament';

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How often each key occurs. */
const counts = (keys: readonly string[]) => {
  const out = new Map<string, number>();
  for (const key of keys) out.set(key, (out.get(key) ?? 0) + 1);
  return out;
};

test.each([
  [2, 2],
  [3, 2],
  [5, 2],
  [4, 3],
  [5, 3],
  [5, 4],
  [6, 5],
])('%i bots at %i seats: k!/(k−n)! line-ups, each bot each seat equally, each pair each pair of seats equally', (k, n) => {
  const lineUps = leagueLineUps(k, n);
  expect(lineUps).toHaveLength(factorial(k) / factorial(k - n));
  expect(new Set(lineUps.map((l) => l.join(','))).size).toBe(lineUps.length);
  for (const lineUp of lineUps) expect(new Set(lineUp).size).toBe(n);
  const bySeat = counts(lineUps.flatMap((lineUp) => lineUp.map((bot, seat) => `${bot}@${seat}`)));
  expect(bySeat.size).toBe(k * n);
  expect(new Set(bySeat.values())).toEqual(new Set([lineUps.length / k]));
  const pairs = counts(lineUps.flatMap((lineUp) => lineUp.flatMap((a, s) => lineUp.map((b, t) => (s === t ? '' : `${a}@${s} ${b}@${t}`)).filter(Boolean))));
  expect(pairs.size).toBe(k * (k - 1) * n * (n - 1));
  expect(new Set(pairs.values()).size).toBe(1);
});

test('a pool smaller than its seats is refused', () => {
  expect(() => leagueLineUps(2, 3)).toThrow(/cannot fill 3 seats/);
});

test('game i is deal ⌊i / L⌋ of line-up i mod L; games round up to whole rounds', () => {
  expect([0, 5, 6, 13].map((i) => leagueGame(i, 6))).toEqual([{ deal: 0, lineUp: 0 }, { deal: 0, lineUp: 5 }, { deal: 1, lineUp: 0 }, { deal: 2, lineUp: 1 }]);
  expect([1, 6, 7, 12].map((games) => leagueGames(games, 6))).toEqual([6, 6, 12, 12]);
});

test('paired deals: every line-up of a deal has its seeds, the seat seeds too; deals differ', () => {
  const pool = ['random', 'mcts:5', 'ismcts:5'];
  const tasks = tasksOf({ game: 'res-publica', numPlayers: 2, setupData: {}, games: 12, seed: 'league', secret: Buffer.from('a secret of sixteen bytes or more'), seats: pool.slice(0, 2), pool, rotate: true, agentTimeoutMs: 1000, sandboxed: true });
  expect(tasks.map((t) => t.seats.join(' v '))).toEqual([
    ...['random v mcts:5', 'random v ismcts:5', 'mcts:5 v random', 'mcts:5 v ismcts:5', 'ismcts:5 v random', 'ismcts:5 v mcts:5'],
    ...['random v mcts:5', 'random v ismcts:5', 'mcts:5 v random', 'mcts:5 v ismcts:5', 'ismcts:5 v random', 'ismcts:5 v mcts:5'],
  ]);
  const [first, second] = [tasks.slice(0, 6), tasks.slice(6)];
  for (const deal of [first, second]) {
    expect(new Set(deal.map((t) => t.seed)).size).toBe(1);
    expect(new Set(deal.map((t) => t.seatSeeds.join()))).toHaveProperty('size', 1);
  }
  expect(first[0].seed).not.toBe(second[0].seed);
  expect(tasks.map((t) => t.index)).toEqual([...Array(12).keys()]);
});
