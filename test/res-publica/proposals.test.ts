/** What may be said when trading (RP-TRADE-2, -4, -5, -7, -8), with the rulebook's own examples. */
import { describe, expect, test } from 'vitest';
import {
  canDeliver,
  checkBundle,
  checkProposal,
  deliveries,
  exactCards,
  honours,
  isDelivery,
} from '../../games/res-publica/rules/bundle';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import type { Bundle } from '../../games/res-publica/rules/types';
import { cards, hand } from './position';

const bundle = (text: string): Bundle => {
  const checked = checkBundle(parseBundle(text));
  if (!checked.ok) throw new Error(`${text}: ${checked.problem}`);
  return checked.value;
};

describe('RP-TRADE-4: the rulebook\'s allowed proposals', () => {
  test.each([
    ['2 goths and 1 shipbuilding', 'rulebook: "2 Goths et 1 bateau"'],
    ['2 arts or 3 people', 'rulebook: "2 Arts ou 3 cartes Peuple"'],
    ['1 metal and 2 other', 'rulebook: "1 Métal et 2 autres cartes"'],
    ['2 vikings and 3 civilisation', 'rulebook: "2 Vikings et 3 cartes Civilisation"'],
    ['1 vikings', 'rulebook: "je cherche un Viking"'],
    ['1 vikings and 1 goths', 'rulebook: "je cherche un viking et un Goth"'],
    ['1 goths and 1 shipbuilding', 'rulebook: "un Goth et une construction de bateau"'],
    ['1 goths or 1 vikings', 'rulebook: "je propose un Goth ou un Viking" (allowed, if vague)'],
    ['2 people and 1 goths', 'RP-D-SAME-TYPE: a family and one of its kinds differ'],
  ])('%s (%s)', (text) => {
    expect(checkBundle(parseBundle(text))).toMatchObject({ ok: true });
    expect(checkProposal(parseProposal(`seek ${text}`))).toMatchObject({ ok: true });
    expect(checkProposal(parseProposal(`offer ${text}`))).toMatchObject({ ok: true });
  });
});

describe('RP-TRADE-5: the rulebook\'s refused proposals', () => {
  test.each([
    ['seek 1 goths, 1 vikings and 1 huns', 'too-many-types', 'rulebook: "1 Goth, 1 Viking et 1 Hun"'],
    ['seek 1 civilisation but not alchemy', 'exclusion', 'rulebook: "1 carte Civilisation mais pas Alchimie"'],
    ['seek 1 huns; offer 1 goths', 'mixed-forms', 'rulebook: "je cherche un Hun et je propose un Goth"'],
    ['seek 0 goths', 'bad-count', 'rulebook: "il faut proposer au moins une carte"'],
    ['offer 1 goths and 2 goths', 'same-type-twice', 'RP-D-SAME-TYPE'],
    ['offer 13 goths', 'bad-count', 'RP-D-COUNT'],
    ['offer 1 colony', 'bad-type', 'RP-TRADE-9: point cards are never traded'],
    ['offer 1.5 goths', 'bad-count', 'whole cards only'],
    ['give 1 goths', 'no-form', 'neither seek nor offer'],
  ])('%s → %s (%s)', (text, error) => {
    expect(checkProposal(parseProposal(text))).toEqual({ ok: false, problem: error });
  });

  test.each([
    [{ join: 'or', terms: [{ count: 1, type: 'goths' }] }, 'bad-join'],
    [{ join: 'and', terms: [] }, 'no-cards'],
    [{ join: 'and', terms: [{ count: 1, type: 'goths' }], except: 'huns' }, 'exclusion'],
    [{ join: 'and', terms: [{ count: 1, type: 'goths' }], note: 'x' }, 'unknown-field'],
    [{ join: 'xor', terms: [{ count: 1, type: 'goths' }] }, 'bad-join'],
    [null, 'not-an-object'],
    [[1, 'goths'], 'not-an-object'],
  ])('malformed %j → %s', (raw, error) => {
    expect(checkBundle(raw)).toEqual({ ok: false, problem: error });
  });
});

describe('RP-TRADE-7: naming cards one would give requires holding them (RP-D-HONOUR)', () => {
  test.each([
    ['2 goths and 1 shipbuilding', '2 goths, 1 shipbuilding', true],
    ['2 goths and 1 shipbuilding', '1 goths, 1 shipbuilding', false],
    ['2 arts or 3 people', '2 arts, 1 huns, 2 goths', true],
    ['2 arts or 3 people', '2 arts, 2 goths', false],
    ['1 metal and 2 other', '1 metal, 1 arts, 1 huns', true],
    ['1 metal and 2 other', '3 metal', true],
    ['1 metal and 2 other', '1 metal, 1 arts', false],
    ['2 vikings and 3 civilisation', '2 vikings, 1 trade, 2 alchemy', true],
    ['2 vikings and 3 civilisation', '5 vikings, 2 trade', false],
    ['2 people and 1 goths', '2 goths', false],
    ['2 people and 1 goths', '3 goths', true],
  ])('%s with %s: %s', (text, held, expected) => {
    expect(honours(hand(held), bundle(text))).toBe(expected);
  });

  test('an "or" must be held in full to be offered, but one alternative is enough to pay', () => {
    const held = hand('2 arts');
    expect(honours(held, bundle('2 arts or 3 huns'))).toBe(false);
    expect(canDeliver(held, bundle('2 arts or 3 huns'))).toBe(true);
  });
});

describe('RP-TRADE-8: the exact cards that fulfil a side', () => {
  test.each([
    ['2 goths and 1 shipbuilding', '2 goths, 1 shipbuilding', true],
    ['2 goths and 1 shipbuilding', '3 goths', false],
    ['2 arts or 3 people', '2 arts', true],
    ['2 arts or 3 people', '1 huns, 2 goths', true],
    ['2 arts or 3 people', '1 arts, 2 goths', false],
    ['2 arts or 3 people', '2 arts, 3 goths', false],
    ['1 metal and 2 other', '1 metal, 1 huns, 1 trade', true],
    ['1 metal and 2 other', '3 metal', true],
    ['1 metal and 2 other', '1 huns, 2 trade', false],
    ['2 vikings and 3 civilisation', '2 vikings, 3 arts', true],
    ['2 vikings and 3 civilisation', '3 vikings, 2 arts', false],
    ['2 people and 1 goths', '1 goths, 2 huns', true],
    ['2 people and 1 goths', '3 huns', false],
  ])('%s ← %s: %s', (text, given, expected) => {
    expect(isDelivery(cards(given), bundle(text))).toBe(expected);
  });

  test('a side named with specific cards only needs no choice', () => {
    expect(exactCards(bundle('2 goths and 1 shipbuilding'))).toEqual({ goths: 2, shipbuilding: 1 });
    expect(exactCards(bundle('2 arts or 2 metal'))).toBeNull();
    expect(exactCards(bundle('1 metal and 2 other'))).toBeNull();
  });

  test('the ways to fulfil a side are exactly the deliveries, each once', () => {
    const held = hand('2 arts, 1 metal, 2 goths, 1 huns');
    const ways = deliveries(held, bundle('2 arts or 2 people'));
    expect(ways).toEqual([{ arts: 2 }, { goths: 2 }, { goths: 1, huns: 1 }]);
    const other = deliveries(held, bundle('1 metal and 2 other'));
    expect(other.length).toBe(new Set(other.map((c) => JSON.stringify(c))).size);
    for (const way of other) expect(isDelivery(way, bundle('1 metal and 2 other'))).toBe(true);
    expect(other).toContainEqual({ metal: 1, arts: 2 });
    expect(other).toContainEqual({ metal: 1, goths: 1, huns: 1 });
    expect(deliveries(held, bundle('3 huns'))).toEqual([]);
    expect(deliveries(hand('12 goths'), bundle('12 other'), 5)).toEqual([{ goths: 12 }]);
  });
});
