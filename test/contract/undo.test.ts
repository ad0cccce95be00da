/**
 * No game keeps boardgame.io's undo stack: clients may not undo (the server refuses it), and a stack kept
 * anyway would be stored and sent with every state (kilobytes a move).
 */
import { describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { playRandomGame } from '../../games/headless';

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  test('disables undo, and no state of a random game carries an undo or redo stack', async () => {
    expect(entry.game.disableUndo).toBe(true);
    let checked = 0;
    await playRandomGame(entry.game, {
      numPlayers: Math.max(2, entry.game.minPlayers),
      seed: 'undo',
      maxMoves: 60,
      afterMove: (match) => {
        expect(match.state._undo ?? []).toEqual([]);
        expect(match.state._redo ?? []).toEqual([]);
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(10);
  });
});
