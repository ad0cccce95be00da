/** What the board marks as touched by the last move (client/boards/res-publica/last-move.ts). */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import ResPublicaBoard from '../../client/boards/res-publica/Board';
import { lastMoveTouches } from '../../client/boards/res-publica/last-move';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { count, renderBoard } from '../support/render-board';
import { playedWithLog } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

describe('lastMoveTouches', () => {
  test('no log, or a log without a move: nothing', () => {
    expect(lastMoveTouches(undefined)).toEqual({ players: [], set: null, piles: false, proposal: false, answers: [] });
    expect(lastMoveTouches([])).toEqual({ players: [], set: null, piles: false, proposal: false, answers: [] });
  });

  test('RP-TRADE-2: a proposal', () => {
    const { log } = playedWithLog({ hands: ['4 vikings', '1 vikings', ''] }, ['0', 'propose', parseProposal('seek 1 vikings')]);
    expect(lastMoveTouches(log)).toEqual({ players: ['0'], set: null, piles: false, proposal: true, answers: [] });
  });

  test('RP-TRADE-3: only the last answer, not the proposal before it', () => {
    const { log } = playedWithLog(
      { hands: ['4 vikings', '1 vikings', ''] },
      ['0', 'propose', parseProposal('seek 1 vikings')],
      ['1', 'counter', parseBundle('1 metal')],
    );
    expect(lastMoveTouches(log)).toEqual({ players: ['1'], set: null, piles: false, proposal: false, answers: ['1'] });
  });

  test('RP-TRADE-6, RP-TRADE-9: accepting concerns both traders', () => {
    const { log } = playedWithLog(
      { hands: ['4 vikings, 1 metal', '1 vikings', ''] },
      ['0', 'propose', parseProposal('seek 1 vikings')],
      ['1', 'counter', parseBundle('1 metal')],
      ['2', 'pass'],
      ['0', 'accept', '1'],
    );
    expect(lastMoveTouches(log).players).toEqual(['0', '1']);
  });

  test('RP-LAY-2: the set laid, at its place among the player’s sets', () => {
    const { log } = playedWithLog({ hands: ['5 goths, 5 huns', '', ''] }, ['0', 'lay', 'goths'], ['0', 'lay', 'huns']);
    expect(lastMoveTouches(log).set).toEqual({ player: '0', index: 1 });
  });

  test('RP-DRAW-1: a draw touches the piles, though boardgame.io’s end of turn comes after it in the log', () => {
    const { log } = playedWithLog({ hands: ['', '', ''] }, ['0', 'draw', 'standard']);
    expect(log.at(-1)!.action.type).not.toBe('MAKE_MOVE');
    expect(lastMoveTouches(log)).toEqual({ players: ['0'], set: null, piles: true, proposal: false, answers: [] });
    const { log: empty } = playedWithLog({ hands: ['', '', ''], people: '' }, ['0', 'draw', 'standard']);
    expect(lastMoveTouches(empty).piles).toBe(false);
  });
});

describe('the board marks the last move', () => {
  test.each(['0', '2', null])('a set just laid, its player and a hint for screen readers (viewer %s)', (viewer) => {
    const { m, log } = playedWithLog({ hands: ['5 goths', '', ''] }, ['0', 'lay', 'goths']);
    const html = renderBoard(ResPublicaBoard, m, viewer, { log, language: 'fr' });
    expect(html).toContain('rp-set rp-people rp-touched');
    expect(html).toContain('rp-player rp-current rp-acting rp-touched');
    expect(count(html, 'rp-touched')).toBe(2);
    expect(count(html, '(modifié par le dernier coup)')).toBe(2);
    expect(count(renderBoard(ResPublicaBoard, m, viewer, { log: [] }), 'rp-touched')).toBe(0);
  });

  test('an answer in the trade panel', () => {
    const { m, log } = playedWithLog({ hands: ['4 vikings', '1 vikings', ''] }, ['0', 'propose', parseProposal('seek 1 vikings')], ['1', 'pass']);
    const html = renderBoard(ResPublicaBoard, m, '2', { log });
    expect(html).toMatch(/<li class="rp-touched">[^<]*passes<span class="visually-hidden"> \(changed by the last move\)<\/span><\/li>/);
  });
});
