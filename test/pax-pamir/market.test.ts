/** PAMIR-BUY-1..6, PAMIR-D-1. */
import { describe, expect, test } from 'vitest';
import { buyCost, canBuy } from '../../games/pax-pamir/rules/market';
import { buy, isLegalBuy } from '../../games/pax-pamir/rules/turn';
import { act, position, step } from './position';

// A full market: row 0 holds cards 1..6, row 1 cards 11..16.
const FULL = [
  [1, 2, 3, 4, 5, 6],
  [11, 12, 13, 14, 15, 16],
];

// p. 10, Purchase: the leftmost column is free, the next costs one rupee, then two, and so on; p. 10,
// Purchasing Cards when Military Cards are Favored: two rupees on each card instead of one.
describe('PAMIR-BUY-1, PAMIR-BUY-3: the cost table', () => {
  test.each([
    [0, 'political', 0],
    [1, 'political', 1],
    [3, 'economic', 3],
    [5, 'intelligence', 5],
    [0, 'military', 0],
    [1, 'military', 2],
    [4, 'military', 8],
    [5, 'military', 10],
  ] as const)('column %i with %s favored costs %i', (col, favored, cost) => {
    const G = position({ favored, market: FULL });
    expect(buyCost(G, '0', 0, col)).toBe(cost);
    expect(buyCost(G, '0', 1, col)).toBe(cost);
  });
});

// p. 10, Purchase: one rupee on each card to the left in the same row; p. 10, Purchase: the card goes to the
// hand, with the rupees on it.
describe('PAMIR-BUY-2, PAMIR-BUY-4: paying and taking', () => {
  test('one rupee on each card to the left in the same row; the card and its rupees go to the buyer', () => {
    const G = position({ market: [[1, 2, [3, 2], 4, 5, 6], FULL[1]], players: { 0: { rupees: 4 } } });
    buy(G, '0', 0, 2);
    expect(G.market[0].map((s) => s?.rupees ?? null)).toEqual([1, 1, null, 0, 0, 0]);
    expect(G.market[1].every((s) => s!.rupees === 0)).toBe(true);
    expect(G.players['0'].hand).toEqual([3]);
    expect(G.players['0'].rupees).toBe(4 - 2 + 2);
    expect(G.turn.actions).toBe(1);
  });

  test('an empty space to the left: the rupee goes on the card of the other row', () => {
    const G = position({ market: [[1, null, 3, 4], [11, 12, 13, 14]] });
    buy(G, '0', 0, 3);
    expect(G.market[0].map((s) => s?.rupees ?? null)).toEqual([1, null, 1, null, null, null]);
    expect(G.market[1].map((s) => s?.rupees ?? null)).toEqual([0, 1, 0, 0, null, null]);
    expect(G.players['0'].rupees).toBe(1);
  });

  // PAMIR-D-1 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('PAMIR-D-1: both spaces of a column empty: the rupee is paid and leaves the game', () => {
    const G = position({ market: [[1, null, 3], [11, null, 13]] });
    buy(G, '0', 1, 2);
    expect(G.players['0'].rupees).toBe(2);
    expect(G.market[0][0]!.rupees + G.market[1][0]!.rupees).toBe(1);
  });

  // p. 10, Purchasing Cards when Military Cards are Favored: two rupees on each card instead of one.
  test('PAMIR-BUY-3: Military favored, two rupees on each card', () => {
    const G = position({ favored: 'military', market: FULL, players: { 0: { rupees: 5 } } });
    buy(G, '0', 1, 2);
    expect(G.market[1].map((s) => s?.rupees ?? null)).toEqual([2, 2, null, 0, 0, 0]);
    expect(G.players['0'].rupees).toBe(1);
  });

  test('too few rupees: no buy', () => {
    const G = position({ market: FULL, players: { 0: { rupees: 2 } } });
    expect(canBuy(G, '0', 0, 2)).toBe(true);
    expect(canBuy(G, '0', 0, 3)).toBe(false);
    expect(canBuy(G, '0', 0, 0)).toBe(true);
  });
});

// p. 10, Purchase: a rupee placed on a market card for any reason bars its purchase this turn.
describe('PAMIR-BUY-5: not a card you put a rupee on this turn', () => {
  test('after buying column 2, columns 0 and 1 of that row cannot be bought this turn', () => {
    const G = position({ market: FULL, players: { 0: { rupees: 10 } } });
    buy(G, '0', 0, 2);
    expect(isLegalBuy(G, '0', 0, 0)).toBe(false);
    expect(isLegalBuy(G, '0', 0, 1)).toBe(false);
    expect(isLegalBuy(G, '0', 1, 0)).toBe(true);
  });

  // Rules p.10 (Purchase) and p.12 (Action Costs): a rupee placed on a market card for any reason bars
  // the player from purchasing that card this turn.
  test('a rupee paid as an action cost (a gift) also bars the card', () => {
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: 10 } } });
    act(G, '0', 14, 'gift'); // 2 rupees: one on each rightmost card
    expect(isLegalBuy(G, '0', 0, 5)).toBe(false);
    expect(isLegalBuy(G, '0', 1, 5)).toBe(false);
    expect(isLegalBuy(G, '0', 0, 4)).toBe(true);
  });

  test('a rupee paid for a betray or a build bars the card too', () => {
    const B = position({ market: FULL, players: { 0: { court: [16], rupees: 10 }, 1: { court: [[8, { 0: 1 }]] } } });
    act(B, '0', 16, 'betray', '8');
    expect([isLegalBuy(B, '0', 0, 5), isLegalBuy(B, '0', 1, 5), isLegalBuy(B, '0', 0, 4)]).toEqual([false, false, true]);
    const D = position({ market: FULL, tribes: { punjab: { 0: 1 } }, players: { 0: { court: [28], rupees: 10 } } });
    act(D, '0', 28, 'build');
    step(D, '0', 'army|punjab|');
    step(D, '0', 'army|punjab|');
    step(D, '0', 'done');
    expect([isLegalBuy(D, '0', 0, 4), isLegalBuy(D, '0', 1, 4), isLegalBuy(D, '0', 0, 3)]).toEqual([false, false, true]);
  });

  // p. 9, Sequence of Play: up to two actions, bonus actions not counted, then cleanup.
  test('PAMIR-TURN-1: no third action', () => {
    const G = position({ market: FULL, players: { 0: { rupees: 10 } } });
    buy(G, '0', 1, 0);
    buy(G, '0', 1, 1);
    expect(isLegalBuy(G, '0', 0, 0)).toBe(false);
  });

  test.each([
    [-1, 0],
    [2, 0],
    [0, 6],
    [0.5, 0],
    ['0', 0],
    [null, 1],
  ])('isLegalBuy refuses row %s column %s', (row, col) => {
    const G = position({ market: FULL });
    expect(isLegalBuy(G, '0', row, col)).toBe(false);
  });
});

// p. 10, Event Cards: never in a hand, resolved the moment they are bought.
describe('PAMIR-BUY-6: events and Dominance Checks bought', () => {
  test('a bought Dominance Check is resolved at once and discarded', () => {
    const G = position({ market: [[101, 2], FULL[1]], deck: [102], players: { 0: { gifts: 1 } } });
    buy(G, '0', 0, 0);
    expect(G.discard).toEqual([101]);
    expect(G.players['0'].hand).toEqual([]);
    expect(G.checks).toHaveLength(1);
    expect(G.checks[0].final).toBe(false); // 102 is still in the deck
    // failure: '0' has a gift in play, the others none: 3 to '0', the others split 1
    expect(G.checks[0].points).toEqual({ 0: 3, 1: 0, 2: 0 });
  });

  // p. 3, Cards: an event's bottom effect when it is purchased.
  test('PAMIR-EVENT-2: a bought event is discarded (its purchase effect comes with the events)', () => {
    const G = position({ market: [[105, 2], FULL[1]] });
    buy(G, '0', 0, 0);
    expect(G.discard).toEqual([105]);
    expect(G.players['0'].hand).toEqual([]);
    expect(G.checks).toHaveLength(0);
  });
});
