/**
 * BOT-LEAGUE-2: the bots' ratings (arena/ratings.ts): each game's ranking from its result, then Weng-Lin's
 * Plackett-Luce updates (openskill) in game order.
 */
import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { expect, test } from 'vitest';
import type { ArenaResult } from '../../arena/play-game';
import { formatRatings, gameRanks, ratings } from '../../arena/ratings';

const result = (index: number, fields: Partial<ArenaResult>): ArenaResult => ({
  index,
  record: { format: 'pax-table/match-record', version: 1, game: 'res-publica', numPlayers: 2, seed: 's', moves: [] },
  winners: [],
  moves: 10,
  finished: true,
  thinking: {},
  ...fields,
});

test.each([
  ['a winner', { winners: ['1'] }, 3, [2, 1, 2]],
  ['a shared win', { winners: ['0', '2'] }, 3, [1, 2, 1]],
  ['a winner, the others by score', { winners: ['2'], scores: { '0': 10, '1': 30, '2': 25, '3': 10 } }, 4, [3, 2, 1, 3]],
  ['nobody wins (PAX\'s Rome), no scores: all tied', { winners: [] }, 3, [1, 1, 1]],
  ['nobody wins, by score', { winners: [], scores: { '0': 4, '1': 9 } }, 2, [2, 1]],
  ['a forfeit: the others win', { winners: ['0', '2'], forfeit: { seat: '1', reason: 'timeout' }, finished: false }, 3, [1, 2, 1]],
  ['the move budget: nobody ranked', { finished: false }, 2, null],
  ['an error: nobody ranked', { error: 'seat 0: boom', finished: false }, 2, null],
] as const)('%s', (_, fields, numPlayers, ranks) => {
  expect(gameRanks(result(0, fields as Partial<ArenaResult>), numPlayers)).toEqual(ranks);
});

test('each game updates its bots as openskill would, in game order; mu ± 1.96 sigma is the interval', () => {
  const lineUps = new Map([
    [0, ['a', 'b']],
    [1, ['b', 'c']],
  ]);
  // given out of order, rated in game order
  const lines = ratings([result(1, { winners: ['1'] }), result(0, { winners: ['0'] })], lineUps);
  const [a1, b1] = rate([[rating()], [rating()]], { rank: [1, 2], model: plackettLuce });
  const [b2, c2] = rate([b1, [rating()]], { rank: [2, 1], model: plackettLuce });
  const expected = { a: a1[0], b: b2[0], c: c2[0] };
  expect(lines.map((l) => l.name)).toEqual(Object.entries(expected).sort(([, x], [, y]) => y.mu - x.mu).map(([name]) => name));
  for (const line of lines) {
    const { mu, sigma } = expected[line.name as keyof typeof expected];
    expect(line).toEqual({ name: line.name, games: line.name === 'b' ? 2 : 1, mu, sigma, interval: [mu - 1.96 * sigma, mu + 1.96 * sigma] });
  }
  expect(lines.find((l) => l.name === 'a')!.mu).toBeGreaterThan(25);
});

test('a bot that wins every game rates above one that loses every game, their intervals apart after enough games', () => {
  const results = Array.from({ length: 30 }, (_, i) => result(i, { winners: [i % 2 ? '1' : '0'] }));
  const lineUps = new Map(results.map((r) => [r.index, r.index % 2 ? ['loser', 'winner'] : ['winner', 'loser']]));
  const [winner, loser] = ratings(results, lineUps);
  expect([winner.name, loser.name, winner.games]).toEqual(['winner', 'loser', 30]);
  expect(winner.interval[0]).toBeGreaterThan(loser.interval[1]);
  expect(formatRatings([winner, loser])).toMatch(/^\| rating \(Weng-Lin, Plackett-Luce\) \| rated games \| mu \| sigma \| 95 % interval \|\n.*\n\| winner \| 30 \| \d+\.\d\d \| \d\.\d\d \| \d+\.\d\d – \d+\.\d\d \|/);
});

test('a game where one bot held two seats, or that ranks nobody, rates nobody', () => {
  const lineUps = new Map([
    [0, ['random', 'random']],
    [1, ['random', 'mcts:5']],
  ]);
  expect(ratings([result(0, { winners: ['0'] })], lineUps)).toEqual([]);
  expect(ratings([result(1, { finished: false })], lineUps)).toEqual([]);
  expect(ratings([result(0, { winners: ['0'] }), result(1, { winners: ['1'] })], lineUps).map((l) => [l.name, l.games])).toEqual([['mcts:5', 1], ['random', 1]]);
});
