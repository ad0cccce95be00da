/** The seat bots decide from a seat's view (what the server sends that seat), reproducibly from a seed. */
import { expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { createSeatBot, legalMoves, type Decision } from '../../games/bots/seat-bot';

const pax = findGameEntry('pax')!;

/** Seat to move's decision 12 moves into a seeded 2-player PAX game, as the network would carry it. */
function decision(): Decision {
  const match = new HeadlessMatch(pax.game, { numPlayers: 2, seed: 'seat-bot' });
  for (let i = 0; i < 12; i++) {
    const player = match.nextPlayer!;
    const [first] = match.enumerate(player);
    match.move(player, first.move, first.args ?? []);
  }
  const playerID = match.nextPlayer!;
  const { G, ctx } = match.state;
  return JSON.parse(JSON.stringify({ view: pax.game.playerView!({ G, ctx, playerID }), ctx, playerID }));
}

test.each([{ kind: 'random' }, { kind: 'mcts', iterations: 30 }, { kind: 'ismcts', iterations: 30 }] as const)('$kind picks one of the seat\'s legal moves, the same for the same seed', async (spec) => {
  const seen = decision();
  const legal = JSON.stringify(legalMoves(pax.game, seen));
  expect(JSON.parse(legal).length, 'a real choice').toBeGreaterThan(1);
  const first = await createSeatBot(pax, spec, 'same').choose(seen);
  const again = await createSeatBot(pax, spec, 'same').choose(seen);
  expect(again).toEqual(first);
  expect(JSON.parse(legal)).toContainEqual(JSON.parse(JSON.stringify(first)));
});

test('an ismcts seat counts its searches and their iterations; a seat that does not search counts none', async () => {
  const seen = decision();
  const ismcts = createSeatBot(pax, { kind: 'ismcts', iterations: 30 }, 'count');
  await ismcts.choose(seen);
  await ismcts.choose(seen);
  expect(ismcts.searched!()).toEqual({ searches: 2, iterations: 60 });
  const random = createSeatBot(pax, { kind: 'random' }, 'count');
  await random.choose(seen);
  expect(random.searched!()).toEqual({ searches: 0, iterations: 0 });
});

test('BOT-ISMCTS-3: an ismcts seat searches with the settings its spec names', async () => {
  const seen = decision();
  /** The moves its playouts make, and the estimates it reads, in one search of 30 iterations. */
  const counted = async (settings: { playoutDepth?: number }) => {
    const counts = { played: 0, estimated: 0 };
    const fast = { ...pax.bots.fast, play: (...args: Parameters<typeof pax.bots.fast.play>) => (counts.played++, pax.bots.fast.play(...args)) };
    const estimate = (...args: Parameters<typeof pax.bots.estimate>) => (counts.estimated++, pax.bots.estimate(...args));
    await createSeatBot({ ...pax, bots: { ...pax.bots, fast, estimate } }, { kind: 'ismcts', iterations: 30, ...settings }, 'settings').choose(seen);
    return counts;
  };
  const cut = await counted({ playoutDepth: 0 });
  expect(cut.estimated, 'every playout cut at once').toBe(30);
  const whole = await counted({});
  expect(whole.played, 'the default playouts: up to 60 moves each').toBeGreaterThan(30 * 20);
  expect(cut.played, 'only the tree\'s moves').toBeLessThan(whole.played / 5);
});
