/** What the board marks as touched by the last move (client/boards/pax-pamir/last-move.ts), from its log events. */
import { describe, expect, test } from 'vitest';
import { lastMoveTouched } from '../../client/boards/pax-pamir/last-move';
import type { LogEvent } from '../../games/log-events';
import { HeadlessMatch } from '../../games/headless';
import { game } from '../../games/pax-pamir/game';
import { matchFrom, position } from './position';

interface Expected {
  cards?: number[];
  regions?: string[];
  borders?: string[];
  seats?: string[];
}

const entry = (...events: LogEvent[]) => ({ metadata: { events } });
const sorted = (set: Set<unknown>) => [...set].sort();

describe('lastMoveTouched', () => {
  test('no log, or no move with events: nothing', () => {
    const none = lastMoveTouched(undefined);
    expect([none.cards.size, none.regions.size, none.borders.size, none.market.size, none.seats.size]).toEqual([0, 0, 0, 0, 0]);
    expect(lastMoveTouched([{ metadata: undefined }]).seats.size).toBe(0);
  });

  test('only the last entry with events counts', () => {
    const log = [
      entry({ kind: 'card-played', rule: 'PAMIR-PLAY-2', player: '0', card: 5, side: 'left', bribe: 0, to: null }),
      entry({ kind: 'card-bought', rule: 'PAMIR-BUY-1', player: '1', card: 20, row: 1, col: 3, cost: 3, rupees: 0 }),
      { metadata: undefined },
    ];
    const touched = lastMoveTouched(log);
    expect(sorted(touched.cards)).toEqual([20]);
    expect(sorted(touched.market)).toEqual(['1,3']);
    expect(sorted(touched.seats)).toEqual(['1']);
  });

  test.each([
    ['an army built in a region', { kind: 'block-built', piece: 'army', region: 'kabul', border: null }, { regions: ['kabul'] }],
    ['a road built on a border', { kind: 'block-built', piece: 'road', region: null, border: 'herat-kabul' }, { borders: ['herat-kabul'] }],
    ['an army moved between regions', { kind: 'piece-moved', piece: 'army', from: 'herat', to: 'persia' }, { regions: ['herat', 'persia'] }],
    ['a spy moved between cards', { kind: 'piece-moved', piece: 'spy', from: '12', to: '30' }, { cards: [12, 30] }],
    ['a battle on a card', { kind: 'action-taken', action: 'battle', card: 7, target: '41' }, { cards: [41, 7] }],
    ['a battle in a region', { kind: 'action-taken', action: 'battle', card: 7, target: 'punjab' }, { cards: [7], regions: ['punjab'] }],
    ['a spy placed by an impact', { kind: 'piece-placed', piece: 'spy', card: 1, region: 'kabul', to: '9' }, { cards: [1, 9] }],
    ['a road placed by an impact', { kind: 'piece-placed', piece: 'road', card: 2, region: 'kabul', to: 'kabul-punjab' }, { cards: [2], borders: ['kabul-punjab'] }],
    ['a tax on a player (a seat, not card 1)', { kind: 'tax-collected', from: 'player', target: '1' }, { seats: ['0', '1'] }],
    ['a rebuke', { kind: 'event-chosen', event: 'rebuke', option: 'herat' }, { regions: ['herat'] }],
    ['a bribe offered (the ruler is a seat)', { kind: 'bribe-offered', card: 3, to: '2', offer: 0, full: 1, action: null }, { cards: [3], seats: ['0', '2'] }],
  ] as [string, Record<string, unknown>, Expected][])('%s', (_name, facts, expected) => {
    const touched = lastMoveTouched([entry({ rule: 'PAMIR-ACTION-1', player: '0', ...facts } as LogEvent)]);
    expect(sorted(touched.cards)).toEqual([...(expected.cards ?? [])].sort());
    expect(sorted(touched.regions)).toEqual(expected.regions ?? []);
    expect(sorted(touched.borders)).toEqual(expected.borders ?? []);
    expect(sorted(touched.seats)).toEqual(expected.seats ?? ['0']);
  });

  test('a refill marks each position it filled', () => {
    const touched = lastMoveTouched([entry({ kind: 'market-refilled', rule: 'PAMIR-CLEANUP-4', cards: [{ row: 0, col: 4, card: 30 }, { row: 1, col: 5, card: 31 }] })]);
    expect(sorted(touched.market)).toEqual(['0,4', '1,5']);
  });

  test('from a real move: buying marks the market position, the card and the buyer', () => {
    const match = matchFrom(position({ players: { 0: { rupees: 5 } }, market: [[20, 21, 22], [23]], deck: [30] }));
    match.move('0', 'buy', [0, 1]);
    const touched = lastMoveTouched(match.state.deltalog);
    expect(sorted(touched.market)).toEqual(['0,1']);
    expect(sorted(touched.cards)).toEqual([21]);
    expect(sorted(touched.seats)).toEqual(['0']);
  });

  test('from a real game start: the loyalty chosen marks the seat', () => {
    const match = new HeadlessMatch(game, { numPlayers: 2, seed: 'last-move' });
    const chooser = match.ctx.currentPlayer;
    match.move(chooser, 'chooseLoyalty', ['russian']);
    expect(sorted(lastMoveTouched(match.state.deltalog).seats)).toEqual([chooser]);
  });
});
