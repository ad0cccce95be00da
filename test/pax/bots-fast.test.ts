/**
 * The fast playouts (games/pax/bots/fast.ts) against boardgame.io's reducer on chosen positions, and the
 * result readers (games/pax/bots/outcome.ts). The contract tests replay a hundred random games per game (a thousand in `npm run bench:fast-playout`); these
 * pin the turn order, the phase change and the end of the game.
 */
import { describe, expect, test } from 'vitest';
import { pax } from '../../games/pax';
import { HeadlessMatch } from '../../games/headless';
import type { FastPax } from '../../games/pax/bots/fast';
import type { FinalResult } from '../../games/pax/rules/scoring';
import type { PaxState } from '../../games/pax/rules/types';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();
const { game, bots } = pax;
const fast = bots.fast;

/** Plays the same move on the reducer and on the fast path; both must agree on everything. */
function both(match: HeadlessMatch, s: FastPax, player: string, move: string, args: unknown[] = []): boolean {
  const ok = match.move(player, move, args).ok;
  expect(fast.play(s, player, move, args)).toBe(ok);
  expect(fast.G(s)).toEqual(match.state.G);
  expect(fast.gameover(s)).toEqual(match.ctx.gameover);
  expect(fast.toMove(s)).toBe(match.nextPlayer);
  return ok;
}

describe('the fast path', () => {
  test('PAX-SETUP-6 / PAX-SETUP-7: the opening moves the seats in seat order, then the first player plays', () => {
    const match = new HeadlessMatch(game, { numPlayers: 3, setupData: {}, seed: 'opening' });
    const s = fast.fromState(match.state) as FastPax;
    expect(fast.toMove(s)).toBe('0');
    // Seat 1 may place its cards while seat 0 has not finished: every seat is active.
    const [card1] = (match.state.G as PaxState).players['1'].drawn;
    expect(both(match, s, '1', 'place', [card1, 'hand'])).toBe(true);
    while (s.phase === 'opening') {
      const player = fast.toMove(s)!;
      const [first] = fast.enumerate(s, player);
      expect(both(match, s, player, first.move, first.args)).toBe(true);
      // A seat that placed its whole draw is out of the stage.
      if ((fast.G(s) as PaxState).players[player].drawn.length === 0 && s.phase === 'opening') {
        expect(both(match, s, player, 'place', [0, 'deck'])).toBe(false);
      }
    }
    expect(s.currentPlayer).toBe('0');
    expect(s.turn).toBe(match.ctx.turn);
    expect(both(match, s, '1', 'draw')).toBe(false); // PAX-TURN-1: not seat 1's turn
    expect(both(match, s, '0', 'place', [0, 'hand'])).toBe(false); // nothing drawn yet
    expect(both(match, s, '0', 'draw')).toBe(true);
  });

  test('PAX-ROUND-1 / PAX-ROUND-4: the round ends after the player before the first player; the Primus Conspiratus holder starts the next', () => {
    const match = matchAt(position({ players: 3, firstPlayer: '0', primus: '1', areas: { '1': 'I1' }, legions: ['S1', 'W1', '', ''], deck: 10 }), '2');
    const s = fast.fromState(match.state) as FastPax;
    expect(both(match, s, '2', 'lookAtRome')).toBe(true);
    expect(s.currentPlayer).toBe('1');
    expect((fast.G(s) as PaxState).round).toBe(2);
  });

  test('PAX-END-1: the last round ends the game with the reducer\'s result; nothing is played after', () => {
    const match = matchAt(position({ legions: ['S1', 'W1', ''], deck: 0 }), '1');
    const s = fast.fromState(match.state) as FastPax;
    expect(both(match, s, '1', 'lookAtRome')).toBe(true);
    expect(fast.gameover(s)).toBeDefined();
    expect(fast.toMove(s)).toBeNull();
    expect(fast.enumerate(s, '0')).toEqual([]);
    expect(fast.play(s, '0', 'draw', [])).toBe(false);
  });

  test('a scenario (the buying example, PAX-BUY-1) starts in the play phase on the fast path too', () => {
    const match = new HeadlessMatch(game, { numPlayers: 2, setupData: { scenario: 'buy-example' }, seed: 'scenario' });
    const s = fast.fromState(match.state) as FastPax;
    expect(s.phase).toBe('play');
    expect(fast.toMove(s)).toBe(match.nextPlayer);
    expect(fast.enumerate(s, match.nextPlayer!)).toEqual(match.enumerate(match.nextPlayer!));
  });
});

describe('results', () => {
  test('PAX-SCORE-1 / PAX-WIN-2: the winners and each seat\'s points, as the game ended', () => {
    const match = matchAt(position({ areas: { '0': 'L1 S1 W1', '1': 'L1' }, legions: ['S1', 'W1', ''], deck: 0 }), '1');
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    const result = match.ctx.gameover as FinalResult;
    const outcome = bots.outcome(match.state.G as PaxState, result, 2);
    expect(outcome.winners).toEqual(result.winners);
    expect(outcome.scores).toEqual({ '0': result.scores['0'].total, '1': result.scores['1'].total });
    expect(bots.estimate(match.state.G as PaxState, match.ctx)).toEqual({ '0': result.winners.includes('0') ? 1 : 0, '1': result.winners.includes('1') ? 1 : 0 });
  });

  test('PAX-DEC-ROME-NOBODY: Rome wins and nobody holds the Primus Conspiratus: no winner', () => {
    const G = position({ rome: 'L1 I1 R1 S1 W1', deck: 0 });
    expect(bots.outcome(G, { winners: [], scores: {}, romeWins: true }, 2).winners).toEqual([]);
  });

  test('PAX-WIN-1, PAX-WIN-2, PAX-SOLO-5: the ending the arena counts says whether Rome or the players won', () => {
    const G = position({ deck: 0 });
    const end = (result: Partial<FinalResult>) => bots.outcome(G, { winners: [], scores: {}, romeWins: false, ...result }, 2).ending;
    expect(end({ romeWins: true, winners: ['1'] })).toBe('Rome wins');
    expect(end({ romeWins: false, winners: ['0'] })).toBe('players win');
    const solo = { level: 1, required: 3, stronger: [], missing: [] };
    expect(end({ romeWins: false, solo: { ...solo, won: true } })).toBe('player wins');
    expect(end({ romeWins: true, solo: { ...solo, won: false } })).toBe('Rome wins');
  });

  test('estimate: the points leader has the best chances; they sum to one; Rome ahead gives the Primus Conspiratus holder half of them (BOT-ESTIMATE-2)', () => {
    const ctx = matchAt(position({ players: 3 })).ctx;
    const ahead = bots.estimate(position({ players: 3, areas: { '0': 'L1 S1 W1 R1 F1', '1': 'L1', '2': 'S1' }, romeHidden: 'A1 A1 A1' }), ctx);
    expect(ahead['0']).toBeGreaterThan(ahead['1']);
    expect(ahead['0'] + ahead['1'] + ahead['2']).toBeCloseTo(1);
    const rome = bots.estimate(position({ players: 3, primus: '2', areas: { '2': 'I1' }, rome: 'L2 R2 S2 W2 F2 A2' }), ctx);
    // seats 0 and 1 have no card, seat 2 one Intrigue card: the half by points leans to seat 2, and the other half is its own
    expect(rome['0']).toBeCloseTo(rome['1']);
    expect(rome['0']).toBeGreaterThan(0);
    expect(rome['2']).toBeGreaterThan(0.5 + rome['0']);
    expect(rome['0'] + rome['1'] + rome['2']).toBeCloseTo(1);
    // exactly half by points: what the seats hold beyond the holder's half
    expect(rome['0'] + rome['1'] + (rome['2'] - 0.5)).toBeCloseTo(0.5);
    // nobody holds the Primus Conspiratus: Rome's half is nobody's
    const unheld = bots.estimate(position({ players: 3, primus: null, areas: { '2': 'I1' }, rome: 'L2 R2 S2 W2 F2 A2' }), ctx);
    expect(unheld['0'] + unheld['1'] + unheld['2']).toBeCloseTo(0.5);
  });

  test('estimate, solo (PAX-SOLO-5): more categories and more beaten categories, better chances, within [0, 1]', () => {
    const ctx = matchAt(position({ players: 1, soloLevel: 1, legions: ['', '', ''] })).ctx;
    const little = bots.estimate(position({ players: 1, soloLevel: 1, legions: ['', '', ''], areas: { '0': 'L1' } }), ctx)['0'];
    const more = bots.estimate(position({ players: 1, soloLevel: 1, legions: ['', '', ''], areas: { '0': 'L1 I1 R1 S1' } }), ctx)['0'];
    expect(more).toBeGreaterThan(little);
    expect(little).toBeGreaterThanOrEqual(0);
    expect(more).toBeLessThanOrEqual(1);
  });
});
