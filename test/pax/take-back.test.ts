/**
 * PAX-TAKE-BACK-1: the moves a player may take back, judged by the server's rule on real positions. Where a
 * move may not be taken back while the match alone would allow it (`matchAllows`), the game's declaration is
 * what refuses it: drawing from a deck shuffled at setup uses no randomness, yet shows cards.
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { game } from '../../games/pax/game';
import type { PaxState } from '../../games/pax/rules/types';
import { TakeBackJudge } from '../support/take-back';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();

const judge = new TakeBackJudge(game);
const state = (match: HeadlessMatch) => match.state.G as PaxState;

describe('PAX-TAKE-BACK-1: moves that show nothing may be taken back', () => {
  test('buying a legion\'s group, whose cards lay face up', () => {
    const match = matchAt(position({ legions: ['L1$2 I2', 'S1', ''], coins: { '0': 10 }, turn: { step: 'act' } }));
    expect(judge.play(match, '0', 'buy', [0])).toEqual({ allowed: true, matchAllows: true });
  });

  test('an opening card kept or put under the deck, until the player has placed their last one', () => {
    const match = new HeadlessMatch(game, { numPlayers: 3, seed: 'take-back' });
    expect(match.ctx.phase).toBe('opening');
    const [kept, under] = state(match).players['2'].drawn;
    expect(judge.play(match, '2', 'place', [kept, 'hand'])).toEqual({ allowed: true, matchAllows: true });
    expect(judge.play(match, '2', 'place', [under, 'deck'])).toEqual({ allowed: true, matchAllows: true });
    // The first player draws 2: once both are placed the player has nothing left to do in the opening.
    const [first, last] = state(match).players['0'].drawn;
    expect(judge.play(match, '0', 'place', [first, 'deck'])).toEqual({ allowed: true, matchAllows: true });
    expect(judge.play(match, '0', 'place', [last, 'hand'])).toEqual({ allowed: false, matchAllows: false });
  });

  test('the income, while the player still owes Rome cards (PAX-NOC-4); not once Rome has one of them', () => {
    const match = matchAt(position({ expansion: true, areas: { '0': 'D2 D2 D2 D2' }, hands: { '0': 'S1 L1' }, turn: { step: 'act' } }));
    expect(judge.play(match, '0', 'endTurn')).toEqual({ allowed: true, matchAllows: true });
    expect(state(match).turn.owed).toBe(2);
    // Giving a card shows it face up: refused although the turn goes on.
    const [card] = state(match).players['0'].hand;
    expect(judge.play(match, '0', 'giveToRome', [card])).toEqual({ allowed: false, matchAllows: true });
  });
});

describe('PAX-TAKE-BACK-1: moves that show something may not be taken back', () => {
  test('drawing: no random draw, the turn goes on, but the cards are seen', () => {
    const match = matchAt(position({ deck: 'F1 R1 W1 S1 L1' }));
    expect(judge.play(match, '0', 'draw')).toEqual({ allowed: false, matchAllows: true });
  });

  test('a drawn card placed under a legion, shown to all (and the next card drawn)', () => {
    const match = matchAt(position({ deck: 'F1 R1 W1 S1 L1' }));
    match.move('0', 'draw');
    const [card] = state(match).players['0'].drawn;
    expect(judge.play(match, '0', 'place', [card, 'legion-0'])).toEqual({ allowed: false, matchAllows: true });
    expect(state(match).players['0'].drawn).toHaveLength(1);
  });

  test('playing a card of the hidden hand', () => {
    const match = matchAt(position({ hands: { '0': 'S1' }, turn: { step: 'act' } }));
    const [card] = state(match).players['0'].hand;
    expect(judge.play(match, '0', 'play', [card])).toEqual({ allowed: false, matchAllows: true });
  });

  test('a solo opening of level 3, which plays a card face up', () => {
    const match = new HeadlessMatch(game, { numPlayers: 1, setupData: { soloLevel: 3 }, seed: 'take-back' });
    const [card] = state(match).players['0'].drawn;
    expect(judge.play(match, '0', 'place', [card, 'hand'])).toEqual({ allowed: false, matchAllows: true });
  });

  test('looking at Rome, and an income that ends the turn', () => {
    const looking = matchAt(position({}));
    expect(judge.play(looking, '0', 'lookAtRome')).toEqual({ allowed: false, matchAllows: false });
    const ending = matchAt(position({ turn: { step: 'act' } }));
    expect(judge.play(ending, '0', 'endTurn')).toEqual({ allowed: false, matchAllows: false });
  });
});
