// @vitest-environment happy-dom
/**
 * A replayed board that stops with an error: its notice and "Try again" stay pressable (only the board itself
 * is inert), and a board drawn again after the error shows. Res Publica's board, given a state it cannot
 * draw, then its real one.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { act } from 'react';
import type { Ctx } from 'boardgame.io';
import { ReadOnlyBoard } from '../../client/replay/ReadOnlyBoard';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import type { ReplayedState } from '../../client/replay/read-only-board';
import { mount, type Mounted } from './replay-mount';

let view: Mounted | undefined;
afterEach(() => view?.unmount());

const shown = (G: unknown): ReplayedState => ({
  G,
  ctx: { turn: 1, currentPlayer: '0', numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, phase: 'play', activePlayers: null } as unknown as Ctx,
  playerID: '0',
  log: [],
  matchID: 'm1',
  players: [
    { id: 0, name: 'Alice' },
    { id: 1, name: 'Bob' },
  ],
  step: 0,
});

test('the error notice of a replayed board is outside its inert part, and "Try again" can be pressed', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    view = await mount(<ReadOnlyBoard gameName="res-publica" title="Res Publica" shown={shown({})} />);
    await vi.waitFor(() => view!.byTestId('board-error'), { timeout: 5000 });
    const notice = view.byTestId('board-error');
    expect(notice.closest('[inert]')).toBeNull();
    const retry = notice.querySelector('button')!;
    expect(retry.closest('[inert]')).toBeNull();
    await act(async () => retry.click());
    // Pressed: the board is loaded and drawn again (and stops again on the same state).
    await vi.waitFor(() => view!.byTestId('board-error'), { timeout: 5000 });
  } finally {
    quiet.mockRestore();
  }
});

test('a board drawn in a replay is inert, the full state of every hand revealed included', async () => {
  const match = new HeadlessMatch(resPublica.game, { numPlayers: 2, seed: 'inert' });
  view = await mount(<ReadOnlyBoard gameName="res-publica" title="Res Publica" shown={{ ...shown(match.state.G), ctx: match.state.ctx }} />);
  await vi.waitFor(() => expect(view!.all('.game-board .rp-board, .game-board > *').length).toBeGreaterThan(0), { timeout: 5000 });
  expect(view.all('[data-testid="board-error"]')).toEqual([]);
  expect(view.container.querySelector('.game-board')!.hasAttribute('inert')).toBe(true);
});
