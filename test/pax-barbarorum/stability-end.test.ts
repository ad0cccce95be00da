/** Stability, events and the end of the game (BARB-STAB-*, BARB-END-*, BARB-D-STABILITY-LOSS, BARB-D-DIVISION, BARB-D-ROUND-LIMIT). */
import { describe, expect, test } from 'vitest';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import { GREEK_TROOPS } from '../../games/pax-barbarorum/data/map';
import { regrowGarrisons } from '../../games/pax-barbarorum/rules/wealth';
import type { Journal } from '../../games/pax-barbarorum/rules/journal';
import { resetSmallRealms } from '../../games/pax-barbarorum/rules/stability';
import { loseStability } from '../../games/pax-barbarorum/rules/land';
import { capitalsCaptured } from '../../games/pax-barbarorum/rules/victory';
import { armiesText, G, match, play, position, TAKE_CARTHAGE, thirdCapitalInReach, type Setup } from './position';

const wide: Setup = {
  factions: ['rom', 'car'],
  owner: { samnium: 'rom', liguria: 'rom', corsica: 'rom' },
  armies: { latium: 'rom 6s2a', etruria: 'rom 1s' },
  realm: { rom: { influence: 30 } },
};

describe('BARB-STAB-2, BARB-D-STABILITY-LOSS: what each point lost costs', () => {
  test.each<[number, number, string, number]>([
    [1, 4, 'rom 5s2a0c', 30],
    [2, 3, 'rom 4s2a0c', 28],
    [3, 2, 'rom 2s2a0c', 24],
    [4, 1, 'rom 0s2a0c', 18],
  ])('losing %i from 5: stability %i', (n, level, latium, influence) => {
    const S = position(wide);
    loseStability(S, 'rom', n, [], 'test');
    expect(S.realms.rom).toMatchObject({ stability: level, influence });
    expect(armiesText(S, 'latium')).toBe(latium);
  });

  test('BARB-GOV-1: a theocracy loses two points for one, with both effects', () => {
    const S = position({ ...wide, government: { rom: 'theocracy', car: 'empire' } });
    loseStability(S, 'rom', 1, [], 'test');
    expect(S.realms.rom).toMatchObject({ stability: 3, influence: 28 });
  });

  test('BARB-STAB-3: three territories or fewer always means stability 5', () => {
    const S = position({ factions: ['rom', 'car'], realm: { rom: { stability: 2 }, car: { stability: 1 } }, owner: { samnium: 'rom' } });
    resetSmallRealms(S);
    expect(S.realms.rom!.stability).toBe(2);
    expect(S.realms.car!.stability).toBe(5);
  });

  test('BARB-D-STABILITY-CAUSES: losing one’s capital costs a point', () => {
    const setup: Setup = {
      factions: ['rom', 'car'],
      owner: { samnium: 'rom', liguria: 'rom', syracusae: 'rom' },
      armies: { latium: '', syracusae: '', etruria: 'car 2s', campania: 'rom 2s' },
      wars: [['rom', 'car']],
      phase: 'action',
      step: { kind: 'resolve', player: '1', remaining: [], chooser: '1' },
    };
    const S = position(setup);
    S.tokens = { etruria: '1' };
    S.players['1'].orders = { etruria: 'move' };
    S.owner.etruria = 'car';
    const m = match(S);
    play(m, ['1', 'resolveOrder', 'etruria', { kind: 'move', to: 'latium', s: 2, a: 0, c: 0 }]);
    expect(G(m).owner.latium).toBe('car');
    expect(G(m).realms.rom!.stability).toBe(4);
  });
});

// The rulebook, Stabilité: « des troubles peuvent apparaître plus ou moins graves, de la simple désertion et
// minime perte d'influence jusqu'à la division en deux du royaume ! » How it divides is ours (BARB-D-DIVISION).
describe('BARB-STAB-4, BARB-D-DIVISION: at 0 the realm divides in two', () => {
  // Seven Roman lands by their steps from Roma (Latium): Etruria, Samnium, Campania 1; Liguria, Corsica 2;
  // Sardinia 3. A Carthaginian army stands in Corsica (at war with Rome).
  const seven: Setup = {
    factions: ['rom', 'car'],
    owner: { samnium: 'rom', liguria: 'rom', corsica: 'rom', sardinia: 'rom' },
    armies: { latium: 'rom 6s2a', etruria: 'rom 1s', samnium: 'rom 1s', liguria: 'rom 1s', corsica: 'rom 1s, car 2s', sardinia: 'rom 2s1a' },
    wars: [['rom', 'car']],
    realm: { rom: { stability: 1 } },
  };

  test('half its territories, rounded down, the farthest from its capital, break away with the pieces there', () => {
    const S = position(seven);
    const before = armiesText(S, 'campania');
    const journal: Journal = [];
    loseStability(S, 'rom', 1, journal, 'test');
    // three of seven go: Sardinia, then Liguria and Corsica
    expect([S.owner.liguria, S.owner.sardinia]).toEqual([undefined, undefined]);
    expect([armiesText(S, 'liguria'), armiesText(S, 'sardinia')]).toEqual(['', '']);
    // BARB-HOLD-1: the one other army standing in Corsica holds it
    expect(S.owner.corsica).toBe('car');
    expect(armiesText(S, 'corsica')).toBe('car 2s0a0c');
    // the rest stays, with its pieces, and rallies at 1
    expect([S.owner.latium, S.owner.etruria, S.owner.samnium, S.owner.campania]).toEqual(['rom', 'rom', 'rom', 'rom']);
    expect(armiesText(S, 'latium')).toBe('rom 6s2a0c');
    expect(armiesText(S, 'campania')).toBe(before);
    expect(S.realms.rom!.stability).toBe(1);
    expect(journal.find((n) => n.kind === 'realm-divided')).toEqual({
      kind: 'realm-divided',
      rule: 'BARB-STAB-4',
      faction: 'rom',
      lost: ['liguria', 'sardinia', 'corsica'],
      pieces: 5,
      kept: 4,
    });
  });

  test('from stability 1 the worst trouble costs half the realm, not nothing', () => {
    const S = position(seven);
    const lands = () => Object.values(S.owner).filter((f) => f === 'rom').length;
    expect(lands()).toBe(7);
    loseStability(S, 'rom', 1, [], 'test');
    expect(lands()).toBe(4);
  });

  test('ties in distance go by the board\'s order of provinces, so the rule is deterministic', () => {
    // six lands: Liguria and Corsica (2 steps), then one of Etruria, Samnium, Campania (1 step): Etruria,
    // the first of them on the board; three lands left: back at 5 (BARB-STAB-3)
    const S = position({ ...seven, owner: { samnium: 'rom', liguria: 'rom', corsica: 'rom' }, armies: { ...seven.armies, sardinia: '' } });
    const journal: Journal = [];
    loseStability(S, 'rom', 1, journal, 'test');
    expect(journal.find((n) => n.kind === 'realm-divided')).toMatchObject({ lost: ['liguria', 'etruria', 'corsica'] });
    expect([S.owner.latium, S.owner.samnium, S.owner.campania]).toEqual(['rom', 'rom', 'rom']);
    expect(S.realms.rom!.stability).toBe(5);
  });

  test('measured from the capital even when the realm has lost it', () => {
    // Roma held by Carthage: Rome's lands Etruria, Campania (1 step), Liguria (2), Sardinia (3): Sardinia and Liguria go
    const S = position({
      factions: ['rom', 'car'],
      owner: { latium: 'car', liguria: 'rom', sardinia: 'rom' },
      armies: { latium: 'car 2s', liguria: 'rom 1s', sardinia: 'rom 1s' },
      realm: { rom: { stability: 1 } },
    });
    const journal: Journal = [];
    loseStability(S, 'rom', 1, journal, 'test');
    expect(journal.find((n) => n.kind === 'realm-divided')).toMatchObject({ lost: ['liguria', 'sardinia'], kept: 2 });
  });
});

describe('BARB-END-2: three capitals', () => {
  test('taking a third foreign capital wins at once', () => {
    const S = thirdCapitalInReach();
    expect(capitalsCaptured(S, 'rom')).toBe(2);
    const m = match(S);
    play(m, TAKE_CARTHAGE);
    expect(m.state.ctx.gameover).toEqual({ winner: '0' });
    expect(G(m).phase).toBe('over');
  });

  test('a third capital won in battle wins before the influence phase that follows in the same move', () => {
    // Rome's last order marches on Carthage, defended: the battle is fought once the orders are over, and the move
    // that closes it (the last commitment) runs on into the influence phase, which gives Carthage its 100th influence
    const S = thirdCapitalInReach();
    S.armies.carthago = [{ f: 'car', s: 1, a: 0, c: 0 }];
    S.armies.lilybaeum = [{ f: 'rom', s: 4, a: 0, c: 0 }];
    S.step = { kind: 'resolve', player: '0', remaining: [], chooser: '0' };
    S.realms.car!.influence = 99;
    const m = match(S);
    play(m, ['0', 'resolveOrder', 'lilybaeum', { kind: 'move', to: 'carthago', s: 4, a: 0, c: 0 }]);
    expect(G(m).step.kind).toBe('tactics');
    play(m, ['0', 'commitTactics', 0]);
    play(m, ['1', 'commitTactics', 0]);
    expect(G(m).owner.carthago).toBe('rom');
    expect(G(m).realms.car!.influence).toBe(99);
    expect(m.state.ctx.gameover).toEqual({ winner: '0' });
  });
});

describe('BARB-D-GREEK-CAPITAL: Taras counts among the capitals', () => {
  test('held by a player, Taras is a foreign capital (BARB-END-2), and with two others wins at once', () => {
    const S = position({ factions: ['mac', 'rom'], armies: { tarentum: 'mac 2s', dacia: 'mac 2s' }, owner: { tarentum: 'mac', dacia: 'mac' } });
    expect(capitalsCaptured(S, 'mac')).toBe(2);
    expect(capitalsCaptured(S, 'rom')).toBe(0);
    S.armies.aeduia = [{ f: 'mac', s: 1, a: 0, c: 0 }];
    S.owner.aeduia = 'mac';
    expect(capitalsCaptured(S, 'mac')).toBe(3);
  });

  test('the Greek cities hold it at the start with their garrison, which does not regrow (BARB-D-NEUTRAL-ARMIES)', () => {
    const S = position({ factions: ['mac', 'rom'] });
    expect(S.owner.tarentum).toBe('grk');
    expect(S.armies.tarentum).toEqual([{ f: 'grk', ...GREEK_TROOPS.tarentum }]);
    S.armies.tarentum = [{ f: 'grk', s: 1, a: 0, c: 0 }];
    regrowGarrisons(S);
    expect(S.armies.tarentum).toEqual([{ f: 'grk', s: 1, a: 0, c: 0 }]);
  });
});

describe('BARB-END-1, BARB-D-ROUND-LIMIT: influence', () => {
  const ending = (setup: Setup) => {
    const m = match(position({ ...setup, phase: 'diplomacy' }));
    for (const id of Object.keys(G(m).seats)) play(m, [id, 'ready']);
    return m;
  };

  test.each<[string, Setup, string | null]>([
    ['below 100: play on', { factions: ['rom', 'car'], realm: { rom: { influence: 90 } } }, null],
    ['100 reached in the influence phase', { factions: ['rom', 'car'], realm: { rom: { influence: 95 } } }, '0'],
    ['both above: the most influential', { factions: ['rom', 'car'], realm: { rom: { influence: 95 }, car: { influence: 97 } } }, '1'],
    [`the last round (${ROUND_LIMIT}): the most influential`, { factions: ['rom', 'car'], round: ROUND_LIMIT, realm: { car: { influence: 1 } } }, '1'],
  ])('%s', (_label, setup, winner) => {
    const m = ending(setup);
    expect(m.state.ctx.gameover).toEqual(winner === null ? undefined : { winner });
  });
});
