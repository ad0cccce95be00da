/**
 * Holding land (BARB-HOLD-1, BARB-SETUP-3, BARB-BATTLE-8): « Une règle importante veut que dans chaque territoire possédé
 * par un joueur doit y avoir au moins une troupe dudit joueur. »
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { isPlayerFaction, PLAYER_FACTIONS } from '../../games/pax-barbarorum/data/factions';
import { PROVINCES, type ProvinceId } from '../../games/pax-barbarorum/data/map';
import type { Journal } from '../../games/pax-barbarorum/rules/journal';
import { initialState, takeFaction } from '../../games/pax-barbarorum/rules/setup';
import { loseStability } from '../../games/pax-barbarorum/rules/land';
import { piecesAt } from '../../games/pax-barbarorum/rules/state';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { payArmies } from '../../games/pax-barbarorum/rules/wealth';
import { armiesText, G, match, play, position, type Setup } from './position';

/** Provinces a player faction owns without a piece of its own there. */
const emptyHoldings = (S: PaxState): ProvinceId[] =>
  PROVINCES.filter((p) => {
    const owner = S.owner[p];
    return owner !== undefined && isPlayerFaction(owner) && piecesAt(S, p, owner) === 0;
  });

/** Seat 0 resolves a Move order in `from`. */
function moving(setup: Setup, from: ProvinceId): HeadlessMatch {
  const S = position({ ...setup, phase: 'action', step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' } });
  S.tokens = { [from]: '0' };
  S.players['0'].orders = { [from]: 'move' };
  return match(S);
}

describe('BARB-SETUP-3: each faction starts with the land its troops hold', () => {
  test.each([2, 3, 4, 5])('BARB-SETUP-3: %i players: no player faction owns a province without one of its pieces in it', (numPlayers) => {
    const S = initialState(numPlayers, false);
    PLAYER_FACTIONS.slice(0, numPlayers).forEach((f, seat) => takeFaction(S, String(seat), f));
    expect(emptyHoldings(S)).toEqual([]);
    // Each faction keeps its three starting lands, capital first.
    for (const f of PLAYER_FACTIONS) expect(PROVINCES.filter((p) => S.owner[p] === f)).toHaveLength(3);
  });

  test('BARB-D-START-TROOPS: three troops on the capital, a soldier in each other starting land', () => {
    const S = initialState(2, false);
    expect(armiesText(S, 'latium')).toBe('rom 2s1a0c');
    expect(armiesText(S, 'etruria')).toBe('rom 1s0a0c');
    expect(armiesText(S, 'campania')).toBe('rom 1s0a0c');
  });
});

describe('BARB-HOLD-1: land emptied by any cause but a battle that destroys both sides is lost', () => {
  const rom: Setup = { factions: ['rom', 'car'], armies: { latium: 'rom 2s', etruria: 'rom 1s', campania: 'rom 1s' } };

  test('BARB-HOLD-1: a Move order that takes the last piece out: the land left is free, the land entered is taken', () => {
    const m = moving(rom, 'etruria');
    play(m, ['0', 'resolveOrder', 'etruria', { kind: 'move', to: 'gallia_cisalpina', s: 1, a: 0, c: 0 }]);
    expect(G(m).owner.etruria).toBeUndefined();
    expect(G(m).owner.gallia_cisalpina).toBe('rom');
    expect(emptyHoldings(G(m))).toEqual([]);
  });

  test('BARB-HOLD-1: a Move order that leaves a piece behind keeps the land', () => {
    const m = moving({ ...rom, armies: { ...rom.armies, etruria: 'rom 2s' } }, 'etruria');
    play(m, ['0', 'resolveOrder', 'etruria', { kind: 'move', to: 'gallia_cisalpina', s: 1, a: 0, c: 0 }]);
    expect(G(m).owner.etruria).toBe('rom');
  });

  test('BARB-HOLD-1: abandoned to an army already standing there, the land goes to that army', () => {
    const m = moving({ ...rom, armies: { ...rom.armies, etruria: 'rom 1s, car 1s' }, wars: [['rom', 'car']] }, 'etruria');
    play(m, ['0', 'resolveOrder', 'etruria', { kind: 'move', to: 'latium', s: 1, a: 0, c: 0 }]);
    expect(G(m).owner.etruria).toBe('car');
  });

  test('BARB-HOLD-1: a desertion (BARB-STAB-2) that takes the last piece', () => {
    const S = position({
      ...rom,
      armies: { latium: 'rom 1s', etruria: 'rom 1s', campania: 'rom 1s', samnium: 'rom 1s', liguria: 'rom 1s' },
      owner: { samnium: 'rom', liguria: 'rom' },
    });
    loseStability(S, 'rom', 1, [], 'test');
    // The first of the equal armies in board order deserts: Liguria.
    expect(S.owner.liguria).toBeUndefined();
    expect(emptyHoldings(S)).toEqual([]);
  });

  test('BARB-HOLD-1: unpaid upkeep (BARB-WEALTH-2) that takes the last piece', () => {
    const S = position({ ...rom, realm: { rom: { gold: 2 } } });
    const journal: Journal = [];
    payArmies(S, 'rom', journal);
    expect(S.owner.etruria).toBeUndefined();
    expect(emptyHoldings(S)).toEqual([]);
    expect(journal.map((n) => n.rule)).toContain('BARB-HOLD-1');
  });

  test('BARB-HOLD-1: a demobilisation (BARB-WEALTH-3) of the last piece', () => {
    const m = match(position({ ...rom, phase: 'wealth', step: { kind: 'demobilise', waiting: ['0', '1'] } }));
    play(m, ['0', 'demobilise', [{ province: 'campania', s: 1, a: 0, c: 0 }]]);
    expect(G(m).owner.campania).toBeUndefined();
    expect(emptyHoldings(G(m))).toEqual([]);
  });

  test('BARB-HOLD-1: one soldier cannot sweep the map: on a Forced march it holds neither the land it left nor the one it passed', () => {
    const m = moving({ ...rom, hand: { rom: { march: 1 } } }, 'etruria');
    play(m, ['0', 'resolveOrder', 'etruria', { kind: 'move', to: 'venetia', via: 'gallia_cisalpina', s: 1, a: 0, c: 0 }]);
    expect(PROVINCES.filter((p) => G(m).owner[p] === 'rom')).toEqual(['venetia', 'latium', 'campania']);
  });

  test('BARB-BATTLE-8: both sides destroyed: the owner keeps the empty land, which the rule of holding spares', () => {
    const m = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 1s, rom 1s' }, hand: { rom: { tactics: 1 }, car: { tactics: 1 } } }));
    for (const id of ['0', '1']) play(m, [id, 'ready']);
    play(m, ['0', 'commitTactics', 1], ['1', 'commitTactics', 1]);
    expect(armiesText(G(m), 'lilybaeum')).toBe('');
    expect(G(m).owner.lilybaeum).toBe('car');
    expect(emptyHoldings(G(m))).toEqual(['lilybaeum']);
  });
});

describe('BARB-HOLD-1 along random games', () => {
  test.each([2, 5])('BARB-HOLD-1: %i players: a player faction owns empty land only after a battle that destroyed both sides', (numPlayers) => {
    const m = new HeadlessMatch(paxBarbarorum.game, { numPlayers, seed: `holding-${numPlayers}` });
    let rng = 7;
    const spared = new Set<ProvinceId>();
    for (let step = 0; step < 2500 && !m.isOver; step++) {
      const player = m.nextPlayer!;
      const choices = m.enumerate(player);
      rng = (rng * 48271) % 2147483647;
      const choice = choices[rng % choices.length];
      expect(m.move(player, choice.move, choice.args ?? [])).toEqual({ ok: true });
      for (const entry of m.state.deltalog ?? []) {
        for (const note of (entry.metadata as { events?: Journal } | undefined)?.events ?? []) {
          if (note.rule === 'BARB-BATTLE-8') spared.add(note.province as ProvinceId);
        }
      }
      for (const p of emptyHoldings(G(m))) expect(spared.has(p), `step ${step}: ${p}`).toBe(true);
    }
  });
});
