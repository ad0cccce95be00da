import { expect, test } from 'vitest';
import { endings, formatEndings, formatTable, tables, wilson } from '../../arena/stats';
import type { ArenaResult } from '../../arena/play-game';

test('Wilson intervals: known values, and bounded at the extremes', () => {
  const [low, high] = wilson(50, 100);
  expect(low).toBeCloseTo(0.4038, 3);
  expect(high).toBeCloseTo(0.5962, 3);
  expect(wilson(0, 10)[0]).toBe(0);
  expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
  expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
  expect(wilson(0, 0)).toEqual([0, 1]);
});

const result = (index: number, winners: string[], extra: Partial<ArenaResult> = {}): ArenaResult => ({
  index,
  record: {} as never,
  winners,
  moves: 10 * (index + 1),
  finished: true,
  thinking: { '0': { decisions: 5, ms: 10 }, '1': { decisions: 5, ms: 20 } },
  ...extra,
});

test('per bot and per seat: shared wins split, forfeits and errors counted where they belong', () => {
  const lineUps = new Map([
    [0, ['ismcts:10', 'random']],
    [1, ['random', 'ismcts:10']],
    [2, ['ismcts:10', 'random']],
  ]);
  const results = [
    result(0, ['0'], { scores: { '0': 10, '1': 4 } }),
    result(1, ['0', '1']),
    result(2, ['0'], { forfeit: { seat: '1', reason: 'no answer' }, finished: false }),
  ];
  const { bots, seats } = tables(results, lineUps);
  const ismcts = bots.find((b) => b.name === 'ismcts:10')!;
  const random = bots.find((b) => b.name === 'random')!;
  expect(ismcts.games).toBe(3);
  expect(ismcts.wins).toBeCloseTo(2.5);
  expect(random.wins).toBeCloseTo(0.5);
  expect(random.forfeits).toBe(1);
  expect(ismcts.meanScore).toBe(10);
  expect(ismcts.meanMoves).toBe(20);
  expect(seats.map((s) => s.name)).toEqual(['seat 0', 'seat 1']);
  expect(seats[0].wins).toBeCloseTo(2.5);
  expect(seats[1].msPerDecision).toBe(4);
  const table = formatTable('bot', bots);
  expect(table).toMatch(/\| ismcts:10 \| 3 \| 2\.5 \| 83\.3 % \|/);
});

test('a searching bot\'s iterations per search, over its seats and games; a dash for a bot that does not search', () => {
  const lineUps = new Map([
    [0, ['ismcts:10ms', 'random']],
    [1, ['random', 'ismcts:10ms']],
  ]);
  const results = [
    result(0, ['0'], { thinking: { '0': { decisions: 5, ms: 50, searches: 4, iterations: 100 }, '1': { decisions: 5, ms: 0 } } }),
    result(1, ['1'], { thinking: { '0': { decisions: 5, ms: 0 }, '1': { decisions: 5, ms: 50, searches: 6, iterations: 50 } } }),
  ];
  const { bots, seats } = tables(results, lineUps);
  // 150 iterations over 10 searches
  expect(bots.find((b) => b.name === 'ismcts:10ms')!.iterationsPerSearch).toBe(15);
  expect(bots.find((b) => b.name === 'random')!.iterationsPerSearch).toBeNull();
  expect(seats.map((s) => s.iterationsPerSearch)).toEqual([25, 50 / 6]);
  const table = formatTable('bot', bots);
  expect(table.split('\n')[0]).toContain('| ms/decision | iterations/search |');
  expect(table).toMatch(/\| ismcts:10ms \| 2 \|.*\| 10\.0 \| 15 \| 0 \| 0 \|/);
  expect(table).toMatch(/\| random \| 2 \|.*\| 0\.0 \| — \| 0 \| 0 \|/);
});

test('endings: each game counted once, by its ending or by why it stopped, most frequent first', () => {
  const results = [
    result(0, ['0'], { ending: 'Rome wins' }),
    result(1, ['1'], { ending: 'players win' }),
    result(2, ['0'], { ending: 'Rome wins' }),
    result(3, [], { finished: false }),
    result(4, ['1'], { forfeit: { seat: '0', reason: 'late' }, finished: false }),
    result(5, ['0']),
  ];
  const lines = endings(results);
  expect(lines.map((l) => [l.ending, l.games])).toEqual([
    ['Rome wins', 2],
    ['ended', 1],
    ['forfeit', 1],
    ['players win', 1],
    ['unfinished', 1],
  ]);
  expect(lines[0].interval).toEqual(wilson(2, 6));
  expect(formatEndings(lines)).toMatch(/\| Rome wins \| 2 \| 33\.3 % \| 9\.7 % – 70\.0 % \|/);
});
