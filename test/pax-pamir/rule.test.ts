/** PAMIR-RULE-1 and the bribe table of PAMIR-PLAY-1. */
import { describe, expect, test } from 'vitest';
import type { Coalition } from '../../games/pax-pamir/data/map';
import { bribeFor, ruler, rulingPieces } from '../../games/pax-pamir/rules/rule';
import { position } from './position';

// Loyalties: '0' british, '1' russian, '2' afghan, '3' british.
type Row = [label: string, tribes: Record<string, number>, armies: Partial<Record<Coalition, number>>, ruler: string | null];

const ROWS: Row[] = [
  ['nobody with no pieces', {}, {}, null],
  ['one tribe alone rules', { 0: 1 }, {}, '0'],
  ['armies without a tribe rule nobody', {}, { british: 3 }, null],
  ['tribes tied 1-1: nobody', { 0: 1, 1: 1 }, {}, null],
  ['2 tribes beat 1', { 0: 2, 1: 1 }, {}, '0'],
  ['own armies break the tie', { 0: 1, 1: 1 }, { british: 1 }, '0'],
  ['enemy armies make a tie', { 0: 1 }, { russian: 1 }, null],
  ['a player with armies but no tribe still blocks', { 0: 1 }, { russian: 2 }, null],
  ['2 tribes + 1 army beat 2 armies', { 0: 2 }, { russian: 2, british: 1 }, '0'],
  ['shared loyalty: both count the british armies, tie', { 0: 1, 3: 1 }, { british: 2 }, null],
  ['shared loyalty: more tribes wins', { 0: 2, 3: 1 }, { british: 2 }, '0'],
  ['afghan armies help the afghan player', { 2: 1, 1: 2 }, { afghan: 2 }, '2'],
];

// p. 7, Ruling a Region: at least one tribe and more ruling pieces than all others individually.
describe('PAMIR-RULE-1: who rules a region', () => {
  test.each(ROWS)('%s', (_label, tribes, armies, expected) => {
    const G = position({ numPlayers: 4, tribes: { kabul: tribes }, armies: { kabul: armies } });
    expect(ruler(G, 'kabul')).toBe(expected);
    expect(ruler(G, 'punjab')).toBeNull();
  });

  // Rules p.7 (Ruling a Region): a plurality means more ruling pieces than every other one individually;
  // armies of enemy coalitions can keep you from the ruler token even where there are no enemy tribes.
  // Two players: '0' british, '1' russian; nobody is loyal to the Afghan coalition.
  test.each([
    ['afghan armies nobody is loyal to tie a lone tribe', { 0: 1 }, { afghan: 1 }, null],
    ['afghan armies nobody is loyal to outnumber a lone tribe', { 0: 1 }, { afghan: 2 }, null],
    ['own armies beat the afghan armies', { 0: 1 }, { afghan: 2, british: 2 }, '0'],
    ['2 tribes beat 1 afghan army', { 0: 2 }, { afghan: 1 }, '0'],
  ] as Row[])('two players: %s', (_label, tribes, armies, expected) => {
    const G = position({ numPlayers: 2, tribes: { kabul: tribes }, armies: { kabul: armies } });
    expect(ruler(G, 'kabul')).toBe(expected);
  });

  test('the example of p.7: one tribe and two loyal armies beat two British and two Russian armies', () => {
    // '2' is afghan; nobody else has a tribe in Kandahar
    const G = position({ tribes: { kandahar: { 2: 1 } }, armies: { kandahar: { afghan: 2, british: 2, russian: 2 } } });
    expect(ruler(G, 'kandahar')).toBe('2');
  });

  test('no bribe, tax or build right where the armies of an unclaimed coalition block the ruler', () => {
    const G = position({ numPlayers: 2, tribes: { punjab: { 1: 1 } }, armies: { punjab: { afghan: 1 } } });
    expect(bribeFor(G, '0', 'punjab')).toBeNull();
  });

  test('ruling pieces: tribes plus own coalition armies', () => {
    const G = position({ tribes: { herat: { 1: 2 } }, armies: { herat: { russian: 3, british: 1 } } });
    expect(rulingPieces(G, '1', 'herat')).toBe(5);
    expect(rulingPieces(G, '0', 'herat')).toBe(1);
    expect(rulingPieces(G, '2', 'herat')).toBe(0);
  });
});

// p. 11, Play: free in a region one rules or nobody rules.
describe('PAMIR-PLAY-1: the bribe table', () => {
  test.each([
    ['ruler with 1 tribe', { 1: 1 }, {}, '0', { to: '1', amount: 1 }],
    ['ruler with 3 tribes', { 1: 3 }, {}, '0', { to: '1', amount: 3 }],
    ['ruler with 1 tribe and 4 armies', { 1: 1 }, { russian: 4 }, '0', { to: '1', amount: 1 }],
    ['you rule: no bribe', { 0: 2 }, {}, '0', null],
    ['nobody rules: no bribe', { 0: 1, 1: 1 }, {}, '0', null],
    ['the ruler is asked by a third player', { 1: 2 }, {}, '2', { to: '1', amount: 2 }],
  ] as const)('%s', (_label, tribes, armies, player, expected) => {
    const G = position({ tribes: { punjab: tribes }, armies: { punjab: armies } });
    expect(bribeFor(G, player, 'punjab')).toEqual(expected);
  });
});
