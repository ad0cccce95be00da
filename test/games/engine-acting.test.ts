/** Who must act (games/engine/acting.ts): the one reading of `ctx`, or of the lobby's status answer, every layer uses. */
import { describe, expect, test } from 'vitest';
import { isSeatToAct, newlyToAct, playerToMove, seatsToAct, type TurnInfo } from '../../games/engine/acting';

describe('whose turn', () => {
  test.each<[string, TurnInfo, string[]]>([
    ['current player', { currentPlayer: '1', activePlayers: null }, ['1']],
    ['stages (ctx)', { currentPlayer: '0', activePlayers: { '2': 'trade', '0': 'answer' } }, ['0', '2']],
    ['stages (status list)', { currentPlayer: '0', activePlayers: ['3', '1'] }, ['1', '3']],
    ['game over (ctx)', { currentPlayer: '0', activePlayers: null, gameover: { winner: '0' } }, []],
    ['game over (status flag)', { currentPlayer: '0', activePlayers: ['0'], gameover: true }, []],
    ['not over (status flag false)', { currentPlayer: '2', activePlayers: null, gameover: false }, ['2']],
  ])('%s', (_, info, seats) => {
    expect(seatsToAct(info)).toEqual(seats);
  });

  test('a spectator never has to act', () => {
    const info = { currentPlayer: '0', activePlayers: null };
    expect(isSeatToAct(info, '0')).toBe(true);
    expect(isSeatToAct(info, '1')).toBe(false);
    expect(isSeatToAct(info, null)).toBe(false);
    expect(isSeatToAct(info, undefined)).toBe(false);
  });

  test('seats are in seat order, 10 after 9', () => {
    expect(seatsToAct({ currentPlayer: '0', activePlayers: { '10': 'a', '9': 'a', '2': 'b' } })).toEqual(['2', '9', '10']);
    expect(playerToMove({ currentPlayer: '0', activePlayers: { '10': 'a', '9': 'a' } })).toBe('9');
  });

  test('a one-at-a-time driver moves the first to act, nobody once the game is over', () => {
    expect(playerToMove({ currentPlayer: '3', activePlayers: null })).toBe('3');
    expect(playerToMove({ currentPlayer: '3', activePlayers: {} })).toBeNull();
    expect(playerToMove({ currentPlayer: '3', gameover: { winner: '3' } })).toBeNull();
  });

  test('newly to act: after a move, the seats that did not act before, never the mover', () => {
    const before: TurnInfo = { currentPlayer: '0', activePlayers: { '0': 'propose' } };
    const after: TurnInfo = { currentPlayer: '0', activePlayers: { '0': 'wait', '1': 'answer', '2': 'answer' } };
    expect(newlyToAct(before, after, '0')).toEqual(['1', '2']);
    expect(newlyToAct(after, { currentPlayer: '1', activePlayers: null }, '2')).toEqual([]);
    expect(newlyToAct({ currentPlayer: '0' }, { currentPlayer: '1' }, '0')).toEqual(['1']);
    expect(newlyToAct({ currentPlayer: '0' }, { currentPlayer: '1', gameover: true }, '0')).toEqual([]);
  });
});
