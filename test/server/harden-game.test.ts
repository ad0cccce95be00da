/** The server runs every game hardened: a throwing move is refused, player counts are checked. */
import { expect, test, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { hardenGame } from '../../server/guards/harden-game';

const fragile: Game<{ n: number }> = {
  name: 'fragile',
  minPlayers: 2,
  maxPlayers: 3,
  setup: () => ({ n: 0 }),
  moves: {
    bump: ({ G }, by: number) => {
      G.n += 1;
      if (by < 0) throw new Error('no rule foresaw this');
      G.n += by;
    },
    long: { move: () => { throw new Error('long form'); }, redact: true },
  },
  phases: { main: { moves: { inPhase: () => { throw new Error('phase'); } } } },
  turn: { stages: { side: { moves: { inStage: () => { throw new Error('stage'); } } } } },
};

test('a move that throws is refused as INVALID_MOVE and leaves the state as it was', () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const match = new HeadlessMatch(hardenGame(fragile), { numPlayers: 2, seed: 's' });
  const before = JSON.stringify(match.state);
  for (const [move, args] of [['bump', [-1]], ['long', []]] as const) {
    const result = match.move('0', move, [...args]);
    expect(result, move).toEqual({ ok: false, refusal: expect.objectContaining({ type: 'action/invalid_move' }) });
  }
  expect(JSON.stringify(match.state)).toBe(before);
  expect(match.move('0', 'bump', [2]).ok).toBe(true);
  expect((match.state.G as { n: number }).n).toBe(3);
  expect(quiet).toHaveBeenCalled();
  quiet.mockRestore();
  // Unhardened, the throw escapes the game: the engine still contains it, but as a throw, not a refusal
  // the game made (the server logs these as faults; hardening turns them into INVALID_MOVE).
  const bare = new HeadlessMatch(fragile, { numPlayers: 2, seed: 's' });
  const bareBefore = JSON.stringify(bare.state);
  const thrown = bare.move('0', 'bump', [-1]);
  expect(thrown).toEqual({ ok: false, refusal: { type: 'threw', error: expect.objectContaining({ message: 'no rule foresaw this' }) } });
  expect(JSON.stringify(bare.state)).toBe(bareBefore);
});

test('moves inside phases and stages are contained too', () => {
  const hardened = hardenGame(fragile);
  const inStage = hardened.turn!.stages!.side.moves!.inStage as (...args: unknown[]) => unknown;
  const inPhase = hardened.phases!.main.moves!.inPhase as (...args: unknown[]) => unknown;
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(inStage({})).toBe('INVALID_MOVE');
  expect(inPhase({})).toBe('INVALID_MOVE');
  quiet.mockRestore();
});

test('player counts outside the game\'s range are refused before the game\'s own check', () => {
  const hardened = hardenGame({ ...fragile, validateSetupData: (data) => (data ? 'no setup data' : undefined) });
  expect(hardened.validateSetupData!(undefined, 1)).toMatch(/2 to 3 players/);
  expect(hardened.validateSetupData!(undefined, 4)).toMatch(/2 to 3 players/);
  expect(hardened.validateSetupData!(undefined, 2.5)).toMatch(/2 to 3 players/);
  expect(hardened.validateSetupData!(undefined, 3)).toBeUndefined();
  expect(hardened.validateSetupData!({ x: 1 }, 3)).toBe('no setup data');
});
