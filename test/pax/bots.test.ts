/** The bots: enumerate covers every decision; random and MCTS bots finish games, solo campaigns included. */
import { describe, expect, test } from 'vitest';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { playWithBots } from '../../games/headless';
import { pax } from '../../games/pax';
import { enumerate } from '../../games/pax/ai';
import type { PaxState } from '../../games/pax/rules/types';
import { matchAt, position, quietRefusals } from './helpers';

quietRefusals();
const { game } = pax;

describe('enumerate covers every decision', () => {
  test('PAX-TURN-1: start of a turn: draw or the alternative turn; nothing for the others', () => {
    const m = matchAt(position({ players: 3 }));
    expect(enumerate(m.state.G as PaxState, m.ctx, '0')).toEqual([
      { move: 'draw', args: [] },
      { move: 'lookAtRome', args: [] },
    ]);
    expect(enumerate(m.state.G as PaxState, m.ctx, '1')).toEqual([]);
  });

  test('PAX-DRAW-2: every drawn card to every allowed destination', () => {
    const m = matchAt(position({ players: 3, areas: { '0': 'R2 R1' }, deck: 6 }));
    expect(m.move('0', 'draw', []).ok).toBe(true);
    const actions = enumerate(m.state.G as PaxState, m.ctx, '0');
    // Two cards seen at once (Religion), each under the deck or under one of 4 legions; the hand waits for the
    // third card (PAX-POWER-3).
    expect(actions.length).toBe(2 * 5);
    const start = m.state;
    for (const action of actions) {
      m.state = start;
      expect(m.move('0', action.move, action.args).ok, JSON.stringify(action)).toBe(true);
    }
  });

  test('PAX-BUY-1 / PAX-PLAY-1 / PAX-NOC-4: buying, playing, ending; giving to Rome', () => {
    const m = matchAt(position({ expansion: true, areas: { '0': 'D2 D2' }, hands: { '0': 'S1 F1' }, legions: ['W1$1', '', ''], turn: { step: 'act' } }));
    const actions = enumerate(m.state.G as PaxState, m.ctx, '0');
    expect(actions.map((a) => a.move).sort()).toEqual(['buy', 'endTurn', 'play']); // the Fleet needs Land or Intrigue
    expect(m.move('0', 'endTurn', []).ok).toBe(true);
    expect(enumerate(m.state.G as PaxState, m.ctx, '0').map((a) => a.move)).toEqual(['giveToRome', 'giveToRome']);
  });
});

describe('bots finish games', () => {
  test.each([
    [1, { soloLevel: 1 }],
    [1, { soloLevel: 5, expansion: true }],
    [2, {}],
    [5, { expansion: true }],
  ])('%i players %j: MCTS in the first seat and random bots play a full game', async (numPlayers, setupData) => {
    const mcts = new MCTSBot({ game, enumerate: game.ai!.enumerate, seed: `mcts-${numPlayers}`, iterations: 4, playoutDepth: 8 });
    const random = new RandomBot({ enumerate: game.ai!.enumerate, seed: `random-${numPlayers}` });
    const result = await playWithBots(game, (playerID) => (playerID === '0' ? mcts : random), {
      numPlayers,
      setupData: setupData as never,
      seed: `bots-${numPlayers}`,
      maxMoves: pax.moveBudget,
    });
    expect(result.finished).toBe(true);
  });
});
