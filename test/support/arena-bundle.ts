/**
 * The arena's command lines (arena/cli.ts, worker-cli.ts, report-cli.ts) and its pool's worker, built into
 * one file each as the server is (server/bundle.ts), for the tests that run them as a user does: a start
 * then takes under a second of a core instead of three through tsx, in the main thread and in each worker
 * thread. Built once per run (the unit tests' global setup); `arenaCommand` names the file to start.
 */
import { fileURLToPath } from 'node:url';
import { ARENA_EXTERNAL } from '../../arena/worker-bundle';
import { bundleServer } from '../../server/bundle';

const SCRIPTS = ['cli', 'worker', 'worker-cli', 'report-cli'] as const;
const root = new URL('../../', import.meta.url);

/** The bundle of arena/<script>.ts. */
export const arenaBundle = (script: (typeof SCRIPTS)[number]) => fileURLToPath(new URL(`dist/test/arena/${script}.mjs`, root));

/** The arguments that start arena/<script>.ts's bundle with this Node.js: `execFile(process.execPath, …)`. */
export const arenaCommand = (script: 'cli' | 'worker-cli' | 'report-cli', ...args: string[]) => [arenaBundle(script), ...args];

/** Builds every bundle (arena/worker-bundle.ts `ARENA_EXTERNAL` stays outside). */
export default async function bundleArena(): Promise<void> {
  await Promise.all(SCRIPTS.map((script) => bundleServer(arenaBundle(script), fileURLToPath(new URL(`arena/${script}.ts`, root)), ARENA_EXTERNAL)));
}
