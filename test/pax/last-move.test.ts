/**
 * What the last move touched (client/boards/pax/last-move.ts), read from real moves' log events, and the
 * board marking it with a class and words for screen readers.
 */
import { describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import PaxBoard from '../../client/boards/pax/Board';
import { lastMoveTouches } from '../../client/boards/pax/last-move';
import type { HeadlessMatch } from '../../games/headless';
import { logForViewer } from '../../games/log-events';
import type { PaxState } from '../../games/pax/rules/types';
import { count, renderBoard } from '../support/render-board';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();

const state = (match: HeadlessMatch) => match.state.G as PaxState;
const log = (match: HeadlessMatch): LogEntry[] => match.state.deltalog ?? [];

describe('lastMoveTouches', () => {
  test('no move yet: nothing is marked', () => {
    expect(lastMoveTouches([])).toEqual({ players: [], legions: [], cards: [], rome: false });
    expect(lastMoveTouches(undefined)).toEqual({ players: [], legions: [], cards: [], rome: false });
  });

  test('PAX-BUY-1: a purchase marks its legion, its cards and the buyer; boardgame.io\'s own entries after it are skipped', () => {
    const match = matchAt(position({ legions: ['S1', 'W1 R1', 'L1'], turn: { step: 'act' } }));
    const group = state(match).legions[1];
    expect(match.move('0', 'buy', [1]).ok).toBe(true);
    const entries = [...log(match), { action: { type: 'GAME_EVENT', payload: { type: 'endTurn' } }, metadata: undefined } as unknown as LogEntry];
    expect(lastMoveTouches(entries)).toEqual({ players: ['0'], legions: [1], cards: group, rome: false });
  });

  test('PAX-DRAW-2: a card kept in hand marks only its player; the hidden card is never read', () => {
    const match = matchAt(position({ deck: 10 }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    expect(match.move('0', 'place', [state(match).players['0'].drawn[0], 'hand']).ok).toBe(true);
    expect(lastMoveTouches(log(match))).toEqual({ players: ['0'], legions: [], cards: [], rome: false });
    const card = state(match).players['0'].drawn[0];
    expect(match.move('0', 'place', [card, 'legion-2']).ok).toBe(true);
    expect(lastMoveTouches(log(match))).toEqual({ players: ['0'], legions: [2], cards: [card], rome: false });
  });

  test('PAX-ROUND-2/4/5: the end of a round marks Rome, the legion it took and refilled, and the players whose Primus changed', () => {
    const match = matchAt(position({ areas: { '1': 'I1' }, primus: '1', legions: ['S1$1', 'W1$2', 'R1$1'], deck: 5 }), '1');
    const taken = state(match).legions[1];
    expect(match.move('1', 'lookAtRome', []).ok).toBe(true);
    const touched = lastMoveTouches(log(match));
    expect(touched.rome).toBe(true);
    expect(touched.legions).toEqual([1]);
    expect(touched.cards).toEqual([...taken, state(match).legions[1][0]]);
    expect(touched.players.sort()).toEqual(['0', '1']);
  });
});

describe('the board marks the last move', () => {
  test('the bought legion and the buyer are marked, with a hint for screen readers, for every viewer', () => {
    const match = matchAt(position({ legions: ['S1', 'W1 R1', 'L1'], turn: { step: 'act' } }));
    const before = renderBoard(PaxBoard, match, '1', { log: [] });
    expect(count(before, 'px-last')).toBe(0);
    expect(match.move('0', 'buy', [1]).ok).toBe(true);
    for (const viewer of ['0', '1', null]) {
      const html = renderBoard(PaxBoard, match, viewer, { log: logForViewer(log(match), viewer) });
      expect(count(html, 'class="px-legion px-last"'), `viewer ${viewer}`).toBe(1);
      expect(count(html, 'px-player px-last') + count(html, 'px-player px-active px-last'), `viewer ${viewer}`).toBe(1);
      expect(html).toContain('(the last move)');
    }
    // The buyer sees the bought Wealth marked in their hand, twice: the hand panel and the hand to play from.
    expect(count(renderBoard(PaxBoard, match, '0', { log: log(match) }), 'px-card px-wealth px-last')).toBe(2);
    expect(count(renderBoard(PaxBoard, match, '1', { log: logForViewer(log(match), '1') }), 'px-card px-wealth px-last')).toBe(0);
    expect(renderBoard(PaxBoard, match, '1', { log: log(match), language: 'fr' })).toContain('(le dernier coup)');
  });

  test('PAX-TURN-3: looking at Rome marks Rome\'s panel', () => {
    const match = matchAt(position({ legions: ['S1', 'W1', 'R1'] }));
    expect(match.move('0', 'lookAtRome', []).ok).toBe(true);
    const html = renderBoard(PaxBoard, match, null, { log: logForViewer(log(match), null) });
    expect(count(html, 'px-panel px-rome px-last')).toBe(1);
  });
});
