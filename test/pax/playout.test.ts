import { describe, expect, test } from 'vitest';
import { game } from '../../games/pax/game';
import { pax } from '../../games/pax';
import { playRandomGame } from '../../games/headless';
import type { PaxState } from '../../games/pax/rules/types';
import type { FinalResult } from '../../games/pax/rules/scoring';

const SETUPS: [number, Record<string, unknown>][] = [
  [1, { soloLevel: 1 }],
  [1, { soloLevel: 5 }],
  [1, { soloLevel: 3, expansion: true }],
  [2, {}],
  [3, { expansion: true }],
  [4, {}],
  [4, { expansion: true }],
  [5, { expansion: true }],
  [6, { expansion: true }],
  [7, { expansion: true }],
  [8, { expansion: true }],
];

describe('random full games', () => {
  test.each(SETUPS)('PAX-END-1: %i players %j: random games end, every card stays accounted for', async (numPlayers, setupData) => {
    for (let i = 0; i < 3; i++) {
      let total: number | undefined;
      const result = await playRandomGame(game, {
        numPlayers,
        setupData: setupData as never,
        seed: `playout-${i}`,
        maxMoves: pax.moveBudget,
        afterMove(match) {
          const G = match.state.G as PaxState;
          const cards = [...G.secret.deck, ...G.secret.romeHidden, ...G.rome, ...G.legions.flat()];
          for (const id in G.players) cards.push(...G.players[id].hand, ...G.players[id].drawn, ...G.areas[id]);
          total ??= cards.length;
          expect(cards.length).toBe(total);
          expect(new Set(cards).size).toBe(total);
          for (const id in G.players) expect(G.players[id].coins).toBeGreaterThanOrEqual(0);
        },
      });
      expect(result.finished).toBe(true);
      const over = result.gameover as FinalResult;
      expect(Array.isArray(over.winners)).toBe(true);
      if (numPlayers === 1) expect(over.solo).toBeDefined();
      else expect(Object.keys(over.scores).length).toBe(numPlayers);
    }
  });
});
