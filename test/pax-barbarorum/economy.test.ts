/** Wealth phase, ranking, influence phase (BARB-WEALTH-*, BARB-RANK-1, BARB-INFL-1, BARB-EVENT-1, BARB-GOV-2/3, BARB-D-UNPAID, BARB-D-ONCE). */
import { describe, expect, test } from 'vitest';
import type { PlayerFaction } from '../../games/pax-barbarorum/data/factions';
import { canRecruit } from '../../games/pax-barbarorum/rules/actions';
import type { Journal } from '../../games/pax-barbarorum/rules/journal';
import { influenceGain, influencePhase } from '../../games/pax-barbarorum/rules/influence';
import { income, ranking } from '../../games/pax-barbarorum/rules/ranking';
import { isDemobilisation, payArmies, regrowGarrisons, wealthPhase } from '../../games/pax-barbarorum/rules/wealth';
import { armiesText, G, match, play, position, type Setup } from './position';

const two: Setup = { factions: ['rom', 'car'] };

describe('BARB-WEALTH-1: income', () => {
  test.each<[string, Setup, PlayerFaction, number]>([
    ['start: three occupied provinces, one trade token', two, 'rom', 3 + 2],
    ['an owned province without pieces pays no tax (BARB-BATTLE-8)', { ...two, armies: { latium: '' } }, 'rom', 2 + 2],
    ['a fourth occupied province', { ...two, owner: { samnium: 'rom' }, armies: { samnium: 'rom 1s' } }, 'rom', 4 + 2],
    [
      'occupying a trade centre: +1 per token of any colour in it',
      { ...two, owner: { massalia: 'rom' }, armies: { massalia: 'rom 1s' }, trade: { latium: { rom: 1 }, massalia: { rom: 1, car: 2 }, carthago: { car: 1 } } },
      'rom',
      4 + 2 * 2 + 3,
    ],
    [
      'tokens in someone else’s trade centre still pay 2 each',
      { ...two, owner: { massalia: 'rom' }, armies: { massalia: 'rom 1s' }, trade: { latium: { rom: 1 }, massalia: { rom: 1, car: 2 }, carthago: { car: 1 } } },
      'car',
      3 + 3 * 2,
    ],
    [
      'BARB-GOV-2: an oligarchy earns 2 more per trade centre with two of its tokens',
      { ...two, government: { car: 'oligarchy', rom: 'empire' }, trade: { massalia: { car: 2 }, carthago: { car: 1 }, baetica: { car: 1 } } },
      'car',
      3 + 4 * 2 + 2,
    ],
  ])('%s', (_label, setup, f, expected) => {
    expect(income(position(setup), f)).toBe(expected);
  });
});

describe('BARB-WEALTH-2: paying the armies', () => {
  // Eight pieces to pay; four territories, so a lost stability point would not be reset (BARB-STAB-3).
  const big: Setup = { factions: ['rom', 'car'], owner: { samnium: 'rom' }, armies: { latium: 'rom 4s1a', etruria: 'rom 1s', campania: 'rom 1s', samnium: 'rom 1s' } };

  // BARB-WEALTH-2: « Si un joueur n'a pas suffisamment d'or pour cela, il perd autant de troupes que d'or manquant. »
  test('BARB-WEALTH-2: 2 gold short loses exactly 2 pieces (BARB-D-UNPAID: from the largest army, soldiers first), and no stability', () => {
    const S = position({ ...big, realm: { rom: { gold: 6 } } });
    const journal: Journal = [];
    payArmies(S, 'rom', journal);
    expect(S.realms.rom!.gold).toBe(0);
    expect(armiesText(S, 'latium')).toBe('rom 2s1a0c');
    expect(armiesText(S, 'etruria')).toBe('rom 1s0a0c');
    expect(S.realms.rom!.stability).toBe(5);
    expect(journal.map((n) => n.rule)).toEqual(['BARB-WEALTH-2']);
  });

  test('paid in full: nothing lost', () => {
    const S = position({ ...big, realm: { rom: { gold: 8 } } });
    payArmies(S, 'rom', []);
    expect(S.realms.rom).toMatchObject({ gold: 0, stability: 5, unpaid: false });
    expect(armiesText(S, 'latium')).toBe('rom 4s1a0c');
  });

  // BARB-GOV-3: « Le joueur qui dirige un empire ne voit pas ses troupes disparaître lorsqu'il ne les paye pas, mais il
  // ne peut plus recruter tant que cette situation dure. »
  test('BARB-GOV-3: an unpaid Empire loses no piece, but may not recruit until it pays in full', () => {
    const S = position({ ...big, government: { rom: 'empire', car: 'theocracy' }, realm: { rom: { gold: 6 } } });
    payArmies(S, 'rom', []);
    expect(S.realms.rom!.unpaid).toBe(true);
    expect(armiesText(S, 'latium')).toBe('rom 4s1a0c');
    expect(armiesText(S, 'etruria')).toBe('rom 1s0a0c');
    expect(canRecruit(S, 'rom', 'latium', ['s', 's'])).toBe(false);
    S.realms.rom!.gold = 10;
    payArmies(S, 'rom', []);
    expect(S.realms.rom!.unpaid).toBe(false);
    expect(canRecruit(S, 'rom', 'latium', ['s', 's'])).toBe(true);
  });

  test('BARB-EVENT-1, BARB-D-MERCENARY-WAR: a Carthage of three troops and no gold loses them all, and the rebels hold its capital at once', () => {
    const S = position({ ...two, owner: { byzacena: null, lilybaeum: null }, armies: { byzacena: '', lilybaeum: '' }, realm: { car: { gold: 0 } } });
    const journal: Journal = [];
    payArmies(S, 'car', journal);
    expect(armiesText(S, 'carthago')).toBe('mer 3s0a0c');
    expect(S.owner.carthago).toBe('mer');
    // Left with no territory, the realm is small again: back to full stability (BARB-STAB-3).
    expect(journal.map((n) => n.rule)).toEqual(['BARB-WEALTH-2', 'BARB-EVENT-1', 'BARB-HOLD-1', 'BARB-MOVE-3', 'BARB-STAB-2', 'BARB-STAB-3']);
  });

  test('BARB-D-MERCENARY-WAR: rebels facing a garrison fight it at the end of the action phase', () => {
    const S = position({ ...two, armies: { carthago: 'car 5s1c' }, realm: { car: { gold: 5 } } });
    payArmies(S, 'car', []);
    // 8 pieces, 3 unpaid: 3 rebels; the capital's 5s1c → 2s1c.
    expect(armiesText(S, 'carthago')).toBe('car 2s0a1c, mer 3s0a0c');
    expect(S.owner.carthago).toBe('car');
    expect(S.realms.car!.stability).toBe(5);
  });

  test.each([
    [4, false],
    [5, true],
  ])('BARB-GOV-2: an oligarchy %i pieces short: Mercenary war %s', (short, war) => {
    // 9 soldiers in Latium and the two starting garrisons: 11 pieces.
    const S = position({ factions: ['rom', 'car'], government: { rom: 'oligarchy', car: 'empire' }, armies: { latium: 'rom 9s' }, realm: { rom: { gold: 11 - short } } });
    payArmies(S, 'rom', []);
    expect((S.armies.latium ?? []).some((a) => a.f === 'mer')).toBe(war);
  });
});

describe('BARB-WEALTH-3: demobilisation', () => {
  const S = position({ ...two, armies: { latium: 'rom 2s1a', etruria: 'rom 1c' } });
  test.each<[string, unknown, boolean]>([
    ['nothing', [], true],
    ['one soldier', [{ province: 'latium', s: 1, a: 0, c: 0 }], true],
    ['two armies', [{ province: 'latium', s: 2, a: 1, c: 0 }, { province: 'etruria', s: 0, a: 0, c: 1 }], true],
    ['more than there is', [{ province: 'latium', s: 3, a: 0, c: 0 }], false],
    ['an empty line', [{ province: 'latium', s: 0, a: 0, c: 0 }], false],
    ['someone else’s army', [{ province: 'carthago', s: 1, a: 0, c: 0 }], false],
    ['the same province twice', [{ province: 'latium', s: 1, a: 0, c: 0 }, { province: 'latium', s: 1, a: 0, c: 0 }], false],
    ['a negative count', [{ province: 'latium', s: -1, a: 0, c: 0 }], false],
    ['not a list', { province: 'latium' }, false],
  ])('%s', (_label, list, ok) => {
    expect(isDemobilisation(S, '0', list)).toBe(ok);
  });

  test('every player decides once, at the same time; then the orders phase starts', () => {
    const m = match(position({ ...two, phase: 'wealth', step: { kind: 'demobilise', waiting: ['0', '1'] } }));
    play(m, ['1', 'demobilise', [{ province: 'carthago', s: 1, a: 0, c: 0 }]]);
    expect(armiesText(G(m), 'carthago')).toBe('car 1s0a1c');
    expect(G(m).step).toEqual({ kind: 'demobilise', waiting: ['0'] });
    play(m, ['0', 'demobilise', []]);
    expect(G(m).phase).toBe('orders');
  });
});

describe('BARB-D-NEUTRAL-ARMIES: garrisons regrow', () => {
  test('a neutral capital below two pieces gains one soldier per wealth phase, up to two; so does an unchosen faction’s; a lost capital does not', () => {
    const S = position({ ...two, armies: { aeduia: 'aed 1s', celtiberia: 'ibe 2s', arvernia: 'arv 1s', numidia: 'car 1s' }, owner: { numidia: 'car' } });
    regrowGarrisons(S);
    expect(armiesText(S, 'aeduia')).toBe('aed 2s0a0c');
    expect(armiesText(S, 'arvernia')).toBe('arv 2s0a0c');
    expect(armiesText(S, 'numidia')).toBe('car 1s0a0c');
    expect(armiesText(S, 'celtiberia')).toBe('ibe 2s0a0c');
    regrowGarrisons(S);
    expect(armiesText(S, 'aeduia')).toBe('aed 2s0a0c');
    expect(armiesText(S, 'arvernia')).toBe('arv 2s0a0c');
  });
});

describe('BARB-RANK-1: the most influential player', () => {
  test.each<[string, Setup, PlayerFaction[]]>([
    ['more influence', { factions: ['mac', 'car'], realm: { mac: { influence: 3 } } }, ['mac', 'car']],
    ['tie: more stability', { factions: ['mac', 'car'], realm: { mac: { stability: 5 }, car: { stability: 4 } } }, ['mac', 'car']],
    ['tie: more gold', { factions: ['mac', 'car'], realm: { mac: { gold: 7 } } }, ['mac', 'car']],
    ['tie: more income', { factions: ['mac', 'car'], owner: { epirus: 'mac' }, armies: { epirus: 'mac 1s' } }, ['mac', 'car']],
    ['BARB-D-LAST-TIE: all tied, the Macedonians rank last', { factions: ['mac', 'rom', 'car'] }, ['car', 'rom', 'mac']],
  ])('%s', (_label, setup, order) => {
    expect(ranking(position(setup))).toEqual(order);
  });
});

describe('BARB-INFL-1: influence', () => {
  test.each<[PlayerFaction, number]>([
    ['rom', 2 * 2 + 4],
    // BARB-D-MACEDONIAN-FAITH: the Macedonians' extra influence per cube was paid when each cube was placed.
    ['mac', 0 + 3],
  ])('%s', (f, gain) => {
    const S = position({ factions: ['rom', 'mac'], religion: { latium: { rom: 3 }, etruria: { rom: 1 }, macedonia: { mac: 3 } }, trade: { latium: { rom: 1 }, massalia: { rom: 1 } } });
    expect(influenceGain(S, f)).toBe(gain);
  });

  test('BARB-D-ONCE: the influence phase adds influence only; gold and upkeep are the wealth phase’s', () => {
    const S = position(two);
    influencePhase(S, []);
    expect(S.realms.rom).toMatchObject({ influence: 5, gold: 5 });
    wealthPhase(S, []);
    expect(S.realms.rom!.gold).toBe(5 + 3 - 3);
  });
});
