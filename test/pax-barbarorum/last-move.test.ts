/** The board marks what the last move touched (client/boards/pax-barbarorum/last-move.ts), read from its log events. */
import type { LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { lastMoveTouches } from '../../client/boards/pax-barbarorum/last-move';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import { count, renderBoard } from '../support/render-board';
import { match, play, position } from './position';

const entry = (type: string, events?: object[]): Pick<LogEntry, 'action' | 'metadata'> =>
  ({ action: { type, payload: {} }, metadata: events ? { events } : undefined }) as never;

describe('lastMoveTouches', () => {
  test('no log, or no move yet: nothing', () => {
    expect(lastMoveTouches(undefined).provinces.size).toBe(0);
    expect(lastMoveTouches([entry('GAME_EVENT')]).factions.size).toBe(0);
  });

  test('every province and player faction the last move’s events name, single or listed; earlier moves, game events and hidden facts are ignored', () => {
    const log = [
      entry('MAKE_MOVE', [{ kind: 'moved', rule: 'BARB-MOVE-1', from: 'gallaecia', to: 'lusitania' }]),
      entry('MAKE_MOVE', [
        { kind: 'forced-march', rule: 'BARB-MOVE-2', from: 'latium', via: 'samnium', to: 'campania' },
        { kind: 'religion-placed', rule: 'BARB-ORDER-7', province: 'etruria', target: 'liguria' },
        { kind: 'blanks-turned-over', rule: 'BARB-ACTION-2', blanks: ['corsica'] },
        { kind: 'realm-divided', rule: 'BARB-STAB-4', lost: ['sardinia', 'not-a-province'] },
        { kind: 'war-declared', rule: 'BARB-DIPLO-2', faction: 'rom', target: 'car' },
        { kind: 'neutral-sides-with-victim', rule: 'BARB-NEUTRAL-7', neutral: 'ibe', faction: 'mac', victim: 'car' },
        { kind: 'gift', rule: 'BARB-DIPLO-4', from: 'rom', to: 'car', hidden: { seats: ['0'], facts: { province: 'gallaecia', faction: 'ger' } } },
      ]),
      entry('GAME_EVENT'),
    ];
    const touched = lastMoveTouches(log);
    expect([...touched.provinces].sort()).toEqual(['campania', 'corsica', 'etruria', 'latium', 'liguria', 'samnium', 'sardinia']);
    // Neutrals have no row on the board: only player factions count.
    expect([...touched.factions].sort()).toEqual(['car', 'mac', 'rom']);
  });
});

describe('the board', () => {
  test('the provinces of the last move are marked on the map, with a hint for screen readers, and named under it', () => {
    const m = match(position({ factions: ['rom', 'car'], phase: 'orders', step: { kind: 'orders', queue: ['0', '1'] } }));
    play(m, ['0', 'placeOrder', 'etruria', 'economy']);
    const html = renderBoard(PaxBarbarorumBoard, m, '1', { log: [...(m.state.deltalog ?? [])] as LogEntry[] });
    expect(count(html, 'class="pb-last-move"')).toBe(1);
    expect(html).toContain('Etruria — touched by the last move');
    expect(html).toContain('Last move: Etruria.');
    expect(count(html, 'pb-last-move-row')).toBe(1);
    expect(html).toContain('aria-label="touched by the last move"');
    const fr = renderBoard(PaxBarbarorumBoard, m, null, { language: 'fr', log: [] });
    expect(count(fr, 'pb-last-move')).toBe(0);
  });
});
