/** Setup, faction choice, governments (BARB-SETUP-*, BARB-GOV-0, BARB-D-IDLE-FACTIONS, BARB-D-NEUTRAL-ARMIES, BARB-D-LADDER-START). */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { NEUTRAL_GARRISON } from '../../games/pax-barbarorum/data/constants';
import { NEUTRALS, START_TROOPS } from '../../games/pax-barbarorum/data/factions';
import { CAPITALS } from '../../games/pax-barbarorum/data/map';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { initialState, takeFaction } from '../../games/pax-barbarorum/rules/setup';
import { armiesText, G, play } from './position';

describe('BARB-SETUP-1: faction choice', () => {
  test('in seat order, each player picks a faction nobody holds', () => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 3, seed: 's' });
    expect(G(m).step).toEqual({ kind: 'faction', player: '0' });
    expect(legalActions(G(m), '0').map((a) => a.args[0])).toEqual(['mac', 'rom', 'arv', 'ger', 'car']);
    expect(legalActions(G(m), '1')).toEqual([]);
    play(m, ['0', 'chooseFaction', 'rom']);
    expect(legalActions(G(m), '1').map((a) => a.args[0])).toEqual(['mac', 'arv', 'ger', 'car']);
    expect(m.move('1', 'chooseFaction', ['rom']).ok).toBe(false);
    play(m, ['1', 'chooseFaction', 'car'], ['2', 'chooseFaction', 'ger']);
    expect(G(m).seats).toEqual({ '0': 'rom', '1': 'car', '2': 'ger' });
    expect(G(m).round).toBe(1);
    expect(G(m).step).toEqual({ kind: 'demobilise', waiting: ['0', '1', '2'] });
  });

  test('BARB-GOV-0: with the government module, each player then picks a government', () => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, setupData: { government: true }, seed: 's' });
    play(m, ['0', 'chooseFaction', 'mac'], ['1', 'chooseFaction', 'arv']);
    expect(G(m).step).toEqual({ kind: 'government', player: '0' });
    expect(legalActions(G(m), '0').map((a) => a.args[0])).toEqual(['theocracy', 'oligarchy', 'empire']);
    play(m, ['0', 'chooseGovernment', 'theocracy'], ['1', 'chooseGovernment', 'empire']);
    expect(G(m).realms.mac!.government).toBe('theocracy');
    expect(G(m).realms.arv!.government).toBe('empire');
    // BARB-GOV-3: an Empire is Neutral at best; the Arverni's Aedui Hatred (BARB-D-LADDER-START) stays.
    expect(G(m).ladder.aed.arv).toBe(4);
    expect(G(m).step.kind).toBe('demobilise');
  });
});

describe('BARB-SETUP-2, BARB-SETUP-3: the board after choosing', () => {
  test('3 troops, 3 cubes and a trade token on the capital, 5 stability, 5 gold', () => {
    const S = initialState(2, false);
    takeFaction(S, '0', 'rom');
    takeFaction(S, '1', 'car');
    expect(armiesText(S, 'latium')).toBe('rom 2s1a0c');
    expect(armiesText(S, 'carthago')).toBe('car 2s0a1c');
    expect(S.religion.latium).toEqual({ rom: 3 });
    expect(S.trade.carthago).toEqual({ car: 1 });
    expect(S.realms.rom).toMatchObject({ gold: 5, stability: 5, influence: 0 });
    expect(S.owner.etruria).toBe('rom');
    expect(armiesText(S, 'etruria')).toBe('rom 1s0a0c');
  });

  test('BARB-D-NEUTRAL-ARMIES: neutral capitals hold two soldiers, their other lands one soldier; Greek cities 3, 3, 1', () => {
    const S = initialState(2, false);
    expect(NEUTRALS.map((n) => armiesText(S, CAPITALS[n]))).toEqual(['aed 2s0a0c', 'ibe 2s0a0c', 'dac 2s0a0c', 'num 2s0a0c']);
    expect(armiesText(S, 'senonia')).toBe('aed 1s0a0c');
    expect(armiesText(S, 'tarentum')).toBe('grk 2s1a0c');
    expect(armiesText(S, 'bruttium')).toBe('grk 1s0a0c');
    expect(S.owner.syracusae).toBe('grk');
  });

  test('BARB-D-IDLE-FACTIONS: an unchosen faction keeps its lands and capital troops, with no cubes or trade', () => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, seed: 's' });
    play(m, ['0', 'chooseFaction', 'rom'], ['1', 'chooseFaction', 'car']);
    const S = G(m);
    expect(S.owner.arvernia).toBe('arv');
    expect(S.realms.arv).toBeUndefined();
    expect(S.religion.arvernia).toBeUndefined();
    // BARB-D-NEUTRAL-ARMIES: its capital starts at or above the garrison, so the first wealth phase added no soldier.
    const { s, a, c } = START_TROOPS.arv;
    expect(s + a + c).toBeGreaterThanOrEqual(NEUTRAL_GARRISON);
    expect(armiesText(S, CAPITALS.arv)).toBe(`arv ${s}s${a}a${c}c`);
  });

  // BARB-D-LADDER-START: « les Éduens sont des Gaulois ennemis des Arvernes » ; « les Numides […] ont historiquement toujours
  // harcelé les frontières au sud de Carthage » ; « les Daces se situent au nord de la Macédoine ».
  test('BARB-D-LADDER-START: the Aedui hate the Arverni, the Numidians distrust Carthage, the Dacians hold everyone Neutral', () => {
    const S = initialState(3, false);
    takeFaction(S, '0', 'arv');
    takeFaction(S, '1', 'car');
    takeFaction(S, '2', 'mac');
    expect(S.ladder.aed.arv).toBe(4);
    expect(S.ladder.num.car).toBe(3);
    expect(S.ladder.dac.mac ?? 2).toBe(2);
    expect(S.ladder.ibe.car ?? 2).toBe(2);
  });
});

describe('moves never change the state they start from', () => {
  test('the setup state is left as it was by the first moves', () => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, seed: 's' });
    const initial = m.state.G;
    const before = JSON.stringify(initial);
    play(m, ['0', 'chooseFaction', 'rom'], ['1', 'chooseFaction', 'car'], ['0', 'demobilise', [{ province: 'latium', s: 1, a: 0, c: 0 }]]);
    expect(JSON.stringify(initial)).toBe(before);
    expect(G(m).seats).toEqual({ '0': 'rom', '1': 'car' });
  });
});
