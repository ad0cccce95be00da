/** Bots: MCTS bots in every seat finish 2–5 player games with card actions, abilities and events in play. */
import { MCTSBot } from 'boardgame.io/ai';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { playWithBots } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const { game } = paxPamir;

describe('MCTS bots finish games', () => {
  test.each([2, 3, 4, 5])('%i players', async (numPlayers) => {
    // a small search keeps the test short
    const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: `mcts-${numPlayers}`, iterations: 3, playoutDepth: 6 });
    const used = new Set<string>();
    const { finished } = await playWithBots(game, () => bot, {
      numPlayers,
      seed: `mcts-${numPlayers}`,
      maxMoves: paxPamir.moveBudget,
      afterMove: (_match, { move, args }) => void used.add(move === 'action' ? String(args?.[1]) : move),
    });
    expect(finished).toBe(true);
    expect(used.has('choose')).toBe(true); // steps of card actions
  }, 120_000);
});
