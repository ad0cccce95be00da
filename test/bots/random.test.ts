/** games/bots/random.ts draws the very numbers boardgame.io's random plugin draws, from the same state. */
import { expect, test } from 'vitest';
import type { Game } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { FastRandom, type RandomAPI } from '../../games/bots/random';

type Draws = { draws: unknown[] };
const draw = (random: RandomAPI | any) => [random.Number(), random.Die(6), random.D20(3), random.Shuffle([1, 2, 3, 4, 5, 6, 7]), random.D4()];

const game: Game<Draws> = {
  name: 'draws',
  setup: ({ random }) => ({ draws: [draw(random)] }),
  moves: {
    roll: ({ G, random }) => ({ draws: [...G.draws, draw(random)] }),
    still: ({ G }) => G,
  },
};

test.each(['a', 'seed-42', 12345])('same draws and same plugin state as boardgame.io for seed %s', (seed) => {
  const match = new HeadlessMatch(game, { numPlayers: 2, seed: seed as string });
  const fast = new FastRandom({ seed });
  const draws = [draw(fast.api())];
  expect(draws).toEqual(match.state.G.draws);
  expect(fast.data()).toEqual(match.state.plugins.random.data);
  for (let i = 0; i < 5; i++) {
    match.move('0', i === 2 ? 'still' : 'roll');
    // Going on from the plugin's stored state, as a playout starting from a stored match does.
    const resumed = new FastRandom(match.state.plugins.random.data);
    if (i !== 2) draws.push(draw(fast.api()));
    expect(draws).toEqual(match.state.G.draws);
    expect(fast.data()).toEqual(match.state.plugins.random.data);
    expect(resumed.data()).toEqual(fast.data());
  }
});

test('a generator that drew nothing keeps only the seed, as the plugin does', () => {
  expect(new FastRandom({ seed: 's' }).data()).toEqual({ seed: 's' });
  const random = new FastRandom({ seed: 's' });
  random.next();
  expect(random.data().prngstate).toBeDefined();
});
