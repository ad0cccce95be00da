/**
 * Builds the server into one file, `dist/server/main.mjs`, that plain Node.js starts in about a second
 * (through tsx it takes four: every game module compiled on each start). A restarted instance is back
 * sooner, and the tests that kill and restart servers stay quick. Packages with native code or many files
 * of their own stay outside the bundle, loaded from node_modules as usual.
 *
 *   npm run build:server
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const EXTERNAL = [
  'better-sqlite3',
  'ioredis',
  'kysely',
  'koa',
  'koa-send',
  'node-persist', // boardgame.io's file storage, never used here
  'pg',
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
  await build({
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
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await bundleServer();
