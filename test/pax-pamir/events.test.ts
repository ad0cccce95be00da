/** PAMIR-EVENT-1..3 and both sides of each of the twelve events (PAMIR-EVENT-105D … PAMIR-EVENT-116P). */
import { describe, expect, test } from 'vitest';
import { cardActionChoices, isLegalStep } from '../../games/pax-pamir/rules/actions';
import { discardLeftmostEvent } from '../../games/pax-pamir/rules/cleanup';
import { influence } from '../../games/pax-pamir/rules/court';
import { dominanceMargin, dominantCoalition, resolveCheck } from '../../games/pax-pamir/rules/dominance';
import { applyPick, pickOptions } from '../../games/pax-pamir/rules/events';
import { topTask } from '../../games/pax-pamir/rules/tasks';
import { legalChoices } from '../../games/pax-pamir/rules/legal';
import { canBuy } from '../../games/pax-pamir/rules/market';
import type { PaxState, Task } from '../../games/pax-pamir/rules/state';
import { bribeToPlay, buy, discard } from '../../games/pax-pamir/rules/turn';
import { act, position, settle, step, type PositionSpec } from './position';

/** The event leaves the leftmost column at cleanup, for player '0'. */
function discarded(event: number, spec: PositionSpec = {}): PaxState {
  const G = position({ ...spec, market: [[event], []] });
  expect(discardLeftmostEvent(G, '0')).not.toBeNull();
  settle(G);
  expect(G.discard).toContain(event);
  return G;
}

/** Player '0' buys the event from column 0. */
function bought(event: number, spec: PositionSpec = {}): PaxState {
  const G = position({ ...spec, market: [[event], []] });
  buy(G, '0', 0, 0);
  settle(G);
  return G;
}

const pick = (G: PaxState, option: string) => {
  const task = topTask(G) as Extract<Task, { kind: 'pick' }>;
  expect(pickOptions(G, task)).toContain(option);
  applyPick(G, option);
  settle(G);
};

// card 105, top half, when discarded at cleanup (p. 9, Cleanup).
describe('favored suit changes (PAMIR-EVENT-105D, 115D, 116D)', () => {
  test.each([
    [105, 'political', 'military'],
    [115, 'political', 'intelligence'],
    [116, 'economic', 'political'],
  ] as const)('event %i discarded: %s becomes %s', (event, before, after) => {
    expect(discarded(event, { favored: before }).favored).toBe(after);
  });
});

// card 105, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-105P New Tactics', () => {
  test("the buyer's military cards are favored until the check", () => {
    const G = bought(105, { players: { 0: { court: [38] }, 1: { court: [38 - 1] } }, actions: 1 });
    expect(G.effects).toEqual([{ id: 'new_tactics', player: '0', card: 105 }]);
    G.turn = { ...G.turn, actions: 2 };
    G.regions = { ...G.regions, punjab: { tribes: { 1: 1 }, armies: { afghan: 0, british: 1, russian: 0 } } };
    expect(cardActionChoices(G, '0', 38).length).toBeGreaterThan(0);
    resolveCheck(G);
    expect(G.effects).toEqual([]); // PAMIR-EVENT-3
  });
});

// Card 106: its top half when discarded at cleanup (p. 9, Cleanup), its bottom half when bought
// (p. 10, Event Cards).
describe('PAMIR-EVENT-106D, PAMIR-EVENT-106P gifts and influence', () => {
  test('D: Embarrassment of Riches: gifts give no influence', () => {
    expect(influence(discarded(106, { players: { 0: { gifts: 2 } } }), '0')).toBe(1);
  });
  test("P: Koh-i-Noor: the buyer's gifts give 2 each", () => {
    expect(influence(bought(106, { players: { 0: { gifts: 2 } } }), '0')).toBe(5);
  });
});

// Card 107: its top half when discarded at cleanup (p. 9, Cleanup), its bottom half when bought
// (p. 10, Event Cards).
describe('PAMIR-EVENT-107D, PAMIR-EVENT-107P bribes', () => {
  const spec: PositionSpec = { tribes: { kabul: { 1: 2 } }, players: { 0: { hand: [15], court: [[8, { 1: 2 }]] }, 2: { hand: [16] } } };
  test('D: Disregard for Customs: nobody owes a bribe (play or hostage)', () => {
    const G = discarded(107, spec);
    expect(bribeToPlay(G, '0', 15).amount).toBe(0);
    expect(bribeToPlay(G, '2', 16).amount).toBe(0);
  });
  test('P: Courtly Manners: the buyer owes none, the others still do', () => {
    const G = bought(107, spec);
    expect(bribeToPlay(G, '0', 15).amount).toBe(0);
    expect(bribeToPlay(G, '2', 16).amount).toBe(2);
  });
});

// Card 108: its top half when discarded at cleanup (p. 9, Cleanup), its bottom half when bought
// (p. 10, Event Cards).
describe('PAMIR-EVENT-108D, PAMIR-EVENT-108P', () => {
  test('D: Failure to Impress: every prize is discarded', () => {
    const G = discarded(108, { players: { 0: { prizes: [13] }, 1: { prizes: [19, 20] } } });
    expect([G.players['0'].prizes, G.players['1'].prizes]).toEqual([[], []]);
    expect(G.discard).toEqual(expect.arrayContaining([13, 19, 20]));
  });
  test('P: Rumor: the named player\'s patriots give no influence', () => {
    const G = bought(108, { players: { 1: { court: [84, 69] } } });
    expect(influence(G, '1')).toBe(3);
    expect(legalChoices(G, 'play', '0', '0').map((c) => c.args[0])).toEqual(['1', '2']);
    pick(G, '1');
    expect(influence(G, '1')).toBe(1);
  });
});

// card 109, top half, when discarded at cleanup (p. 9, Cleanup).
describe('riots (PAMIR-EVENT-109D, 110D, 112D, 113D)', () => {
  test.each([
    [109, 'punjab'],
    [110, 'herat'],
    [112, 'kabul'],
    [113, 'persia'],
  ] as const)('event %i discarded clears %s, with overthrow', (event, region) => {
    const G = discarded(event, {
      tribes: { [region]: { 0: 2, 1: 1 }, transcaspia: { 0: 1 } },
      armies: { [region]: { british: 2, russian: 1 }, transcaspia: { british: 1 } },
      players: { 0: { court: [region === 'kabul' ? 5 : region === 'punjab' ? 25 : region === 'herat' ? 55 : 75] } },
    });
    expect(G.regions[region].tribes).toEqual({ 0: 0, 1: 0, 2: 0 });
    expect(G.regions[region].armies).toEqual({ afghan: 0, british: 0, russian: 0 });
    expect(G.players['0'].court).toEqual([]); // PAMIR-OVERTHROW-1
    expect(G.regions.transcaspia.armies.british).toBe(1);
  });
});

// card 109, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-109P Conflict Fatigue', () => {
  test('a lead of 2 blocks is enough at the next check', () => {
    const G = bought(109, { armies: { kabul: { british: 2 } } });
    expect(dominanceMargin(G)).toBe(2);
    expect(dominantCoalition(G)).toBe('british');
    resolveCheck(G);
    expect(dominanceMargin(G)).toBe(4);
  });
});

// card 110, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-110P Nationalism', () => {
  test("the buyer's tribes move along roads and fight like armies", () => {
    const G = bought(110, {
      favored: 'military', // the battle is a bonus action
      tribes: { kabul: { 0: 1, 1: 1 }, punjab: { 0: 1 } },
      roads: { 'kabul-punjab': { british: 1 } },
      players: { 0: { court: [29, 38] } },
    });
    act(G, '0', 38, 'battle', 'kabul'); // a tribe counts as an army: one removal
    step(G, '0', 'tribe|1');
    expect(G.regions.kabul.tribes['1']).toBe(0);
    act(G, '0', 29, 'move');
    step(G, '0', 'tribe|punjab|kabul');
    expect(G.regions.kabul.tribes['0']).toBe(2);
  });
});

// Card 111: its top half when discarded at cleanup (p. 9, Cleanup), its bottom half when bought
// (p. 10, Event Cards).
describe('PAMIR-EVENT-111D, PAMIR-EVENT-111P', () => {
  test('D: nothing happens', () => {
    const G = discarded(111, { favored: 'economic' });
    expect(G.favored).toBe('economic');
    expect(G.effects).toEqual([]);
  });
  test('P: Public Withdrawal cannot be bought', () => {
    const G = position({ market: [[111], []] });
    expect(canBuy(G, '0', 0, 0)).toBe(false);
  });
});

// card 112, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-112P Nation Building', () => {
  test('a build places twice the blocks for the same rupees', () => {
    const G = bought(112, { tribes: { punjab: { 0: 1 } }, players: { 0: { court: [28], rupees: 4 } } });
    act(G, '0', 28, 'build');
    for (let i = 0; i < 4; i++) step(G, '0', 'army|punjab|');
    expect(G.regions.punjab.armies.british).toBe(4);
    expect(G.players['0'].rupees).toBe(0);
  });
});

// card 113, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-113P', () => {
  test('the buyer takes 3 rupees', () => {
    expect(bought(113, { players: { 0: { rupees: 1 } } }).players['0'].rupees).toBe(4);
  });
  test('D: riots in Persia (see the riots table)', () => {
    expect(discarded(113).regions.persia.armies.british).toBe(0);
  });
});

// Card 114: its top half when discarded at cleanup (p. 9, Cleanup), its bottom half when bought
// (p. 10, Event Cards).
describe('PAMIR-EVENT-114D, PAMIR-EVENT-114P', () => {
  test('D: Confidence Failure: each player with a hand discards one, the player whose turn it is first', () => {
    const G = discarded(114, { players: { 0: { hand: [1, 2] }, 2: { hand: [3] } } });
    expect(topTask(G)).toMatchObject({ kind: 'discard', player: '0' });
    discard(G, 2);
    settle(G);
    expect(topTask(G)).toMatchObject({ kind: 'discard', player: '2' });
    discard(G, 3);
    settle(G);
    expect(G.pending).toEqual([]);
    expect([G.players['0'].hand, G.players['2'].hand]).toEqual([[1], []]);
  });
  test('P: Other Persuasive Methods: the buyer swaps hands', () => {
    const G = bought(114, { players: { 0: { hand: [1] }, 1: { hand: [2, 3] } } });
    pick(G, '1');
    expect([G.players['0'].hand, G.players['1'].hand]).toEqual([[2, 3], [1]]);
  });
});

// card 115, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-115P Pashtunwali Values', () => {
  test('the buyer picks the favored suit; suit-change icons are ignored until the check', () => {
    const G = bought(115, { players: { 0: { hand: [8] } } });
    pick(G, 'economic');
    expect(G.favored).toBe('economic');
    G.players = { ...G.players, 0: { ...G.players['0'], court: [{ card: 8, spies: {} }], hand: [] } };
    G.pending = [{ kind: 'impact', player: '0', card: 8, step: 3 }]; // card 8's last icon: political
    settle(G);
    expect(G.favored).toBe('economic');
  });
});

// card 116, bottom half, when bought (p. 10, Event Cards).
describe('PAMIR-EVENT-116P Rebuke', () => {
  test('the buyer clears a region of their choice', () => {
    const G = bought(116, { tribes: { herat: { 1: 2 } }, armies: { herat: { russian: 2 } } });
    expect(isLegalStep(G, '0', 'herat')).toBe(false); // a pick, not a step
    pick(G, 'herat');
    expect(G.regions.herat.tribes['1']).toBe(0);
    expect(G.regions.herat.armies.russian).toBe(0);
  });
});

