/**
 * Information-set MCTS (games/bots/ismcts.ts) on a toy game whose best moves are known: players in turn
 * add 1 or 2 to a total, and whoever reaches exactly 10 wins (the totals 1, 4 and 7 lose for the player to
 * move). Each player also holds a hidden card that does not matter, so every iteration determinizes.
 */
import { expect, test } from 'vitest';
import type { Ctx, State } from 'boardgame.io';
import { rewards, search, searchMove } from '../../games/bots/ismcts';
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

test('BOT-ISMCTS-3: policy=0 plays uniformly even where the game gives a policy', () => {
  const view = viewAt(5);
  let asked = 0;
  const withPolicy: BotKit<Race, Race> = { ...kit, playoutMove: (offered) => (asked++, offered[0]) };
  searchMove(withPolicy, view, ctx, '0', fast.enumerate(view, '0'), seededRng('uniform'), { iterations: 30, policy: 0 });
  expect(asked).toBe(0);
  searchMove(withPolicy, view, ctx, '0', fast.enumerate(view, '0'), seededRng('uniform'), { iterations: 30, policy: 1 });
  expect(asked).toBeGreaterThanOrEqual(30);
});

test('BOT-ISMCTS-3: with a margin, a finished playout rewards each seat partly by its final score', () => {
  const ended = (scores?: Record<string, number>): BotKit<Race, Race> => ({ ...kit, outcome: () => ({ winners: ['0'], ...(scores && { scores }) }) });
  const s: Race = { total: 10, turn: '1', winner: '0', cards: { '0': 1, '1': 2 } };
  const three = { ...ctx, numPlayers: 3 } as Ctx;
  expect(rewards(ended({ '0': 10, '1': 4 }), fast, s, ctx)).toEqual({ '0': 1 });
  expect(rewards(ended({ '0': 10, '1': 4 }), fast, s, ctx, 0.5)).toEqual({ '0': 1, '1': 0 });
  expect(rewards(ended({ '0': 10, '1': 8, '2': 4 }), fast, s, three, 0.3)).toEqual({ '0': 1, '1': 0.3 * (4 / 6), '2': 0 });
  // equal scores: the score's share is split evenly; without scores the win takes all
  expect(rewards(ended({ '0': 5, '1': 5 }), fast, s, ctx, 0.4)).toEqual({ '0': 0.6 + 0.2, '1': 0.2 });
  expect(rewards(ended(), fast, s, ctx, 0.4)).toEqual({ '0': 1 });
});

test('BOT-ISMCTS-3: with a prior, each new node starts from the estimate of the position its move leads to', () => {
  // An estimate that knows the race: a total of 1, 4 or 7 loses for the seat to move.
  let estimated = 0;
  const knowing: BotKit<Race, Race> = {
    ...kit,
    estimate(G) {
      estimated++;
      const losing = G.total % 3 === 1 ? G.turn : G.turn === '0' ? '1' : '0';
      return { [losing]: 0, [losing === '0' ? '1' : '0']: 1 };
    },
  };
  const view = viewAt(5);
  const moves = fast.enumerate(view, '0');
  // the race's playouts always reach its end: only the prior reads the estimate, once per new node
  const plain = search(knowing, view, ctx, '0', moves, seededRng('prior'), { iterations: 40 });
  expect(estimated).toBe(0);
  const biased = search(knowing, view, ctx, '0', moves, seededRng('prior'), { iterations: 40, prior: 5 });
  expect(estimated).toBeGreaterThan(0);
  expect(estimated).toBeLessThanOrEqual(40);
  expect(plain.iterations).toBe(40);
  // three iterations: each root move tried once, then the prior alone tells the winning move apart
  expect(searchMove(knowing, view, ctx, '0', moves, seededRng('prior-2'), { iterations: 3, prior: 20 })).toEqual({ move: 'add', args: [2] });
  expect(biased.choice).toEqual({ move: 'add', args: [2] });
});

test('BOT-ISMCTS-4: a game\'s own search settings apply where the spec names none; the spec\'s win', () => {
  let estimated = 0;
  const own: BotKit<Race, Race> = { ...kit, search: { prior: 4, playoutDepth: 0 }, estimate: () => (estimated++, { '0': 0.5, '1': 0.5 }) };
  const view = viewAt(2);
  const moves = fast.enumerate(view, '0');
  search(own, view, ctx, '0', moves, seededRng('own'), { iterations: 10 });
  // depth 0: every iteration reads the estimate where its tree walk ends, and each new node once more
  expect(estimated).toBeGreaterThan(10);
  estimated = 0;
  search(own, view, ctx, '0', moves, seededRng('own'), { iterations: 10, prior: 0 });
  expect(estimated).toBe(10);
  estimated = 0;
  search(own, view, ctx, '0', moves, seededRng('own'), { iterations: 10, prior: 0, playoutDepth: 60 });
  expect(estimated).toBe(0);
});

test('BOT-ISMCTS-5: with scoring=1 a playout ends at the game\'s next scoring, where the estimate is read', () => {
  const seen: number[] = [];
  // a scoring each time the total passes a multiple of 5
  const scored: BotKit<Race, Race> = { ...kit, scorings: (G) => Math.floor(G.total / 5), estimate: (G) => (seen.push(G.total), { '0': 0.5, '1': 0.5 }) };
  const view = viewAt(0);
  const moves = fast.enumerate(view, '0');
  // five iterations grow the tree two moves deep at most (a total of 4), so every playout starts short of 5
  search(scored, view, ctx, '0', moves, seededRng('scoring'), { iterations: 5, scoring: 1 });
  expect(seen).toHaveLength(5);
  // each playout stopped on the move that crossed 5, never short of it and never past the next one
  expect(new Set(seen)).toEqual(new Set([5, 6]));
  seen.length = 0;
  // without the setting, or in a game that counts no scorings, playouts run to the end of this short race
  search(scored, view, ctx, '0', moves, seededRng('scoring'), { iterations: 5 });
  search({ ...scored, scorings: undefined }, view, ctx, '0', moves, seededRng('scoring'), { iterations: 5, scoring: 1 });
  expect(seen).toEqual([]);
  // the depth still ends a playout where it comes first: one move in the tree, one in the playout
  search(scored, view, ctx, '0', moves, seededRng('scoring'), { iterations: 2, scoring: 1, playoutDepth: 1 });
  expect(seen).toHaveLength(2);
  expect(Math.max(...seen)).toBeLessThan(5);
});
