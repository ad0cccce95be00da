/**
 * Arena games on all cores: a pool of worker threads (piscina), each playing whole games. Threads start
 * with this process's loader flags, so they run the TypeScript sources as the main thread does (or the
 * worker's bundle, beside the arena's).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ArenaResult, ArenaTask } from './play-game';

export interface GamePool {
  play(task: ArenaTask): Promise<ArenaResult>;
  close(): Promise<void>;
}

export const defaultWorkers = () => availableParallelism();

export function createPool(workers: number): GamePool {
  const pool = new Piscina({
    // Beside this module: the TypeScript source, or, in a bundle of the arena (a .mjs file), the worker's bundle.
    filename: new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    // Each thread plays one game at a time: a game is the unit of work, and searches fill a core.
    concurrentTasksPerWorker: 1,
    execArgv: process.execArgv,
  });
  return { play: (task) => pool.run(task), close: () => pool.destroy() };
}
