/**
 * BOT-ESTIMATE-1: the report's reading of the game's estimate (arena/estimate-accuracy.ts): at a quarter, half and
 * three quarters of each finished game, the seat the estimate favours is set against who won, beside a seat at
 * random, with the Brier score's skill against a uniform guess.
 */
import { expect, test } from 'vitest';
import { checkpointMoves, EstimateAccuracy } from '../../arena/estimate-accuracy';
import { report } from '../../arena/report';
import { walkedToEnd } from '../support/walked-game';

test('the estimate is read after a quarter, half and three quarters of the moves, at least after the first', () => {
  expect(checkpointMoves(100)).toEqual([25, 50, 75]);
  expect(checkpointMoves(2)).toEqual([1, 1, 1]);
});

test('a favourite that wins, one that loses, a tie among favourites, a shared win and no winner', () => {
  const accuracy = new EstimateAccuracy();
  const sure = { '0': 1, '1': 0 };
  // at every checkpoint: seat 0 favoured, seat 0 wins; then seat 0 favoured and seat 1 wins
  accuracy.add(2, [sure, sure, sure], ['0']);
  accuracy.add(2, [sure, sure, sure], ['1']);
  const [first] = accuracy.table().rows;
  expect(first.slice(0, 4)).toEqual(['25 % of the moves', 2, expect.stringMatching(/^50\.0 % \(/), '50.0 %']);
  // Brier: 0 for the right certainty, 2 for the wrong one; a uniform guess scores 0.5 each: skill 1 - 2 / 1
  expect(first[4]).toBe('-1.00');

  const mixed = new EstimateAccuracy();
  const even = { '0': 0.4, '1': 0.4, '2': 0.2 };
  mixed.add(3, [even, even, even], ['1']); // two favourites, one of them wins: half a game
  mixed.add(3, [even, even, even], ['0', '2']); // a shared win: seat 0's half
  mixed.add(3, [even, even, even], []); // nobody won (PAX's Rome): no seat at random wins either
  const [row] = mixed.table().rows;
  expect(row[2]).toMatch(/^33\.3 % \(/); // (0.5 + 0.5 + 0) / 3
  expect(row[3]).toBe('33.3 %'); // (1/3 + 2/3 + 0) / 3
});

test('the report reads the estimate of every finished game it replays', () => {
  const records = ['a', 'b', 'c'].map((seed) => ({ ...walkedToEnd('res-publica', 3, `estimate-${seed}`).record(), players: { '0': 'a', '1': 'b', '2': 'c' } }));
  const { estimate } = report(records);
  expect(estimate.rows.map((row) => row[1])).toEqual([3, 3, 3]);
  // an unfinished game is left out
  const cut = { ...records[0], moves: records[0].moves.slice(0, 10) };
  expect(report([cut, records[1]]).estimate.rows.map((row) => row[1])).toEqual([1, 1, 1]);
});
