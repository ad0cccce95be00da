/** PAMIR-WAKHAN-*: each instruction, priority and tie-breaker of the automa on hand-built positions. */
import { describe, expect, test } from 'vitest';
import { isLoyalTo, resolveCheck } from '../../games/pax-pamir/rules/dominance';
import { influence } from '../../games/pax-pamir/rules/court';
import { ruler } from '../../games/pax-pamir/rules/rule';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { actionTarget, armyMove } from '../../games/pax-pamir/rules/wakhan/actions';
import { blackArrowColumn, playersByArrow, pragmaticLoyalty, redArrow } from '../../games/pax-pamir/rules/wakhan/ai-card';
import { discardChoice, pickChoice, stepChoice } from '../../games/pax-pamir/rules/wakhan/choices';
import { cardPriority } from '../../games/pax-pamir/rules/wakhan/priorities';
import { ambition, radicalizeChoice } from '../../games/pax-pamir/rules/wakhan/radicalize';
import { startWakhanTurn } from '../../games/pax-pamir/rules/wakhan/turn';
import { playerView } from '../../games/pax-pamir/view';
import { payToMarket } from '../../games/pax-pamir/rules/market';
import { applyPick } from '../../games/pax-pamir/rules/events';
import { buy } from '../../games/pax-pamir/rules/turn';
import { secrets } from '../../games/pax-pamir/index';
import { recording } from '../../games/pax-pamir/rules/log';
import type { PaxEvent } from '../../games/pax-pamir/log-kinds';
import { eventsOf } from '../../games/log-events';
import { G_of, matchFrom, position, settle, type PositionSpec } from './position';

/** One human ('0', british) and Wakhan ('1'), AI card 1 face up, AI card 9 next (column 2, bottom row, right side). */
const solo = (spec: PositionSpec = {}) => position({ numPlayers: 2, wakhan: { card: 1, next: [9] }, ...spec });
/** Two humans ('0' british, '1' russian) and Wakhan ('2'). */
const duo = (spec: PositionSpec = {}) => position({ numPlayers: 3, wakhan: { card: 1, next: [9] }, ...spec });

/** Her decisions in the events `body` writes: the events citing a rule of her chapter (PAMIR-WAKHAN-LOG-1). */
function herDecisions(G: PaxState, body: () => void): PaxEvent[] {
  const events: PaxEvent[] = [];
  recording(G, events, body);
  return events.filter((e) => e.player === G.wakhan!.player && e.rule.startsWith('PAMIR-WAKHAN-'));
}

/** Run a whole Wakhan turn from the position (her task on the stack, then the task engine): the rules of her decisions. */
function wakhanTurn(G: PaxState, decisions: PaxEvent[] = []): string[] {
  G.pending = [...G.pending, { kind: 'wakhan', player: G.wakhan!.player, stage: 'actions', index: 0, passStart: 0 }];
  decisions.push(...herDecisions(G, () => settle(G)));
  return decisions.map((e) => e.rule);
}

// p. 16, Wakhan's Pragmatic Loyalty: the leftmost loyalty on her AI card that no other player shares.
describe('PAMIR-WAKHAN-LOYALTY-2: pragmatic loyalty, the leftmost coalition of her card nobody else holds', () => {
  // AI card 1: russian, afghan, british
  test.each([
    ['british', 'russian'],
    ['russian', 'afghan'],
    ['afghan', 'russian'],
  ] as const)('human %s: %s', (human, expected) => {
    expect(pragmaticLoyalty(solo({ players: { 0: { loyalty: human } } }))).toBe(expected);
  });
  test('two humans holding russian and afghan leave british', () => {
    expect(pragmaticLoyalty(duo({ players: { 0: { loyalty: 'russian' }, 1: { loyalty: 'afghan' } } }))).toBe('british');
  });
});

// p. 16, Wakhan's Pragmatic Loyalty: for ruling, her tribes and only the most numerous armies of a single
// coalition count.
describe('PAMIR-WAKHAN-RULE-1: she counts the most numerous coalition armies plus her tribes', () => {
  test.each([
    // her tribes, british armies, russian armies, human (russian) tribes, ruler
    [1, 2, 1, 1, '1'],
    [1, 2, 1, 2, null],
    [1, 0, 3, 2, '0'],
    [1, 0, 3, 1, null],
    [0, 5, 0, 1, null],
  ])('Wakhan %i tribe(s), british %i, russian %i, human %i tribe(s): %s', (mine, british, russian, human, expected) => {
    const G = solo({ players: { 0: { loyalty: 'russian' } }, tribes: { kabul: { 0: human, 1: mine } }, armies: { kabul: { british, russian } } });
    expect(ruler(G, 'kabul')).toBe(expected);
  });
});

// p. 18, Dominance Checks and Victory: loyal to all coalitions, she is in the running whichever is dominant.
describe('PAMIR-WAKHAN-DOM-1: loyal to the dominant coalition at a check', () => {
  test('loyal to every coalition; influence counts that coalition\'s patriots and prizes and all gifts', () => {
    // court: 19 (british patriot), 70 (russian patriot); prizes 1 (russian), 25 (british); 2 gifts
    const G = solo({ players: { 1: { court: [19, 70], prizes: [1, 25], gifts: 2 } } });
    expect(['afghan', 'british', 'russian'].every((c) => isLoyalTo(G, '1', c as 'afghan'))).toBe(true);
    expect(influence(G, '1', 'british')).toBe(1 + 1 + 1 + 2);
    expect(influence(G, '1', 'russian')).toBe(1 + 1 + 1 + 2);
    expect(influence(G, '1', 'afghan')).toBe(1 + 2);
  });
});

// p. 17, Radicalize, Otherwise: the red arrow gives the row and the black arrow the column, on the back of the
// top card of the AI deck.
describe('PAMIR-WAKHAN-RADICALIZE-3: the arrows read on the next card\'s back', () => {
  test.each([
    // next card, column, row side
    [9, 2, 'bottom_right'],
    [2, 0, 'top_left'],
    [1, 5, 'bottom_right'],
  ] as const)('AI card 1, next card %i: column %i, %s', (next, col, side) => {
    const G = position({ numPlayers: 2, wakhan: { card: 1, next: [next] } });
    expect(blackArrowColumn(G)).toBe(col);
    expect(redArrow(G)).toBe(side);
  });

  const market = [
    [15, 16, 17, 18, 19, 20],
    [21, 22, 23, 24, 25, 26],
  ];
  test.each([
    ['the card at the arrows', market, 4, [1, 2]],
    ['an empty space: the next card to the left', [market[0], [21, 22, null, 24, 25, 26]], 4, [1, 1]],
    ['too dear: the next card to the left', market, 1, [1, 1]],
    ['nothing in that row: the other row', [market[0], [null, null, null, 24]], 4, [0, 2]],
  ] as const)('%s', (_name, m, rupees, [row, col]) => {
    const G = solo({ market: m.map((r) => [...r]), players: { 1: { rupees } } });
    const choice = radicalizeChoice(G, '1', 'radicalize')!;
    expect([choice.offer.row, choice.offer.col]).toEqual([row, col]);
    expect(choice.rule).toBe('PAMIR-WAKHAN-RADICALIZE-3');
  });

  // Rules p.17 (Otherwise): "like a human player, Wakhan cannot purchase a card she has paid a rupee to this turn"
  test('PAMIR-BUY-5: not a card she paid an action cost onto this turn', () => {
    // next card 1: column 5, bottom row; her betray paid 2 rupees onto both rightmost cards
    const G = position({ numPlayers: 2, wakhan: { card: 1, next: [1] }, market: market.map((r) => [...r]), players: { 1: { rupees: 10 } } });
    payToMarket(G, '1', 2);
    const choice = radicalizeChoice(G, '1', 'radicalize')!;
    expect([choice.offer.row, choice.offer.col]).toEqual([1, 4]);
  });

  // p. 10, Purchase: a rupee placed on a market card for any reason bars its purchase this turn.
  test('not a card she put a rupee on this turn (PAMIR-BUY-5)', () => {
    const G = solo({ market: market.map((r) => [...r]) });
    G.turn = { ...G.turn, paidOn: [23] };
    const choice = radicalizeChoice(G, '1', 'radicalize')!;
    expect([choice.offer.row, choice.offer.col]).toEqual([1, 1]);
  });
});

// p. 17, Radicalize: with a Dominance Check in the market, the cheapest patriot of the dominant coalition,
// then the cheapest card with the most army and road icons.
describe('PAMIR-WAKHAN-RADICALIZE-1: with a Dominance Check in the market', () => {
  test('no dominant coalition: the cheapest card with the most spy and tribe icons', () => {
    // 7: tribe,tribe,army,spy (3); 1: spy x3 (3); 24: tribe,tribe,army (2); check at [0][5]
    const G = solo({ market: [[24, 1, 7, null, null, 101]], players: { 1: { score: 0 }, 0: { score: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize')!.offer.card).toBe(1);
  });
  test('a dominant coalition: its cheapest patriot', () => {
    // british dominant (4 blocks); 19 british patriot at column 2, 32 british patriot at column 3
    const G = solo({ market: [[24, 12, 19, 32, null, 101]], armies: { punjab: { british: 4 } }, players: { 0: { score: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize')!.offer.card).toBe(19);
  });
  test('a dominant coalition without a patriot in the market: the most army and road icons', () => {
    // 12: road x3, army (4); 24: 1 army
    const G = solo({ market: [[24, 12, 7, null, null, 101]], armies: { punjab: { british: 4 } }, players: { 0: { score: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize')!.offer.card).toBe(12);
  });
});

// p. 17, Wakhan's Ambition: if she can purchase the Dominance Check and score the most victory points and/or
// win the game, she uses her action to do so, whatever her AI card lists.
describe('PAMIR-WAKHAN-AMBITION-1: she buys a Dominance Check that puts her ahead', () => {
  test('more cylinders than the human: she buys it', () => {
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 1: 2 } }, players: { 1: { rupees: 5 } }, deck: [102] });
    expect(ambition(G, '1')).toEqual({ row: 0, col: 5 });
  });
  test('fewer cylinders: no', () => {
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 0: 2 } }, deck: [102] });
    expect(ambition(G, '1')).toBeNull();
  });
  test('too dear: no', () => {
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 1: 2 } }, players: { 1: { rupees: 4 } }, deck: [102] });
    expect(ambition(G, '1')).toBeNull();
  });
  test('a tie on the check\'s points: no', () => {
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 0: 2, 1: 2 } }, players: { 1: { rupees: 5 } }, deck: [102] });
    expect(ambition(G, '1')).toBeNull();
  });
  // Rules p.17 (Wakhan's Ambition): she buys the Dominance Check if it makes her score the most points and/or
  // win the game; p.9 (Game End and Victory): after the final check the most points win.
  test('the final check that makes her the winner, though the human scores more in it: she buys it', () => {
    // the human ends with 3 + 6 (doubled 3 for more cylinders), she with 8 + 2: she wins 10 to 9
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 0: 2, 1: 1 } }, players: { 0: { score: 3 }, 1: { score: 8, rupees: 5 } }, deck: [] });
    expect(ambition(G, '1')).toEqual({ row: 0, col: 5 });
  });
  test('a final check that leaves her behind on the tie-break: no', () => {
    // 9 to 9, the human has more military stars (card 15 is military)
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 0: 2, 1: 1 } }, players: { 0: { score: 3, court: [15] }, 1: { score: 7, rupees: 5 } }, deck: [] });
    expect(ambition(G, '1')).toBeNull();
  });
  test('it replaces the instruction during her turn', () => {
    const G = solo({ market: [[24, 12, 7, null, null, 101]], tribes: { kabul: { 1: 2 } }, players: { 1: { rupees: 5 } }, deck: [102] });
    const rules = wakhanTurn(G);
    expect(rules[0]).toBe('PAMIR-WAKHAN-AMBITION-1');
    expect(G.checks).toHaveLength(1);
  });
});

// p. 17, Radicalize: specific instructions are followed strictly, ties going to the cheapest card, then the
// highest card number.
describe('PAMIR-WAKHAN-RADICALIZE-2: conditional and filtered instructions', () => {
  const market = [
    [24, 90, 36, 26, 55, 100],
    [73, 1, 85, 7, 31, 68],
  ];
  test.each([
    // instruction, favored suit, expected card (null: skipped)
    ['radicalize_if_military_favored_highest_ranked_military', 'political', null],
    ['radicalize_if_military_favored_highest_ranked_military', 'military', 100],
    ['radicalize_highest_ranked_political', 'political', 24],
    ['radicalize_highest_ranked_intelligence', 'political', 1],
    ['radicalize_intelligence', 'political', 73],
    ['radicalize_if_political_favored_highest_ranked_economic', 'economic', null],
    ['radicalize_card_that_would_place_most_blocks', 'political', 100],
    ['radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders', 'political', 1],
    ['radicalize_if_no_card_with_move_card_with_move_action', 'political', 1],
  ] as const)('%s (%s favored): %s', (instruction, favored, card) => {
    const G = solo({ market: market.map((r) => [...r]), favored, players: { 1: { rupees: 10 } } });
    const choice = radicalizeChoice(G, '1', instruction);
    expect(choice?.offer.card ?? null).toBe(card);
  });

  test('fewer than two rupees: the card with the most rupees net of its cost', () => {
    const G = solo({ market: [[24, [90, 2], [36, 4]], [73]], players: { 1: { rupees: 1 } } });
    // 36 in column 2 costs 2 (she has 1): not buyable; 90 nets 2 - 1 = 1, 24 and 73 net nothing
    expect(radicalizeChoice(G, '1', 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees')!.offer.card).toBe(90);
    const rich = solo({ market: [[24]], players: { 1: { rupees: 2 } } });
    expect(radicalizeChoice(rich, '1', 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees')).toBeNull();
  });
  // AI card instruction: with fewer than two rupees, radicalize the card that nets her the most rupees:
  // what she takes from it and gains by it (leverage, Backing of Persian Aristocracy), less its cost and bribe.
  test.each([
    ['a leveraged card nets its 2 rupees', {}, [[24, [90, 1]], [14]], 14],
    ['Backing of Persian Aristocracy nets its 3 rupees', {}, [[113], [[90, 2]]], 113],
    ['the bribe counts: a leveraged Kabul card with a bribe of 1 nets 1, less than 2 rupees on a free card', { kabul: { 0: 1 } }, [[14], [[90, 2]]], 90],
    ['nothing nets a rupee: the instruction is skipped', {}, [[24, [90, 1]], []], null],
    ['never a Dominance Check: only her Ambition buys one', {}, [[[101, 5]], [24]], null],
  ] as const)('most net rupees: %s', (_name, tribes, market, card) => {
    const G = solo({ market: market.map((r) => [...r]) as PositionSpec['market'], tribes: tribes as PositionSpec['tribes'], players: { 1: { rupees: 1 } }, deck: [102] });
    expect(radicalizeChoice(G, '1', 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees')?.offer.card ?? null).toBe(card);
  });


  test('a card that gives her control of its region', () => {
    // Kabul: human has 1 tribe; card 7 (Kabul: tribe, tribe, army) would give her 2 tribes + 1 army
    const G = solo({ market: [[5, 7, 24]], tribes: { kabul: { 0: 1 } } });
    expect(radicalizeChoice(G, '1', 'radicalize_card_that_gives_control_of_region')!.offer.card).toBe(7);
  });

  test('court at its limit: the highest-ranked political card', () => {
    const G = solo({ market: market.map((r) => [...r]), players: { 1: { court: [1, 2, 3], rupees: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize_if_court_size_at_limit_highest_ranked_political')!.offer.card).toBe(24);
    const small = solo({ market: market.map((r) => [...r]), players: { 1: { court: [1, 2], rupees: 10 } } });
    expect(radicalizeChoice(small, '1', 'radicalize_if_court_size_at_limit_highest_ranked_political')).toBeNull();
  });

  test('fewer spies than another player: the highest-ranked intelligence card', () => {
    const G = solo({ market: market.map((r) => [...r]), players: { 0: { court: [[2, { 0: 1 }]] }, 1: { rupees: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence')!.offer.card).toBe(1);
    const even = solo({ market: market.map((r) => [...r]), players: { 1: { rupees: 10 } } });
    expect(radicalizeChoice(even, '1', 'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence')).toBeNull();
  });

  test('a dominant coalition: its patriot', () => {
    const G = solo({ market: market.map((r) => [...r]), armies: { punjab: { british: 4 } }, players: { 1: { rupees: 10 } } });
    expect(radicalizeChoice(G, '1', 'radicalize_if_dominant_coalition_matching_patriot')!.offer.card).toBe(36);
    expect(radicalizeChoice(solo({ market }), '1', 'radicalize_if_dominant_coalition_matching_patriot')).toBeNull();
  });
});

// p. 17: from the top action down, each valid action in turn, until two; p. 17, Radicalize: she purchases a
// card and plays it at once, one action.
describe('PAMIR-WAKHAN-TURN-2..4 and PAMIR-WAKHAN-RADICALIZE-4: a whole turn', () => {
  test('instructions top to bottom, again from the top, two radicalizes played on the red arrow side', () => {
    // AI card 1: tax, military-favored radicalize, radicalize; she has no court card: tax skipped
    const G = solo({ market: [[15, 16, 57], [21, 7, 76]], deck: [] });
    const rules = wakhanTurn(G);
    expect(rules).toEqual([
      'PAMIR-WAKHAN-ACTION-2',
      'PAMIR-WAKHAN-ACTION-2',
      'PAMIR-WAKHAN-RADICALIZE-3',
      'PAMIR-WAKHAN-RADICALIZE-4',
      'PAMIR-WAKHAN-TURN-2',
      'PAMIR-WAKHAN-ACTION-2',
      'PAMIR-WAKHAN-ACTION-2',
      'PAMIR-WAKHAN-RADICALIZE-3',
      'PAMIR-WAKHAN-RADICALIZE-4',
      'PAMIR-WAKHAN-TURN-4',
    ]);
    // 76 at (1, 2), then (1, 1) and (1, 0) carry her rupees: the top row from column 2
    expect(G.players['1'].court.map((s) => s.card)).toEqual([76, 57]);
    expect(G.players['1'].rupees).toBe(0);
    expect(G.pending).toEqual([]);
  });

  test('a pass with nothing possible ends her actions', () => {
    const G = solo({ market: [[], []], deck: [] });
    const rules = wakhanTurn(G);
    expect(rules).toContain('PAMIR-WAKHAN-TURN-2');
    expect(rules[rules.length - 1]).toBe('PAMIR-WAKHAN-TURN-4');
    expect(G.turn.actions).toBe(0);
  });

  // p. 17, Wakhan's Turn (paraphrased): with an action left after the bottom instruction, she starts again at the
  // top, until she has taken two actions that are not bonus actions; her bonus actions come once both are used
  // or no choice is valid. The summary: « S'il reste des actions à mener (2 actions + Bonus) recommencez au début
  // de cette carte ».
  // AI card 8: tax, betray, radicalize. Economic favored: 9 (economic) taxes as a bonus action, 16 (military)
  // as a counted one; she rules Kabul (her tribe), where the human's card 7 lies; nothing to betray or buy.
  const bonusThenCounted = () =>
    position({
      numPlayers: 2,
      wakhan: { card: 8, next: [9] },
      favored: 'economic',
      market: [[], []],
      tribes: { kabul: { 1: 1 } },
      players: { 0: { court: [7], rupees: 4 }, 1: { court: [9, 16], rupees: 0 } },
      deck: [],
    });

  test('PAMIR-WAKHAN-TURN-2, PAMIR-WAKHAN-D-4: a pass that took only a bonus action is followed by another', () => {
    const G = bonusThenCounted();
    const decisions: PaxEvent[] = [];
    wakhanTurn(G, decisions);
    const taxes = decisions.flatMap((e) => (e.kind === 'action-taken' ? [[e.card, e.bonus]] : []));
    expect(taxes).toEqual([
      [9, true],
      [16, false],
    ]);
    expect(G.turn.actions).toBe(1);
    expect(G.players['1'].rupees).toBe(2);
    expect(G.players['0'].rupees).toBe(2);
    // two restarts (after the bonus tax, after the counted one), then a pass that took nothing ends her actions
    const passes = decisions.filter((e) => e.kind === 'wakhan-restarts' || e.kind === 'wakhan-no-instruction').map((e) => e.kind);
    expect(passes).toEqual(['wakhan-restarts', 'wakhan-restarts', 'wakhan-no-instruction']);
  });

  test('PAMIR-WAKHAN-D-4: a pass that took nothing at all ends her actions, even with actions left', () => {
    // only 9: the first pass taxes with it (a bonus action), the second finds nothing and ends her actions
    const G = bonusThenCounted();
    G.players = { ...G.players, 1: { ...G.players['1'], court: [G.players['1'].court[0]] } };
    const decisions: PaxEvent[] = [];
    const rules = wakhanTurn(G, decisions);
    expect(G.turn.actions).toBe(0);
    expect(decisions.filter((e) => e.kind === 'action-taken')).toHaveLength(1);
    expect(decisions.filter((e) => e.kind === 'wakhan-restarts')).toHaveLength(1);
    expect(decisions.filter((e) => e.kind === 'wakhan-no-instruction')).toHaveLength(1);
    expect(rules[rules.length - 1]).toBe('PAMIR-WAKHAN-TURN-4');
    expect(G.pending).toEqual([]);
  });

  // p. 16, General Rules: she pays all costs, bribes included, as a player.
  test('PAMIR-WAKHAN-BRIBE-1: the full bribe is paid to the ruler; a bribe she cannot pay discards the card', () => {
    const pay = solo({ market: [[], [null, null, 15]], tribes: { kabul: { 0: 2 } }, players: { 1: { rupees: 4 } }, deck: [] });
    wakhanTurn(pay);
    expect(pay.players['1'].court.map((s) => s.card)).toEqual([15]);
    expect(pay.players['0'].rupees).toBe(4 + 2);
    const poor = solo({ market: [[], [null, null, 15]], tribes: { kabul: { 0: 3 } }, players: { 1: { rupees: 2 } }, deck: [] });
    wakhanTurn(poor);
    expect(poor.players['1'].court).toEqual([]);
    expect(poor.discard).toContain(15);
  });

  // p. 17: once both actions are used, or none is valid, the bonus actions of her unused cards, the leftmost
  // card first, its leftmost action she can take.
  test('PAMIR-WAKHAN-TURN-3: bonus actions with favored cards, left to right', () => {
    // AI card 2 (radicalize instructions only) with nothing she can buy; favored political: 16 (military)
    // is skipped, 90 taxes the rupees on the market, then 92 (political, battle/tax/move) taxes too
    const G = position({
      numPlayers: 2,
      wakhan: { card: 2, next: [9] },
      market: [[null, null, null, null, null, [98, 2]], []],
      players: { 1: { court: [16, 90, 92], rupees: 0 } },
      deck: [],
    });
    const decisions: PaxEvent[] = [];
    wakhanTurn(G, decisions);
    const bonus = decisions.flatMap((e) => (e.rule === 'PAMIR-WAKHAN-TURN-3' && e.kind === 'action-taken' ? [[e.action, e.card]] : []));
    expect(bonus).toEqual([
      ['tax', 90],
      ['tax', 92],
    ]);
    expect(G.players['1'].rupees).toBe(2);
  });

  // p. 18, Cleanup: non-political first, then non-patriots, non-leveraged, more player spies than hers, fewest
  // spies, lowest rank, not of the favored suit, lowest number.
  test('PAMIR-WAKHAN-CLEANUP-1: over the court limit, she discards by her priority', () => {
    // limit 3 + 1 (card 5): 5 cards; the military non-patriot card of lowest rank goes
    const G = solo({ market: [[], []], players: { 1: { court: [5, 32, 17, 1, 2] } }, deck: [] });
    wakhanTurn(G);
    expect(G.players['1'].court.map((s) => s.card)).toEqual([5, 32, 1, 2]);
  });
});

// p. 16, Card Priority; p. 18, Cleanup: non-political first, then non-patriots, non-leveraged, more player
// spies than hers, fewest spies, lowest rank, not of the favored suit, lowest number.
describe('PAMIR-WAKHAN-PRIORITY-1 and PAMIR-WAKHAN-CLEANUP-1: card and discard priorities', () => {
  test.each([
    // two cards (owner), the one of higher priority
    ['another player\'s card first', [16, '0'], [98, '1'], 16],
    ['favored suit', [98, '1'], [5, '1'], 5],
    ['a patriot', [19, '1'], [2, '1'], 19],
    ['leverage', [14, '1'], [13, '1'], 14],
    ['highest rank', [13, '1'], [9, '1'], 13],
    ['highest number', [9, '1'], [10, '1'], 10],
  ] as const)('%s', (_name, [a, ownerA], [b, ownerB], best) => {
    const G = solo({ players: { 0: { court: ownerA === '0' ? [a] : [] }, 1: { court: ownerA === '1' ? [a, b] : [b] } } });
    const pa = cardPriority(G, '1', ownerA, a);
    const pb = cardPriority(G, '1', ownerB, b);
    const first = pa.join() > pb.join() ? a : b;
    const cmp = pa.findIndex((v, i) => v !== pb[i]);
    expect(pa[cmp] > pb[cmp] ? a : b).toBe(best);
    void first;
  });

  test.each([
    ['not political first', [5, 16], 16],
    ['not a patriot', [19, 18], 18],
    ['no leverage', [14, 13], 13],
    ['lowest rank', [13, 9], 9],
    ['lowest number', [9, 10], 9],
  ] as const)('discard: %s', (_name, court, first) => {
    const G = solo({ players: { 1: { court: [...court] } } });
    expect(discardChoice(G, '1', [...court])).toBe(first);
  });

  test('discard: more enemy spies than hers first, then fewest spies', () => {
    const G = solo({ players: { 1: { court: [[9, { 0: 1 }], [13, { 1: 1 }], 10] } } });
    expect(discardChoice(G, '1', [9, 13, 10])).toBe(9);
  });
});

// p. 18, Battle and Tax: when several players can be targeted, the red arrow decides.
describe('PAMIR-WAKHAN-ARROW-1: the red arrow orders the players', () => {
  test.each([
    [9, ['1', '0']],
    [2, ['0', '1']],
  ])('next card %i', (next, order) => {
    const G = position({ numPlayers: 3, wakhan: { card: 1, next: [next] } });
    expect(playersByArrow(G, '2')).toEqual(order);
  });
});

// p. 18, Tax: players before market cards, the richest first, the red arrow between tied players.
describe('PAMIR-WAKHAN-TAX-1: players first, richest first, then the market from the left', () => {
  test('the richest player she may tax', () => {
    // she rules Kabul; both humans have a Kabul card; '1' is richer
    const G = duo({ tribes: { kabul: { 2: 1 } }, players: { 0: { court: [9], rupees: 3 }, 1: { court: [13], rupees: 5 }, 2: { court: [16] } }, market: [[[15, 1]]] });
    expect(stepChoice(G, { kind: 'tax', player: '2', card: 16, left: 1 })).toBe('p|1');
  });
  test('equal: the red arrow; none: the leftmost market card', () => {
    const G = duo({ tribes: { kabul: { 2: 1 } }, players: { 0: { court: [9], rupees: 3 }, 1: { court: [13], rupees: 3 }, 2: { court: [16] } } });
    expect(stepChoice(G, { kind: 'tax', player: '2', card: 16, left: 1 })).toBe('p|1'); // next card 9: right first
    const market = duo({ market: [[null, [15, 1], [16, 2]], [null, [17, 1]]], players: { 2: { court: [16] } } });
    expect(stepChoice(market, { kind: 'tax', player: '2', card: 16, left: 1 })).toBe('m|1|1'); // bottom row first
  });
});

// p. 18, Battle: the region where another player has pieces (tribes, loyal armies or roads) and she has an
// army, by region priority.
describe('PAMIR-WAKHAN-BATTLE-1: regions by her priority, tribes first', () => {
  test('the first region of her priority with her army and a player\'s piece; tribes, then armies, then roads', () => {
    // AI card 1 region order: transcaspia, kabul, ...; her pragmatic loyalty: russian (human british)
    const G = solo({
      armies: { kabul: { russian: 2, british: 1 }, punjab: { russian: 1, british: 1 } },
      tribes: { kabul: { 0: 1 } },
      players: { 1: { court: [2] } },
    });
    expect(actionTarget(G, '1', 2, 'battle', false)).toBe('kabul');
    expect(stepChoice(G, { kind: 'battle', player: '1', card: 2, site: 'kabul', left: 2 })).toBe('tribe|0');
  });
  // Rules p.18 (Battle): she battles where another player has pieces (tribes, loyal armies or roads),
  // destroys tribes, armies and roads in that order, and the red arrow picks among several players.
  test('two players\' tribes: the red arrow picks whose goes first', () => {
    // '0' british, '1' russian, Wakhan afghan; next card 9: bottom/right, the player to her right ('1') first
    const G = duo({ armies: { kabul: { afghan: 2 } }, tribes: { kabul: { 0: 1, 1: 1 } }, players: { 2: { court: [2] } } });
    expect(stepChoice(G, { kind: 'battle', player: '2', card: 2, site: 'kabul', left: 2 })).toBe('tribe|1');
  });
  test('only other players\' pieces: not the armies of a coalition nobody is loyal to', () => {
    // human british, Wakhan russian; the Afghan army belongs to no player, the British road does
    const G = solo({ armies: { kabul: { russian: 1, afghan: 1 } }, roads: { 'kabul-punjab': { british: 1 } }, players: { 1: { court: [2] } } });
    expect(actionTarget(G, '1', 2, 'battle', false)).toBe('kabul');
    expect(stepChoice(G, { kind: 'battle', player: '1', card: 2, site: 'kabul', left: 1 })).toBe('road|kabul-punjab|british');
    const none = solo({ armies: { kabul: { russian: 1, afghan: 1 } }, tribes: { kabul: { 0: 1 } }, players: { 1: { court: [2] } } });
    expect(stepChoice(none, { kind: 'battle', player: '1', card: 2, site: 'kabul', left: 2 })).toBe('tribe|0');
    const after = solo({ armies: { kabul: { russian: 1, afghan: 1 } }, players: { 1: { court: [2] } } });
    expect(stepChoice(after, { kind: 'battle', player: '1', card: 2, site: 'kabul', left: 1 })).toBe('done');
  });
  test('no region: the card of highest priority with her spy and another\'s', () => {
    const G = solo({ players: { 0: { court: [[9, { 0: 1, 1: 1 }], [13, { 0: 1, 1: 1 }]] }, 1: { court: [2] } } });
    expect(actionTarget(G, '1', 2, 'battle', false)).toBe('13');
  });
  test('the card with the most spies where she has a spy', () => {
    const G = solo({ players: { 0: { court: [[9, { 0: 2, 1: 1 }], [13, { 0: 1, 1: 1 }]] }, 1: { court: [2] } } });
    expect(actionTarget(G, '1', 2, 'battle', true)).toBe('9');
  });
});

// p. 18, Betray: the highest-priority card with a loyalty prize where she has a spy, hers included.
describe('PAMIR-WAKHAN-BETRAY-1: the card of highest priority with her spy and a prize', () => {
  test('a prize is required; she takes it', () => {
    // 9 has no prize, 13 (russian prize), 10 (afghan prize, rank 1)
    const G = solo({ players: { 0: { court: [[9, { 1: 1 }], [13, { 1: 1 }], [10, { 1: 1 }]] }, 1: { court: [16] } } });
    expect(actionTarget(G, '1', 16, 'betray', false)).toBe('13');
    expect(stepChoice(G, { kind: 'prize', player: '1', card: 13 })).toBe('take');
  });
});

// p. 18, Move: armies only, no road needed, to adjacent regions where other players have tribes, region
// priority between origins and destinations, only as many armies as tribes there, never losing a ruler token.
describe('PAMIR-WAKHAN-MOVE-1: armies toward other players\' tribes, never losing a region she rules', () => {
  test.each([
    ['to the region with more tribes than her armies', { kabul: { russian: 1 } }, { punjab: { 0: 1 } }, {}, { from: 'kabul', to: 'punjab' }],
    ['not when the armies already match the tribes', { kabul: { russian: 1 }, punjab: { russian: 1 } }, { punjab: { 0: 1 } }, {}, null],
    ['not from a region she would stop ruling', { kabul: { russian: 1 } }, { punjab: { 0: 1 }, kabul: { 1: 1, 0: 1 } }, {}, null],
  ] as const)('%s', (_name, armies, tribes, _x, expected) => {
    const G = solo({ armies: armies as PositionSpec['armies'], tribes: tribes as PositionSpec['tribes'] });
    expect(armyMove(G, '1')).toEqual(expected);
  });
});

// p. 16, General Rules: a leveraged card discarded with no coins costs her no other card.
describe('PAMIR-WAKHAN-LEVERAGE-1: leverage she cannot repay', () => {
  test('she pays what she has and discards nothing', () => {
    const G = solo({ players: { 1: { court: [14, 13], rupees: 1 } }, pending: [{ kind: 'leverage', player: '1' }] });
    settle(G);
    expect(G.players['1'].rupees).toBe(0);
    expect(G.players['1'].court).toHaveLength(2);
    expect(G.pending).toEqual([]);
  });
});

// p. 16, Wakhan's Turn: the face-up card and the back of the next card decide.
describe('PAMIR-WAKHAN-HIDDEN-1: her AI deck is secret, the next back is public', () => {
  test('the view shows the next back, never the AI deck', () => {
    const G = solo({ wakhan: { card: 1, next: [9, 4, 5, 6] } });
    const view = playerView(G, '0');
    expect(view.wakhanNext).toEqual({ columnNumbers: [0, 1, 2, 3, 4, 5], rowSide: ['top_left', 'bottom_right'] });
    expect(JSON.stringify(view)).not.toContain('wakhanDeck');
    expect(secrets(G, '0').map((s) => s.label)).toContain("Wakhan's AI deck");
  });
});

// p. 17, Wakhan's Spies, Wakhan's Roads, Wakhan's Patriots.
describe('PAMIR-WAKHAN-IMPACT-1: where her pieces go', () => {
  test('a spy: a card of the region where she does not have the most spies, by card priority', () => {
    // card 1 (Kabul: spy x3) played by her; Kabul cards: 9 (human's), 13 (human's, she has the most spies), 16 (hers)
    const G = solo({ players: { 0: { court: [9, [13, { 1: 2 }]] }, 1: { court: [16, 1] } } });
    const task = { kind: 'impact' as const, player: '1', card: 1, step: 0 };
    G.pending = [task];
    settle(G);
    // 9 is another player's card and her most-spies card 13 is left: 9 first
    expect(G.players['0'].court[0].spies['1']).toBe(1);
    expect(G.pending).toEqual([]);
  });
  // Rules p.17 (Wakhan's Roads): roads go on consecutive borders following the region priority of the AI
  // card, leftmost first, one per border, starting the priority again if roads remain.
  test.each([
    // card, roads already in play, borders taken in order
    [13, {}, ['kabul-transcaspia', 'kabul-kandahar']],
    [13, { 'kabul-transcaspia': { russian: 1 } }, ['kabul-transcaspia', 'kabul-kandahar']],
    [12, { 'kabul-transcaspia': { russian: 2 }, 'kabul-kandahar': { russian: 1 } }, ['kabul-transcaspia', 'kabul-kandahar', 'herat-kabul']],
  ] as const)('roads of card %i with roads %j: %j', (card, roads, borders) => {
    // AI card 1 priority: transcaspia, kabul, kandahar, persia, herat, punjab (Kabul's other sides: transcaspia, kandahar, herat, punjab)
    const G = solo({ players: { 1: { court: [card] } }, roads: roads as PositionSpec['roads'] });
    G.pending = [{ kind: 'impact', player: '1', card, step: 0 }];
    const placed = herDecisions(G, () => settle(G))
      .filter((e) => e.kind === 'piece-placed' && e.piece === 'road')
      .map((e) => (e.kind === 'piece-placed' ? e.to : null));
    expect(placed).toEqual(borders);
  });
});

// Rules p.16 (General Rules): her choices follow the priorities of her AI card; p.8 (Component Limits): a
// piece missing from the supply is taken from play. AI card 3's region priority: punjab, persia, herat...
describe('PAMIR-WAKHAN-IMPACT-1: with her supply out, her pieces come from play by her region priority', () => {
  const base = (spec: PositionSpec = {}) =>
    position({ numPlayers: 2, wakhan: { card: 3, next: [9] }, tribes: { persia: { 1: 5 }, punjab: { 1: 5 } }, ...spec });

  test('tribes and spies of a card she plays', () => {
    // card 7 (Kabul): tribe, tribe, army, spy: the three cylinders come from Punjab, the first region of her priority
    const G = base({ players: { 1: { court: [7] } } });
    G.pending = [{ kind: 'impact', player: '1', card: 7, step: 0 }];
    settle(G);
    expect([G.regions.punjab.tribes['1'], G.regions.persia.tribes['1'], G.regions.kabul.tribes['1']]).toEqual([2, 5, 2]);
  });

  test('a gift', () => {
    const G = base({ players: { 1: { court: [14], rupees: 4 } } });
    expect(actionTarget(G, '1', 14, 'gift', false)).toBe('tribe:punjab');
  });

  // card 3's ability.
  test('the armies of her Insurrection (PAMIR-ABILITY-INSURRECTION)', () => {
    const G = base({ armies: { herat: { afghan: 6 }, punjab: { afghan: 6 }, persia: { british: 9, russian: 9 } }, players: { 1: { court: [3] } }, deck: [102] });
    resolveCheck(G);
    settle(G);
    expect([G.regions.kabul.armies.afghan, G.regions.punjab.armies.afghan, G.regions.herat.armies.afghan]).toEqual([2, 4, 6]);
  });
});

// p. 16, General Rules: when she must choose a suit she takes the favored suit; PAMIR-WAKHAN-D-2 is a decision
// where the rulebook is silent (RULES.md, Decisions).
describe('PAMIR-WAKHAN-EVENT-1 and PAMIR-WAKHAN-D-2: her other choices', () => {
  test.each([
    ['pashtunwali', 'military'],
    ['rebuke', 'kabul'],
    ['rumor', '1'],
    ['persuasion', '0'],
  ] as const)('%s: %s', (event, expected) => {
    const G = duo({ favored: 'military', tribes: { kabul: { 0: 1 }, punjab: { 1: 1 } }, players: { 0: { hand: [5, 6] }, 1: { score: 3 } } });
    G.pending = [{ kind: 'pick', player: '2', event }];
    const before = { ...G };
    settle(G);
    expect(G.pending).toEqual([]);
    if (event === 'pashtunwali') expect(G.favored).toBe(expected);
    if (event === 'rebuke') expect(G.regions.kabul.tribes['0']).toBe(0);
    if (event === 'rumor') expect(G.effects.some((e) => e.target === expected)).toBe(true);
    if (event === 'persuasion') {
      // she plays at once what she took (PAMIR-WAKHAN-HAND-1)
      expect(G.players['2'].hand).toEqual([]);
      expect(G.players['2'].court.map((c) => c.card).sort()).toEqual([...before.players['0'].hand].sort());
    }
  });
  // Rules p.18 (Battle, Tax): between players, the red arrow decides; the rules give no other criterion for a
  // player she must name. Next card 9: bottom/right, so '1' (to her right) comes before '0'.
  test.each([
    ['rumor', { 0: { score: 5 } }, '1'],
    ['persuasion', { 0: { hand: [5, 6] }, 1: { hand: [7] } }, '1'],
    ['persuasion', { 0: { hand: [5] } }, '0'],
  ] as const)('%s names the first player by the red arrow (%j): %s', (event, players, expected) => {
    const G = duo({ players: players as PositionSpec['players'] });
    expect(pickChoice(G, { kind: 'pick', player: '2', event })).toBe(expected);
  });
  test('an offer below the full bribe to her is refused', () => {
    const G = solo({ tribes: { kabul: { 1: 2 } }, players: { 0: { hand: [15] } } });
    G.pending = [{ kind: 'bribe', player: '1', payer: '0', card: 15, side: 'left', offer: 1 }];
    settle(G);
    expect(G.players['0'].hand).toEqual([15]);
    expect(G.turn.refused).toEqual([15]);
  });
});

// Rules p.16 (General Rules): she pays all costs, bribes included, as a player; p.17 (Radicalize): she plays
// a card if she can afford the bribe to the ruler of its region, else discards it, on the side of the red arrow.
describe('PAMIR-WAKHAN-HAND-1: cards that reach her hand are played at once', () => {
  test('Other Persuasive Methods gives her a hand: she plays each card, paying the full bribe, or discards it', () => {
    // '0' rules Kabul (2 tribes) and swaps hands with her; 15 and 16 are Kabul cards; she has 3 rupees
    const G = solo({ market: [[114], []], tribes: { kabul: { 0: 2 } }, players: { 0: { hand: [15, 16] }, 1: { rupees: 3 } } });
    buy(G, '0', 0, 0);
    settle(G);
    applyPick(G, '1');
    settle(G);
    expect(G.players['0'].hand).toEqual([]);
    expect(G.players['1'].hand).toEqual([]);
    expect(G.players['1'].court.map((s) => s.card)).toEqual([15]); // next card 9: the right side
    expect(G.discard).toContain(16); // 1 rupee left, a bribe of 2
    expect([G.players['0'].rupees, G.players['1'].rupees]).toEqual([4 + 2, 1]);
    expect(G.turn.actions).toBe(1); // the human's purchase only
    expect(G.pending).toEqual([]);
  });
});

// p. 16, General Rules: a special ability that says she may do something, she always does.
describe('PAMIR-WAKHAN-MAY-1: Blackmail at the start of her turn', () => {
  test('a spy on the Herat card of highest priority with no spy', () => {
    // 54 (Blackmail Herat) hers; Herat cards 61 (human's) and 63 (human's, rank 3)
    const G = solo({ players: { 0: { court: [61, 63] }, 1: { court: [54] } }, market: [[], []], deck: [] });
    G.wakhan = { ...G.wakhan!, card: null };
    startWakhanTurn(G, (x) => x);
    settle(G); // her turn's first steps (PAMIR-WAKHAN-MAY-1)
    expect(G.players['0'].court.map((s) => s.spies['1'] ?? 0)).toEqual([0, 1]);
  });
});

// Rules p.16 (Wakhan's Turn): draw an AI card face up onto the discard pile; if the draw deck is then empty,
// reshuffle the whole discard pile, the card just drawn included, into a new draw deck and draw again.
describe('PAMIR-WAKHAN-TURN-1: the AI deck', () => {
  test('the drawn card is face up, the previous one discarded', () => {
    const G = solo({ wakhan: { card: 3, next: [7, 8] } });
    startWakhanTurn(G, (items) => [...items].reverse());
    expect(G.wakhan!.card).toBe(7);
    expect(G.wakhan!.discard).toEqual([3]);
    expect(G.secret.wakhanDeck).toEqual([8]);
    expect(G.pending.map((t) => t.kind)).toEqual(['wakhan']);
  });
  test('the last card drawn: every AI card, that one included, is reshuffled and she draws again', () => {
    const G = solo({ wakhan: { card: 3, next: [7] } });
    G.wakhan = { ...G.wakhan!, discard: [5, 6] };
    startWakhanTurn(G, (items) => [...items].reverse()); // [5, 6, 3, 7] reversed: 5 on top
    expect(G.wakhan!.card).toBe(5);
    expect(G.wakhan!.discard).toEqual([]);
    expect(G.secret.wakhanDeck).toEqual([7, 3, 6]);
  });
});

// p. 18, Battle: the region where another player has pieces (tribes, loyal armies or roads) and she has an
// army, by region priority.
describe('PAMIR-WAKHAN-BATTLE-1: spies of the player the red arrow gives first', () => {
  test.each([
    [9, 'spy|1'],
    [2, 'spy|0'],
  ])('next card %i: %s', (next, option) => {
    const G = position({ numPlayers: 3, wakhan: { card: 1, next: [next] }, players: { 0: { court: [[9, { 0: 1, 1: 1, 2: 2 }]] }, 2: { court: [2] } } });
    expect(stepChoice(G, { kind: 'battle', player: '2', card: 2, site: '9', left: 2 })).toBe(option);
  });
});

// p. 16, General Rules: her choices follow her card priority and her AI card.
describe('PAMIR-WAKHAN-TURN-5 through the reducer: a human answers during her turn', () => {
  test('her betray makes the human repay leverage; the human discards, then her turn goes on and ends', () => {
    // AI card 8 (tax, betray, radicalize) drawn at her turn; 16 (tax, betray) in her court; her spy on the
    // human's 94 (leverage, British prize); the human has no rupees, so 2 cards of theirs are discarded
    const G = position({
      numPlayers: 2,
      wakhan: { card: 3, next: [8, 9] },
      players: { 0: { court: [[94, { 1: 1 }], 9], hand: [5], rupees: 0 }, 1: { court: [16], rupees: 4 } },
      market: [[15, 17], [18, 20]],
      deck: [],
    });
    const match = matchFrom(G, 1);
    expect(match.move('0', 'endActions')).toEqual({ ok: true });
    let S = G_of(match);
    expect(S.wakhan!.card).toBe(8);
    expect(S.players['1'].prizes).toEqual([94]);
    expect(S.pending[S.pending.length - 1]).toMatchObject({ kind: 'discard', player: '0', from: 'any', count: 2 });
    expect(match.enumerate('0').map((c) => c.move)).toEqual(['discard', 'discard']);
    const turn = match.ctx.turn;
    match.move('0', 'discard', [5]);
    match.move('0', 'discard', [9]);
    S = G_of(match);
    expect(S.pending).toEqual([]);
    expect(match.ctx.turn).toBe(turn + 1);
    expect(match.ctx.currentPlayer).toBe('0');
    expect(S.turn.actions).toBe(0);
    expect(eventsOf(match.state.deltalog![0]).map((e) => e.rule)).toContain('PAMIR-WAKHAN-TURN-4');
  });
});

// p. 18, Build: armies in the leftmost region of her AI card that she rules, as much of her money as possible;
// p. 18, Move: armies only, no road needed, to adjacent regions where other players have tribes, region
// priority between origins and destinations, only as many armies as tribes there, never losing a ruler token.
describe('PAMIR-WAKHAN-BUILD-1 and PAMIR-WAKHAN-MOVE-1 in a whole turn', () => {
  // AI card 7: build, move, radicalize; region priority punjab, transcaspia, kabul...; pragmatic loyalty afghan
  test('build: armies of her pragmatic loyalty in the region she rules, as many as she can pay', () => {
    const G = position({ numPlayers: 2, wakhan: { card: 7, next: [9] }, favored: 'economic', tribes: { kabul: { 1: 1 } }, players: { 1: { court: [5], rupees: 5 } }, market: [[], []], deck: [] });
    const rules = wakhanTurn(G);
    expect(G.regions.kabul.armies.afghan).toBe(2);
    expect(G.players['1'].rupees).toBe(1);
    expect(rules.filter((r) => r === 'PAMIR-WAKHAN-BUILD-1')).toHaveLength(2); // one line per army
    expect(G.turn.actions).toBe(1); // the build; nothing else was possible
  });
  test('move: an army toward another player\'s tribe, one step per rank', () => {
    const G = position({ numPlayers: 2, wakhan: { card: 7, next: [9] }, armies: { kabul: { afghan: 2 } }, tribes: { punjab: { 0: 1 } }, players: { 1: { court: [9] } }, market: [[], []], deck: [] });
    const rules = wakhanTurn(G);
    expect(G.regions.punjab.armies.afghan).toBe(1);
    expect(G.regions.kabul.armies.afghan).toBe(1);
    expect(rules).toContain('PAMIR-WAKHAN-MOVE-1');
  });
});
