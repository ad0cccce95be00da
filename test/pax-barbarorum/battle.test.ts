/** Battles (BARB-BATTLE-*, BARB-FACTION-2/3/4/5, BARB-D-CASUALTIES). */
import { describe, expect, test } from 'vitest';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { bonus, findBattle, legions, maxCommit } from '../../games/pax-barbarorum/rules/battle';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { playerView } from '../../games/pax-barbarorum/view';
import { armiesText, G, match, play, position, type Setup } from './position';

/** A position whose action phase is about to end: every player says ready, no orders, then battles. */
function toBattle(setup: Setup) {
  const m = match(position({ wars: [['rom', 'car']], ...setup }));
  for (const id of Object.keys(G(m).seats)) play(m, [id, 'ready']);
  return m;
}

describe('BARB-BATTLE-1..5: the five steps', () => {
  test('diversity then numbers decide; the winning attacker draws two cards and takes the land (BARB-BATTLE-7)', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 2s, rom 3s1a' } });
    expect(G(m).battles?.current).toMatchObject({ province: 'lilybaeum', attacker: 'rom', defender: 'car' });
    expect(G(m).step).toEqual({ kind: 'tactics', waiting: ['0', '1'] });
    play(m, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
    expect(armiesText(G(m), 'lilybaeum')).toBe('rom 3s1a0c');
    expect(G(m).owner.lilybaeum).toBe('rom');
    expect(G(m).players['0'].hand.tactics).toBe(2);
    expect(G(m).step.kind).toBe('demobilise'); // the next round
  });

  test('BARB-BATTLE-2, -3: the attacker of a capital loses a piece, Carthaginian cavalry another; cards cost pieces', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { carthago: 'car 2s1c, rom 4s' }, hand: { rom: { tactics: 1 } } });
    expect(armiesText(G(m), 'carthago')).toBe('car 2s0a1c, rom 2s0a0c');
    play(m, ['0', 'commitTactics', 1], ['1', 'commitTactics', 0]);
    // car loses 1 (card); diversity 2 > 1: rom loses 1; numbers 2 > 1: rom loses its last.
    expect(armiesText(G(m), 'carthago')).toBe('car 1s0a1c');
    expect(G(m).players['1'].hand.tactics).toBe(2);
    expect(G(m).players['0'].hand.tactics).toBe(0);
    expect(G(m).supply.tactics).toBe(40 + 1 - 2);
    expect(G(m).lastTactics).toEqual({ province: 'carthago', attacker: 1, defender: 0 });
  });

  test('BARB-BATTLE-8: both destroyed: nobody draws, the owner keeps the land', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 1s, rom 1s' }, hand: { rom: { tactics: 1 }, car: { tactics: 1 } } });
    play(m, ['0', 'commitTactics', 1], ['1', 'commitTactics', 1]);
    expect(armiesText(G(m), 'lilybaeum')).toBe('');
    expect(G(m).owner.lilybaeum).toBe('car');
    expect(G(m).players['0'].hand.tactics + G(m).players['1'].hand.tactics).toBe(0);
  });

  test('BARB-BATTLE-4, BARB-HIDDEN-1: a commitment stays secret until both are locked in', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 5s, rom 5s' }, hand: { rom: { tactics: 2 }, car: { tactics: 2 } } });
    play(m, ['1', 'commitTactics', 2]);
    const seen = playerView({ G: G(m), ctx: m.state.ctx, playerID: '0' });
    expect(seen.players['1'].commit).toBe(true);
    expect(paxBarbarorum.secrets(G(m), m.state.ctx, '0')).toContainEqual({ label: 'commitment of player 1', path: ['players', '1', 'commit'], value: 2 });
    expect(m.state.deltalog?.find((e) => e.action.payload.type === 'commitTactics')?.redact).toBe(true);
    play(m, ['0', 'commitTactics', 1]);
    expect(G(m).players['1'].commit).toBeNull();
    expect(G(m).lastTactics).toEqual({ province: 'lilybaeum', attacker: 1, defender: 2 });
  });
});

describe('free cards and card limits', () => {
  test.each<[string, string, number]>([
    ['no legion', 'rom 5s2a1c', 0],
    ['one legion', 'rom 6s2a1c', 1],
    ['two legions', 'rom 12s4a2c', 2],
    ['soldiers alone make none', 'rom 16s', 0],
  ])('BARB-FACTION-2: %s', (_label, army, n) => {
    const S = position({ factions: ['rom', 'car'], armies: { lilybaeum: `car 1s, ${army}` }, wars: [['rom', 'car']] });
    expect(legions(S.armies.lilybaeum![1])).toBe(n);
    expect(bonus(S, 'lilybaeum', 'rom', 'car')).toBe(2 * n);
  });

  test.each<[string, Setup, number]>([
    ['at home against the Romans', { factions: ['ger', 'rom'], armies: { suebia: 'ger 2s, rom 2s' } }, 3],
    ['abroad against the Romans', { factions: ['ger', 'rom'], owner: { raetia: 'rom' }, armies: { raetia: 'rom 2s, ger 2s' } }, 1],
    ['at home against others', { factions: ['ger', 'arv'], armies: { suebia: 'ger 2s, arv 2s' } }, 2],
  ])('BARB-FACTION-4: Germans %s', (_label, setup, n) => {
    const S = position(setup);
    const p = Object.keys(setup.armies!)[0] as 'suebia';
    const enemy = S.armies[p]!.find((a) => a.f !== 'ger')!.f;
    expect(bonus(S, p, 'ger', enemy)).toBe(n);
  });

  test('a legion’s free cards kill before diversity and numbers', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 3s, rom 6s2a1c' }, realm: { rom: { gold: 50 } } });
    play(m, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
    expect(armiesText(G(m), 'lilybaeum')).toBe('rom 6s2a1c');
  });

  test('BARB-FACTION-3: the Arverni commit one card at most', () => {
    const S = position({ factions: ['arv', 'car'], hand: { arv: { tactics: 3 }, car: { tactics: 3 } } });
    expect(maxCommit(S, 'arv')).toBe(1);
    expect(maxCommit(S, 'car')).toBe(3);
  });
});

describe('BARB-BATTLE-6, -9: retreat or fight on', () => {
  const even: Setup = { factions: ['rom', 'car'], armies: { lilybaeum: 'car 5s, rom 5s' } };

  test('the attacker has no way back here; the defender may retreat and the attacker wins', () => {
    const m = toBattle(even);
    play(m, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
    expect(G(m).step).toEqual({ kind: 'retreat', player: '1' });
    expect(legalActions(G(m), '1')).toEqual([
      { move: 'retreat', args: [null] },
      { move: 'retreat', args: ['carthago'] },
    ]);
    play(m, ['1', 'retreat', 'carthago']);
    expect(armiesText(G(m), 'carthago')).toBe('car 7s0a1c');
    expect(G(m).owner.lilybaeum).toBe('rom');
    expect(G(m).players['0'].hand.tactics).toBe(2);
  });

  // BARB-BATTLE-6 with BARB-MOVE-3: an army entering free land takes it; a retreat enters a province like a move.
  test('BARB-BATTLE-6: a retreat into free land takes it, as a move does (BARB-MOVE-3)', () => {
    const m = toBattle({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 5s, rom 5s', carthago: '' }, owner: { carthago: null } });
    play(m, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0], ['0', 'retreat', null]);
    expect(legalActions(G(m), '1')).toContainEqual({ move: 'retreat', args: ['carthago'] });
    play(m, ['1', 'retreat', 'carthago']);
    expect(armiesText(G(m), 'carthago')).toBe('car 5s0a0c');
    expect(G(m).owner.carthago).toBe('car');
  });

  test('the attacker speaks first; if both stay, the battle goes on next round', () => {
    const m = toBattle({ ...even, owner: { syracusae: 'rom' }, armies: { lilybaeum: 'car 5s, rom 5s', syracusae: '' } });
    play(m, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
    expect(G(m).step).toEqual({ kind: 'retreat', player: '0' });
    play(m, ['0', 'retreat', null]);
    expect(G(m).step).toEqual({ kind: 'retreat', player: '1' });
    play(m, ['1', 'retreat', null]);
    expect(armiesText(G(m), 'lilybaeum')).toBe('car 5s0a0c, rom 5s0a0c');
    expect(G(m).round).toBe(2);
    expect(findBattle(G(m), 'lilybaeum', [])).toMatchObject({ attacker: 'rom', defender: 'car' });
  });

  test('battles are fought in board order, and a neutral defender neither commits nor retreats', () => {
    const m = toBattle({
      factions: ['rom', 'car'],
      wars: [['rom', 'car'], ['rom', 'ibe']],
      armies: { lilybaeum: 'car 1s, rom 3s', lusitania: 'ibe 1s, rom 1s1a' },
    });
    expect(G(m).battles?.current?.province).toBe('lusitania');
    expect(G(m).step).toEqual({ kind: 'tactics', waiting: ['0'] });
    play(m, ['0', 'commitTactics', 0]);
    expect(G(m).owner.lusitania).toBe('rom');
    expect(G(m).battles?.current?.province).toBe('lilybaeum');
  });
});
