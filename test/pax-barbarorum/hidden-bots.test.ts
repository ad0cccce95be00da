/** Hidden information (BARB-HIDDEN-1) and the bots (BARB-D-ENUMERATION): every decision enumerated, random and MCTS bots finish. */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { MCTSBot } from 'boardgame.io/ai';
import { playRandomGame, playWithBots } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { playerView } from '../../games/pax-barbarorum/view';
import { position } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const { game } = paxBarbarorum;

describe('BARB-HIDDEN-1: what each viewer receives', () => {
  const S = position({ factions: ['rom', 'car', 'mac'], hand: { rom: { tactics: 2, spy: 1 } } });
  S.tokens = { latium: '0', etruria: '0' };
  S.players['0'].orders = { latium: 'economy', etruria: 'none' };
  S.revealed = { etruria: 'none' };
  S.players['0'].commit = 1;

  test('others see token places but no kinds, card counts but no hands, “committed” but no number', () => {
    const seen = playerView({ G: S, ctx: {} as never, playerID: '1' });
    expect(seen.players['0']).toEqual({ orders: {}, hand: 3, commit: true });
    expect(seen.players['1']).toEqual(S.players['1']);
    expect(seen.tokens).toEqual(S.tokens);
    expect(seen.revealed).toEqual({ etruria: 'none' });
  });

  test('spectators see no private data', () => {
    const seen = playerView({ G: S, ctx: {} as never, playerID: null });
    for (const id of ['0', '1', '2']) expect(seen.players[id].orders).toEqual({});
    expect(JSON.stringify(seen)).not.toContain('economy');
  });

  test('the secrets list: hands, unrevealed orders, a commitment', () => {
    const labels = paxBarbarorum.secrets(S, {} as never, '1').map((s) => s.label);
    expect(labels).toEqual(['hand of player 0', 'order of player 0 in latium', 'commitment of player 0', 'hand of player 2']);
    expect(paxBarbarorum.secrets(S, {} as never, null)).toHaveLength(5);
    expect(paxBarbarorum.secrets(S, {} as never, '0').map((s) => s.label)).toEqual(['hand of player 1', 'hand of player 2']);
  });
});

describe('BARB-D-ENUMERATION: bots', () => {
  test('random games reach every kind of decision, and every active player always has a move', async () => {
    const kinds = new Set<string>();
    const every = ['chooseResolver', 'demobilise', 'diplomacy', 'faction', 'government', 'greekCall', 'orders', 'over', 'resolve', 'retreat', 'tactics'];
    // Some kinds (a retreat) are rare in random play: three games per player count, more until all are seen.
    for (let i = 0; i < 3 || (i < 8 && every.some((k) => !kinds.has(k))); i++) {
      for (const [numPlayers, government] of [
        [2, true],
        [3, false],
        [4, true],
        [5, false],
      ] as const) {
        const result = await playRandomGame(game, {
          numPlayers,
          setupData: { government },
          seed: `kinds-${numPlayers}-${i}`,
          maxMoves: paxBarbarorum.moveBudget,
          afterMove(match) {
            const S = match.state.G as PaxState;
            kinds.add(S.step.kind);
            if (!match.isOver) for (const id of match.activePlayers) expect(match.enumerate(id).length).toBeGreaterThan(0);
          },
        });
        expect(result.finished).toBe(true);
      }
    }
    expect([...kinds].sort()).toEqual(every.sort());
  }, 120_000);

  test.each([2, 3, 4, 5])('MCTS bots finish a game at %i players', async (numPlayers) => {
    const bot = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: `mcts-${numPlayers}`, iterations: 2, playoutDepth: 4 });
    const { finished } = await playWithBots(game, () => bot, { numPlayers, seed: `mcts-${numPlayers}`, maxMoves: paxBarbarorum.moveBudget });
    expect(finished).toBe(true);
  }, 120_000);
});
