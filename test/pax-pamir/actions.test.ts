/** PAMIR-ACTION-1, PAMIR-BONUS-1, PAMIR-COST-1, PAMIR-TAX-1, PAMIR-GIFT-1, PAMIR-GIFT-2, PAMIR-BUILD-1, PAMIR-MOVE-1, PAMIR-BETRAY-1, PAMIR-BATTLE-1, PAMIR-HOSTAGE-1. */
import { describe, expect, test } from 'vitest';
import {
  actionOffers,
  canUseCard,
  cardActionChoices,
  giftCost,
  hostageBribe,
  isLegalAction,
  stepOptions,
  type StepTask,
} from '../../games/pax-pamir/rules/actions';
import { actor, topTask } from '../../games/pax-pamir/rules/tasks';
import { legalChoices } from '../../games/pax-pamir/rules/legal';
import { payToMarket } from '../../games/pax-pamir/rules/market';
import { answerBribe } from '../../games/pax-pamir/rules/turn';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { act, G_of, matchFrom, position, settle, step } from './position';
import { emptyTurn } from '../../games/pax-pamir/rules/state';

const options = (G: PaxState) => stepOptions(G, topTask(G) as StepTask);

// A full market: row 0 holds cards 1..6, row 1 cards 11..16 (no rupees).
const FULL = [
  [1, 2, 3, 4, 5, 6],
  [11, 12, 13, 14, 15, 16],
];
const rupeesOn = (G: PaxState) => G.market.map((row) => row.map((slot) => slot?.rupees ?? null));

// p. 12, Action Costs: the rupees go on the rightmost market cards of both rows, one per card.
describe('PAMIR-COST-1: costs paid into the market from the right', () => {
  test.each([
    [1, [[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]]],
    [2, [[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1]]],
    [4, [[0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 1, 1]]],
    [14, [[1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1]]],
  ])('%i rupees on a full market', (amount, expected) => {
    const G = position({ market: FULL, players: { 0: { rupees: 20 } } });
    payToMarket(G, '0', amount);
    expect(rupeesOn(G)).toEqual(expected);
    expect(G.players['0'].rupees).toBe(20 - amount); // the 2 over the 12 cards leave the game
  });

  // Rules p.12 (Action Costs): the rupees go on the rightmost market cards of both rows, one per card; a
  // vacant slot is skipped for the next card of that row.
  test('both rows are paid from their own rightmost card, each skipping its own gaps', () => {
    const G = position({ market: [FULL[0], [11, 12]], players: { 0: { rupees: 9 } } });
    payToMarket(G, '0', 5);
    expect(rupeesOn(G)).toEqual([[0, 0, 0, 1, 1, 1], [1, 1, null, null, null, null]]);
  });

  test('a row out of cards: the other row takes the rest before any rupee leaves the game', () => {
    const G = position({ market: [FULL[0], [11]], players: { 0: { rupees: 9 } } });
    payToMarket(G, '0', 4);
    expect(rupeesOn(G)).toEqual([[0, 0, 0, 1, 1, 1], [1, null, null, null, null, null]]);
  });

  test('gaps are skipped, top row first in each column', () => {
    const G = position({ market: [[1, 2, null, 4, null, null], [11, 12, 13, null, null, 16]], players: { 0: { rupees: 9 } } });
    payToMarket(G, '0', 4);
    expect(rupeesOn(G)).toEqual([[0, 1, null, 1, null, null], [0, 0, 1, null, null, 1]]);
  });

  // card 111, bottom half, when bought (p. 10, Event Cards).
  test('Public Withdrawal (111) takes its rupee out of the game (PAMIR-EVENT-111P)', () => {
    const G = position({ market: [[1, 2, 3, 4, 5, 111], [11, 12, 13, 14, 15, 16]], players: { 0: { rupees: 9 } } });
    payToMarket(G, '0', 2);
    expect(rupeesOn(G)[0][5]).toBe(0);
    expect(rupeesOn(G)[1][5]).toBe(1);
  });

  test('a gift of 4 is paid from the right', () => {
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: 5, gifts: 1 } } });
    act(G, '0', 14, 'gift');
    expect(rupeesOn(G)).toEqual([[0, 0, 0, 0, 1, 1], [0, 0, 0, 0, 1, 1]]);
    expect(G.players['0'].rupees).toBe(1);
    expect(G.players['0'].gifts).toEqual([true, true, false]);
  });
});

// p. 12, Card-Based Actions: each card gives one action, once per turn, whatever the number of its action
// icons; p. 12, Bonus Actions: actions on cards of the favored suit do not count against the two.
describe('PAMIR-ACTION-1, PAMIR-BONUS-1: actions per turn', () => {
  test('a card gives one action per turn', () => {
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: 10 } } });
    act(G, '0', 14, 'gift');
    expect(G.turn.actions).toBe(1);
    expect(canUseCard(G, '0', 14)).toBe(false);
  });

  test('two actions used: only cards of the favored suit still act, as bonus actions', () => {
    const G = position({ actions: 2, market: FULL, tribes: { kabul: { 0: 1 } }, players: { 0: { court: [6, 14], rupees: 10 } } });
    expect(canUseCard(G, '0', 14)).toBe(false); // economic
    expect(canUseCard(G, '0', 6)).toBe(true); // political, favored
    act(G, '0', 6, 'build');
    expect(G.turn.actions).toBe(2);
  });

  test('a favored card does not count against the two', () => {
    const G = position({ favored: 'economic', market: FULL, players: { 0: { court: [14], rupees: 10 } } });
    act(G, '0', 14, 'gift');
    expect(G.turn.actions).toBe(0);
  });

  test('no action on someone else\'s card, an action not printed, or with a task pending', () => {
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: 10 }, 1: { court: [12] } } });
    expect(isLegalAction(G, '0', 12, 'gift', null, 0)).toBe(false);
    expect(isLegalAction(G, '0', 14, 'tax', null, 0)).toBe(false);
    expect(isLegalAction(G, '0', 14, 'gift', null, -1)).toBe(false);
    expect(isLegalAction(G, '0', 14, 'gift', '0', 0)).toBe(false);
    expect(isLegalAction(G, '0', 14, 'gift', 0, 0)).toBe(false);
    const busy = position({ market: FULL, players: { 0: { court: [14] } }, pending: [{ kind: 'endTurn', player: '0' }] });
    expect(cardActionChoices(busy, '0', 14)).toEqual([]);
  });
});

// p. 13, Tax: up to the card's rank, from market cards and from players with a court card of a region one
// rules.
describe('PAMIR-TAX-1: tax', () => {
  test('from market cards, up to the rank, one rupee at a time', () => {
    const G = position({ market: [[[1, 2], [2, 1]], []], players: { 0: { court: [8], rupees: 0 } } });
    act(G, '0', 8, 'tax');
    expect(options(G)).toEqual(['m|0|0', 'm|0|1', 'done']);
    step(G, '0', 'm|0|0');
    step(G, '0', 'm|0|0');
    expect(G.pending).toEqual([]); // rank 2 reached: the task ends by itself
    expect(G.players['0'].rupees).toBe(2);
    expect(G.market[0][0]!.rupees).toBe(0);
  });

  test('from a player with a card of a region the taxer rules, down to their economic stars', () => {
    // '0' rules Kabul; '1' has card 15 (Kabul) and card 9 (economic rank 1): keeps 1 rupee.
    const G = position({ tribes: { kabul: { 0: 1 } }, players: { 0: { court: [8], rupees: 0 }, 1: { court: [15, 9], rupees: 2 } } });
    act(G, '0', 8, 'tax');
    expect(options(G)).toEqual(['p|1', 'done']);
    step(G, '0', 'p|1');
    expect(G.pending).toEqual([]);
    expect([G.players['0'].rupees, G.players['1'].rupees]).toEqual([1, 1]);
  });

  test('illegal: nothing to tax (no rupees in the market, no ruled region)', () => {
    const G = position({ players: { 0: { court: [8] }, 1: { court: [15], rupees: 9 } } });
    expect(isLegalAction(G, '0', 8, 'tax', null, 0)).toBe(false);
  });

  test('stopping early spends the action', () => {
    const G = position({ market: [[[1, 3]], []], players: { 0: { court: [8], rupees: 0 } } });
    act(G, '0', 8, 'tax');
    step(G, '0', 'm|0|0');
    step(G, '0', 'done');
    expect(G.players['0'].rupees).toBe(1);
    expect(G.turn.actions).toBe(1);
  });
});

// p. 13, Gift: place a cylinder on an empty gift space.
describe('PAMIR-GIFT-1: gift', () => {
  test.each([
    [0, 2],
    [1, 4],
    [2, 6],
  ])('with %i gifts the next costs %i', (gifts, cost) => {
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: cost, gifts } } });
    act(G, '0', 14, 'gift');
    expect(G.players['0'].rupees).toBe(0);
    expect(G.players['0'].gifts.filter(Boolean)).toHaveLength(gifts + 1);
    const poor = position({ market: FULL, players: { 0: { court: [14], rupees: cost - 1, gifts } } });
    expect(isLegalAction(poor, '0', 14, 'gift', null, 0)).toBe(false);
  });

  test('illegal: the dial full', () => {
    expect(isLegalAction(position({ players: { 0: { court: [14], rupees: 9, gifts: 3 } } }), '0', 14, 'gift', null, 0)).toBe(false);
  });

  // PAMIR-GIFT-2 below: one gift per turn; a second card gives the next gift on the next turn.
  test('a second gift card gives the next gift on the next turn', () => {
    const G = position({ market: FULL, players: { 0: { court: [14, 12], rupees: 9 } } });
    act(G, '0', 14, 'gift');
    G.turn = emptyTurn();
    act(G, '0', 12, 'gift');
    expect(G.players['0'].gifts).toEqual([true, true, false]);
    expect(G.players['0'].rupees).toBe(9 - 2 - 4);
  });

  test('with no cylinder in supply, one comes from play (not from another gift)', () => {
    const G = position({ market: FULL, tribes: { herat: { 0: 9 } }, players: { 0: { court: [14], rupees: 4, gifts: 1 } } });
    expect(cardActionChoices(G, '0', 14).filter((c) => c.action === 'gift').map((c) => c.target)).toEqual(['tribe:herat']);
    act(G, '0', 14, 'gift', 'tribe:herat');
    expect(G.regions.herat.tribes['0']).toBe(8);
    expect(G.players['0'].gifts).toEqual([true, true, false]);
  });

  // Rules p.13 (Gift): the cost is the marked price of the gift space the cylinder goes on.
  test('a gift costs the price of the space it goes on: a hole left on the dial is filled at its price', () => {
    // the 2-rupee gift was taken from play earlier (PAMIR-PIECE-1): the 4-rupee one is still there
    const G = position({ market: FULL, players: { 0: { court: [14], rupees: 2 } } });
    G.players = { ...G.players, 0: { ...G.players['0'], gifts: [false, true, false] } };
    expect(giftCost(G, '0')).toBe(2);
    act(G, '0', 14, 'gift');
    expect(G.players['0'].gifts).toEqual([true, true, false]);
    expect(G.players['0'].rupees).toBe(0);
  });

  test('the first empty space takes the gift', () => {
    const G = position({ market: FULL, tribes: { herat: { 0: 10 } }, players: { 0: { court: [14], rupees: 2 } } });
    act(G, '0', 14, 'gift', 'tribe:herat');
    expect(G.regions.herat.tribes['0']).toBe(9);
    expect(G.players['0'].gifts[0]).toBe(true);
  });
});

// p. 13, Build: up to three armies and roads among regions one rules, roads on their borders, two rupees each.
// The summary, CADEAU: « Placez 1 Cylindre (1 seul par tour) sur un espace vide Cadeau de votre cadran ».
// The published rules (p. 13, Gift) set no such limit; where the summary speaks, it governs.
describe('PAMIR-GIFT-2: one gift per turn', () => {
  // 12 (City of Ghazni) and 46 (Bank): economic cards whose only action is gift; economic favored, so both
  // are bonus actions and the two-action limit has nothing to do with it
  const twoGiftCards = () => position({ market: FULL, favored: 'economic', players: { 0: { court: [12, 46], rupees: 12 } } });

  test('a second gift in the same turn is refused, changes nothing and is not offered', () => {
    const match = matchFrom(twoGiftCards());
    expect(match.move('0', 'action', [12, 'gift', null, 0]).ok).toBe(true);
    expect(G_of(match).players['0'].gifts).toEqual([true, false, false]);
    expect(match.enumerate('0').filter((c) => c.move === 'action' && c.args?.[1] === 'gift')).toEqual([]);
    expect(isLegalAction(G_of(match), '0', 46, 'gift', null, 0)).toBe(false);
    const before = JSON.stringify(match.state);
    expect(match.move('0', 'action', [46, 'gift', null, 0]).ok).toBe(false);
    expect(JSON.stringify(match.state)).toBe(before);
  });

  test('the limit is per turn: the next turn gives the next gift', () => {
    const G = twoGiftCards();
    act(G, '0', 12, 'gift');
    expect(isLegalAction(G, '0', 46, 'gift', null, 0)).toBe(false);
    G.turn = emptyTurn();
    act(G, '0', 46, 'gift');
    expect(G.players['0'].gifts).toEqual([true, true, false]);
  });

  // PAMIR-WAKHAN-D-14: the summary gives her the standard rules of each court action, so the limit binds her.
  test('Wakhan gives one gift a turn too, however many favored gift cards she has', () => {
    // AI card 2 (radicalize instructions only) with an empty market: her bonus actions only (PAMIR-WAKHAN-TURN-3)
    const G = position({ numPlayers: 2, wakhan: { card: 2, next: [9] }, favored: 'economic', market: [[], []], players: { 1: { court: [12, 46], rupees: 12 } }, deck: [] });
    G.pending = [...G.pending, { kind: 'wakhan', player: '1', stage: 'actions', index: 0, passStart: 0 }];
    settle(G);
    expect(G.players['1'].gifts).toEqual([true, false, false]);
    expect(G.players['1'].rupees).toBe(12 - 2);
  });
});

describe('PAMIR-BUILD-1: build', () => {
  test('armies in ruled regions and roads on their borders, 2 rupees each, up to 3', () => {
    const G = position({ market: FULL, tribes: { punjab: { 0: 1 } }, players: { 0: { court: [28], rupees: 10 } } });
    act(G, '0', 28, 'build');
    expect(options(G)).toEqual(['army|punjab|', 'road|kabul-punjab|', 'road|kandahar-punjab|', 'done']);
    step(G, '0', 'army|punjab|');
    step(G, '0', 'road|kabul-punjab|');
    step(G, '0', 'army|punjab|');
    expect(G.pending).toEqual([]);
    expect(G.regions.punjab.armies.british).toBe(2);
    expect(G.roads['kabul-punjab'].british).toBe(1);
    expect(G.players['0'].rupees).toBe(4);
    expect(rupeesOn(G)).toEqual([[0, 0, 0, 1, 1, 1], [0, 0, 0, 1, 1, 1]]); // 6 rupees from the right, as one payment
  });

  test('illegal: no ruled region, or fewer than 2 rupees', () => {
    expect(isLegalAction(position({ players: { 0: { court: [28], rupees: 9 } } }), '0', 28, 'build', null, 0)).toBe(false);
    expect(isLegalAction(position({ tribes: { punjab: { 0: 1 } }, players: { 0: { court: [28], rupees: 1 } } }), '0', 28, 'build', null, 0)).toBe(false);
  });

  test('the build stops when the rupees run out', () => {
    const G = position({ tribes: { punjab: { 0: 1 } }, players: { 0: { court: [28], rupees: 3 } } });
    act(G, '0', 28, 'build');
    step(G, '0', 'army|punjab|');
    expect(G.pending).toEqual([]);
  });
});

// p. 14, Move: one loyal army or spy per rank.
describe('PAMIR-MOVE-1: move', () => {
  test('armies along roads of their coalition, rank steps', () => {
    const G = position({
      armies: { kabul: { british: 2 } },
      roads: { 'kabul-punjab': { british: 1 }, 'herat-kabul': { russian: 1 } },
      players: { 0: { court: [29] } },
    });
    act(G, '0', 29, 'move');
    expect(options(G)).toEqual(['army|kabul|punjab', 'done']);
    step(G, '0', 'army|kabul|punjab');
    expect(options(G)).toEqual(['army|kabul|punjab', 'army|punjab|kabul', 'done']);
    step(G, '0', 'army|kabul|punjab');
    expect(G.pending).toEqual([]);
    expect([G.regions.kabul.armies.british, G.regions.punjab.armies.british]).toEqual([0, 2]);
  });

  test('spies around the ring of courts, wrapping from the last court to the first', () => {
    const G = position({ players: { 0: { court: [29, [8, { 0: 1 }]] }, 1: { court: [15] }, 2: { court: [16] } } });
    act(G, '0', 29, 'move');
    expect(options(G)).toEqual(['spy|8|15', 'spy|8|29', 'done']);
    step(G, '0', 'spy|8|15');
    step(G, '0', 'spy|15|16');
    expect(G.players['2'].court[0].spies).toEqual({ 0: 1 });
    expect(G.players['0'].court[1].spies).toEqual({});
  });

  test('illegal: nothing can move', () => {
    const G = position({ armies: { kabul: { british: 2 } }, players: { 0: { court: [29] } } });
    expect(isLegalAction(G, '0', 29, 'move', null, 0)).toBe(false);
  });
});

// p. 14, Betray: discard a card where one has a spy, one's own court included.
describe('PAMIR-BETRAY-1: betray', () => {
  test('discard a card with the player\'s spy; take it as a prize of another coalition: loyalty changes', () => {
    // '0' (british, gift on the dial) betrays '1''s card 13 (prize russian).
    const G = position({ market: FULL, players: { 0: { court: [16], rupees: 3, gifts: 1 }, 1: { court: [[13, { 0: 1, 2: 1 }]] } } });
    act(G, '0', 16, 'betray', '13');
    expect(G.players['1'].court).toEqual([]);
    expect(options(G)).toEqual(['take', 'leave']);
    step(G, '0', 'take');
    expect(G.players['0'].prizes).toEqual([13]);
    expect(G.players['0'].loyalty).toBe('russian');
    expect(G.players['0'].gifts).toEqual([false, false, false]);
    expect(G.players['0'].rupees).toBe(1);
    expect(G.discard).toEqual([]);
  });

  test('leave the prize: the card is discarded', () => {
    const G = position({ players: { 0: { court: [16], rupees: 3 }, 1: { court: [[13, { 0: 1 }]] } } });
    act(G, '0', 16, 'betray', '13');
    step(G, '0', 'leave');
    expect(G.discard).toEqual([13]);
    expect(G.players['0'].loyalty).toBe('british');
  });

  test('a card without prize is just discarded; illegal without a spy or 2 rupees', () => {
    const G = position({ players: { 0: { court: [16], rupees: 2 }, 1: { court: [[8, { 0: 1 }], 9] } } });
    expect(isLegalAction(G, '0', 16, 'betray', '9', 0)).toBe(false);
    act(G, '0', 16, 'betray', '8');
    expect(G.pending).toEqual([]);
    expect(G.discard).toEqual([8]);
    const poor = position({ players: { 0: { court: [16], rupees: 1 }, 1: { court: [[8, { 0: 1 }]] } } });
    expect(isLegalAction(poor, '0', 16, 'betray', '8', 0)).toBe(false);
  });
});

// p. 14, Battle: at one site remove tribes, spies, roads or armies up to the rank, no more than one's own
// armies or spies there, never armies or roads of one's loyalty, never tribes of players sharing it (their
// spies may be removed).
describe('PAMIR-BATTLE-1: battle', () => {
  test('in a region: up to rank and own armies; never own coalition, never same-loyalty tribes', () => {
    // '0' british, '3' british too, '1' russian.
    const G = position({
      numPlayers: 4,
      armies: { punjab: { british: 1, russian: 2 } },
      roads: { 'kabul-punjab': { russian: 1, british: 1 } },
      tribes: { punjab: { 1: 1, 3: 1 } },
      players: { 0: { court: [38] } },
    });
    act(G, '0', 38, 'battle', 'punjab');
    expect(options(G)).toEqual(['army|russian', 'road|kabul-punjab|russian', 'tribe|1', 'done']);
    step(G, '0', 'tribe|1');
    expect(G.pending).toEqual([]); // only one own army: one removal
    expect(G.regions.punjab.tribes['1']).toBe(0);
  });

  test('on a card: other players\' spies, up to own spies', () => {
    const G = position({ players: { 0: { court: [38] }, 1: { court: [[8, { 0: 2, 1: 3 }]] } } });
    act(G, '0', 38, 'battle', '8');
    step(G, '0', 'spy|1');
    step(G, '0', 'spy|1');
    expect(G.players['1'].court[0].spies).toEqual({ 0: 2, 1: 1 });
  });

  test('illegal: no own piece at the site, or nothing to remove', () => {
    const G = position({ armies: { punjab: { russian: 2 } }, players: { 0: { court: [38] } } });
    expect(isLegalAction(G, '0', 38, 'battle', 'punjab', 0)).toBe(false);
    const alone = position({ armies: { punjab: { british: 2 } }, players: { 0: { court: [38] } } });
    expect(isLegalAction(alone, '0', 38, 'battle', 'punjab', 0)).toBe(false);
    const cardSite = position({ players: { 0: { court: [38] }, 1: { court: [[8, { 0: 1, 1: 1 }]] } } });
    expect(isLegalAction(cardSite, '0', 38, 'battle', '8', 0)).toBe(true);
    for (const site of ['08', '8.0', 'nowhere', '', '9', null]) expect(isLegalAction(cardSite, '0', 38, 'battle', site, 0), String(site)).toBe(false);
  });
});

// p. 12, Hostage Actions: a single enemy player with more spies on the card than each other player.
describe('PAMIR-HOSTAGE-1: hostages and their bribes', () => {
  test.each([
    [{ 1: 2 }, 2, '1'],
    [{ 1: 2, 2: 2 }, 0, null], // tie: nobody holds it
    [{ 1: 2, 0: 3 }, 0, null], // the owner has the most
    [{ 1: 1, 2: 2 }, 2, '2'],
  ])('spies %o: bribe %i to %s', (spies, amount, to) => {
    const G = position({ players: { 0: { court: [[8, spies]] } } });
    expect(hostageBribe(G, '0', 8)).toEqual({ amount, to });
  });

  test('the full bribe is paid before the action', () => {
    const G = position({ market: [[[1, 2]], []], players: { 0: { court: [[8, { 1: 2 }]], rupees: 3 }, 1: { rupees: 0 } } });
    expect(actionOffers(G, '0', 8)).toEqual([0, 1, 2]);
    act(G, '0', 8, 'tax', null, 2);
    expect([G.players['0'].rupees, G.players['1'].rupees]).toEqual([1, 2]);
    expect(topTask(G)?.kind).toBe('tax');
  });

  test('a smaller offer: the spies\' owner accepts (the action follows) or refuses (only the full bribe after)', () => {
    const G = position({ market: [[[1, 2]], []], players: { 0: { court: [[8, { 1: 2 }]], rupees: 3 }, 1: { rupees: 0 } } });
    act(G, '0', 8, 'tax', null, 1);
    expect(actor(G, '0')).toBe('1');
    expect(legalChoices(G, 'play', '0', '1').map((c) => c.args)).toEqual([[true], [false]]);
    answerBribe(G, false);
    settle(G);
    expect(G.turn.actions).toBe(0);
    expect(actionOffers(G, '0', 8)).toEqual([2]);
    const H = position({ market: [[[1, 2]], []], players: { 0: { court: [[8, { 1: 2 }]], rupees: 3 }, 1: { rupees: 0 } } });
    act(H, '0', 8, 'tax', null, 1);
    answerBribe(H, true);
    settle(H);
    expect([H.players['0'].rupees, H.players['1'].rupees]).toEqual([2, 1]);
    expect(topTask(H)?.kind).toBe('tax');
    expect(H.turn.actions).toBe(1);
  });

  test('the bribe leaves enough for the cost, or the action is not offered', () => {
    const G = position({ market: FULL, players: { 0: { court: [[14, { 1: 1 }]], rupees: 2 } } });
    expect(cardActionChoices(G, '0', 14)).toEqual([{ action: 'gift', target: null, offer: 0 }]);
  });
});
