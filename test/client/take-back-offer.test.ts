/** The take-back button is offered only when the seat's last move of the turn may be taken back. */
import type { Game, LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { lastMoveMayBeTakenBack } from '../../client/take-back';

const noop = () => {};
const game: Game = {
  moves: { place: { move: noop, undoable: true }, draw: { move: noop, undoable: false }, plain: noop },
  turn: { stages: { answer: { moves: { answer: { move: noop, undoable: true } } } } },
};

const move = (playerID: string, type: string, turn = 3): LogEntry =>
  ({ action: { type: 'MAKE_MOVE', payload: { type, args: [], playerID } }, turn, phase: '', _stateID: 0 }) as LogEntry;
const takeBack = (playerID: string, turn = 3): LogEntry =>
  ({ action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID } }, turn, phase: '', _stateID: 0 }) as LogEntry;
const ctx = { turn: 3, phase: '', activePlayers: null };

describe('lastMoveMayBeTakenBack', () => {
  test.each<[string, LogEntry[], boolean]>([
    ['my last move may be taken back', [move('0', 'place')], true],
    ['my last move revealed something', [move('0', 'place'), move('0', 'draw')], false],
    ['a move without config says nothing: not offered', [move('0', 'plain')], false],
    ["the last move is another seat's", [move('0', 'place'), move('1', 'place')], false],
    ['nothing yet this turn', [move('0', 'place', 2)], false],
    ['after a take-back, the move before it', [move('0', 'place'), move('0', 'place'), takeBack('0')], true],
    ['after a take-back, nothing before it this turn', [move('0', 'place', 2), move('0', 'place'), takeBack('0')], false],
    ['two take-backs cancel two moves', [move('0', 'draw'), move('0', 'place'), move('0', 'place'), takeBack('0'), takeBack('0')], false],
    ['a move made in a stage that has ended', [move('0', 'answer')], true],
  ])('%s', (_case, log, offered) => {
    expect(lastMoveMayBeTakenBack(game, log, ctx, '0')).toBe(offered);
  });
});
