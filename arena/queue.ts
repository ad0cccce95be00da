/**
 * Arena games shared through Redis (BullMQ): the arena queues each game as a job, and every
 * `npm run arena:worker` (on this machine or another with the same code and REDIS_URL) plays jobs from
 * the queue in its own thread pool. A job's result is the game's result; the records are the same as on
 * one machine, because a game depends only on its task.
 */
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { ArenaResult, ArenaTask } from './play-game';
import type { GamePool } from './pool';

/**
 * The queue's name: ARENA_QUEUE when set, so that tournaments of different code or different people on one
 * Redis stay apart (a worker plays any job of its queue, and records depend on the code that plays them).
 */
export const ARENA_QUEUE = process.env.ARENA_QUEUE || 'pax-table-arena';

/** BullMQ's connection options from a redis:// URL. */
export function connectionOf(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.password && { password: decodeURIComponent(parsed.password) }),
    ...(parsed.pathname.length > 1 && { db: Number(parsed.pathname.slice(1)) }),
    maxRetriesPerRequest: null,
  };
}

/** Serves the queue's jobs with `pool` until `close` (at most `concurrency` games at once). */
export function serveQueue(redisUrl: string, pool: GamePool, concurrency: number) {
  const worker = new Worker<ArenaTask, ArenaResult>(ARENA_QUEUE, (job) => pool.play(job.data), {
    connection: connectionOf(redisUrl),
    concurrency,
  });
  return { close: () => worker.close() };
}

/** A queue the arena adds its games to and hears their results from. */
export async function openQueue(redisUrl: string, runId: string) {
  const connection = connectionOf(redisUrl);
  const queue = new Queue<ArenaTask, ArenaResult>(ARENA_QUEUE, { connection });
  const events = new QueueEvents(ARENA_QUEUE, { connection });
  await events.waitUntilReady();
  return {
    /** Queues the game and resolves with its result, whichever worker plays it. */
    async play(task: ArenaTask): Promise<ArenaResult> {
      const job = await queue.add('game', task, { jobId: `${runId}-${task.index}`, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } });
      return (await job.waitUntilFinished(events)) as ArenaResult;
    },
    async close() {
      await events.close();
      await queue.close();
    },
  };
}
