/** Laying sets (RP-LAY-*) and drawing (RP-DRAW-*). */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CARDS_PER_KIND, CITY_VALUES, CIVILISATIONS, COLONY_CARDS, PEOPLES, SET_SIZE } from '../../games/res-publica/data/cards';
import { canLay, drawModes, drawPlan, nextCityValue, pointCardFor } from '../../games/res-publica/rules/build';
import { G, hand, match, play, position, refused, stage } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

describe('RP-LAY-1, RP-LAY-2: five identical cards earn a point card at once', () => {
  test('People → a colony (3); Civilisation → the top city (9, then 8); several sets in one turn', () => {
    const m = match({ hands: ['5 goths, 5 metal, 6 arts', '', ''] });
    play(m, ['0', 'lay', 'goths']);
    expect(stage(m)).toEqual({ 0: 'build' });
    expect(refused(m, '0', 'propose', { seek: { join: 'and', terms: [{ count: 1, type: 'huns' }] } })).toBe(true);
    play(m, ['0', 'lay', 'metal'], ['0', 'lay', 'arts']);
    expect(G(m).laid['0']).toEqual([
      { kind: 'goths', points: 3 },
      { kind: 'metal', points: 9 },
      { kind: 'arts', points: 8 },
    ]);
    expect(G(m).players['0'].hand).toMatchObject({ goths: 0, metal: 0, arts: 1 });
    expect(nextCityValue(G(m).laid)).toBe(8);
  });

  test('four identical cards are not a set', () => {
    const m = match({ hands: ['4 goths', '', ''] });
    expect(refused(m, '0', 'lay', 'goths')).toBe(true);
  });

  test('a set may be laid after a trade', () => {
    const m = match({ hands: ['4 huns, 1 trade', '1 huns', ''] });
    play(m, ['0', 'propose', { seek: { join: 'and', terms: [{ count: 1, type: 'huns' }] } }]);
    play(m, ['1', 'counter', { join: 'and', terms: [{ count: 1, type: 'trade' }] }], ['2', 'pass'], ['0', 'accept', '1']);
    play(m, ['0', 'lay', 'huns']);
    expect(G(m).laid['0']).toEqual([{ kind: 'huns', points: 3 }]);
  });
});

describe('RP-LAY-3: no set without a point card left (RP-D-EMPTY-PILES)', () => {
  test('12 cards of a kind make two sets at most: 10 sets per family, as many as the point cards', () => {
    const setsPerFamily = Math.floor(CARDS_PER_KIND / SET_SIZE) * PEOPLES.length;
    expect(setsPerFamily).toBe(COLONY_CARDS);
    expect(Math.floor(CARDS_PER_KIND / SET_SIZE) * CIVILISATIONS.length).toBe(CITY_VALUES.length);
    expect(() =>
      position({ hands: ['5 trade', '', ''], laid: [['trade', 'trade'], [], []] }),
    ).toThrow(/15 cards of trade/);
  });

  test('the rule still guards an empty pile', () => {
    const laid = { 0: CIVILISATIONS.flatMap((kind) => [kind, kind]).map((kind, i) => ({ kind, points: CITY_VALUES[i] })) };
    expect(nextCityValue(laid)).toBeNull();
    expect(pointCardFor(laid, 'metal')).toBeNull();
    expect(canLay(laid, hand('5 metal'), 'metal')).toBe(false);
    expect(pointCardFor(laid, 'goths')).toBe(3);
    const colonies = { 0: PEOPLES.flatMap((kind) => [kind, kind]).map((kind) => ({ kind, points: 3 })) };
    expect(canLay(colonies, hand('5 goths'), 'goths')).toBe(false);
  });
});

describe('RP-DRAW-1..4: one People card, one Civilisation card per colony, at most three', () => {
  test.each([
    // colonies, people left, civilisation left, mode, expected
    [0, 40, 60, 'standard', { people: 1, civilisation: 0 }],
    [1, 40, 60, 'standard', { people: 1, civilisation: 1 }],
    [2, 40, 60, 'standard', { people: 1, civilisation: 2 }],
    [3, 40, 60, 'standard', { people: 1, civilisation: 2 }],
    [3, 40, 60, 'civilisation', { people: 0, civilisation: 3 }],
    [5, 40, 60, 'standard', { people: 1, civilisation: 2 }],
    [5, 40, 60, 'civilisation', { people: 0, civilisation: 3 }],
    [2, 0, 60, 'standard', { people: 0, civilisation: 2 }],
    [3, 0, 60, 'standard', { people: 0, civilisation: 3 }],
    [3, 40, 1, 'civilisation', { people: 0, civilisation: 1 }],
    [0, 0, 60, 'standard', { people: 0, civilisation: 0 }],
  ] as const)('%i colonies, piles %i/%i, %s → %j', (colonies, people, civ, mode, expected) => {
    expect(drawPlan(colonies, people, civ, mode)).toEqual(expected);
  });

  test.each([
    [2, 40, ['standard']],
    [3, 40, ['standard', 'civilisation']],
    [3, 0, ['standard']],
  ] as const)('%i colonies with %i People cards left may draw %j', (colonies, people, modes) => {
    expect(drawModes(colonies, people, 60)).toEqual(modes);
  });

  // RP-DRAW-1: « A la fin de son tour, on tire une carte Peuple de la pioche » (FIN DU TOUR: « Si la pioche est
  // épuisée, on ne tire pas de carte »). RP-DRAW-3's three Civilisation cards are offered only when the
  // Civilisation pile holds three (RP-D-THREE-COLONIES).
  test.each([
    // Civilisation cards left, the draws offered, what the last one offered draws
    ['', ['standard'], { people: 1, civilisation: 0 }],
    ['1 trade', ['standard'], { people: 1, civilisation: 1 }],
    ['1 trade, 1 arts', ['standard'], { people: 1, civilisation: 2 }],
    ['1 trade, 1 arts, 1 metal', ['standard', 'civilisation'], { people: 0, civilisation: 3 }],
  ] as const)('RP-DRAW-1: three colonies, Civilisation pile "%s": the turn ends with the People card drawn unless three Civilisation cards can be', (civilisation, modes, last) => {
    const laid: Parameters<typeof match>[0]['laid'] = [['goths', 'huns', 'lombards'], [], []];
    const m = match({ hands: ['', '', ''], laid, people: '1 vikings, 1 goths', civilisation, lastTurn: civilisation === '' ? 5 : null });
    const pile = G(m).secret.civilisation.length;
    expect(drawModes(3, 2, pile)).toEqual(modes);
    expect(m.enumerate('0').filter((a) => a.move === 'draw')).toEqual(modes.map((mode) => ({ move: 'draw', args: [mode] })));
    if (!modes.includes('civilisation' as never)) expect(refused(m, '0', 'draw', 'civilisation')).toBe(true);
    const mode = modes[modes.length - 1];
    play(m, ['0', 'draw', mode]);
    expect(G(m).players['0'].hand).toMatchObject({ vikings: last.people });
    expect(G(m).secret.people).toHaveLength(2 - last.people);
    expect(G(m).secret.civilisation).toHaveLength(pile - last.civilisation);
  });

  test('the draw moves the top cards into the hand and ends the turn', () => {
    const m = match({ hands: ['', '', ''], laid: [['goths', 'huns'], [], []], people: '1 vikings, 1 lombards', civilisation: '1 trade, 1 arts, 1 metal' });
    expect(refused(m, '0', 'draw', 'civilisation')).toBe(true);
    play(m, ['0', 'draw', 'standard']);
    expect(G(m).players['0'].hand).toMatchObject({ vikings: 1, trade: 1, arts: 1, metal: 0 });
    expect(G(m).secret).toEqual({ people: ['lombards'], civilisation: ['metal'] });
    expect(m.state.ctx.currentPlayer).toBe('1');
  });

  test('a colony founded this turn already draws', () => {
    const m = match({ hands: ['5 goths', '', ''] });
    const civ = G(m).secret.civilisation.length;
    play(m, ['0', 'lay', 'goths'], ['0', 'draw', 'standard']);
    expect(G(m).secret.civilisation.length).toBe(civ - 1);
  });
});
