/** The map data (BARB-MAP-*, BARB-D-MAP) and its drawing. */
import { describe, expect, test } from 'vitest';
import { drawnBorders } from '../../client/boards/pax-barbarorum/geometry';
import { CAPITALS, LAND_BORDERS, PROVINCES, PROVINCE_INFO, SEA_CROSSINGS, START_LANDS, TRADE_LINKS, type ProvinceId } from '../../games/pax-barbarorum/data/map';
import { PLAYER_FACTIONS, NEUTRALS } from '../../games/pax-barbarorum/data/factions';
import { capitalFaction, isCapital, isTradeCentre, linkedCentres, neighbours } from '../../games/pax-barbarorum/rules/board';

const key = (a: string, b: string) => [a, b].sort().join(' ');

function reachable(from: ProvinceId, usable: (p: ProvinceId) => boolean = () => true): Set<ProvinceId> {
  const seen = new Set<ProvinceId>([from]);
  const queue = [from];
  while (queue.length) for (const n of neighbours(queue.shift()!)) if (!seen.has(n) && usable(n)) (seen.add(n), queue.push(n));
  return seen;
}

describe('BARB-MAP-1: provinces and borders', () => {
  test('40 to 60 provinces, each with a name in both languages and a place on the board', () => {
    expect(PROVINCES.length).toBeGreaterThanOrEqual(40);
    expect(PROVINCES.length).toBeLessThanOrEqual(60);
    for (const p of PROVINCES) {
      expect(PROVINCE_INFO[p].name.en && PROVINCE_INFO[p].name.fr).toBeTruthy();
      expect(PROVINCE_INFO[p].lon).toBeGreaterThan(-12);
      expect(PROVINCE_INFO[p].lat).toBeGreaterThan(31);
    }
  });

  test('borders join two different known provinces, once, both ways', () => {
    const all = [...LAND_BORDERS, ...SEA_CROSSINGS].map(([a, b]) => key(a, b));
    expect(new Set(all).size).toBe(all.length);
    for (const [a, b] of [...LAND_BORDERS, ...SEA_CROSSINGS]) {
      expect(a).not.toBe(b);
      expect(neighbours(a)).toContain(b);
      expect(neighbours(b)).toContain(a);
    }
  });

  test('every province can be reached from every other', () => {
    expect(reachable('latium').size).toBe(PROVINCES.length);
  });

  test('BARB-D-MAP: the drawing shows a shared border exactly where the data has a land border', () => {
    const land = new Set(LAND_BORDERS.map(([a, b]) => key(a, b)));
    const drawn = drawnBorders();
    expect([...drawn].filter((k) => !land.has(k))).toEqual([]);
    expect([...land].filter((k) => !drawn.has(k))).toEqual([]);
  });

  test('BARB-D-MOUNTAIN: ten mountain provinces, including the Dacian capital', () => {
    const mountains = PROVINCES.filter((p) => PROVINCE_INFO[p].terrain === 'mountain');
    expect(mountains).toHaveLength(10);
    expect(mountains).toEqual(expect.arrayContaining(['alpes', 'pyrenaei', 'dacia', 'samnium']));
  });
});

describe('BARB-MAP-2: capitals', () => {
  test.each([...PLAYER_FACTIONS, ...NEUTRALS, 'grk'] as const)('%s has its capital first among its starting lands', (f) => {
    expect(START_LANDS[f][0]).toBe(CAPITALS[f]);
    expect(PROVINCE_INFO[CAPITALS[f]].capital).toBeDefined();
    expect(isCapital(CAPITALS[f])).toBe(true);
  });

  test('ten capitals (BARB-D-GREEK-CAPITAL: Taras is the tenth), no province starts in two factions’ lands', () => {
    expect(PROVINCES.filter(isCapital)).toHaveLength(10);
    expect(capitalFaction('tarentum')).toBe('grk');
    const lands = Object.values(START_LANDS).flat();
    expect(new Set(lands).size).toBe(lands.length);
  });

  test('BARB-SETUP-3: every faction’s starting lands hang together', () => {
    for (const [f, lands] of Object.entries(START_LANDS)) {
      if (f === 'car' || f === 'grk') continue; // across the sea: Sicily, and the Strait of Messina (land)
      const inside = reachable(lands[0], (p) => lands.includes(p));
      expect(lands.every((p) => inside.has(p)), f).toBe(true);
    }
  });
});

describe('BARB-MAP-3: trade centres and routes', () => {
  test('nine trade centres; routes join a trade centre to capitals and trade centres only', () => {
    expect(PROVINCES.filter(isTradeCentre)).toHaveLength(9);
    for (const [centre, links] of Object.entries(TRADE_LINKS)) {
      expect(isTradeCentre(centre as ProvinceId)).toBe(true);
      for (const l of links!) expect(isCapital(l) || isTradeCentre(l), `${centre} → ${l}`).toBe(true);
    }
  });

  test.each(PLAYER_FACTIONS)('BARB-D-TRADE-LINKS: the %s capital reaches at least two trade centres', (f) => {
    expect(linkedCentres(CAPITALS[f]).length).toBeGreaterThanOrEqual(2);
  });

  test.each(NEUTRALS)('BARB-D-TRADE-LINKS: the %s capital reaches a trade centre', (f) => {
    expect(linkedCentres(CAPITALS[f]).length).toBeGreaterThanOrEqual(1);
  });
});

describe('BARB-MAP-4: sea crossings', () => {
  test('Carthage reaches Europe only through the sea crossings', () => {
    const sealess = new Set(SEA_CROSSINGS.map(([a, b]) => key(a, b)));
    const landOnly = (from: ProvinceId) => {
      const seen = new Set<ProvinceId>([from]);
      const queue = [from];
      while (queue.length) {
        const p = queue.shift()!;
        for (const n of neighbours(p)) if (!seen.has(n) && !sealess.has(key(p, n))) (seen.add(n), queue.push(n));
      }
      return seen;
    };
    expect(landOnly('carthago').has('latium')).toBe(false);
    expect(reachable('carthago').has('latium')).toBe(true);
    expect(neighbours('carthago')).toEqual(expect.arrayContaining(['lilybaeum', 'sardinia']));
    expect(neighbours('baetica')).toContain('mauretania');
  });
});
