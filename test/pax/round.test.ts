import { describe, expect, test } from 'vitest';
import { romeTarget } from '../../games/pax/rules/round';
import type { PaxState } from '../../games/pax/rules/types';
import type { HeadlessMatch } from '../../games/headless';
import { Cards, matchAt, notation, position, quietRefusals } from './helpers';

quietRefusals();

const state = (match: HeadlessMatch) => match.state.G as PaxState;
const ok = (match: HeadlessMatch, move: string, ...args: unknown[]) => match.move(match.ctx.currentPlayer, move, args).ok;

describe('end of a round', () => {
  test.each([
    ['PAX-ROUND-2', ['S1$1', 'L1$2', 'F1$1 W1$1 R1$1'], 2],
    ['PAX-ROUND-2', ['L1$2', 'S1$1 W1$1', 'F1$1'], 0],
    ['PAX-ROUND-2', ['', 'F1$2', 'S2 L1$1'], 1],
    ['PAX-ROUND-2', ['', '', ''], null],
  ])('%s: legions %j: Rome takes %s', (_rule, legions, expected) => {
    const cards = new Cards();
    expect(romeTarget(legions.map((l) => cards.list(l)))).toBe(expected);
  });

  test('PAX-ROUND-1 / PAX-ROUND-2 / PAX-ROUND-5: after the last turn Rome takes a group and empty legions are refilled', () => {
    const match = matchAt(position({ legions: ['S1$1', 'L1$2', ''], deck: 'W1 R1 A1', firstPlayer: '0' }), '1');
    expect(ok(match, 'lookAtRome')).toBe(true);
    const G = state(match);
    expect(notation(G.rome)).toBe('L1');
    expect(G.legions.map((l) => notation(l))).toEqual(['S1', 'W1', 'R1']);
    expect(notation(G.secret.deck)).toBe('A1');
    expect(G.round).toBe(2);
    expect(match.ctx.currentPlayer).toBe('0');
  });

  test('PAX-ROUND-4: the Primus Conspiratus holder starts the next round', () => {
    const match = matchAt(position({ players: 3, legions: ['S1', '', '', ''], primus: '1', firstPlayer: '0' }), '2');
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(state(match).firstPlayer).toBe('1');
    expect(match.ctx.currentPlayer).toBe('1');
    // The round now ends after player 0.
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(match.ctx.currentPlayer).toBe('2');
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(state(match).round).toBe(2);
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(state(match).round).toBe(3);
  });

  test('PAX-ROUND-4: the last player of a round who becomes first player starts a new turn', () => {
    const match = matchAt(position({ legions: ['S1', '', ''], primus: '1', firstPlayer: '0' }), '1');
    const turn = match.ctx.turn;
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(match.ctx.currentPlayer).toBe('1');
    expect(match.ctx.turn).toBe(turn + 1);
    expect(state(match).turn.step).toBe('start');
  });

  test('PAX-SOLO-1: every solo turn is a turn of its own', () => {
    const match = matchAt(position({ players: 1, soloLevel: 1, legions: ['S1', '', ''] }));
    const turn = match.ctx.turn;
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(match.ctx.turn).toBe(turn + 2);
    expect(state(match).round).toBe(3);
  });

  test('PAX-ROUND-4: nobody holds the Primus Conspiratus: the first player stays', () => {
    const match = matchAt(position({ players: 3, legions: ['S1', '', '', ''], firstPlayer: '1' }), '0');
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(state(match).round).toBe(2);
    expect(match.ctx.currentPlayer).toBe('1');
  });

  test('PAX-END-1: when the deck cannot refill the legions the game ends at once', () => {
    const match = matchAt(position({ legions: ['S1$1', 'L1$2', ''], deck: 'W1' }), '1');
    expect(ok(match, 'lookAtRome')).toBe(true);
    expect(match.ctx.gameover).toBeDefined();
    expect(notation(state(match).rome)).toBe('L1');
  });

  test('PAX-END-2 / PAX-END-3: an empty deck during a round does not end it', () => {
    const match = matchAt(position({ legions: ['S1', 'L2', 'W1'], deck: '' }), '0');
    expect(ok(match, 'draw')).toBe(true);
    expect(ok(match, 'endTurn')).toBe(true);
    expect(match.ctx.gameover).toBeUndefined();
    expect(ok(match, 'draw')).toBe(true);
    expect(ok(match, 'endTurn')).toBe(true);
    expect(match.ctx.gameover).toBeDefined();
  });
});
