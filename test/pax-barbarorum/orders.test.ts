/** Orders phase and resolving orders (BARB-ORDER-*, BARB-MOVE-*, BARB-ACTION-*, BARB-D-ORDER-TOKENS, BARB-D-COSTS, BARB-D-MOUNTAIN, BARB-D-LOST-ORDER). */
import { describe, expect, test } from 'vitest';
import { MOUNTAIN_TOLL, RELIGION_COST, TRADE_COST, type OrderKind } from '../../games/pax-barbarorum/data/constants';
import type { ProvinceId } from '../../games/pax-barbarorum/data/map';
import { canResolve, choices, religionPrice, resolve, type Choice } from '../../games/pax-barbarorum/rules/actions';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { ordersDue } from '../../games/pax-barbarorum/rules/orders';
import { playerView } from '../../games/pax-barbarorum/view';
import { logForViewer } from '../../games/log-events';
import { armiesText, G, match, play, position, type Setup } from './position';

/** A position where seat 0 resolves the given orders. */
function resolving(setup: Setup, orders: Partial<Record<ProvinceId, OrderKind>>): PaxState {
  const S = position({ ...setup, phase: 'action', step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' } });
  for (const [p, k] of Object.entries(orders)) {
    S.tokens[p as ProvinceId] = '0';
    S.players['0'].orders[p as ProvinceId] = k;
  }
  return S;
}

const ok = (S: PaxState, p: ProvinceId, c: Choice) => canResolve(S, '0', p, c);

describe('BARB-ORDER-1, BARB-ORDER-2: placing orders', () => {
  test('the least influential places first; as many real orders as stability, one per territory', () => {
    const S = position({ factions: ['rom', 'car'], realm: { rom: { influence: 3 } }, phase: 'wealth', step: { kind: 'demobilise', waiting: ['0', '1'] } });
    const m = match(S);
    play(m, ['0', 'demobilise', []], ['1', 'demobilise', []]);
    expect(G(m).step).toEqual({ kind: 'orders', queue: ['1', '0'] });
    expect(legalActions(G(m), '0')).toEqual([]);
    expect(ordersDue(G(m), '1')).toBe(3);
    play(m, ['1', 'placeOrder', 'carthago', 'economy'], ['1', 'placeOrder', 'byzacena', 'recruit']);
    expect(m.move('1', 'placeOrder', ['carthago', 'train']).ok).toBe(false); // one token per territory
    expect(m.move('1', 'placeOrder', ['latium', 'train']).ok).toBe(false); // not theirs
    play(m, ['1', 'placeOrder', 'lilybaeum', 'move']);
    expect(G(m).step).toEqual({ kind: 'orders', queue: ['0'] });
  });

  test('with more territories than stability, the rest get "no order" tokens; the places are public, the kinds are not', () => {
    const S = position({
      factions: ['rom', 'car'],
      owner: { samnium: 'rom', liguria: 'rom', corsica: 'rom' },
      realm: { rom: { stability: 2 } },
      phase: 'orders',
      step: { kind: 'orders', queue: ['0', '1'] },
    });
    expect(ordersDue(S, '0')).toBe(2);
    const m = match(S);
    play(m, ['0', 'placeOrder', 'latium', 'economy'], ['0', 'placeOrder', 'samnium', 'influence']);
    const after = G(m);
    expect(Object.entries(after.tokens).filter(([, o]) => o === '0')).toHaveLength(6);
    expect(Object.values(after.players['0'].orders).filter((k) => k === 'none')).toHaveLength(4);
    const seen = playerView({ G: after, ctx: m.state.ctx, playerID: '1' });
    expect(seen.players['0'].orders).toEqual({});
    expect(seen.tokens.etruria).toBe('0');
    const entry = m.state.deltalog?.find((e) => e.action.payload.type === 'placeOrder');
    expect(entry?.redact).toBe(true);
  });

  test('BARB-D-ORDER-TOKENS: at most three tokens of one kind', () => {
    const S = position({ factions: ['rom', 'car'], owner: { samnium: 'rom', liguria: 'rom' }, phase: 'orders', step: { kind: 'orders', queue: ['0', '1'] } });
    const m = match(S);
    play(m, ['0', 'placeOrder', 'latium', 'economy'], ['0', 'placeOrder', 'etruria', 'economy'], ['0', 'placeOrder', 'campania', 'economy']);
    expect(m.move('0', 'placeOrder', ['samnium', 'economy']).ok).toBe(false);
    expect(legalActions(G(m), '0').some((a) => a.args[1] === 'economy')).toBe(false);
  });
});

describe('BARB-ORDER-3: Recruit', () => {
  test.each<[string, Setup, ProvinceId, Choice, boolean]>([
    ['one piece outside the capital', { factions: ['rom', 'car'] }, 'etruria', { kind: 'recruit', units: ['a'] }, true],
    ['not two outside the capital', { factions: ['rom', 'car'] }, 'etruria', { kind: 'recruit', units: ['a', 's'] }, false],
    ['two in the capital', { factions: ['rom', 'car'] }, 'latium', { kind: 'recruit', units: ['c', 's'] }, true],
    ['not one in the capital', { factions: ['rom', 'car'] }, 'latium', { kind: 'recruit', units: ['c'] }, false],
    ['BARB-FACTION-1: no Macedonian cavalry', { factions: ['mac', 'car'] }, 'thessalia', { kind: 'recruit', units: ['c'] }, false],
    ['BARB-FACTION-5: one Carthaginian cavalry per army', { factions: ['car', 'rom'] }, 'carthago', { kind: 'recruit', units: ['c', 's'] }, false],
    ['BARB-FACTION-5: a cavalry where there is none', { factions: ['car', 'rom'] }, 'byzacena', { kind: 'recruit', units: ['c'] }, true],
    ['BARB-D-SUPPLY: no archer beyond eight on the map', { factions: ['rom', 'car'], armies: { etruria: 'rom 8a' } }, 'campania', { kind: 'recruit', units: ['a'] }, false],
  ])('%s', (_label, setup, p, choice, legal) => {
    expect(ok(resolving(setup, { [p]: 'recruit' }), p, choice)).toBe(legal);
  });

  test('BARB-FACTION-3: each soldier the Arverni raise comes as two', () => {
    const S = resolving({ factions: ['arv', 'car'] }, { arvernia: 'recruit' });
    resolve(S, '0', 'arvernia', { kind: 'recruit', units: ['s', 'a'] }, []);
    expect(armiesText(S, 'arvernia')).toBe('arv 4s1a1c');
    expect(S.tokens.arvernia).toBeUndefined();
  });
});

describe('BARB-ORDER-4, BARB-ORDER-6: Train and Economy', () => {
  test('a card of one’s choice from the supply, two in the capital', () => {
    const S = resolving({ factions: ['rom', 'car'] }, { latium: 'train', etruria: 'train' });
    resolve(S, '0', 'latium', { kind: 'train', cards: ['spy', 'march'] }, []);
    resolve(S, '0', 'etruria', { kind: 'train', cards: ['tactics'] }, []);
    expect(S.players['0'].hand).toEqual({ tactics: 1, spy: 1, sabotage: 0, march: 1 });
    expect(S.supply).toEqual({ tactics: 39, spy: 11, sabotage: 12, march: 11 });
  });

  test('BARB-D-CARDS: not a card the supply has run out of', () => {
    const S = resolving({ factions: ['rom', 'car'] }, { etruria: 'train' });
    S.supply.sabotage = 0;
    expect(ok(S, 'etruria', { kind: 'train', cards: ['sabotage'] })).toBe(false);
    expect(choices(S, '0', 'etruria').filter((c) => c.kind === 'train')).toHaveLength(3);
  });

  test.each<[ProvinceId, number]>([
    ['etruria', 2],
    ['latium', 3],
  ])('Economy in %s: +%i gold', (p, gold) => {
    const S = resolving({ factions: ['rom', 'car'] }, { [p]: 'economy' });
    resolve(S, '0', p, { kind: 'economy' }, []);
    expect(S.realms.rom!.gold).toBe(5 + gold);
  });
});

describe('BARB-ORDER-5, BARB-MOVE-*: Move', () => {
  const base: Setup = { factions: ['rom', 'car'], armies: { latium: 'rom 3s1a' } };
  test.each<[string, Setup, Choice, boolean]>([
    ['to an own neighbour', base, { kind: 'move', to: 'etruria', s: 3, a: 1, c: 0 }, true],
    ['part of the army', base, { kind: 'move', to: 'etruria', s: 1, a: 0, c: 0 }, true],
    ['not more than there is', base, { kind: 'move', to: 'etruria', s: 4, a: 0, c: 0 }, false],
    ['not nothing', base, { kind: 'move', to: 'etruria', s: 0, a: 0, c: 0 }, false],
    ['not two provinces without a Forced march', base, { kind: 'move', to: 'liguria', s: 1, a: 0, c: 0 }, false],
    ['free land', base, { kind: 'move', to: 'samnium', s: 3, a: 0, c: 0 }, true],
  ])('%s', (_label, setup, choice, legal) => {
    expect(ok(resolving(setup, { latium: 'move' }), 'latium', choice)).toBe(legal);
  });

  test('BARB-DIPLO-1: not into a neutral’s land without war', () => {
    const S = resolving({ factions: ['arv', 'car'], armies: { arvernia: 'arv 3s' } }, { arvernia: 'move' });
    expect(ok(S, 'arvernia', { kind: 'move', to: 'aeduia', s: 3, a: 0, c: 0 })).toBe(false);
    expect(choices(S, '0', 'arvernia').some((c) => c.kind === 'move' && c.to === 'aeduia')).toBe(false);
  });

  test('BARB-DIPLO-1: attacking needs a declared war', () => {
    const setup: Setup = { factions: ['rom', 'car'], armies: { campania: 'rom 3s' } };
    const move: Choice = { kind: 'move', to: 'tarentum', s: 3, a: 0, c: 0 };
    expect(ok(resolving(setup, { campania: 'move' }), 'campania', move)).toBe(false);
    expect(ok(resolving({ ...setup, wars: [['rom', 'grk']] }, { campania: 'move' }), 'campania', move)).toBe(true);
  });

  test('BARB-MOVE-3: an enemy province with no army is taken at once', () => {
    const S = resolving({ factions: ['rom', 'car'], armies: { lilybaeum: '', syracusae: 'rom 2s' }, owner: { syracusae: 'rom' }, wars: [['rom', 'car']] }, { syracusae: 'move' });
    resolve(S, '0', 'syracusae', { kind: 'move', to: 'lilybaeum', s: 2, a: 0, c: 0 }, []);
    expect(S.owner.lilybaeum).toBe('rom');
  });

  test('BARB-MOVE-3, BARB-BATTLE-1: an enemy army there means a battle later, the land is not taken yet', () => {
    const S = resolving({ factions: ['rom', 'car'], armies: { lilybaeum: 'car 1s', syracusae: 'rom 2s' }, owner: { syracusae: 'rom' }, wars: [['rom', 'car']] }, { syracusae: 'move' });
    resolve(S, '0', 'syracusae', { kind: 'move', to: 'lilybaeum', s: 2, a: 0, c: 0 }, []);
    expect(S.owner.lilybaeum).toBe('car');
    expect(armiesText(S, 'lilybaeum')).toBe('car 1s0a0c, rom 2s0a0c');
  });

  test('BARB-NEUTRAL-4: attacking a neutral’s land sets the attacker to Hatred, even after a change this round (BARB-NEUTRAL-3)', () => {
    const S = resolving({ factions: ['arv', 'car'], armies: { arvernia: 'arv 3s' }, wars: [['arv', 'aed']], ladder: { aed: { arv: 2 } } }, { arvernia: 'move' });
    S.changed = ['aed:arv'];
    resolve(S, '0', 'arvernia', { kind: 'move', to: 'aeduia', s: 3, a: 0, c: 0 }, []);
    expect(S.ladder.aed.arv).toBe(4);
  });

  test('allies enter each other’s land without taking it', () => {
    const S = resolving({ factions: ['rom', 'car'], armies: { syracusae: 'rom 2s' }, owner: { syracusae: 'rom' }, alliances: [['rom', 'car']] }, { syracusae: 'move' });
    resolve(S, '0', 'syracusae', { kind: 'move', to: 'lilybaeum', s: 2, a: 0, c: 0 }, []);
    expect(S.owner.lilybaeum).toBe('car');
    expect(armiesText(S, 'lilybaeum')).toBe('car 1s0a0c, rom 2s0a0c');
  });

  test('BARB-MOVE-2: a Forced march goes two provinces, spends the card, never through an enemy army', () => {
    const setup: Setup = { factions: ['rom', 'car'], armies: { latium: 'rom 2s' }, hand: { rom: { march: 1 } } };
    const S = resolving(setup, { latium: 'move' });
    const march: Choice = { kind: 'move', to: 'gallia_cisalpina', via: 'etruria', s: 2, a: 0, c: 0 };
    expect(ok(S, 'latium', march)).toBe(true);
    resolve(S, '0', 'latium', march, []);
    expect(S.players['0'].hand.march).toBe(0);
    expect(S.owner.gallia_cisalpina).toBe('rom');
    expect(S.owner.etruria).toBe('rom');
    const blocked = resolving({ ...setup, armies: { latium: 'rom 2s', etruria: 'car 1s' }, owner: { etruria: 'car' }, wars: [['rom', 'car']] }, { latium: 'move' });
    expect(ok(blocked, 'latium', march)).toBe(false);
    const noCard = resolving({ ...setup, hand: {} }, { latium: 'move' });
    expect(ok(noCard, 'latium', march)).toBe(false);
  });

  test('BARB-D-MOUNTAIN: one gold per army for each mountain entered, whatever its size', () => {
    expect(MOUNTAIN_TOLL).toBe(1);
    for (const s of [1, 3]) {
      const climb: Choice = { kind: 'move', to: 'samnium', s, a: 0, c: 0 };
      const S = resolving({ factions: ['rom', 'car'], armies: { latium: `rom ${s}s` }, realm: { rom: { gold: 3 } } }, { latium: 'move' });
      expect(ok(S, 'latium', climb)).toBe(true);
      resolve(S, '0', 'latium', climb, []);
      expect(S.realms.rom!.gold).toBe(2);
      const poor = resolving({ factions: ['rom', 'car'], armies: { latium: `rom ${s}s` }, realm: { rom: { gold: 0 } } }, { latium: 'move' });
      expect(ok(poor, 'latium', climb)).toBe(false);
      expect(ok(poor, 'latium', { ...climb, to: 'etruria' })).toBe(true); // a plain costs nothing
    }
  });

  test('BARB-FACTION-5: two Carthaginian cavalry never share an army', () => {
    const S = resolving({ factions: ['car', 'rom'], armies: { byzacena: 'car 1c' } }, { byzacena: 'move' });
    expect(ok(S, 'byzacena', { kind: 'move', to: 'carthago', s: 0, a: 0, c: 1 })).toBe(false);
  });
});

describe('BARB-ORDER-7: Influence', () => {
  const rom: Setup = {
    factions: ['rom', 'car'],
    religion: { latium: { rom: 3 }, campania: { car: 1 }, samnium: { car: 1 }, tarentum: { rom: 2 } },
    trade: { latium: { rom: 1 }, massalia: { rom: 2, car: 1 }, syracusae: { car: 1 } },
    realm: { rom: { gold: TRADE_COST } },
  };
  test.each<[string, ProvinceId, Choice, boolean]>([
    ['7a: a cube in the territory itself', 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' }, true],
    ['7a: from the border, a cube next door in land not one’s own', 'campania', { kind: 'influence', use: 'religion', target: 'samnium' }, true],
    ['7a: not two steps away', 'etruria', { kind: 'influence', use: 'religion', target: 'samnium' }, false],
    ['7a: remove another’s cube in the territory', 'campania', { kind: 'influence', use: 'purge', target: 'campania', victim: 'car' }, true],
    ['7a: remove another’s cube next door', 'campania', { kind: 'influence', use: 'purge', target: 'samnium', victim: 'car' }, true],
    ['7a: not a cube that is not there', 'campania', { kind: 'influence', use: 'purge', target: 'bruttium', victim: 'car' }, false],
    ['7b: a trade token in the capital', 'latium', { kind: 'influence', use: 'trade', target: 'latium' }, true],
    ['7b: a trade token in a linked trade centre abroad', 'latium', { kind: 'influence', use: 'trade', target: 'syracusae' }, true],
    ['7b: not in a trade centre that is not linked', 'latium', { kind: 'influence', use: 'trade', target: 'byzantium' }, false],
    ['7b: not from a territory with neither capital nor trade centre', 'etruria', { kind: 'influence', use: 'trade', target: 'etruria' }, false],
    ['7b: remove another’s trade token from a linked trade centre', 'latium', { kind: 'influence', use: 'embargo', target: 'massalia', victim: 'car' }, true],
    ['7c: a cube in a trade centre abroad holding two of one’s tokens', 'latium', { kind: 'influence', use: 'religion', target: 'massalia' }, true],
    ['7c: a cube next to a province with two of one’s cubes', 'latium', { kind: 'influence', use: 'religion', target: 'bruttium' }, true],
    ['7c: only from the capital', 'etruria', { kind: 'influence', use: 'religion', target: 'bruttium' }, false],
    ['7c/BARB-STAB-5: stability only in the capital, and only below 5', 'latium', { kind: 'influence', use: 'stability', target: 'latium' }, false],
  ])('%s', (_label, p, choice, legal) => {
    expect(ok(resolving(rom, { [p]: 'influence' }), p, choice)).toBe(legal);
  });

  test('BARB-D-COSTS: a cube costs 5 gold, a trade token 10; BARB-STAB-5: a stability point 1 gold per occupied province', () => {
    const S = resolving({ ...rom, realm: { rom: { gold: 20, stability: 3 } }, armies: { etruria: 'rom 1s' }, owner: { samnium: 'rom' } }, {
      latium: 'influence',
      etruria: 'influence',
      campania: 'influence',
    });
    resolve(S, '0', 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' }, []);
    expect(S.realms.rom!.gold).toBe(15);
    resolve(S, '0', 'campania', { kind: 'influence', use: 'religion', target: 'campania' }, []);
    resolve(S, '0', 'latium', { kind: 'influence', use: 'stability', target: 'latium' }, []);
    // Latium, Etruria and Campania are occupied; Samnium is owned without a piece (BARB-BATTLE-8).
    expect(S.realms.rom).toMatchObject({ gold: 20 - 5 - 5 - 3, stability: 4 });
    expect(S.religion.etruria).toEqual({ rom: 1 });
    const trading = resolving({ ...rom, realm: { rom: { gold: 12 } } }, { latium: 'influence' });
    resolve(trading, '0', 'latium', { kind: 'influence', use: 'trade', target: 'latium' }, []);
    expect(trading.realms.rom!.gold).toBe(2);
    expect(trading.trade.latium).toEqual({ rom: 2 });
    const short = resolving({ ...rom, realm: { rom: { gold: 9 } } }, { latium: 'influence' });
    expect(ok(short, 'latium', { kind: 'influence', use: 'trade', target: 'latium' })).toBe(false);
    expect(ok(short, 'latium', { kind: 'influence', use: 'religion', target: 'latium' })).toBe(true);
  });

  test('BARB-FACTION-5: the Carthaginians’ second token in a trade centre brings a third', () => {
    const S = resolving({ factions: ['car', 'rom'], realm: { car: { gold: TRADE_COST + 1 } }, trade: { carthago: { car: 1 }, syracusae: { car: 1 } } }, { carthago: 'influence' });
    resolve(S, '0', 'carthago', { kind: 'influence', use: 'trade', target: 'syracusae' }, []);
    expect(S.trade.syracusae).toEqual({ car: 3 });
    expect(S.realms.car!.gold).toBe(1);
  });

  test('BARB-FACTION-1, BARB-D-MACEDONIAN-FAITH: each cube the Macedonians place brings them one influence at once, a cube removed none', () => {
    const S = resolving({ factions: ['mac', 'rom'], realm: { mac: { gold: 20, influence: 7 } }, religion: { thessalia: { rom: 1 } } }, { macedonia: 'influence', thessalia: 'influence' });
    const journal: Parameters<typeof resolve>[4] = [];
    resolve(S, '0', 'macedonia', { kind: 'influence', use: 'religion', target: 'macedonia' }, journal);
    expect(S.realms.mac!.influence).toBe(8);
    expect(journal.map((e) => e.kind)).toEqual(['religion-placed', 'faith-influence']);
    expect(journal[1]).toMatchObject({ rule: 'BARB-FACTION-1', faction: 'mac', province: 'macedonia', influence: 1, total: 8 });
    resolve(S, '0', 'thessalia', { kind: 'influence', use: 'purge', target: 'thessalia', victim: 'rom' }, []);
    expect(S.realms.mac!.influence).toBe(8);
  });

  test('BARB-D-MACEDONIAN-FAITH: the Macedonians pay one gold more for each use of a cube, in any government', () => {
    expect(religionPrice(null, 'mac')).toBe(RELIGION_COST + 1);
    expect(religionPrice('theocracy', 'mac')).toBe(Math.ceil(RELIGION_COST / 2) + 1);
    for (const f of ['rom', 'arv', 'ger', 'car'] as const) expect(religionPrice(null, f)).toBe(RELIGION_COST);
    const S = resolving({ factions: ['mac', 'rom'], realm: { mac: { gold: 2 * (RELIGION_COST + 1) } }, religion: { thessalia: { rom: 1 } } }, { macedonia: 'influence', thessalia: 'influence' });
    resolve(S, '0', 'macedonia', { kind: 'influence', use: 'religion', target: 'macedonia' }, []);
    expect(S.realms.mac!.gold).toBe(RELIGION_COST + 1);
    resolve(S, '0', 'thessalia', { kind: 'influence', use: 'purge', target: 'thessalia', victim: 'rom' }, []);
    expect(S.realms.mac!.gold).toBe(0);
    // Five gold is a cube for anyone else, not for them.
    const short = resolving({ factions: ['mac', 'rom'], realm: { mac: { gold: RELIGION_COST } } }, { macedonia: 'influence' });
    expect(ok(short, 'macedonia', { kind: 'influence', use: 'religion', target: 'macedonia' })).toBe(false);
  });

  test('BARB-D-MACEDONIAN-FAITH: no other faction gains influence for placing a cube', () => {
    const S = resolving({ ...rom, realm: { rom: { gold: 20, influence: 7 } } }, { etruria: 'influence' });
    resolve(S, '0', 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' }, []);
    expect(S.realms.rom!.influence).toBe(7);
  });

  test('BARB-GOV-1: a theocracy reaches two steps and pays half, rounded up', () => {
    const half = Math.ceil(RELIGION_COST / 2);
    const S = resolving({ factions: ['rom', 'car'], government: { rom: 'theocracy', car: 'empire' }, realm: { rom: { gold: half } } }, { etruria: 'influence' });
    expect(ok(S, 'etruria', { kind: 'influence', use: 'religion', target: 'samnium' })).toBe(true);
    resolve(S, '0', 'etruria', { kind: 'influence', use: 'religion', target: 'samnium' }, []);
    expect(S.realms.rom!.gold).toBe(0);
    const empire = resolving({ factions: ['rom', 'car'], government: { rom: 'empire', car: 'theocracy' }, realm: { rom: { gold: half } } }, { etruria: 'influence' });
    expect(ok(empire, 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' })).toBe(false);
  });

  test('BARB-GOV-1, BARB-D-COSTS: a Theocracy pays 3 gold for a cube (half of 5, rounded up)', () => {
    expect(religionPrice('theocracy', 'rom')).toBe(3);
    expect(religionPrice('empire', 'rom')).toBe(5);
    expect(religionPrice(null, 'rom')).toBe(5);
    const S = resolving({ factions: ['rom', 'car'], government: { rom: 'theocracy', car: 'empire' }, realm: { rom: { gold: 5 } } }, { etruria: 'influence' });
    resolve(S, '0', 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' }, []);
    expect(S.realms.rom!.gold).toBe(2);
    const poor = resolving({ factions: ['rom', 'car'], government: { rom: 'theocracy', car: 'empire' }, realm: { rom: { gold: 2 } } }, { etruria: 'influence' });
    expect(ok(poor, 'etruria', { kind: 'influence', use: 'religion', target: 'etruria' })).toBe(false);
  });
});

describe('BARB-ACTION-*: the action phase', () => {
  test('BARB-ACTION-1, -2: the most influential picks who resolves; that player’s blanks leave the board', () => {
    const S = position({ factions: ['rom', 'car', 'mac'], realm: { car: { influence: 9 } } });
    S.tokens = { latium: '0', etruria: '0', carthago: '1', macedonia: '2' };
    S.players['0'].orders = { latium: 'economy', etruria: 'none' };
    S.players['1'].orders = { carthago: 'none' };
    S.players['2'].orders = { macedonia: 'economy' };
    const m = match(S);
    play(m, ['0', 'ready'], ['1', 'ready'], ['2', 'ready']);
    expect(G(m).step).toEqual({ kind: 'chooseResolver', chooser: '1', remaining: ['0', '1', '2'] });
    play(m, ['1', 'chooseResolver', '0']);
    expect(G(m).tokens).toEqual({ latium: '0', carthago: '1', macedonia: '2' });
    expect(G(m).step).toMatchObject({ kind: 'resolve', player: '0' });
    play(m, ['0', 'resolveOrder', 'latium', { kind: 'pass' }]);
    expect(G(m).realms.rom!.gold).toBe(5); // BARB-ACTION-3: left unused
    // Only blanks left for the Carthaginians: the chooser names them, they have nothing to do.
    play(m, ['1', 'chooseResolver', '1']);
    expect(G(m).step).toMatchObject({ kind: 'resolve', player: '2' });
  });

  test('BARB-D-LOST-ORDER: an order on a territory lost before it is resolved can only be left unused', () => {
    const S = resolving({ factions: ['rom', 'car'], owner: { etruria: 'car' } }, { etruria: 'economy' });
    expect(choices(S, '0', 'etruria')).toEqual([{ kind: 'pass' }]);
    expect(ok(S, 'etruria', { kind: 'economy' })).toBe(false);
  });
});

describe('BARB-HIDDEN-1: training stays private', () => {
  test('the cards a Train order draws are not in the log others receive', () => {
    const S = resolving({ factions: ['rom', 'car'] }, { etruria: 'train' });
    const m = match(S);
    play(m, ['0', 'resolveOrder', 'etruria', { kind: 'train', cards: ['sabotage'] }]);
    const entry = m.state.deltalog?.find((e) => e.action.payload.type === 'resolveOrder');
    expect(entry?.redact).toBe(true);
    const [seen] = logForViewer([entry!], '1');
    expect(JSON.stringify(seen.metadata)).not.toContain('sabotage');
    expect(JSON.stringify(logForViewer([entry!], null)[0].metadata)).not.toContain('sabotage');
    // The holder's own log names the card.
    expect(JSON.stringify(logForViewer([entry!], '0')[0].metadata)).toContain('"sabotage":1');
  });
});
