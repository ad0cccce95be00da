import { describe, expect, test } from 'vitest';
import { describeGameover } from '../../client/turn';
import { parseStatus, statusUrl } from '../../client/status';
import { joinNames, seatNumber } from '../../client/format';

describe('how a game ended', () => {
  test.each<[unknown, ReturnType<typeof describeGameover>]>([
    [{ winner: '1' }, { kind: 'winners', seats: ['1'] }],
    [{ winner: 0 }, { kind: 'winners', seats: ['0'] }],
    [{ winners: ['0', '2'], scores: {} }, { kind: 'winners', seats: ['0', '2'] }],
    [{ draw: true }, { kind: 'draw' }],
    [true, { kind: 'over' }],
    [{ winners: [] }, { kind: 'over' }],
    ['done', { kind: 'over' }],
  ])('gameover %j reads as %j', (gameover, outcome) => {
    expect(describeGameover(gameover)).toEqual(outcome);
  });
});

describe('status answers', () => {
  test('the URL lists the ids', () => {
    expect(statusUrl(['a', 'b c'])).toBe('/api/status?ids=a,b%20c');
  });

  test('well-formed entries are kept, others ignored', () => {
    const answer = {
      matches: {
        a: { gameName: 'pax', currentPlayer: '1', activePlayers: null, gameover: false, updatedAt: 5 },
        b: { gameName: 'pax', currentPlayer: '0', activePlayers: ['0', '2'], gameover: true, updatedAt: 6 },
        c: { gameName: 'pax', currentPlayer: 1, activePlayers: null },
        d: { gameName: 'pax', currentPlayer: '0', activePlayers: [1] },
        e: null,
      },
    };
    expect(parseStatus(answer)).toEqual({
      a: answer.matches.a,
      b: answer.matches.b,
    });
  });

  test.each([null, 'x', {}, { matches: 3 }, { matches: null }])('garbage %j gives nothing', (answer) => {
    expect(parseStatus(answer)).toEqual({});
  });
});

describe('names', () => {
  test.each<[string[], string]>([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('%j joins as %j', (names, text) => {
    expect(joinNames(names, ' and ')).toBe(text);
  });

  test('seats are counted from one', () => {
    expect(seatNumber('0')).toBe(1);
    expect(seatNumber(4)).toBe(5);
  });
});
