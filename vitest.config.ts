import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: vitest's default leaves one idle, which on a two-core CI machine runs the files one by one.
    // Each test that needs a server, a database or a queue makes its own (port 0, a temporary database, its own queue).
    maxWorkers: availableParallelism(),
  },
});
