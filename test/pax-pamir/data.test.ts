/** PAMIR-DATA-1, PAMIR-DATA-2: the copied facts match the totals RULES-FACTS.md gives. */
import { describe, expect, test } from 'vitest';
import { ABILITIES } from '../../games/pax-pamir/data/abilities';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import { EVENT_CARDS, DOMINANCE_CHECKS } from '../../games/pax-pamir/data/event-cards';
import {
  BLOCKS_PER_COALITION,
  BORDERS,
  borderRegions,
  CYLINDERS_PER_PLAYER,
  REGION_BORDERS,
  REGIONS,
  STARTING_RUPEES,
  SUITS,
} from '../../games/pax-pamir/data/map';
import { WAKHAN_CARDS } from '../../games/pax-pamir/data/wakhan-cards';

const tally = (values: (string | number | null)[]) => {
  const counts: Record<string, number> = {};
  for (const v of values) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
  return counts;
};

// p. 3, Cards: 16 event cards, 100 court cards, 24 Wakhan AI cards.
describe('PAMIR-DATA-1: card totals from RULES-FACTS.md', () => {
  test('100 court cards numbered 1..100 in order', () => {
    expect(COURT_CARDS.map((c) => c.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  test.each([
    ['region', (c: (typeof COURT_CARDS)[number]) => c.region, { kabul: 17, punjab: 21, kandahar: 15, herat: 14, persia: 17, transcaspia: 16 }],
    ['suit', (c: (typeof COURT_CARDS)[number]) => c.suit, { intelligence: 25, political: 23, economic: 28, military: 24 }],
    ['rank', (c: (typeof COURT_CARDS)[number]) => c.rank, { 1: 56, 2: 39, 3: 5 }],
    ['patriot', (c: (typeof COURT_CARDS)[number]) => c.patriot, { null: 70, afghan: 7, british: 13, russian: 10 }],
  ] as const)('by %s', (_name, key, expected) => {
    expect(tally(COURT_CARDS.map((c) => (key as (card: typeof c) => string | number | null)(c)))).toEqual(expected);
  });

  test('prizes 52, leverage icons 13, impact icons army 55 road 45 tribe 28 spy 51, suit changes 32', () => {
    expect(COURT_CARDS.filter((c) => c.prize !== null)).toHaveLength(52);
    const icons = tally(COURT_CARDS.flatMap((c) => c.impact));
    expect(icons.leverage).toBe(13);
    expect([icons.army, icons.road, icons.tribe, icons.spy]).toEqual([55, 45, 28, 51]);
    expect(SUITS.reduce((n, suit) => n + (icons[suit] ?? 0), 0)).toBe(32);
  });

  test('actions move 37, battle 31, tax 31, build 23, gift 22, betray 22; cards 7 and 76 have none', () => {
    expect(tally(COURT_CARDS.flatMap((c) => c.actions))).toEqual({ move: 37, battle: 31, tax: 31, build: 23, gift: 22, betray: 22 });
    expect(COURT_CARDS.filter((c) => c.actions.length === 0).map((c) => c.number)).toEqual([7, 76]);
  });

  test('22 cards carry one of the 20 special abilities, each used', () => {
    const used = COURT_CARDS.filter((c) => c.ability !== null);
    expect(used).toHaveLength(22);
    expect(Object.keys(ABILITIES)).toHaveLength(20);
    expect(new Set(used.map((c) => c.ability))).toEqual(new Set(Object.keys(ABILITIES)));
  });

  test('4 Dominance Checks (101-104), 12 events (105-116) with both effects, 24 Wakhan cards', () => {
    expect([...DOMINANCE_CHECKS]).toEqual([101, 102, 103, 104]);
    expect(EVENT_CARDS.map((e) => e.number)).toEqual(Array.from({ length: 12 }, (_, i) => 105 + i));
    for (const e of EVENT_CARDS) expect(e.discarded.id && e.purchased.id).toBeTruthy();
    expect(WAKHAN_CARDS.map((w) => w.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});

// p. 2, Coalition Blocks: twelve per coalition, an army in a region, a road on a border.
describe('PAMIR-DATA-2: map and pieces', () => {
  test('six regions, nine borders between them', () => {
    expect(REGIONS).toHaveLength(6);
    expect(BORDERS).toHaveLength(9);
    for (const border of BORDERS) for (const region of borderRegions(border)) expect(REGIONS).toContain(region);
  });

  test.each([
    ['transcaspia', ['persia-transcaspia', 'herat-transcaspia', 'kabul-transcaspia']],
    ['punjab', ['kabul-punjab', 'kandahar-punjab']],
    ['kabul', ['kabul-transcaspia', 'herat-kabul', 'kabul-kandahar', 'kabul-punjab']],
  ] as const)('borders of %s', (region, borders) => {
    expect(REGION_BORDERS[region]).toEqual(borders);
  });

  test('12 blocks per coalition, 11 cylinders and 4 rupees per player', () => {
    expect([BLOCKS_PER_COALITION, CYLINDERS_PER_PLAYER, STARTING_RUPEES]).toEqual([12, 11, 4]);
  });
});
