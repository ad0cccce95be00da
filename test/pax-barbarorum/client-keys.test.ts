/**
 * What clients send (move arguments, the player id a move runs for) is only ever looked up as an own key of
 * the game's data: inherited names (`__proto__`, `toString`...) are no seat, faction or field, and
 * objects with unknown or inherited fields are refused (BARB-DIPLO-3/4, BARB-ORDER-7, BARB-WEALTH-3, BARB-ACTION-3).
 */
import { describe, expect, test } from 'vitest';
import { TRADE_COST, type OrderKind } from '../../games/pax-barbarorum/data/constants';
import type { ProvinceId } from '../../games/pax-barbarorum/data/map';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { factionOf } from '../../games/pax-barbarorum/rules/state';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import {
  everyMoveRefusesHostileInput,
  INHERITED_NAMES,
  moveProblem,
  quietRefusals,
  refereed,
  sightings,
  UNKNOWN_FIELD,
  withOwnKey,
  type Sighting,
} from '../support/client-keys';
import { G, match, play, position, type Setup } from './position';

quietRefusals();

const two: Setup = { factions: ['rom', 'car'] };
const ADDED_KEYS = [...INHERITED_NAMES, UNKNOWN_FIELD];

/** Whether the move is accepted at the match's state (which stays as it was). */
function accepted(m: HeadlessMatch, playerID: string, move: string, args: unknown[]): boolean {
  const before = m.state;
  const ok = m.move(playerID, move, args).ok;
  m.state = before;
  return ok;
}

/** A position where seat 0 (the Romans) resolves the given orders. */
function resolving(setup: Setup, orders: Partial<Record<ProvinceId, OrderKind>>): PaxState {
  const S = position({ ...setup, phase: 'action', step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' } });
  for (const [p, kind] of Object.entries(orders)) {
    S.tokens[p as ProvinceId] = '0';
    S.players['0'].orders[p as ProvinceId] = kind;
  }
  return S;
}

describe('seats are own keys', () => {
  test.each(INHERITED_NAMES)('"%s" leads no faction', (name) => {
    expect(factionOf(position(two), name)).toBeNull();
  });
});

describe('BARB-DIPLO-4: gifts', () => {
  const gift = { gold: 1, tactics: 0, spy: 0, sabotage: 0, march: 0 };

  test.each(INHERITED_NAMES)('a gift to "%s" is refused without throwing', (to) => {
    const m = refereed(match(position(two)));
    expect(accepted(m, '0', 'give', ['1', gift])).toBe(true);
    expect(moveProblem(m, '0', 'give', [to, gift])).toBeUndefined();
  });

  test.each(ADDED_KEYS)('a gift with an own "%s" field is refused', (key) => {
    const m = refereed(match(position(two)));
    expect(moveProblem(m, '0', 'give', ['1', withOwnKey(gift, key)])).toBeUndefined();
  });
});

describe('BARB-DIPLO-3: treaties', () => {
  test.each(INHERITED_NAMES)('a treaty proposed to "%s" is refused', (to) => {
    const m = refereed(match(position(two)));
    expect(accepted(m, '0', 'proposeTreaty', ['1', 'alliance'])).toBe(true);
    expect(moveProblem(m, '0', 'proposeTreaty', [to, 'alliance'])).toBeUndefined();
    expect(moveProblem(m, '1', 'acceptTreaty', [to, 'alliance'])).toBeUndefined();
  });
});

describe('BARB-ORDER-7: a purge or an embargo names a player faction in play', () => {
  const influence: Setup = {
    factions: ['rom', 'car'],
    religion: { latium: { rom: 3 }, campania: { car: 1 } },
    trade: { latium: { rom: 1 }, massalia: { rom: 2, car: 1 } },
    realm: { rom: { gold: TRADE_COST } },
  };
  const purge = { kind: 'influence', use: 'purge', target: 'campania', victim: 'car' };
  const embargo = { kind: 'influence', use: 'embargo', target: 'massalia', victim: 'car' };

  test.each(INHERITED_NAMES.flatMap((victim) => [[purge, 'campania', victim] as const, [embargo, 'latium', victim] as const]))(
    '%o from %s against "%s" is refused',
    (choice, p, victim) => {
      const m = refereed(match(resolving(influence, { [p]: 'influence' })));
      expect(accepted(m, '0', 'resolveOrder', [p, choice])).toBe(true);
      expect(moveProblem(m, '0', 'resolveOrder', [p, { ...choice, victim }])).toBeUndefined();
    },
  );
});

describe('BARB-ORDER-3..7, BARB-ACTION-3: a choice with an unknown or inherited field is refused', () => {
  const rows: [OrderKind, ProvinceId, Record<string, unknown>, Setup?][] = [
    ['recruit', 'latium', { kind: 'recruit', units: ['s', 'a'] }],
    ['train', 'latium', { kind: 'train', cards: ['tactics', 'spy'] }],
    ['economy', 'etruria', { kind: 'economy' }],
    ['move', 'latium', { kind: 'move', to: 'etruria', s: 1, a: 0, c: 0 }],
    ['move', 'latium', { kind: 'pass' }],
    ['influence', 'campania', { kind: 'influence', use: 'purge', target: 'campania', victim: 'car' }, { factions: ['rom', 'car'], religion: { campania: { car: 1 } } }],
    ['influence', 'latium', { kind: 'influence', use: 'religion', target: 'latium' }],
  ];
  test.each(rows.flatMap(([order, p, choice, setup]) => ADDED_KEYS.map((key) => [order, p, choice, key, setup ?? two] as const)))(
    '%s order in %s, %o with an own "%s" field',
    (order, p, choice, key, setup) => {
      const m = refereed(match(resolving(setup, { [p]: order })));
      expect(accepted(m, '0', 'resolveOrder', [p, choice])).toBe(true);
      expect(moveProblem(m, '0', 'resolveOrder', [p, withOwnKey(choice, key)])).toBeUndefined();
    },
  );
});

describe('BARB-WEALTH-3: demobilising', () => {
  test.each(ADDED_KEYS)('an entry with an own "%s" field is refused', (key) => {
    const m = refereed(match(position({ ...two, phase: 'wealth', step: { kind: 'demobilise', waiting: ['0', '1'] } })));
    const entry = { province: 'carthago', s: 1, a: 0, c: 0 };
    expect(accepted(m, '1', 'demobilise', [[entry]])).toBe(true);
    expect(moveProblem(m, '1', 'demobilise', [[withOwnKey(entry, key)]])).toBeUndefined();
  });
});

/** Positions from seeded games where each move is legal; those random games rarely reach are built by hand. */
function everyMove(): Map<string, Sighting[]> {
  const seen = new Map<string, Sighting[]>();
  const add = (found: Map<string, Sighting[]>) => {
    for (const [move, list] of found) seen.set(move, [...(seen.get(move) ?? []), ...list]);
  };
  for (const [numPlayers, seed] of [[3, 1], [5, 2], [2, 3]] as const) {
    add(sightings(new HeadlessMatch(paxBarbarorum.game, { numPlayers, seed: `client-keys-${seed}` }), { moves: 500, seed }));
  }
  add(sightings(new HeadlessMatch(paxBarbarorum.game, { numPlayers: 2, setupData: { government: true }, seed: 'client-keys-government' }), { moves: 6 }));
  // BARB-NEUTRAL-8: asking a Friendly neutral to attack needs standing, gold and a war, which random games reach late.
  add(sightings(match(position({ factions: ['rom', 'arv'], ladder: { aed: { rom: 1 } }, realm: { rom: { gold: 20 } }, wars: [['rom', 'arv']] })), { moves: 1 }));
  // BARB-BATTLE-4: both sides commit cards; BARB-BATTLE-6: the defender of an even battle may retreat.
  const battle = match(position({ factions: ['rom', 'car'], wars: [['rom', 'car']], armies: { lilybaeum: 'car 5s, rom 5s' } }));
  play(battle, ['0', 'ready'], ['1', 'ready']);
  expect(G(battle).step).toEqual({ kind: 'tactics', waiting: ['0', '1'] });
  add(sightings(match(G(battle)), { moves: 1 }));
  play(battle, ['0', 'commitTactics', 0], ['1', 'commitTactics', 0]);
  expect(G(battle).step).toEqual({ kind: 'retreat', player: '1' });
  add(sightings(battle, { moves: 1 }));
  return seen;
}

describe('every move, at positions where it is legal', () => {
  const seen = everyMove();
  const referee = refereed(match(position(two)));
  everyMoveRefusesHostileInput(paxBarbarorum.moveArgs, seen, referee, 'inherited names, inherited keys and unknown fields, and inherited player ids');


});
