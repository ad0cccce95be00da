import { describe, expect, test } from 'vitest';
import { actingSeats, describeGameover, isSeatToAct, type TurnInfo } from '../../client/turn';
import { parseStatus, statusUrl } from '../../client/status';
import { joinNames, seatNumber } from '../../client/format';

describe('whose turn', () => {
  test.each<[string, TurnInfo, string[]]>([
    ['current player', { currentPlayer: '1', activePlayers: null }, ['1']],
    ['stages (ctx)', { currentPlayer: '0', activePlayers: { '2': 'trade', '0': 'answer' } }, ['0', '2']],
    ['stages (status list)', { currentPlayer: '0', activePlayers: ['3', '1'] }, ['1', '3']],
    ['game over (ctx)', { currentPlayer: '0', activePlayers: null, gameover: { winner: '0' } }, []],
    ['game over (status flag)', { currentPlayer: '0', activePlayers: ['0'], gameover: true }, []],
    ['not over (status flag false)', { currentPlayer: '2', activePlayers: null, gameover: false }, ['2']],
  ])('%s', (_, info, seats) => {
    expect(actingSeats(info)).toEqual(seats);
  });

  test('a spectator never has to act', () => {
    const info = { currentPlayer: '0', activePlayers: null };
    expect(isSeatToAct(info, '0')).toBe(true);
    expect(isSeatToAct(info, '1')).toBe(false);
    expect(isSeatToAct(info, null)).toBe(false);
    expect(isSeatToAct(info, undefined)).toBe(false);
  });

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
