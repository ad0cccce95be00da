/**
 * The pool's worker (worker.ts) in one file, for an arena run from its TypeScript sources (`npm run arena`,
 * through tsx). There, tsx loads a worker thread's modules as CommonJS, where every name one module imports
 * from another is read through a getter, in the innermost loops of the search: the same strong two-player
 * Pax Barbarorum game took 32–37 s through tsx and 21–26 s from the bundle, move for move the same game.
 * A bundle is kept under dist/arena/ by the hash of its content: runs of the same sources share it, and an
 * arena never rewrites a file another one is loading.
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOptions } from '../server/bundle';

const BUNDLES = fileURLToPath(new URL('../dist/arena/', import.meta.url));

/** What every bundle of the arena leaves out: the pool's and the queue's packages, whose workers load their own files. */
export const ARENA_EXTERNAL = ['piscina', 'bullmq'];

/** The path of worker.ts's bundle for the sources as they are now, built if no run has built it yet. */
export async function bundledWorker(): Promise<string> {
  // Built in memory for a folder of this run's own, written there, then renamed to its hash in one step.
  const staging = join(BUNDLES, `staging-${process.pid}-${Date.now()}`);
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const { outputFiles } = await build({ ...bundleOptions(entry, join(staging, 'worker.mjs'), ARENA_EXTERNAL), write: false });
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(file.path.slice(staging.length)).update(file.contents);
  const folder = join(BUNDLES, hash.digest('hex').slice(0, 16));
  if (!existsSync(join(folder, 'worker.mjs'))) {
    for (const file of outputFiles) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.contents);
    }
    try {
      renameSync(staging, folder);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another run renamed the same bundle there first
    }
  }
  return join(folder, 'worker.mjs');
}
