/**
 * Builds the server into one file, `dist/server/main.mjs`, that plain Node.js starts in about a second
 * (through tsx it takes four: every game module compiled on each start). A restarted instance is back
 * sooner, and the tests that kill and restart servers stay quick. Packages with native code or many files
 * of their own stay outside the bundle, loaded from node_modules as usual.
 *
 *   npm run build:server
 */
import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

const EXTERNAL = [
  'better-sqlite3',
  'esbuild', // a native binary: the arena's sources bundle their worker with it (arena/worker-bundle.ts)
  'ioredis',
  'kysely',
  'koa',
  'koa-send',
  'node-persist', // boardgame.io's file storage, never used here
  'pg',
  'piscina', // starts its worker threads from a file of its own package
  'pino',
  'prom-client',
  'rate-limiter-flexible',
  'react',
  'react-dom',
  'socket.io',
];

export const SERVER_BUNDLE = 'dist/server/main.mjs';

/** Bundle `entry` (default the server's main) into `outfile`, leaving `external` packages out too. */
export async function bundleServer(outfile = SERVER_BUNDLE, entry = fileURLToPath(new URL('./main.ts', import.meta.url)), external: string[] = []): Promise<void> {
  await build(bundleOptions(entry, outfile, external));
}

/** How every bundle of ours is built: `entry` and what it imports in one ES module for Node.js 20, `outfile`. */
export function bundleOptions(entry: string, outfile: string, external: string[] = []): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...EXTERNAL, ...external],
    // The CommonJS packages bundled in (boardgame.io) call `require`.
    // (Under a name no module of ours imports, since this line sits outside what esbuild renames.)
    banner: { js: "import { createRequire as createBundleRequire } from 'node:module'; const require = createBundleRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
  };
}

/**
 * A server's bundle and, beside it, the worker its level bots search in (`<name>.level-worker.mjs`, where
 * server/correspondence/level-pool.ts looks for it): each server bundle has its own.
 */
export async function bundleServerAndWorker(outfile = SERVER_BUNDLE, entry?: string): Promise<void> {
  const worker = fileURLToPath(new URL('./correspondence/level-worker.ts', import.meta.url));
  await Promise.all([bundleServer(outfile, entry), bundleServer(levelWorkerBeside(outfile), worker)]);
}

/** Where the level worker of the server bundled at `bundle` (a path or a file URL) is. */
const levelWorkerBeside = (bundle: string) => bundle.replace(/\.mjs$/, '.level-worker.mjs');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await bundleServerAndWorker();
