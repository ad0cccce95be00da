/** The 20 special abilities on 22 cards (PAMIR-ABILITY-*). */
import { describe, expect, test } from 'vitest';
import { blackmail, blackmailTargets, canUseCard, hostageBribe, isLegalAction, stepOptions, type StepTask } from '../../games/pax-pamir/rules/actions';
import { resolveCheck } from '../../games/pax-pamir/rules/dominance';
import { actor, topTask } from '../../games/pax-pamir/rules/tasks';
import { legalChoices } from '../../games/pax-pamir/rules/legal';
import { buyCost } from '../../games/pax-pamir/rules/market';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { bribeToPlay, buy, place } from '../../games/pax-pamir/rules/turn';
import { act, G_of, matchFrom, position, settle, step, type PositionSpec } from './position';
import { startWakhanTurn } from '../../games/pax-pamir/rules/wakhan/turn';

const options = (G: PaxState) => stepOptions(G, topTask(G) as StepTask);

// card 1.
test('PAMIR-ABILITY-ADVISORS (card 1): battles on cards cannot remove the owner\'s spies', () => {
  const spies = { 0: 2, 1: 1, 2: 1 };
  const G = position({ players: { 0: { court: [38] }, 1: { court: [1] }, 2: { court: [[8, spies]] } } });
  act(G, '0', 38, 'battle', '8');
  expect(options(G)).toEqual(['spy|2', 'done']);
});

// Rules p.8 (Component Limits): a piece to place that the supply lacks is taken from anywhere in play (not
// one placed this turn); the Insurrection places its two armies like any piece (PAMIR-PIECE-1).
describe('PAMIR-ABILITY-INSURRECTION: missing Afghan armies are taken from play', () => {
  // a failed check: Afghan 11 or 12 blocks, British and Russian 8 each
  const spec = (herat: number, punjab: number): PositionSpec => ({
    armies: { herat: { afghan: herat }, punjab: { afghan: punjab }, persia: { british: 8, russian: 8 } },
    players: { 1: { court: [3] } },
    deck: [101],
  });

  test('one in the supply: it goes to Kabul, the owner chooses where the second comes from', () => {
    const G = position(spec(6, 5));
    resolveCheck(G);
    settle(G);
    expect(G.checks[0].dominant).toBeNull();
    expect(G.regions.kabul.armies.afghan).toBe(1);
    expect(actor(G, '0')).toBe('1');
    expect(legalChoices(G, 'play', '0', '1')).toEqual([
      { move: 'place', args: [null, 'army:herat'] },
      { move: 'place', args: [null, 'army:punjab'] },
    ]);
    place(G, { to: null, from: 'army:punjab' });
    settle(G);
    expect([G.regions.kabul.armies.afghan, G.regions.herat.armies.afghan, G.regions.punjab.armies.afghan]).toEqual([2, 6, 4]);
    expect(G.pending).toEqual([]);
  });

  test('none in the supply: both come from play; a single source is taken without asking', () => {
    const G = position({ ...spec(12, 0), armies: { herat: { afghan: 12 }, persia: { british: 9, russian: 9 } } });
    resolveCheck(G);
    settle(G);
    expect([G.regions.kabul.armies.afghan, G.regions.herat.armies.afghan]).toEqual([2, 10]);
  });

  // PAMIR-D-5 is a decision where the rulebook is silent (RULES.md, Decisions).
  test('every Afghan block already in Kabul: nothing moves (PAMIR-D-5)', () => {
    const G = position({ ...spec(0, 0), armies: { kabul: { afghan: 12 }, persia: { british: 9, russian: 9 } } });
    resolveCheck(G);
    settle(G);
    expect(G.regions.kabul.armies.afghan).toBe(12);
    expect(G.pending).toEqual([]);
  });
});

// card 3's ability.
test('PAMIR-ABILITY-INSURRECTION (card 3): two Afghan armies in Kabul after a check', () => {
  const G = position({ players: { 1: { court: [3] } }, deck: [101] });
  resolveCheck(G);
  expect(G.regions.kabul.armies.afghan).toBe(2);
  const without = position({ deck: [101] });
  resolveCheck(without);
  expect(without.regions.kabul.armies.afghan).toBe(0);
});

// card 5.
test('PAMIR-ABILITY-CLAIM (card 5): the owner taxes as if ruling every region', () => {
  const G = position({ players: { 0: { court: [5, 8], rupees: 0 }, 1: { court: [61], rupees: 3 } } });
  act(G, '0', 8, 'tax');
  expect(options(G)).toEqual(['p|1', 'done']);
  const without = position({ players: { 0: { court: [8], rupees: 0 }, 1: { court: [61], rupees: 3 } } });
  expect(isLegalAction(without, '0', 8, 'tax', null, 0)).toBe(false);
});

// cards 15 and 83.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
test.each([15, 83])('PAMIR-ABILITY-BODYGUARDS (card %i): no betrayal of the owner\'s political cards', (guard) => {
  const G = position({ players: { 0: { court: [16], rupees: 4 }, 1: { court: [guard, [5, { 0: 1 }], [8, { 0: 1 }]] } } });
  expect(isLegalAction(G, '0', 16, 'betray', '5', 0)).toBe(false);
  expect(isLegalAction(G, '0', 16, 'betray', '8', 0)).toBe(true);
});

// cards 17 and 97.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
test.each([
  [17, 'kabul'],
  [97, 'transcaspia'],
] as const)('PAMIR-ABILITY-CITADEL (card %i): the owner\'s tribes in %s are immune to battle', (citadel, region) => {
  const G = position({ armies: { [region]: { british: 1 } }, tribes: { [region]: { 1: 1, 2: 1 } }, players: { 0: { court: [38] }, 1: { court: [citadel] } } });
  act(G, '0', 38, 'battle', region);
  expect(options(G)).toEqual(['tribe|2', 'done']);
});

// card 21.
test('PAMIR-ABILITY-BEDFELLOWS (card 21): spies step to cards of the same region', () => {
  const G = position({ players: { 0: { court: [21, [8, { 0: 1 }], 29] }, 1: { court: [15] }, 2: { court: [16] } } });
  act(G, '0', 21, 'move');
  expect(options(G)).toEqual(['spy|8|29', 'spy|8|21', 'spy|8|15', 'spy|8|16', 'done']);
});

// card 24.
test('PAMIR-ABILITY-CIVIL (card 24): no hostage bribe for the owner\'s cards', () => {
  expect(hostageBribe(position({ players: { 0: { court: [24, [8, { 1: 2 }]] } } }), '0', 8)).toEqual({ amount: 0, to: null });
});

// cards 41 and 72.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
test.each([41, 72])('PAMIR-ABILITY-SAFEHOUSE (card %i): a spy removed in battle goes to the Safe House', (house) => {
  const G = position({ players: { 0: { court: [38] }, 1: { court: [house] }, 2: { court: [[8, { 0: 1, 1: 1 }]] } } });
  act(G, '0', 38, 'battle', '8');
  step(G, '0', 'spy|1');
  expect(G.players['2'].court[0].spies).toEqual({ 0: 1 });
  expect(G.players['1'].court[0].spies).toEqual({ 1: 1 });
});

// card 42.
test('PAMIR-ABILITY-CHARISMATIC (card 42): the owner owes no bribe to play', () => {
  const spec = { tribes: { kabul: { 1: 2 } }, players: { 0: { court: [42], hand: [15] } } };
  expect(bribeToPlay(position(spec), '0', 15).amount).toBe(0);
  expect(bribeToPlay(position({ ...spec, players: { 0: { hand: [15] } } }), '0', 15).amount).toBe(2);
});

// cards 54 and 43.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
describe('PAMIR-ABILITY-BLACKMAIL (cards 54, 43)', () => {
  test.each([
    [54, [54, 61]], // the card itself counts
    [43, [43, 49]],
  ])('card %i: a spy on a card of its region with no spy, at the start of the turn', (card, targets) => {
    const G = position({ players: { 0: { court: [card] }, 1: { court: [61, [62, { 2: 1 }], 49, 8] } } });
    expect(blackmailTargets(G, '0', card)).toEqual(targets);
    expect(legalChoices(G, 'play', '0', '0')).toContainEqual({ move: 'blackmail', args: [card, targets[0]] });
    blackmail(G, '0', card, targets[0]);
    expect(blackmailTargets(G, '0', card)).toEqual([]); // once per turn
  });
  test('not after another move of the turn', () => {
    const G = position({ market: [[8], []], players: { 0: { court: [54] }, 1: { court: [61] } } });
    buy(G, '0', 0, 0);
    settle(G);
    expect(blackmailTargets(G, '0', 54)).toEqual([]);
  });
});

// p. 8, Component Limits (paraphrased): a unit to place that the supply lacks must be taken from anywhere in
// play, but never a piece placed this turn. The summary: « S'il manque une pièce d'une couleur et forme en
// réserve, on doit en prendre une en jeu qui n'a pas été jouée à ce tour ».
describe('PAMIR-D-17: Blackmail\'s spy obeys the component limits like every other placement', () => {
  // '0' has all ten cylinders in play: six tribes in Kabul, four in Herat; 54 (Blackmail Herat) in court
  const spent = () => position({ tribes: { kabul: { 0: 6 }, herat: { 0: 4 } }, players: { 0: { court: [54] }, 1: { court: [61] } } });

  test('with the supply empty, Blackmail is still offered, its spy taken from any of the owner\'s cylinders in play', () => {
    const G = spent();
    const offered = legalChoices(G, 'play', '0', '0').filter((c) => c.move === 'blackmail');
    expect(offered).toEqual([
      { move: 'blackmail', args: [54, 54, 'tribe:kabul'] },
      { move: 'blackmail', args: [54, 54, 'tribe:herat'] },
      { move: 'blackmail', args: [54, 61, 'tribe:kabul'] },
      { move: 'blackmail', args: [54, 61, 'tribe:herat'] },
    ]);
    const match = matchFrom(G);
    const before = JSON.stringify(match.state);
    expect(match.move('0', 'blackmail', [54, 61]).ok).toBe(false); // no cylinder in the supply
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.move('0', 'blackmail', [54, 61, 'tribe:herat']).ok).toBe(true);
    const after = G_of(match);
    expect(after.regions.herat.tribes['0']).toBe(3);
    expect(after.players['1'].court[0].spies).toEqual({ 0: 1 });
    expect(match.enumerate('0').filter((c) => c.move === 'blackmail')).toEqual([]); // once per card and turn
  });

  test('never a piece placed this turn: the spy one Blackmail placed cannot feed the other', () => {
    // 43 (Blackmail Kandahar) too: its spy goes on 43 itself, taken from Kabul; 54's spy may then come from
    // Kabul or Herat, not from that spy
    const match = matchFrom(position({ tribes: { kabul: { 0: 6 }, herat: { 0: 4 } }, players: { 0: { court: [54, 43] }, 1: { court: [61] } } }));
    expect(match.move('0', 'blackmail', [43, 43, 'tribe:kabul']).ok).toBe(true);
    const sources = new Set(match.enumerate('0').flatMap((c) => (c.move === 'blackmail' ? [c.args![2]] : [])));
    expect([...sources]).toEqual(['tribe:kabul', 'tribe:herat']);
    expect(match.move('0', 'blackmail', [54, 61, 'spy:43']).ok).toBe(false);
  });

  // PAMIR-WAKHAN-MAY-1: she always uses it; PAMIR-WAKHAN-D-12: from the first region of her region priority.
  test('Wakhan with her supply empty takes the spy from play by her region priority', () => {
    // AI card 9 drawn (region priority kabul, punjab, kandahar, persia, herat, transcaspia): Punjab before Herat
    const G = position({
      numPlayers: 2,
      wakhan: { card: 1, next: [9] },
      tribes: { punjab: { 1: 5 }, herat: { 1: 5 } },
      players: { 0: { court: [61] }, 1: { court: [54] } },
      market: [[], []],
      deck: [],
    });
    G.wakhan = { ...G.wakhan!, card: null };
    startWakhanTurn(G, (x) => x);
    settle(G);
    expect(G.regions.punjab.tribes['1']).toBe(4);
    expect(G.regions.herat.tribes['1']).toBe(5);
    expect(G.players['0'].court[0].spies).toEqual({ 1: 1 });
  });

  test('Wakhan: a tribe so taken may overthrow, and what follows is done within her turn', () => {
    // her last Punjab tribe goes (AI card 9: Kabul, then Punjab): 27 (Punjab, political, leveraged) is
    // discarded and she pays its leverage back before her actions
    const G = position({
      numPlayers: 2,
      wakhan: { card: 1, next: [9] },
      tribes: { punjab: { 1: 1 }, herat: { 1: 9 } },
      players: { 0: { court: [61] }, 1: { court: [54, 27], rupees: 4 } },
      market: [[], []],
      deck: [],
    });
    G.wakhan = { ...G.wakhan!, card: null };
    startWakhanTurn(G, (x) => x);
    settle(G);
    expect(G.regions.punjab.tribes['1']).toBe(0);
    expect(G.players['1'].court.map((s) => s.card)).toEqual([54]);
    expect(G.discard).toContain(27);
    expect(G.players['1'].rupees).toBe(2);
    expect(G.players['0'].court[0].spies).toEqual({ 1: 1 });
    expect(G.pending).toEqual([]);
  });
});

// card 51.
test('PAMIR-ABILITY-SUPPLIES (card 51): armies move without roads', () => {
  const G = position({ armies: { kabul: { british: 1 } }, players: { 0: { court: [51, 29] } } });
  act(G, '0', 29, 'move');
  expect(options(G)).toEqual(['army|kabul|transcaspia', 'army|kabul|herat', 'army|kabul|kandahar', 'army|kabul|punjab', 'done']);
});

// card 56.
test('PAMIR-ABILITY-CONNECTED (card 56): spies move twice as far', () => {
  const G = position({ players: { 0: { court: [56, [8, { 0: 1 }], 29] }, 1: { court: [15] } } });
  act(G, '0', 29, 'move'); // rank 2: four spy steps
  for (const to of [29, 15, 56, 8]) step(G, '0', `spy|${(G.players['0'].court.concat(G.players['1'].court).find((s) => s.spies['0']))!.card}|${to}`);
  expect(G.pending).toEqual([]);
});

// cards 66, 68 and 70.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
test.each([
  [66, 61, 0],
  [66, 75, 2],
  [68, 75, 0],
  [70, 84, 0],
  [70, 32, 2],
])('PAMIR-ABILITY-INFLUENCE (card %i): card %i in column 2 costs %i', (ability, card, cost) => {
  const G = position({ market: [[1, 2, card], []], players: { 0: { court: [ability] } } });
  expect(buyCost(G, '0', 0, 2)).toBe(cost);
  if (cost === 0) {
    buy(G, '0', 0, 2);
    expect(G.market[0].map((s) => s?.rupees ?? null)).toEqual([0, 0, null, null, null, null]);
  }
});

// card 78.
test('PAMIR-ABILITY-INFRASTRUCTURE (card 78): one more block, free', () => {
  const G = position({ tribes: { persia: { 0: 1 } }, players: { 0: { court: [78], rupees: 2 } } });
  act(G, '0', 78, 'build');
  step(G, '0', 'army|persia|');
  expect(options(G)).toContain('+army|persia|');
  step(G, '0', '+army|persia|');
  expect(G.pending).toEqual([]);
  expect(G.regions.persia.armies.british).toBe(2);
  expect(G.players['0'].rupees).toBe(0);
});

// cards 91 and 99.
// The card's ability text (p. 8, Card Precedence and Special Abilities: it overrides the rules while its card is
// in its owner's court).
test.each([91, 99])('PAMIR-ABILITY-FAVORED (card %i): always a bonus action', (card) => {
  const G = position({ actions: 2, favored: 'economic', players: { 0: { court: [card, 16] } } });
  expect(canUseCard(G, '0', card)).toBe(true);
  expect(canUseCard(G, '0', 16)).toBe(false);
});
