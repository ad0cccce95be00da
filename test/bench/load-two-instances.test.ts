/**
 * The load bench's two-instance line (`--storage postgres-pair`): every seat must be shown the state its
 * move is played on, so a move that never reaches a seat on the other instance counts as lost. With Redis
 * between the instances, a whole recorded game is played with half its seats on each and nothing is lost;
 * without Redis, the first move a seat on the other instance waits for is reported lost, which is what
 * makes the bench's "0 moves lost" mean something.
 */
import type { Game } from 'boardgame.io';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { games } from '../../games';
import { MoveFailure } from '../../bench/load/checks';
import { openMatch } from '../../bench/load/live-match';
import { recordGames, SEED, type Script } from '../../bench/load/scripts';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { REDIS_URL, tempPostgresDatabase, type TempDatabase } from '../support/server';

const quiet = createLogger({ level: 'warn' });
const seeded = games.map((game) => ({ ...game, seed: SEED }) as Game);
let database: TempDatabase;
const running: RunningServer[] = [];
let script: Script;

async function instance(redisUrl?: string): Promise<string> {
  const server = await startServer({ port: 0, databaseUrl: database.url, redisUrl, clientDir: '/nonexistent', games: seeded, logger: quiet });
  running.push(server);
  return server.url;
}

beforeAll(async () => {
  database = await tempPostgresDatabase();
  [script] = recordGames({ game: 'pax', matchCounts: [1], seconds: 1, warmup: 0, storages: ['postgres-pair'], patches: true });
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await database?.drop();
});

test('two instances on one database and Redis: a whole game, every seat shown every state it moves on (as view patches)', async () => {
  const urls = [await instance(REDIS_URL), await instance(REDIS_URL)];
  const match = await openMatch(urls, script, { patches: true });
  try {
    for (const step of script.steps) {
      const state = await match.play(step);
      expect(state._stateID).toBe(step.stateID);
    }
  } finally {
    match.close();
  }
});

test('two instances without Redis: the move a seat on the other instance never hears is reported lost', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  try {
    const urls = [await instance(), await instance()];
    const match = await openMatch(urls, script);
    try {
      // the first move by a seat on the second instance (an odd seat) after a move made on the first
      const at = script.steps.findIndex((step, index) => index > 0 && Number(step.playerID) % 2 === 1 && Number(script.steps[index - 1].playerID) % 2 === 0);
      expect(at).toBeGreaterThan(0);
      for (const step of script.steps.slice(0, at)) await match.play(step);
      const waiting = match.play(script.steps[at]).then(() => 'played', (error: unknown) => error);
      await vi.advanceTimersByTimeAsync(11_000);
      const failure = await waiting;
      expect(failure).toBeInstanceOf(MoveFailure);
      expect(failure).toMatchObject({ kind: 'lost', message: expect.stringMatching(/was never shown state \d+/) });
    } finally {
      match.close();
    }
  } finally {
    vi.useRealTimers();
  }
});
