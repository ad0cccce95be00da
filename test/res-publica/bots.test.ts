/** The bots: every decision enumerated, every enumerated move accepted; random and MCTS bots finish games. */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { MCTSBot } from 'boardgame.io/ai';
import { playRandomGame, playWithBots } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { enumerate } from '../../games/res-publica/ai';
import type { State } from '../../games/res-publica/rules/types';
import { G, match, play } from './position';
import { parseProposal } from '../../games/res-publica/rules/notation';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const { game } = resPublica;

describe('enumerate covers every decision', () => {
  test('proposals: small seeks, offers of held cards; plus laying and drawing', () => {
    const m = match({ hands: ['3 goths, 5 metal', '', ''] });
    const actions = enumerate(G(m), m.state.ctx, '0');
    expect(actions).toContainEqual({ move: 'propose', args: [parseProposal('seek 2 goths')] });
    expect(actions).toContainEqual({ move: 'propose', args: [parseProposal('offer 2 metal')] });
    expect(actions).not.toContainEqual({ move: 'propose', args: [parseProposal('offer 1 huns')] });
    expect(actions).toContainEqual({ move: 'lay', args: ['metal'] });
    expect(actions).toContainEqual({ move: 'draw', args: ['standard'] });
    expect(enumerate(G(m), m.state.ctx, '1')).toEqual([]);
  });

  test('answers, choice and delivery', () => {
    const m = match({ hands: ['2 goths, 1 metal', '1 vikings, 1 huns', ''] });
    play(m, ['0', 'propose', parseProposal('seek 1 people')]);
    const answers = enumerate(G(m), m.state.ctx, '1');
    expect(answers[0]).toEqual({ move: 'pass', args: [] });
    expect(answers.length).toBe(11);
    play(m, ['1', 'counter', { join: 'and', terms: [{ count: 1, type: 'metal' }] }]);
    expect(enumerate(G(m), m.state.ctx, '2')).toEqual([{ move: 'pass', args: [] }]);
    play(m, ['2', 'pass']);
    expect(enumerate(G(m), m.state.ctx, '0')).toEqual([
      { move: 'accept', args: ['1'] },
      { move: 'refuse', args: [] },
    ]);
    play(m, ['0', 'accept', '1']);
    expect(enumerate(G(m), m.state.ctx, '1')).toEqual([
      { move: 'deliver', args: [{ huns: 1 }] },
      { move: 'deliver', args: [{ vikings: 1 }] },
    ]);
  });
});

describe('random bots finish games', () => {
  test.each([2, 3, 4, 5])('%i players', async (numPlayers) => {
    for (let i = 0; i < 3; i++) {
      const result = await playRandomGame(game, { numPlayers, seed: `bots-${numPlayers}-${i}`, maxMoves: resPublica.moveBudget });
      expect(result.finished).toBe(true);
      expect((result.gameover as { winners: string[] }).winners.length).toBeGreaterThan(0);
    }
  });
});

describe('MCTS bots finish games', () => {
  test.each([3, 4, 5])('%i players', async (numPlayers) => {
    // Every seat is an MCTS bot, with a small search to keep the test short.
    const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: `mcts-${numPlayers}`, iterations: 3, playoutDepth: 6 });
    const { match: m, finished } = await playWithBots(game, () => bot, { numPlayers, seed: `mcts-${numPlayers}`, maxMoves: resPublica.moveBudget });
    expect(finished).toBe(true);
    expect(Object.keys((m.state.ctx.gameover as { scores: Record<string, unknown> }).scores)).toHaveLength(numPlayers);
    expect((m.state.G as State).lastTurn !== null || (m.state.G as State).drawless >= numPlayers).toBe(true);
  }, 120_000);
});
