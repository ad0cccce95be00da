/**
 * Information-set MCTS (games/bots/ismcts.ts) on a toy game whose best moves are known: players in turn
 * add 1 or 2 to a total, and whoever reaches exactly 10 wins (the totals 1, 4 and 7 lose for the player to
 * move). Each player also holds a hidden card that does not matter, so every iteration determinizes.
 */
import { expect, test } from 'vitest';
import type { Ctx, State } from 'boardgame.io';
import { search, searchMove } from '../../games/bots/ismcts';
import type { BotKit, FastRules } from '../../games/bots/kit';
import { seededRng } from '../../games/bots/random';

interface Race {
  total: number;
  turn: string;
  winner: string | null;
  cards: Record<string, number | null>;
}

let determinized = 0;
const fast: FastRules<Race> = {
  fromState: (state: State) => structuredClone(state.G as Race),
  clone: (s) => structuredClone(s),
  toMove: (s) => (s.winner === null ? s.turn : null),
  enumerate: (s) => [1, 2].filter((n) => s.total + n <= 10).map((n) => ({ move: 'add', args: [n] })),
  play(s, playerID, move, [n]) {
    if (move !== 'add' || playerID !== s.turn || (n !== 1 && n !== 2) || s.total + n > 10) return false;
    s.total += n;
    if (s.total === 10) s.winner = playerID;
    s.turn = playerID === '0' ? '1' : '0';
    return true;
  },
  gameover: (s) => (s.winner === null ? undefined : { winner: s.winner }),
  G: (s) => s,
  random: () => ({ seed: 'toy' }),
};
const kit: BotKit<Race, Race> = {
  fast,
  determinize(view, _ctx, playerID, rng) {
    determinized++;
    const cards = { ...view.cards };
    for (const seat in cards) if (seat !== playerID) cards[seat] = Math.floor(rng() * 5);
    return { ...view, cards };
  },
  outcome: (G) => ({ winners: G.winner === null ? [] : [G.winner] }),
  estimate: () => ({ '0': 0.5, '1': 0.5 }),
};

const ctx = { numPlayers: 2, currentPlayer: '0', playOrder: ['0', '1'] } as Ctx;
const viewAt = (total: number): Race => ({ total, turn: '0', winner: null, cards: { '0': 3, '1': null } });

test.each([
  [5, 2],
  [6, 1],
  [8, 2],
  [9, 1],
  [3, 1],
])('at a total of %i it adds %i (the move that wins)', (total, best) => {
  const view = viewAt(total);
  const moves = fast.enumerate(view, '0');
  const choice = searchMove(kit, view, ctx, '0', moves, seededRng(`race-${total}`), { iterations: 300 });
  expect(choice).toEqual({ move: 'add', args: [best] });
});

test('every iteration searches a determinization of the view, never the view itself', () => {
  determinized = 0;
  const view = viewAt(5);
  searchMove(kit, view, ctx, '0', fast.enumerate(view, '0'), seededRng('count'), { iterations: 50 });
  expect(determinized).toBe(50);
  expect(view.cards['1']).toBeNull();
});

test('the same seed gives the same choice; a single legal move is played without searching', () => {
  const view = viewAt(4);
  const moves = fast.enumerate(view, '0');
  const a = searchMove(kit, view, ctx, '0', moves, seededRng('same'), { iterations: 40 });
  const b = searchMove(kit, view, ctx, '0', moves, seededRng('same'), { iterations: 40 });
  expect(a).toEqual(b);
  determinized = 0;
  expect(searchMove(kit, viewAt(9), ctx, '0', [{ move: 'add', args: [1] }], seededRng('one'))).toEqual({ move: 'add', args: [1] });
  expect(determinized).toBe(0);
});

test('a time budget ends the search (with no iteration count, only the clock stops it)', () => {
  const view = viewAt(5);
  expect(searchMove(kit, view, ctx, '0', fast.enumerate(view, '0'), seededRng('time'), { timeMs: 30 })).toEqual({ move: 'add', args: [2] });
});

test('a search says how many iterations it made: its budget, as many as the clock allowed, none with one move', () => {
  const view = viewAt(5);
  const moves = fast.enumerate(view, '0');
  expect(search(kit, view, ctx, '0', moves, seededRng('n'), { iterations: 37 }).iterations).toBe(37);
  determinized = 0;
  const timed = search(kit, view, ctx, '0', moves, seededRng('n'), { timeMs: 20 });
  expect(timed.iterations).toBe(determinized);
  expect(timed.iterations).toBeGreaterThan(1);
  expect(search(kit, view, ctx, '0', [moves[0]], seededRng('n'), { iterations: 37 })).toEqual({ choice: moves[0], iterations: 0 });
});

test('BOT-ISMCTS-2: a game\'s playout policy chooses the playouts\' moves and which new move the tree tries first', () => {
  const view = viewAt(5);
  const moves = fast.enumerate(view, '0');
  let asked = 0;
  const pick = (which: 'first' | 'last'): BotKit<Race, Race> => ({
    ...kit,
    playoutMove(offered) {
      asked++;
      expect(offered.length).toBeGreaterThan(0);
      return which === 'first' ? offered[0] : offered[offered.length - 1];
    },
  });
  // one iteration expands one root move, the policy's, and that is the only move visited
  expect(searchMove(pick('first'), view, ctx, '0', moves, seededRng('policy'), { iterations: 1 })).toEqual({ move: 'add', args: [1] });
  expect(searchMove(pick('last'), view, ctx, '0', moves, seededRng('policy'), { iterations: 1 })).toEqual({ move: 'add', args: [2] });
  asked = 0;
  searchMove(pick('first'), view, ctx, '0', moves, seededRng('policy'), { iterations: 30 });
  // each iteration asks at least once (its expansion or its playout's moves)
  expect(asked).toBeGreaterThanOrEqual(30);
});
