/** PAMIR-DOM-1..4, PAMIR-END-1..3, PAMIR-CLEANUP-3..5, PAMIR-D-2. */
import { describe, expect, test } from 'vitest';
import {
  checkPoints,
  dominantCoalition,
  leader,
  outcome,
  resolveCheck,
  splitPoints,
  winners,
} from '../../games/pax-pamir/rules/dominance';
import { endActions } from '../../games/pax-pamir/rules/turn';
import { position, settle } from './position';

// p. 15: a tie adds the points of the tied places and divides them, rounding down.
describe('PAMIR-DOM-3: ties split the places they share, rounded down', () => {
  test.each([
    ['no tie', { a: 5, b: 3, c: 1 }, [5, 3, 1], { a: 5, b: 3, c: 1 }],
    ['two first', { a: 4, b: 4, c: 1 }, [5, 3, 1], { a: 4, b: 4, c: 1 }],
    ['three first', { a: 2, b: 2, c: 2 }, [5, 3, 1], { a: 3, b: 3, c: 3 }],
    ['two second', { a: 9, b: 2, c: 2 }, [5, 3, 1], { a: 5, b: 2, c: 2 }],
    ['fourth place scores nothing', { a: 4, b: 3, c: 2, d: 1 }, [5, 3, 1], { a: 5, b: 3, c: 1, d: 0 }],
    ['tie across the last scoring place', { a: 4, b: 3, c: 2, d: 2 }, [5, 3, 1], { a: 5, b: 3, c: 0, d: 0 }],
    ['failure, two second', { a: 5, b: 1, c: 1 }, [3, 1], { a: 3, b: 0, c: 0 }],
    ['failure, two first', { a: 5, b: 5, c: 1 }, [3, 1], { a: 2, b: 2, c: 0 }],
    ['doubled, three first', { a: 2, b: 2, c: 2 }, [10, 6, 2], { a: 6, b: 6, c: 6 }],
    ['doubled failure, two first', { a: 3, b: 3 }, [6, 2], { a: 4, b: 4 }],
  ])('%s', (_label, values, table, expected) => {
    expect(splitPoints(values, table)).toEqual(expected);
  });
});

// p. 15, Dominance Checks: a single coalition with at least four more blocks in play than each other.
describe('PAMIR-DOM-1: success', () => {
  test.each([
    ['4 ahead of each', { british: 4 }, 'british'],
    ['3 ahead: no', { british: 3 }, null],
    ['4 ahead of one, 3 of the other: no', { british: 5, russian: 2 }, null],
    ['roads count too', { afghan: 6, russian: 2 }, 'afghan'],
  ] as const)('%s', (_label, blocks, expected) => {
    // half the blocks as armies in Kabul, the rest as roads on Kabul-Punjab, to count both
    const armies = Object.fromEntries(Object.entries(blocks).map(([c, n]) => [c, Math.ceil(n / 2)]));
    const roads = Object.fromEntries(Object.entries(blocks).map(([c, n]) => [c, Math.floor(n / 2)]));
    const G = position({ armies: { kabul: armies }, roads: { 'kabul-punjab': roads } });
    expect(dominantCoalition(G)).toBe(expected);
  });

  test('loyal players score 5/3/1 by influence; the others nothing; every block is removed', () => {
    // '0' and '3' british (influence 3 and 1), '1' russian, '2' afghan
    const G = position({
      numPlayers: 4,
      armies: { kabul: { british: 5, russian: 1 } },
      roads: { 'kabul-punjab': { afghan: 1 } },
      players: { 0: { gifts: 2 } },
      deck: [102],
    });
    const record = resolveCheck(G);
    expect(record).toEqual({ dominant: 'british', points: { 0: 5, 1: 0, 2: 0, 3: 3 }, final: false });
    expect(G.regions.kabul.armies).toEqual({ afghan: 0, british: 0, russian: 0 });
    expect(G.roads['kabul-punjab'].afghan).toBe(0);
  });
});

// p. 15, Unsuccessful Check: 3 and 1 points by cylinders in play (off the player board), even zero.
describe('PAMIR-DOM-2: failure scores cylinders in play', () => {
  test('3 and 1 by tribes, spies and gifts; blocks stay', () => {
    const G = position({
      tribes: { kabul: { 0: 1 }, herat: { 1: 2 } },
      armies: { kabul: { british: 2 } },
      players: { 0: { gifts: 1, court: [[15, { 2: 1 }]] } },
      deck: [102],
    });
    expect(checkPoints(G, false)).toEqual({ dominant: null, points: { 0: 2, 1: 2, 2: 0 } }); // 2, 2, 1: (3+1)/2 each
    resolveCheck(G);
    expect(G.regions.kabul.armies.british).toBe(2);
  });

  // p. 15, Unsuccessful Check: players score by their cylinders in play, even zero.
  test('PAMIR-D-4: players with no cylinder still take their place', () => {
    expect(checkPoints(position(), false).points).toEqual({ 0: 1, 1: 1, 2: 1 }); // (3+1+0)/3
  });
});

// p. 15, Final Dominance Check: the points are doubled before ties are split; p. 9, Instability: if the final
// Dominance Check card is discarded that way, that check counts as the final one.
describe('PAMIR-DOM-4, PAMIR-D-2: the last check doubles', () => {
  test('the check is final when no Dominance Check remains in the deck or the market', () => {
    const G = position({ tribes: { kabul: { 0: 1 } }, market: [[5]], deck: [6] });
    expect(resolveCheck(G)).toEqual({ dominant: null, points: { 0: 6, 1: 1, 2: 1 }, final: true });
  });

  test('one still in the market: not final', () => {
    const G = position({ market: [[103]], deck: [] });
    expect(resolveCheck(G).final).toBe(false);
  });

  test('success doubled, ties split after doubling', () => {
    const G = position({ numPlayers: 4, armies: { punjab: { british: 4 } }, players: { 0: { gifts: 1 }, 3: { gifts: 1 } } });
    expect(checkPoints(G, true).points).toEqual({ 0: 8, 1: 0, 2: 0, 3: 8 }); // (10+6)/2
  });
});

// p. 9, Game End and Victory: after the deck's final Dominance Check the game always ends.
describe('PAMIR-END-1..3: the end', () => {
  // p. 9, Game End and Victory.
  test('PAMIR-END-2: 4 points ahead after a check wins at once', () => {
    const G = position({ tribes: { kabul: { 0: 1 } }, players: { 0: { score: 2 }, 1: { score: 1 } }, deck: [104] });
    resolveCheck(G); // 0 gets 3 → 5; 1 and 2 split 1 → 0
    expect(leader(G)).toBe('0');
    expect(outcome(G)).toEqual({ winners: ['0'], reason: 'lead' });
  });

  test('3 points ahead: the game goes on', () => {
    const G = position({ tribes: { kabul: { 0: 1 } }, players: { 1: { score: 1 } }, deck: [104] });
    resolveCheck(G);
    expect(outcome(G)).toBeNull();
  });

  // p. 9, Game End and Victory: the most points.
  test.each([
    ['most points', { 0: { score: 7 }, 1: { score: 6 } }, ['0']],
    ['tie broken by military stars', { 0: { score: 6, court: [15] }, 1: { score: 6, court: [33] } }, ['1']],
    ['then by rupees', { 0: { score: 6, court: [15], rupees: 3 }, 1: { score: 6, court: [16], rupees: 5 } }, ['1']],
    ['PAMIR-D-7: still tied, shared', { 0: { score: 6, rupees: 5 }, 1: { score: 6, rupees: 5 } }, ['0', '1']],
  ])('PAMIR-END-3: %s', (_label, players, expected) => {
    expect(winners(position({ players: { 2: { score: 0 }, ...players } }))).toEqual(expected);
  });

  // p. 9, Game End and Victory: after the deck's final Dominance Check the game always ends.
  test('PAMIR-END-1: after the last check the best player wins even without a 4-point lead', () => {
    const G = position({ players: { 0: { score: 5 }, 1: { score: 6 } } });
    resolveCheck(G); // failure, everyone 0 cylinders: 2 each (doubled (6+2+0)/3)
    expect(outcome(G)).toEqual({ winners: ['1'], reason: 'final' });
  });
});

// p. 9, Cleanup, third step: discard the events of the leftmost column, top row first.
describe('PAMIR-CLEANUP-3..5: the market at cleanup', () => {
  // Rules p.9 (Cleanup, third and fourth steps): rupees on a discarded event stay on its market position;
  // a card that moves into that position (sliding, or drawn) takes them.
  test('PAMIR-CLEANUP-3, PAMIR-CLEANUP-4, PAMIR-D-9: an event\'s rupees stay on its position and go to the card sliding into it', () => {
    const G = position({ market: [[[105, 3], [1, 1]], [2, 3]], deck: [4], players: { 0: { rupees: 1 } } });
    endActions(G, '0');
    settle(G);
    expect(G.discard).toEqual([105]);
    expect(Object.values(G.players).map((p) => p.rupees)).toEqual([1, 4, 4]);
    expect(G.market[0].map((s) => s && [s.card, s.rupees])).toEqual([[1, 4], [4, 0], null, null, null, null]);
  });

  // p. 9, Cleanup, fourth step: cards move left with their rupees.
  test('PAMIR-CLEANUP-4: no card slides in: the card drawn into that position takes them', () => {
    const G = position({ market: [[[105, 2]], [2, 3]], deck: [20, 21] });
    endActions(G, '0');
    settle(G);
    expect(G.market[0].map((s) => s && [s.card, s.rupees])).toEqual([[20, 2], [21, 0], null, null, null, null]);
    expect(G.market[1].map((s) => s && [s.card, s.rupees])).toEqual([[2, 0], [3, 0], null, null, null, null]);
  });

  // p. 9, Cleanup, Instability: a Dominance Check revealed while another is in the market triggers a check at
  // once, then both are discarded and the market filled as above.
  test('PAMIR-CLEANUP-5: the rupees of the two discarded Dominance Checks stay on their positions too', () => {
    const G = position({ market: [[1, [101, 2], 2], [3, 4, 5]], deck: [102, 6, 7, 8, 9, 103] });
    endActions(G, '0');
    expect(settle(G)).toBe('endTurn');
    expect(G.market[0].map((s) => s && [s.card, s.rupees])).toEqual([[1, 0], [2, 2], [6, 0], [7, 0], [9, 0], null]);
  });

  // p. 9, Cleanup, third step: discard the events of the leftmost column, top row first.
  test('PAMIR-CLEANUP-3: events in the leftmost column are discarded top row first; a check there is resolved', () => {
    const G = position({ market: [[105, 1], [101, 2]], deck: [3, 4, 102] });
    endActions(G, '0');
    settle(G);
    expect(G.discard).toEqual([105, 101]);
    expect(G.checks).toHaveLength(1);
  });

  // p. 9, Cleanup, fourth step: cards move left with their rupees.
  test('PAMIR-CLEANUP-4: slide left with rupees, then refill column by column, top first', () => {
    const G = position({ market: [[null, [1, 2], null, 3], [11, null, 12]], deck: [21, 22, 23, 24, 25, 26, 27, 28] });
    endActions(G, '0');
    expect(settle(G)).toBe('endTurn');
    expect(G.market[0].map((s) => s && [s.card, s.rupees])).toEqual([[1, 2], [3, 0], [21, 0], [23, 0], [25, 0], [27, 0]]);
    expect(G.market[1].map((s) => s && [s.card, s.rupees])).toEqual([[11, 0], [12, 0], [22, 0], [24, 0], [26, 0], [28, 0]]);
  });

  test('events not in the leftmost column stay', () => {
    const G = position({ market: [[1, 105], [2, 3]] });
    endActions(G, '0');
    settle(G);
    expect(G.market[0][1]?.card).toBe(105);
  });

  // p. 9, Cleanup, Instability: a Dominance Check revealed while another is in the market triggers a check at
  // once, then both are discarded and the market filled as above.
  test('PAMIR-CLEANUP-5: a second visible check: both discarded, one check, then slide and refill again', () => {
    const G = position({ market: [[1, 101, 2], [3, 4, 5]], deck: [102, 6, 7] });
    endActions(G, '0');
    expect(settle(G)).toBe('idle'); // the game is over
    expect(G.discard).toEqual([101, 102]);
    expect(G.checks).toHaveLength(1);
    expect(G.checks[0].final).toBe(true); // PAMIR-D-2: both cards used up, none left
    expect(outcome(G)).not.toBeNull();
  });

  // p. 9, Cleanup, Instability: a Dominance Check revealed while another is in the market triggers a check at
  // once, then both are discarded and the market filled as above.
  test('PAMIR-CLEANUP-5: the refill stops at the second check, then resumes after it', () => {
    const G = position({ market: [[1, 101, 2], [3, 4, 5]], deck: [102, 6, 7, 8, 9, 103] });
    endActions(G, '0');
    expect(settle(G)).toBe('endTurn');
    expect(G.checks).toEqual([{ dominant: null, points: { 0: 1, 1: 1, 2: 1 }, final: false }]);
    expect(G.discard).toEqual([101, 102]);
    expect(G.market[0].map((s) => s?.card ?? null)).toEqual([1, 2, 6, 7, 9, null]);
    expect(G.market[1].map((s) => s?.card ?? null)).toEqual([3, 4, 5, 8, 103, null]);
  });
});
