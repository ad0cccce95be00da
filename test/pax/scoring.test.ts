import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { finalPosition, finalScore, type FinalPosition } from '../../games/pax/rules/scoring';
import type { PaxState } from '../../games/pax/rules/types';
import { Cards, matchAt, position, quietRefusals } from './helpers';

quietRefusals();

interface Example {
  expansion?: boolean;
  soloLevel?: number;
  rome: string;
  areas: Record<string, string>;
  money: Record<string, number>;
  primus?: string | null;
}

function final(example: Example): FinalPosition {
  const cards = new Cards();
  const areas: Record<string, number[]> = {};
  for (const [id, area] of Object.entries(example.areas)) areas[id] = cards.list(area);
  return {
    expansion: example.expansion ?? false,
    soloLevel: example.soloLevel ?? 0,
    rome: cards.list(example.rome),
    areas,
    money: example.money,
    primus: example.primus ?? null,
  };
}

/** The rulebook's scoring example (PAX-SCORE-2). */
const RULEBOOK_EXAMPLE: Example = {
  // 2 Senators, 4 Fleet symbols + 1 bonus from 3 Army = 5 Fleets, 3 Army + 1 bonus from Fleet = 4 Armies.
  rome: 'S2 F2 F2 A2 A1 R1 W1 I1',
  areas: {
    '0': 'R2 W2 L2 L1 F2 F1 A1',
    '1': 'A2 A1 I2 I1 S1 R1 W1',
  },
  money: { '0': 3, '1': 7 },
  primus: '1',
};

describe('final scoring', () => {
  test('PAX-SCORE-2: the rulebook example: 24 and 22 points, the players win', () => {
    const result = finalScore(final(RULEBOOK_EXAMPLE));
    expect(result.rome).toMatchObject({ senator: 2, fleet: 5, army: 4 });
    expect(result.romeCategories.sort()).toEqual(['army', 'fleet', 'senator']);
    expect(result.romeWins).toBe(false);
    expect(result.scores['0']).toMatchObject({
      total: 24,
      categories: 5,
      fleet: 3,
      army: 2,
      points: { categories: 10, stronger: 9, fleet: 3, army: 2, primus: 0, money: 0 },
    });
    expect(result.scores['0'].stronger.sort()).toEqual(['land', 'religion', 'wealth']);
    expect(result.scores['1']).toMatchObject({
      total: 22,
      stronger: ['intrigue'],
      fleet: 1,
      army: 3,
      points: { categories: 10, stronger: 3, fleet: 1, army: 3, primus: 1, money: 4 },
    });
    expect(result.winners).toEqual(['0']);
    expect(result.winner).toBe('0');
  });

  test('PAX-WIN-1: Rome matching every player in 4 categories wins, and the Primus Conspiratus holder with it', () => {
    // Rome adds Religion to the example: 4 categories.
    const result = finalScore(final({ ...RULEBOOK_EXAMPLE, rome: RULEBOOK_EXAMPLE.rome + ' R2' }));
    expect(result.romeCategories.length).toBe(4);
    expect(result.romeWins).toBe(true);
    expect(result.winners).toEqual(['1']);
  });

  test('PAX-DEC-ROME-NOBODY: Rome wins and nobody holds the Primus Conspiratus: no player wins', () => {
    const result = finalScore(final({ ...RULEBOOK_EXAMPLE, rome: RULEBOOK_EXAMPLE.rome + ' R2', primus: null }));
    expect(result.romeWins).toBe(true);
    expect(result.winners).toEqual([]);
  });

  test.each([
    ['PAX-NOC-9', 'S2 F2 F2 A2 A1 R1 W1 I1 E2 D2', true],
    ['PAX-NOC-9', 'S2 F2 F2 A2 A1 R1 W1 I1 E2', false],
  ])('%s: with Nocturnus Rome needs 5 of 10 categories (Rome %s wins: %s)', (_rule, rome, romeWins) => {
    const areas = { ...RULEBOOK_EXAMPLE.areas, '0': RULEBOOK_EXAMPLE.areas['0'] + ' E2 D2 M2' };
    const result = finalScore(final({ ...RULEBOOK_EXAMPLE, areas, expansion: true, rome }));
    expect(result.romeWins).toBe(romeWins);
  });

  test('PAX-SCORE-1: tied for the most money, both get 4; tied totals share the victory (PAX-DEC-TIE)', () => {
    const result = finalScore(final({ rome: '', areas: { '0': 'S1 W1', '1': 'R1 L1', '2': 'I1' }, money: { '0': 5, '1': 5, '2': 4 } }));
    expect(result.scores['0'].points.money).toBe(4);
    expect(result.scores['1'].points.money).toBe(4);
    expect(result.scores['2'].points.money).toBe(0);
    expect(result.romeWins).toBe(false);
    expect(result.scores['0'].total).toBe(14);
    expect(result.winners).toEqual(['0', '1']);
    expect(result.winner).toBeUndefined();
  });

  test('PAX-WIN-0: the face-down cards join Rome; money counts hand cards', () => {
    const G: PaxState = position({ rome: 'S2', romeHidden: 'F2 F2 A2', hands: { '0': 'S1 S1' }, coins: { '0': 1, '1': 2 } });
    const pos = finalPosition(G);
    expect(pos.rome.length).toBe(4);
    expect(pos.money).toEqual({ '0': 3, '1': 2 });
  });
});

// PAX-DEC-FINAL-REVEAL: « Révélez les 3 Cartes Influence qui sont placées face cachée au début du jeu, organisez-les
// en fonction des catégories et ajoutez les cartes restantes à Rome. »
describe('PAX-DEC-FINAL-REVEAL: which cards join Rome at the end', () => {
  test('PAX-DEC-FINAL-REVEAL: the revealed face-down cards join Rome; the groups left under the legions do not', () => {
    const match = matchAt(position({ rome: 'S2', romeHidden: 'F2 F1 A1', legions: ['W2', 'R1$1', 'L2'], deck: '' }), '1');
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    const result = match.ctx.gameover as ReturnType<typeof finalScore>;
    // Rome took the most valuable group at the round's end (PAX-ROUND-2), then could not refill (PAX-END-1).
    // Army: A1 and the Army bonus of 3 Fleet symbols (PAX-POWER-6, PAX-DEC-STRENGTH).
    expect(result.rome).toMatchObject({ senator: 2, wealth: 2, fleet: 3, army: 2, religion: 0, land: 0 });
  });

  test('PAX-DEC-FINAL-REVEAL: RULES.md marks the reading as an interpretation and gives the other one', () => {
    const rules = readFileSync(new URL('../../games/pax/RULES.md', import.meta.url), 'utf8');
    const entry = rules.split('\n- **').find((item) => item.startsWith('PAX-DEC-FINAL-REVEAL**'));
    expect(entry).toMatch(/\(interpretation\)/);
    expect(entry).toMatch(/other reading/i);
  });
});

describe('solo', () => {
  const ALL7 = 'L2 I2 R2 S2 W2 F1 A1';
  test.each([
    ['PAX-SOLO-5', 1, false, ALL7, 'S1 W1 L1 I1', true], // stronger in R, F, A (+ all others tie or more)
    ['PAX-SOLO-5', 1, false, 'L2 I2 R2 S2 W2 F1', 'S1', false], // Army missing
    ['PAX-SOLO-5', 5, false, ALL7, 'S2', false], // equal in Senator: stronger in 6 of 7 only
    ['PAX-SOLO-5', 5, false, ALL7, '', true],
    ['PAX-SOLO-5', 3, false, ALL7, 'L2 I2 S2', false], // stronger in 4 of 7, level 3 needs 5
    ['PAX-NSOLO-2', 1, true, ALL7 + ' E1 D1 M1', 'L2 I2 S2 W2', true], // stronger in 6 of 10
    ['PAX-NSOLO-2', 1, true, ALL7 + ' E1 D1', '', false], // Militia missing
    ['PAX-NSOLO-2', 5, true, ALL7 + ' E1 D1 M1', 'M1', false],
  ])('%s: level %i, expansion %s, area %s vs Rome %s: won %s', (_rule, level, expansion, area, rome, won) => {
    const result = finalScore(final({ soloLevel: level, expansion, rome, areas: { '0': area }, money: { '0': 0 } }));
    expect(result.solo?.won).toBe(won);
    expect(result.solo?.required).toBe(level + (expansion ? 5 : 2));
    expect(result.winners).toEqual(won ? ['0'] : []);
  });

  test('PAX-SOLO-5: the end of a solo game reports the campaign result', () => {
    const match = matchAt(position({ players: 1, soloLevel: 2, legions: ['S1', 'L1', ''], deck: '', areas: { '0': 'L2 I2 R2 S2 W2 F1 A1' } }));
    expect(match.move('0', 'lookAtRome', []).ok).toBe(true);
    const gameover = match.ctx.gameover as { solo: { won: boolean; level: number } };
    expect(gameover.solo.level).toBe(2);
    expect(typeof gameover.solo.won).toBe('boolean');
  });
});
