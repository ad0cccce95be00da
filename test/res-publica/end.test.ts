/** The final round (RP-END-*) and the score (RP-SCORE-*). */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { eventsOf } from '../../games/log-events';
import { outcome, scoreLine } from '../../games/res-publica/rules/end';
import { hand, match, play, G } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

describe('RP-END-1, RP-END-2: the last Civilisation card starts the final round', () => {
  test('every player has one more turn, the one who drew it last', () => {
    const m = match({ hands: ['', '', ''], laid: [[], ['goths'], []], civilisation: '1 arts' });
    play(m, ['0', 'draw', 'standard'], ['1', 'draw', 'standard']);
    expect(G(m).secret.civilisation).toEqual([]);
    expect(G(m).lastTurn).toBe(5);
    play(m, ['2', 'draw', 'standard'], ['0', 'draw', 'standard']);
    expect(m.isOver).toBe(false);
    expect(m.state.ctx.currentPlayer).toBe('1');
    play(m, ['1', 'draw', 'standard']);
    expect(m.isOver).toBe(true);
    const events = eventsOf(m.state.deltalog!.at(-1)!);
    expect(events.map((event) => [event.kind, event.rule])).toEqual([
      ['draw', 'RP-DRAW-1'],
      ['game-end', 'RP-END-2'],
      ['score', 'RP-SCORE-1'],
      ['score', 'RP-SCORE-1'],
      ['score', 'RP-SCORE-1'],
      ['winners', 'RP-SCORE-3'],
    ]);
  });

  test('RP-END-3: in the final round draws give People cards only', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths'], ['huns'], []], civilisation: '1 arts' });
    play(m, ['0', 'draw', 'standard'], ['1', 'draw', 'standard']);
    expect(G(m).players['1'].hand).toMatchObject({ arts: 0 });
  });
});

describe('RP-END-4: a whole round with no card drawn ends the game (RP-D-STALL)', () => {
  test('People pile empty and no colony', () => {
    const m = match({ hands: ['4 goths', '4 goths', '4 goths'], people: '' });
    play(m, ['0', 'draw', 'standard'], ['1', 'draw', 'standard']);
    expect(m.isOver).toBe(false);
    play(m, ['2', 'draw', 'standard']);
    expect(m.isOver).toBe(true);
    expect(m.state.ctx.gameover.scores['0'].pairs).toBe(2);
  });

  test('a colony founded in time keeps the game going', () => {
    const m = match({ hands: ['', '5 huns', ''], people: '' });
    play(m, ['0', 'draw', 'standard'], ['1', 'lay', 'huns'], ['1', 'draw', 'standard'], ['2', 'draw', 'standard'], ['0', 'draw', 'standard']);
    expect(m.isOver).toBe(false);
    expect(G(m).drawless).toBe(2);
  });
});

describe('RP-SCORE-1..3: points', () => {
  test('cities, colonies, and a point per pair in hand, each line with its reason', () => {
    const line = scoreLine(
      [
        { kind: 'goths', points: 3 },
        { kind: 'metal', points: 9 },
        { kind: 'huns', points: 3 },
        { kind: 'arts', points: 7 },
      ],
      hand('3 goths, 2 metal, 1 arts, 4 trade'),
    );
    expect(line).toEqual({ colonies: 2, colonyPoints: 6, cities: [9, 7], cityPoints: 16, pairs: 4, total: 26 });
  });

  test('the highest total wins; a tie is a shared victory (RP-D-TIES)', () => {
    const at = (total: number) => ({ colonies: 0, colonyPoints: 0, cities: [], cityPoints: 0, pairs: total, total });
    expect(outcome({ 0: at(5), 1: at(7), 2: at(6) })).toMatchObject({ winner: '1', winners: ['1'] });
    const shared = outcome({ 0: at(7), 1: at(7), 2: at(6) });
    expect(shared).toMatchObject({ winners: ['0', '1'] });
    expect(shared).not.toHaveProperty('draw');
    expect(shared).not.toHaveProperty('winner');
    expect(outcome({ 0: at(7), 1: at(7) })).toMatchObject({ winners: ['0', '1'], draw: true });
  });
});
