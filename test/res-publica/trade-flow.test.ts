/** The trading flow as stages (RP-TRADE-1..9): one decision, one player at a time. */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { G, match, play, refused, stage } from './position';

const seek = (text: string) => parseProposal(`seek ${text}`);
const offer = (text: string) => parseProposal(`offer ${text}`);
const b = parseBundle;

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const fourPlayers = () =>
  match({ hands: ['2 goths, 1 metal, 1 arts', '1 vikings, 2 trade', '2 vikings, 1 huns', '1 lombards'] });

describe('RP-TRADE-3: answers come one at a time, in turn order from the proposer\'s left', () => {
  test('a seek: each other player in turn, then the proposer chooses', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')]);
    expect(stage(m)).toEqual({ 1: 'answer' });
    expect(refused(m, '2', 'counter', b('1 metal'))).toBe(true);
    play(m, ['1', 'counter', b('1 metal')]);
    expect(stage(m)).toEqual({ 2: 'answer' });
    play(m, ['2', 'counter', b('1 arts or 1 goths')]);
    expect(stage(m)).toEqual({ 3: 'answer' });
    play(m, ['3', 'pass']);
    expect(stage(m)).toEqual({ 0: 'choose' });
    expect(G(m).trade!.answers).toEqual({ 1: b('1 metal'), 2: b('1 arts or 1 goths'), 3: null });
  });

  test('with a first player other than seat 0, answers start at their left and wrap around', () => {
    const m = fourPlayers();
    play(m, ['0', 'draw', 'standard']);
    expect(m.state.ctx.currentPlayer).toBe('1');
    play(m, ['1', 'propose', offer('1 trade')]);
    expect(stage(m)).toEqual({ 2: 'answer' });
    play(m, ['2', 'pass'], ['3', 'pass']);
    expect(stage(m)).toEqual({ 0: 'answer' });
  });

  test('RP-TRADE-1: when everybody passes, the trade is over: lay or draw', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'pass'], ['2', 'pass'], ['3', 'pass']);
    expect(stage(m)).toEqual({ 0: 'build' });
    expect(refused(m, '0', 'propose', seek('1 huns'))).toBe(true);
  });

  test('a player who cannot give what is sought can only pass (RP-D-HONOUR)', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'pass'], ['2', 'pass']);
    expect(refused(m, '3', 'counter', b('1 goths'))).toBe(true);
    play(m, ['3', 'pass']);
  });

  test('to an offer, the answerer names what they give, and must hold it', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', offer('2 goths')]);
    expect(refused(m, '1', 'counter', b('1 huns'))).toBe(true);
    expect(refused(m, '1', 'counter', b('1 vikings or 1 huns'))).toBe(true);
    play(m, ['1', 'counter', b('2 trade')]);
  });
});

describe('RP-TRADE-7: a proposal binds', () => {
  test('nobody offers cards they do not hold', () => {
    const m = fourPlayers();
    expect(refused(m, '0', 'propose', offer('3 goths'))).toBe(true);
    expect(refused(m, '0', 'propose', offer('1 metal or 1 trade'))).toBe(true);
    play(m, ['0', 'propose', offer('1 metal or 1 arts')]);
  });

  test('one proposal per turn, and no withdrawing it', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')]);
    expect(refused(m, '0', 'propose', seek('1 huns'))).toBe(true);
    expect(refused(m, '0', 'draw', 'standard')).toBe(true);
    expect(refused(m, '0', 'refuse')).toBe(true);
  });

  test('the proposer accepts only a counter-proposal they can pay', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'counter', b('2 metal')], ['2', 'counter', b('1 huns or 1 arts')], ['3', 'pass']);
    expect(refused(m, '0', 'accept', '1')).toBe(true);
    expect(refused(m, '0', 'accept', '3')).toBe(true);
    expect(refused(m, '0', 'accept', '0')).toBe(true);
    play(m, ['0', 'accept', '2']);
  });
});

describe('RP-TRADE-6, RP-TRADE-8, RP-TRADE-9: accepting, choosing the exact cards, the exchange', () => {
  test('exact sides on both halves: the cards change hands at once', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'counter', b('1 metal')], ['2', 'pass'], ['3', 'pass'], ['0', 'accept', '1']);
    expect(stage(m)).toEqual({ 0: 'build' });
    expect(G(m).players['0'].hand).toMatchObject({ goths: 2, metal: 0, arts: 1, vikings: 1 });
    expect(G(m).players['1'].hand).toMatchObject({ vikings: 0, trade: 2, metal: 1 });
    expect(G(m).trade).toMatchObject({ partner: '1', closed: true });
  });

  test('each side named with "or" or a generic type is chosen by its giver, proposer first', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', offer('1 metal or 1 arts')], ['1', 'pass'], ['2', 'counter', b('1 people')], ['3', 'pass']);
    play(m, ['0', 'accept', '2']);
    expect(stage(m)).toEqual({ 0: 'deliver' });
    expect(refused(m, '0', 'deliver', { goths: 1 })).toBe(true);
    expect(refused(m, '0', 'deliver', { metal: 1, arts: 1 })).toBe(true);
    play(m, ['0', 'deliver', { arts: 1 }]);
    expect(G(m).players['0'].giving).toEqual({ arts: 1 });
    expect(stage(m)).toEqual({ 2: 'deliver' });
    expect(refused(m, '2', 'deliver', { lombards: 1 })).toBe(true);
    play(m, ['2', 'deliver', { huns: 1 }]);
    expect(stage(m)).toEqual({ 0: 'build' });
    expect(G(m).players['0'].hand).toMatchObject({ arts: 0, huns: 1, metal: 1 });
    expect(G(m).players['2'].hand).toMatchObject({ arts: 1, huns: 0, vikings: 2 });
    expect(G(m).players['0'].giving).toBeNull();
    expect(G(m).players['2'].giving).toBeNull();
  });

  test('the two sides need not have the same number of cards', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', offer('2 goths')], ['1', 'counter', b('1 trade')], ['2', 'pass'], ['3', 'pass'], ['0', 'accept', '1']);
    expect(G(m).players['0'].hand).toMatchObject({ goths: 0, trade: 1 });
    expect(G(m).players['1'].hand).toMatchObject({ goths: 2, trade: 1 });
  });

  test('refusing every counter-proposal leaves the hands alone', () => {
    const m = fourPlayers();
    const before = JSON.stringify(G(m).players);
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'counter', b('1 metal')], ['2', 'pass'], ['3', 'pass'], ['0', 'refuse']);
    expect(stage(m)).toEqual({ 0: 'build' });
    expect(JSON.stringify(G(m).players)).toBe(before);
  });

  test('after the trade: lay and draw, then the next player proposes', () => {
    const m = fourPlayers();
    play(m, ['0', 'propose', seek('1 vikings')], ['1', 'pass'], ['2', 'pass'], ['3', 'pass'], ['0', 'draw', 'standard']);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(stage(m)).toEqual({ 1: 'propose' });
    expect(G(m).trade).toBeNull();
  });
});
