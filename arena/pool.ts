/**
 * Arena games on all cores: a pool of worker threads (piscina), each playing whole games. The threads run the
 * worker's bundle: beside the arena's in a bundle of the arena, built from the sources when the arena runs
 * from them (worker-bundle.ts says why).
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ArenaResult, ArenaTask } from './play-game';

export interface GamePool {
  play(task: ArenaTask): Promise<ArenaResult>;
  close(): Promise<void>;
}

export const defaultWorkers = () => availableParallelism();

export async function createPool(workers: number): Promise<GamePool> {
  const fromSources = import.meta.url.endsWith('.ts');
  const pool = new Piscina({
    filename: fromSources ? pathToFileURL(await (await import('./worker-bundle')).bundledWorker()).href : new URL('./worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    // Each thread plays one game at a time: a game is the unit of work, and searches fill a core.
    concurrentTasksPerWorker: 1,
    // A bundle needs none of tsx's loader flags.
    execArgv: fromSources ? [] : process.execArgv,
  });
  return { play: (task) => pool.run(task), close: () => pool.destroy() };
}
