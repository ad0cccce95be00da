import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const ROOT = dirname(fileURLToPath(import.meta.url));
/** Beside the built client, not in it: the server does not serve it. */
export const CHUNK_MODULES_FILE = resolve(ROOT, 'dist/client-modules.json');

/**
 * Which source files went into each chunk of the built client, by chunk file: what the test of the first
 * page's JavaScript reads to check that no game's rules or bots load before a game's screen opens
 * (test/client/initial-javascript.test.ts).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = chunk.moduleIds.map((id) => (isAbsolute(id) ? relative(ROOT, id) : id));
      }
      mkdirSync(dirname(CHUNK_MODULES_FILE), { recursive: true });
      writeFileSync(CHUNK_MODULES_FILE, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

// The client is built into dist/client and served by the game server from the same port.
export default defineConfig({
  root: 'client',
  build: { outDir: '../dist/client', emptyOutDir: true },
  plugins: [chunkModules()],
  server: {
    proxy: {
      '/games': 'http://localhost:8000',
      '/api': 'http://localhost:8000',
      '/socket.io': { target: 'ws://localhost:8000', ws: true },
    },
  },
});
