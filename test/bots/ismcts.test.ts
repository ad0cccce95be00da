/**
 * Information-set MCTS (games/bots/ismcts.ts) on a toy game whose best moves are known: players in turn
 * add 1 or 2 to a total, and whoever reaches exactly 10 wins (the totals 1, 4 and 7 lose for the player to
 * move). Each player also holds a hidden card that does not matter, so every iteration determinizes.
 */
import { expect, test } from 'vitest';
import type { Ctx, State } from 'boardgame.io';
import { bestByEstimate, kindUniformMove, rewards, search, SearchMemory, searchMove } from '../../games/bots/ismcts';
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

test('BOT-ISMCTS-6: with greedy=g a playout move is, with chance g, the one the estimate rates best for its seat', () => {
  // the estimate that knows the race (a total of 1, 4 or 7 loses for the seat to move)
  const knowing: BotKit<Race, Race> = {
    ...kit,
    estimate(G) {
      const losing = G.total % 3 === 1 ? G.turn : G.turn === '0' ? '1' : '0';
      return { [losing]: 0, [losing === '0' ? '1' : '0']: 1 };
    },
  };
  const at = (total: number): Race => ({ ...viewAt(total), turn: '0' });
  const rng = seededRng('greedy');
  // 8: adding 2 ends the game won (read from the result); 5: adding 2 leaves the rival on a losing 7
  for (const total of [8, 5, 3]) {
    const offered = fast.enumerate(at(total), '0');
    const best = total === 3 ? 1 : 2;
    for (let i = 0; i < 10; i++) expect(bestByEstimate(knowing, fast, at(total), ctx, '0', offered, rng, 0)).toEqual({ move: 'add', args: [best] });
  }
  // the position it is asked about is left as it was; an estimate that tells nothing apart leaves a random choice
  const position = at(5);
  bestByEstimate(knowing, fast, position, ctx, '0', fast.enumerate(position, '0'), rng, 0);
  expect(position).toEqual(at(5));
  const drawn = new Set(Array.from({ length: 20 }, () => JSON.stringify(bestByEstimate(kit, fast, at(5), ctx, '0', fast.enumerate(at(5), '0'), rng, 0))));
  expect(drawn.size).toBe(2);

  // in the search: each move the playouts try on a copy is a clone; greedy=0 (the default) never makes one
  let clones = 0;
  const counting: BotKit<Race, Race> = { ...knowing, fast: { ...fast, clone: (s) => (clones++, fast.clone(s)) } };
  const view = viewAt(0);
  const moves = fast.enumerate(view, '0');
  search(counting, view, ctx, '0', moves, seededRng('greedy-search'), { iterations: 20 });
  expect(clones).toBe(0);
  search(counting, view, ctx, '0', moves, seededRng('greedy-search'), { iterations: 20, greedy: 1 });
  expect(clones).toBeGreaterThan(20);
  const all = clones;
  clones = 0;
  search(counting, view, ctx, '0', moves, seededRng('greedy-search'), { iterations: 20, greedy: 0.3 });
  expect(clones).toBeGreaterThan(0);
  expect(clones).toBeLessThan(all);
  // with playouts that play the race perfectly, three iterations (one per root move, one more) tell the winning move
  // every time; with random playouts not always
  const chosen = (greedy: number) =>
    Array.from({ length: 12 }, (_, i) => searchMove(knowing, viewAt(5), ctx, '0', fast.enumerate(viewAt(5), '0'), seededRng(`greedy-${i}`), { iterations: 3, greedy }).args![0]);
  expect(chosen(1)).toEqual(Array(12).fill(2));
  expect(chosen(0)).toContain(1);
});

test('BOT-ISMCTS-7: with group=1 the tree chooses a kind of move first, then a move of that kind', () => {
  // the race again, with adding 2 its own kind ('double') and adding 1 offered three times over (the same move)
  const kinds: FastRules<Race> = {
    ...fast,
    enumerate: (s) => [
      ...(s.total + 1 <= 10 ? [{ move: 'add', args: [1, 'a'] }, { move: 'add', args: [1, 'b'] }, { move: 'add', args: [1, 'c'] }] : []),
      ...(s.total + 2 <= 10 ? [{ move: 'double' }] : []),
    ],
    play: (s, playerID, move, args) => fast.play(s, playerID, 'add', [move === 'double' ? 2 : args[0]]),
  };
  const grouped: BotKit<Race, Race> = { ...kit, fast: kinds };
  const kindAt = (total: number, options: object, seed: string) => {
    const view = viewAt(total);
    return searchMove(grouped, view, ctx, '0', kinds.enumerate(view, '0'), seededRng(seed), options).move;
  };
  // one iteration expands one root child: a kind drawn among two (double half of the time), or a move among four
  const doubles = (options: object) => Array.from({ length: 200 }, (_, i) => kindAt(2, { iterations: 1, ...options }, `kind-${i}`)).filter((move) => move === 'double').length;
  expect(doubles({ group: 1 })).toBeGreaterThan(80);
  expect(doubles({})).toBeLessThan(70);
  // the chosen move is a move, not a kind, and the search still finds the winning one
  expect(kindAt(5, { iterations: 300, group: 1 }, 'kind-win')).toBe('double');
  expect(kindAt(6, { iterations: 300, group: 1 }, 'kind-win')).toBe('add');
});

test('BOT-ISMCTS-8: with reuse=1 a seat\'s next decision right after its own move searches on from the subtree it kept', () => {
  // seat 0 moves twice in a turn: first a or b (no matter), then x (loses) or y (wins)
  interface Steps {
    first: string | null;
    second: string | null;
  }
  const steps: FastRules<Steps> = {
    fromState: (state: State) => structuredClone(state.G as Steps),
    clone: (s) => structuredClone(s),
    toMove: (s) => (s.second === null ? '0' : null),
    enumerate: (s) => (s.first === null ? [{ move: 'a' }, { move: 'b' }] : [{ move: 'x' }, { move: 'y' }]),
    play(s, _playerID, move) {
      if (s.first === null) s.first = move;
      else s.second = move;
      return true;
    },
    gameover: (s) => (s.second === null ? undefined : { winner: s.second === 'y' ? '0' : '1' }),
    G: (s) => s,
    random: () => ({ seed: 'steps' }),
  };
  const stepsKit: BotKit<Steps, Steps> = {
    fast: steps,
    determinize: (view) => ({ ...view }),
    outcome: (_G, gameover) => ({ winners: [(gameover as { winner: string }).winner] }),
    estimate: () => ({ '0': 0.5, '1': 0.5 }),
  };
  const first = { ...ctx, phase: 'play', turn: 3, numMoves: 0, activePlayers: null } as Ctx;
  const after = { ...first, numMoves: 1 };
  const secondChoice = (reuse: number, seed: string, next: Ctx = after) => {
    const memory = new SearchMemory();
    const start: Steps = { first: null, second: null };
    const { choice } = search(stepsKit, start, first, '0', steps.enumerate(start, '0'), seededRng(seed), { iterations: 200, reuse }, memory);
    const view: Steps = { first: choice.move, second: null };
    // one iteration of its own: only what was kept can tell x from y
    const second = search(stepsKit, view, next, '0', steps.enumerate(view, '0'), seededRng(`${seed}-2`), { iterations: 1, reuse }, memory);
    expect(second.iterations).toBe(1);
    return second.choice.move;
  };
  const seeds = Array.from({ length: 16 }, (_, i) => `reuse-${i}`);
  expect(seeds.map((seed) => secondChoice(1, seed))).toEqual(seeds.map(() => 'y'));
  expect(seeds.map((seed) => secondChoice(0, seed))).toContain('x');
  // another move in between (or another turn) and the kept subtree is not used
  expect(seeds.map((seed) => secondChoice(1, seed, { ...after, numMoves: 2 }))).toContain('x');
  expect(seeds.map((seed) => secondChoice(1, seed, { ...after, turn: 4, numMoves: 1 }))).toContain('x');
});

test('BOT-ISMCTS-9: policy=2 draws a kind of move first, then a move of that kind', () => {
  const offered = [{ move: 'add', args: [1, 'a'] }, { move: 'add', args: [1, 'b'] }, { move: 'add', args: [1, 'c'] }, { move: 'double' }];
  const rng = seededRng('kinds');
  const drawn = Array.from({ length: 4000 }, () => kindUniformMove(offered, rng));
  const share = (test: (choice: { move: string; args?: unknown[] }) => boolean) => drawn.filter(test).length / drawn.length;
  expect(share((choice) => choice.move === 'double')).toBeCloseTo(0.5, 1);
  for (const tag of ['a', 'b', 'c']) expect(share((choice) => choice.args?.[1] === tag)).toBeCloseTo(1 / 6, 1);
  // in the search's playouts: a race where adding 2 is one move of its own kind and adding 1 three moves
  let doubles = 0;
  let plays = 0;
  const kinds: FastRules<Race> = {
    ...fast,
    enumerate: (s) => [
      ...(s.total + 1 <= 10 ? offered.slice(0, 3) : []),
      ...(s.total + 2 <= 10 ? [offered[3]] : []),
    ],
    play: (s, playerID, move, args) => (plays++, move === 'double' && doubles++, fast.play(s, playerID, 'add', [move === 'double' ? 2 : args[0]])),
  };
  const doubled = (policy: number) => {
    doubles = plays = 0;
    search({ ...kit, fast: kinds }, viewAt(0), ctx, '0', kinds.enumerate(viewAt(0), '0'), seededRng('kinds-search'), { iterations: 200, policy });
    return doubles / plays;
  };
  expect(doubled(2)).toBeGreaterThan(doubled(0) + 0.1);
});
