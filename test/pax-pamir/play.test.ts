/** PAMIR-PLAY-1..3, PAMIR-IMPACT-1..6, PAMIR-PIECE-1 on positions, through the rules and the task engine. */
import { describe, expect, test } from 'vitest';
import { actor, topTask } from '../../games/pax-pamir/rules/tasks';
import { legalChoices } from '../../games/pax-pamir/rules/legal';
import { blockSupply, cylinderSupply } from '../../games/pax-pamir/rules/pieces';
import { answerBribe, isLegalPlay, pendingPlacements, place, play, playOffers } from '../../games/pax-pamir/rules/turn';
import { placePiece } from '../../games/pax-pamir/rules/impact';
import { position, settle } from './position';

const playNow = (G: ReturnType<typeof position>, player: string, card: number, side: 'left' | 'right' = 'right', offer = 0) => {
  const result = play(G, player, card, side, offer);
  settle(G);
  return result;
};

// p. 11, Play: either end of the court.
describe('PAMIR-PLAY-2: either end of the court', () => {
  test.each([
    ['left', [15, 16, 17]],
    ['right', [16, 17, 15]],
  ] as const)('%s', (side, court) => {
    const G = position({ players: { 0: { hand: [15], court: [16, 17] } } });
    playNow(G, '0', 15, side);
    expect(G.players['0'].court.map((s) => s.card)).toEqual(court);
    expect(G.players['0'].hand).toEqual([]);
    expect(G.turn.actions).toBe(1);
  });
});

// p. 11, Play: free in a region one rules or nobody rules.
describe('PAMIR-PLAY-1: bribes', () => {
  // '1' rules Kabul with 2 tribes; '0' plays card 15 (Kabul).
  const base = () => position({ tribes: { kabul: { 1: 2 } }, players: { 0: { hand: [15], rupees: 3 }, 1: { rupees: 0 } } });

  test('the offers: 0 up to the full bribe', () => {
    expect(playOffers(base(), '0', 15)).toEqual([0, 1, 2]);
  });

  test('a full bribe is paid to the ruler and the card is played at once', () => {
    const G = base();
    expect(playNow(G, '0', 15, 'right', 2)).toBe('played');
    expect([G.players['0'].rupees, G.players['1'].rupees]).toEqual([1, 2]);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([15]);
  });

  test('a smaller offer waits for the ruler, who accepts: the offer is paid', () => {
    const G = base();
    expect(playNow(G, '0', 15, 'right', 1)).toBe('offered');
    expect(actor(G, '0')).toBe('1');
    expect(legalChoices(G, 'play', '0', '1').map((c) => c.args)).toEqual([[true], [false]]);
    expect(legalChoices(G, 'play', '0', '0')).toEqual([]);
    answerBribe(G, true);
    settle(G);
    expect([G.players['0'].rupees, G.players['1'].rupees]).toEqual([2, 1]);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([15]);
    expect(G.turn.actions).toBe(1);
  });

  // PAMIR-D-3 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('PAMIR-D-3: refused, the play is called off; only the full bribe may be offered again this turn', () => {
    const G = base();
    playNow(G, '0', 15, 'left', 0);
    answerBribe(G, false);
    settle(G);
    expect(G.players['0'].hand).toEqual([15]);
    expect(G.turn.actions).toBe(0);
    expect(G.players['0'].rupees).toBe(3);
    expect(playOffers(G, '0', 15)).toEqual([2]);
    expect(isLegalPlay(G, '0', 15, 'left', 1)).toBe(false);
    expect(isLegalPlay(G, '0', 15, 'left', 2)).toBe(true);
  });

  test('a player who cannot pay the full bribe may only offer what they have', () => {
    const G = position({ tribes: { kabul: { 1: 3 } }, players: { 0: { hand: [15], rupees: 1 } } });
    expect(playOffers(G, '0', 15)).toEqual([0, 1]);
  });

  test.each([
    [15, 'middle', 0],
    [15, 'left', -1],
    [15, 'left', 3],
    [15, 'left', 0.5],
    [16, 'left', 0],
    [101, 'left', 0],
    ['15', 'left', 0],
  ])('isLegalPlay refuses card %s side %s offer %s', (card, side, offer) => {
    expect(isLegalPlay(base(), '0', card, side, offer)).toBe(false);
  });
});

// p. 11, Play: a block of one's loyalty in the card's region, an army.
describe('PAMIR-IMPACT-1..6: impact icons', () => {
  // p. 11, Play: a block of one's loyalty in the card's region, an army.
  test('PAMIR-IMPACT-1: an army of the player coalition in the card region', () => {
    const G = position({ players: { 1: { hand: [15] } } });
    playNow(G, '1', 15);
    expect(G.regions.kabul.armies).toEqual({ afghan: 0, british: 0, russian: 1 });
  });

  // p. 11, Play: a block of one's loyalty on any border of the card's region, a road.
  test('PAMIR-IMPACT-2: a road on a border of the card region, chosen by the player', () => {
    const G = position({ players: { 0: { hand: [9] } } });
    playNow(G, '0', 9);
    expect(actor(G, '0')).toBe('0');
    expect(pendingPlacements(G).map((p) => p.to)).toEqual(['kabul-transcaspia', 'herat-kabul', 'kabul-kandahar', 'kabul-punjab']);
    place(G, { to: 'kabul-punjab', from: null });
    settle(G);
    expect(G.roads['kabul-punjab'].british).toBe(1);
    expect(G.pending).toEqual([]);
  });

  // p. 11, Play: a cylinder in the card's region, a tribe; p. 11, Play: two rupees from the bank; p. 11, Play:
  // the leverage icon gives two rupees from the bank.
  test('PAMIR-IMPACT-3, PAMIR-IMPACT-5, PAMIR-LEVERAGE-1: a tribe, then leverage gives 2 rupees', () => {
    const G = position({ players: { 0: { hand: [27], rupees: 1 } } });
    playNow(G, '0', 27);
    expect(G.regions.punjab.tribes['0']).toBe(1);
    expect(G.players['0'].rupees).toBe(3);
    expect(cylinderSupply(G, '0')).toBe(9);
  });

  // p. 11, Play: a cylinder on a card of the played card's region in any player's court, a spy.
  test('PAMIR-IMPACT-4: a spy goes on the card itself when it is the only card of its region', () => {
    const G = position({ players: { 0: { hand: [4] }, 1: { court: [24] } } });
    playNow(G, '0', 4);
    expect(G.players['0'].court[0].spies).toEqual({ 0: 1 });
  });

  // p. 11, Play: a cylinder on a card of the played card's region in any player's court, a spy.
  test('PAMIR-IMPACT-4: with several cards of the region in play, in any court, the player chooses', () => {
    const G = position({ players: { 0: { hand: [4] }, 1: { court: [5] }, 2: { court: [15, 24] } } });
    playNow(G, '0', 4);
    expect(pendingPlacements(G).map((p) => p.to).sort()).toEqual([15, 4, 5].sort());
    place(G, { to: 5, from: null });
    settle(G);
    expect(G.players['1'].court[0].spies).toEqual({ 0: 1 });
  });

  // p. 11, Play: the favored suit marker moves to the suit shown.
  test('PAMIR-IMPACT-6: the favored suit changes, after the road above it', () => {
    const G = position({ players: { 0: { hand: [10] } } });
    playNow(G, '0', 10);
    expect(G.favored).toBe('political');
    place(G, { to: 'herat-kabul', from: null });
    settle(G);
    expect(G.favored).toBe('military');
  });

  test('icons top to bottom: tribe, tribe, army, spy (card 7)', () => {
    const G = position({ players: { 2: { hand: [7] } } });
    playNow(G, '2', 7);
    expect(G.regions.kabul.tribes['2']).toBe(2);
    expect(G.regions.kabul.armies.afghan).toBe(1);
    expect(G.players['2'].court[0].spies).toEqual({ 2: 1 });
  });
});

// p. 11, Play: a patriot that does not match one's loyalty first discards one's patriots and prizes and
// removes one's gifts, then the loyalty changes; p. 7, Loyalty and Influence: changing loyalty first returns
// the gifts and discards the prizes and patriots.
describe('PAMIR-PLAY-3, PAMIR-LOYALTY-2: a patriot of another coalition', () => {
  test('changes loyalty: gifts back, prizes and old patriots discarded, then the impacts use the new coalition', () => {
    const G = position({
      players: { 0: { loyalty: 'british', hand: [6], court: [32, 15], gifts: 2, prizes: [90] } },
    });
    playNow(G, '0', 6, 'left');
    const p = G.players['0'];
    expect(p.loyalty).toBe('afghan');
    expect(p.gifts).toEqual([false, false, false]);
    expect(p.prizes).toEqual([]);
    expect(p.court.map((s) => s.card)).toEqual([6, 15]);
    expect(G.discard).toEqual([90, 32]);
    expect(G.regions.kabul.armies.afghan).toBe(1);
    expect(G.regions.kabul.tribes['0']).toBe(1);
  });

  test('a patriot of the player own coalition changes nothing', () => {
    const G = position({ players: { 0: { loyalty: 'british', hand: [32], court: [36], gifts: 1, prizes: [90] } } });
    playNow(G, '0', 32);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([36, 32]);
    expect(G.players['0'].prizes).toEqual([90]);
    expect(G.regions.punjab.armies.british).toBe(3);
  });
});

// p. 8, Component Limits: a unit the supply lacks is taken from anywhere in play, except pieces placed this
// turn, and may change type (a tribe taken to be a spy).
describe('PAMIR-PIECE-1: a piece missing from the supply is taken from play', () => {
  test('blocks: the player chooses which block of the coalition moves, never one placed this turn', () => {
    const G = position({
      armies: { herat: { british: 10 } },
      roads: { 'herat-kabul': { british: 1 } },
      players: { 0: { hand: [32] } },
    });
    expect(blockSupply(G, 'british')).toBe(1);
    playNow(G, '0', 32); // three armies in Punjab: the first from the supply
    expect(G.regions.punjab.armies.british).toBe(1);
    // the army just placed in Punjab cannot be taken
    expect(pendingPlacements(G)).toEqual([
      { to: null, from: 'army:herat' },
      { to: null, from: 'road:herat-kabul' },
    ]);
    place(G, { to: null, from: 'road:herat-kabul' });
    settle(G); // the third army has one source left and is taken from it without asking
    expect(G.pending).toEqual([]);
    expect([G.regions.punjab.armies.british, G.regions.herat.armies.british, G.roads['herat-kabul'].british]).toEqual([3, 9, 0]);
  });

  test('a single possible source is taken without asking', () => {
    const G = position({ armies: { herat: { british: 12 } }, players: { 0: { hand: [15] } } });
    playNow(G, '0', 15);
    expect([G.regions.herat.armies.british, G.regions.kabul.armies.british]).toEqual([11, 1]);
    expect(G.pending).toEqual([]);
  });

  // p. 8, The Overthrow Rule: losing one's last tribe in a region discards one's political cards of that
  // region.
  test('cylinders: a tribe may become a spy; taking the last tribe of a region overthrows (PAMIR-OVERTHROW-1)', () => {
    const G = position({
      tribes: { herat: { 0: 1 }, persia: { 0: 9 } },
      players: { 0: { hand: [4], court: [56] } },
    });
    expect(cylinderSupply(G, '0')).toBe(0);
    playNow(G, '0', 4);
    const sources = pendingPlacements(G).map((p) => p.from);
    expect(sources).toEqual(['tribe:persia', 'tribe:herat']);
    place(G, { to: 4, from: 'tribe:herat' });
    settle(G);
    expect(G.regions.herat.tribes['0']).toBe(0);
    expect(G.players['0'].court.map((s) => s.card)).toEqual([4]); // 56 (Herat, political) discarded
    expect(G.players['0'].court[0].spies).toEqual({ 0: 1 });
  });

  test('nothing available (all placed this turn): the icon is skipped', () => {
    const G = position({ armies: { kabul: { russian: 11 } }, players: { 0: { hand: [38], loyalty: 'russian' } } });
    G.turn = { ...G.turn, placed: Array(11).fill('army:kabul:russian') };
    playNow(G, '0', 38); // two armies: the first from the supply, the second has no source
    expect(G.regions.punjab.armies.russian).toBe(1);
    expect(G.pending).toEqual([]);
  });
});

// PAMIR-D-5 is a decision where the rulebook is silent (RULES.md, Decisions); PAMIR-D-6 is a decision where the
// rulebook is silent (RULES.md, Decisions).
describe('PAMIR-D-5, PAMIR-D-6: edge cases of placement', () => {
  // PAMIR-D-5 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('PAMIR-D-5: a piece is never taken from the place it goes to', () => {
    // British supply empty: armies in Kabul and Herat; a Kabul army may only come from Herat
    const G = position({ armies: { kabul: { british: 6 }, herat: { british: 6 } }, players: { 0: { hand: [2] } } });
    playNow(G, '0', 2); // spy, spy, army, military: the spies go on the card itself, the army needs a source
    expect(G.regions.kabul.armies.british).toBe(7);
    expect(G.regions.herat.armies.british).toBe(5);
  });

  // PAMIR-D-6 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('PAMIR-D-6: the icons of a card no longer in its court are not resolved', () => {
    const G = position({ pending: [{ kind: 'impact', player: '0', card: 32, step: 0 }] });
    settle(G);
    expect(G.pending).toEqual([]);
    expect(G.regions.punjab.armies.british).toBe(0);
  });

  // PAMIR-D-6 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('PAMIR-D-6: a spy bound for a card that left play stays in the supply', () => {
    const G = position({ players: { 0: { court: [15] } } });
    placePiece(G, '0', 'spy', 'kabul', { to: 16, from: null });
    expect(cylinderSupply(G, '0')).toBe(10);
  });
});

test('topTask is empty once everything is resolved', () => {
  const G = position({ players: { 0: { hand: [15] } } });
  playNow(G, '0', 15);
  expect(topTask(G)).toBeUndefined();
});
