/** PAMIR-OVERTHROW-1..2, PAMIR-LEVERAGE-1..2, PAMIR-LOYALTY-1, PAMIR-CLEANUP-1..2. */
import { describe, expect, test } from 'vitest';
import { courtLimit, discardFromCourt, handLimit, influence, removeTribes } from '../../games/pax-pamir/rules/court';
import { actor, discardCandidates, topTask } from '../../games/pax-pamir/rules/tasks';
import { discard, endActions } from '../../games/pax-pamir/rules/turn';
import { position, settle } from './position';

// p. 8, The Overthrow Rule: losing one's last tribe in a region discards one's political cards of that region.
describe('PAMIR-OVERTHROW-1: losing the last tribe of a region', () => {
  test('discards the political cards of that region, not the others', () => {
    // 56 Herat political, 57 Herat political, 59 Herat military, 5 Kabul political
    const G = position({ tribes: { herat: { 0: 1 }, kabul: { 0: 1 } }, players: { 0: { court: [56, 59, 5, 57] } } });
    removeTribes(G, '0', 'herat', 1);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([59, 5]);
    expect(G.discard).toEqual([56, 57]);
  });

  test('a tribe lost while others remain changes nothing', () => {
    const G = position({ tribes: { herat: { 0: 2 } }, players: { 0: { court: [56] } } });
    removeTribes(G, '0', 'herat', 1);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([56]);
  });
});

// p. 8, The Overthrow Rule: losing one's last political card of a region removes one's tribes there.
describe('PAMIR-OVERTHROW-2: losing the last political card of a region', () => {
  test('removes the player tribes there', () => {
    const G = position({ tribes: { herat: { 0: 3, 1: 1 } }, players: { 0: { court: [56, 59] } } });
    discardFromCourt(G, '0', 56, 'PAMIR-CLEANUP-1');
    expect(G.regions.herat.tribes).toEqual({ 0: 0, 1: 1, 2: 0 });
  });

  test('another political card of the region keeps them', () => {
    const G = position({ tribes: { herat: { 0: 3 } }, players: { 0: { court: [56, 57] } } });
    discardFromCourt(G, '0', 56, 'PAMIR-CLEANUP-1');
    expect(G.regions.herat.tribes['0']).toBe(3);
  });

  test('a non-political card keeps them; spies on a discarded card go home', () => {
    const G = position({ tribes: { herat: { 0: 3 } }, players: { 0: { court: [[59, { 1: 2 }]] } } });
    discardFromCourt(G, '0', 59, 'PAMIR-CLEANUP-1');
    expect(G.regions.herat.tribes['0']).toBe(3);
    expect(G.players['0'].court).toEqual([]);
  });
});

// p. 8, Discarding a Card in Your Court: a leveraged card returns two rupees.
describe('PAMIR-LEVERAGE-2: paying back leverage', () => {
  test('paid: 2 rupees to the bank', () => {
    const G = position({ players: { 0: { court: [27, 5], rupees: 5 } } });
    discardFromCourt(G, '0', 27, 'PAMIR-CLEANUP-1');
    settle(G);
    expect(G.players['0'].rupees).toBe(3);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([5]);
  });

  test('unpaid: one card of the player choice (hand or court) per rupee missing', () => {
    const G = position({ players: { 0: { court: [27, 5, 15], hand: [16], rupees: 1 } } });
    discardFromCourt(G, '0', 27, 'PAMIR-CLEANUP-1');
    settle(G);
    expect(G.players['0'].rupees).toBe(0);
    const task = topTask(G);
    expect(task).toEqual({ kind: 'discard', player: '0', from: 'any', count: 1 });
    expect(discardCandidates(G, task as never)).toEqual([16, 5, 15]);
    discard(G, 16);
    settle(G);
    expect(G.pending).toEqual([]);
    expect(G.players['0'].hand).toEqual([]);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([5, 15]);
  });

  test('unpaid with nothing left to discard: nothing more happens', () => {
    const G = position({ players: { 0: { court: [27], rupees: 0 } } });
    discardFromCourt(G, '0', 27, 'PAMIR-CLEANUP-1');
    settle(G);
    expect(G.pending).toEqual([]);
  });

  test('a chain: the card discarded for leverage is itself leverage, and political (overthrow)', () => {
    // 27 Punjab political leverage; 30 Punjab economic leverage
    const G = position({ tribes: { punjab: { 0: 2 } }, players: { 0: { court: [30, 27], rupees: 0 } } });
    discardFromCourt(G, '0', 30, 'PAMIR-CLEANUP-1');
    settle(G);
    discard(G, 27); // pays for 30 with a card (2 missing: two cards, only 27 left)
    settle(G);
    expect(G.players['0'].court).toEqual([]);
    expect(G.regions.punjab.tribes['0']).toBe(0); // last political card of Punjab gone
    expect(G.pending).toEqual([]);
  });
});

// PAMIR-D-8 is a decision where the rulebook is silent (RULES.md, Decisions).
test('PAMIR-D-8: leverage is paid back before the next cleanup discard', () => {
  // court limit 4 (27 is political rank 1), 5 cards: discarding 27 lowers the limit to 3
  const G = position({ players: { 0: { court: [27, 15, 16, 17, 59], rupees: 0 } }, deck: [] });
  endActions(G, '0');
  settle(G);
  discard(G, 27);
  settle(G);
  expect(topTask(G)).toEqual({ kind: 'discard', player: '0', from: 'any', count: 2 });
  discard(G, 15);
  discard(G, 16);
  expect(settle(G)).toBe('endTurn'); // within the limit again: no further court discard
  expect(G.players['0'].court.map((s) => s.card)).toEqual([17, 59]);
});

// p. 7, Loyalty and Influence: one, plus patriots in court, prizes and gifts.
describe('PAMIR-LOYALTY-1: influence', () => {
  test.each([
    [{}, 1],
    [{ gifts: 2 }, 3],
    [{ prizes: [90, 91] }, 3],
    [{ court: [32, 36, 15] }, 3], // two british patriots
    [{ court: [32], gifts: 3, prizes: [90] }, 6],
  ])('%o gives %i', (spec, expected) => {
    expect(influence(position({ players: { 0: spec } }), '0')).toBe(expected);
  });
});

// p. 9, Cleanup, first step; p. 9, Cleanup, second step.
describe('PAMIR-CLEANUP-1, PAMIR-CLEANUP-2: limits', () => {
  test.each([
    [[], 3, 2],
    [[5], 4, 2], // political rank 1
    [[7, 56], 7, 2], // political 2 + 2
    [[1], 3, 5], // intelligence rank 3
    [[15, 32], 3, 2], // military
  ])('court %o: court limit %i, hand limit %i', (court, courtMax, handMax) => {
    const G = position({ players: { 0: { court } } });
    expect(courtLimit(G, '0')).toBe(courtMax);
    expect(handLimit(G, '0')).toBe(handMax);
  });

  test('over both limits: court first, then hand, the player choosing; the court limit is counted again', () => {
    // court: 5 (political 1) + 4 others = 5 cards, limit 4
    const G = position({ players: { 0: { court: [5, 15, 16, 17, 59], hand: [60, 61, 62] } }, deck: [] });
    endActions(G, '0');
    settle(G);
    expect(actor(G, '0')).toBe('0');
    expect(topTask(G)).toMatchObject({ kind: 'discard', from: 'court' });
    discard(G, 5); // discarding the political card lowers the limit to 3: one more (PAMIR-D-10)
    settle(G);
    expect(topTask(G)).toMatchObject({ kind: 'discard', from: 'court' });
    discard(G, 15);
    settle(G);
    expect(topTask(G)).toMatchObject({ kind: 'discard', from: 'hand' });
    discard(G, 61);
    expect(settle(G)).toBe('endTurn');
    expect(G.players['0'].court.map((s) => s.card)).toEqual([16, 17, 59]);
    expect(G.players['0'].hand).toEqual([60, 62]);
  });
});
