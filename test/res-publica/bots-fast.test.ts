/**
 * The fast playout path from any point of a turn (games/res-publica/bots/fast.ts reads boardgame.io's
 * chain of stages back from ctx), and the result and estimate the bots score games with.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { seededRng } from '../../games/bots/random';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { G, match, play } from './position';

const { fast, outcome, estimate } = resPublica.bots;
const json = (value: unknown) => JSON.stringify(value ?? null);

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

describe('the fast path taken up at any step', () => {
  test.each([2, 3, 5])('%i players: from the reducer\'s state at every step, the same seat, moves and next state', (numPlayers) => {
    const m = new HeadlessMatch(resPublica.game, { numPlayers, seed: `fast-any-${numPlayers}` });
    const choose = seededRng(`fast-any-${numPlayers}`);
    for (let step = 0; !m.isOver && step < resPublica.moveBudget; step++) {
      const s = fast.fromState(m.state);
      const seat = m.nextPlayer!;
      expect(fast.toMove(s), `step ${step}`).toBe(seat);
      const choices = fast.enumerate(s, seat);
      expect(json(choices), `step ${step}`).toBe(json(m.enumerate(seat)));
      const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
      expect(fast.play(s, seat, move, args)).toBe(true);
      expect(m.move(seat, move, args).ok).toBe(true);
      expect(json(fast.G(s)), `step ${step}`).toBe(json(m.state.G));
      expect(fast.toMove(s), `step ${step}`).toBe(m.nextPlayer);
      expect(json(fast.gameover(s))).toBe(json(m.state.ctx.gameover));
    }
    expect(m.isOver).toBe(true);
  });

  test('RP-TRADE-3: mid-trade, only the seat whose step it is may move, and the chain goes on as the reducer\'s', () => {
    const m = match({ hands: ['1 metal, 1 arts', '1 goths, 2 trade', '1 huns', '1 goths, 1 vikings'] });
    play(m, ['0', 'propose', parseProposal('seek 1 goths')], ['1', 'counter', parseBundle('1 metal')]);
    const s = fast.fromState(m.state);
    expect(fast.toMove(s)).toBe('2');
    expect(fast.play(s, '3', 'pass', [])).toBe(false);
    expect(fast.play(s, '0', 'draw', ['standard'])).toBe(false);
    for (const [seat, move, ...args] of [['2', 'pass'], ['3', 'pass'], ['0', 'accept', '1']] as const) {
      expect(fast.play(s, seat, move, args)).toBe(true);
      play(m, [seat, move, ...args]);
      expect(fast.toMove(s)).toBe(m.nextPlayer);
    }
    expect(json(fast.G(s))).toBe(json(G(m)));
    expect(fast.enumerate(s, '0').map((choice) => choice.move)).toEqual(['draw']);
  });
});

describe('result and estimate', () => {
  test('RP-SCORE-3: the result names the game\'s winners and every total', () => {
    const m = new HeadlessMatch(resPublica.game, { numPlayers: 4, seed: 'outcome' });
    const s = fast.fromState(m.state);
    const choose = seededRng('outcome');
    while (fast.toMove(s) !== null) {
      const seat = fast.toMove(s)!;
      const choices = fast.enumerate(s, seat);
      const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
      fast.play(s, seat, move, args);
    }
    const end = fast.gameover(s) as { winners: string[]; scores: Record<string, { total: number }> };
    const result = outcome(fast.G(s) as never, end, 4);
    expect(result.winners).toEqual(end.winners);
    expect(Object.keys(result.scores!)).toEqual(['0', '1', '2', '3']);
    const best = Math.max(...Object.values(result.scores!));
    expect(result.winners.every((id) => result.scores![id] === best)).toBe(true);
  });

  test('the estimate favours the score lead, splits a tie evenly, and sums to one', () => {
    const lead = match({ hands: ['2 goths', '', ''], laid: [['metal', 'huns'], ['vikings'], []] });
    const chances = estimate(G(lead), lead.state.ctx);
    expect(chances['0']).toBeGreaterThan(chances['1']);
    expect(chances['1']).toBeGreaterThan(chances['2']);
    expect(Object.values(chances).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    const tie = match({ hands: ['', '', ''] });
    expect(Object.values(estimate(G(tie), tie.state.ctx))).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });
});
