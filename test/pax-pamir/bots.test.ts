/** Bots: MCTS bots in every seat finish 2–5 player games with card actions, abilities and events in play. */
import { MCTSBot } from 'boardgame.io/ai';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const { game } = paxPamir;

describe('MCTS bots finish games', () => {
  test.each([2, 3, 4, 5])('%i players', async (numPlayers) => {
    const m = new HeadlessMatch(game, { numPlayers, seed: `mcts-${numPlayers}` });
    // a small search keeps the test short
    const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: `mcts-${numPlayers}`, iterations: 3, playoutDepth: 6 });
    const used = new Set<string>();
    let moves = 0;
    while (!m.isOver && moves < paxPamir.moveBudget) {
      const playerID = m.nextPlayer!;
      const { action } = await bot.play(m.state, playerID);
      const { type, args } = (action as { payload: { type: string; args: unknown[] } }).payload;
      expect(m.move(playerID, type, args)).toEqual({ ok: true });
      used.add(type === 'action' ? String(args[1]) : type);
      moves++;
    }
    expect(m.isOver).toBe(true);
    expect(used.has('choose')).toBe(true); // steps of card actions
  }, 120_000);
});
