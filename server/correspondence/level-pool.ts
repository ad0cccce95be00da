/**
 * The worker thread where the server's level bots search (level-worker.ts), started at the first such
 * decision. One thread: bots move seconds apart in correspondence play, and a second core, where there is
 * one, stays for the server itself.
 */
import { Piscina } from 'piscina';
import type { LevelAnswer, LevelQuestion } from './level-worker';

/** From the TypeScript sources, the worker's source; in a server's bundle, the worker bundled beside it (server/bundle.ts). */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER = FROM_SOURCES ? new URL('./level-worker.ts', import.meta.url).href : import.meta.url.replace(/\.mjs$/, '.level-worker.mjs');

export class LevelPool {
  private pool?: Piscina;

  decide(question: LevelQuestion): Promise<LevelAnswer> {
    this.pool ??= new Piscina({
      filename: WORKER,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      execArgv: FROM_SOURCES ? ['--import', 'tsx'] : [],
    });
    return this.pool.run(question);
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
