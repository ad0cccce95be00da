import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: vitest's default leaves one idle, which on a two-core CI machine runs the files one by one.
    // Each test that needs a server, a database or a queue makes its own (port 0, a temporary database, its own queue).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**'],
          // `npm test` type-checks beside the tests (TYPECHECK=1).
          globalSetup: ['test/support/typecheck-beside.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          // One built client, one Chromium and one server for every browser test file.
          globalSetup: ['test/support/browser-setup.ts'],
        },
      },
    ],
  },
});
