/**
 * An arena run from its sources plays in its threads the worker's bundle (arena/worker-bundle.ts): one bundle
 * per content, shared by runs, and its games are the games the sources play in this thread.
 */
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { playArenaGame } from '../../arena/play-game';
import { createPool } from '../../arena/pool';
import { tasksOf } from '../../arena/tournament';
import { bundledWorker } from '../../arena/worker-bundle';

test('the same sources give the same bundle, kept by its hash under dist/arena', async () => {
  const [first, second] = await Promise.all([bundledWorker(), bundledWorker()]);
  expect(first).toBe(second);
  expect(first).toMatch(/dist\/arena\/[0-9a-f]{16}\/worker\.mjs$/);
  expect(existsSync(first)).toBe(true);
  expect(existsSync(`${first}.map`)).toBe(true);
});

test("a pool made from the sources plays, in a thread, the game this thread plays from the same task", async () => {
  const [task] = tasksOf({ game: 'res-publica', numPlayers: 3, setupData: {}, games: 1, seed: 'worker-bundle', secret: Buffer.from('a test secret'), seats: ['novice', 'random', 'random'], rotate: true, agentTimeoutMs: 5000, sandboxed: true });
  const pool = await createPool(1);
  try {
    const [inThread, here] = await Promise.all([pool.play(task), playArenaGame(task)]);
    expect(here.record.moves.length).toBeGreaterThan(10);
    expect(inThread.record).toEqual(here.record);
  } finally {
    await pool.close();
  }
});
