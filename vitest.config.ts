import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files measured slowest in CI runs, slowest first: they start first, so that the run does not end
 * with one long file on one core while the other waits. The other files follow in vitest's own order (from
 * its cache of earlier runs when there is one, else the larger files first).
 */
const SLOWEST = [
  'test/e2e/screens-ui.test.ts',
  'test/e2e/reading-every-game.test.ts',
  'test/server/durability.test.ts',
  'test/arena/arena.test.ts',
  'test/contract/bot-kit.test.ts',
  'test/server/replay.test.ts',
  'test/contract/contract.test.ts',
  'test/contract/fast-playout.test.ts',
  'test/e2e/board-pax-barbarorum.test.ts',
  'test/e2e/board-res-publica.test.ts',
  'test/e2e/board-pax-pamir.test.ts',
  'test/pax-barbarorum/hidden-bots.test.ts',
  'test/e2e/board-pax.test.ts',
  'test/pax-barbarorum/board.test.tsx',
  'test/pax/board.test.tsx',
  'test/contract/log-secrets.test.ts',
  'test/pax-barbarorum/log-events.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? SLOWEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: vitest's default leaves one idle, which on a two-core CI machine runs the files one by one.
    // Each test that needs a server, a database or a queue makes its own (port 0, a temporary database, its own queue).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        // React's production build has no `jsxDEV`: the few of these tests that render a board need production JSX.
        oxc: { jsx: { development: false } },
        test: {
          name: 'unit',
          // One module cache per worker, not per file: the games, the server and their libraries load once per
          // worker instead of once per file (most of the import time). No test relies on a fresh module.
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          // The games, the server and the bots run as they run in production (the server's bundle, the bench):
          // boardgame.io then neither logs every move nor walks G after each for values JSON cannot hold, a
          // fifth of these tests' time. The contract checks that every game's state stays plain JSON after
          // every move (test/contract/plain-json.ts).
          env: { NODE_ENV: 'production' },
          // `npm test` type-checks and checks the imports beside the tests (CHECKS=1).
          globalSetup: ['test/support/checks-beside.ts', 'test/support/arena-bundle.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          // The boards and screens rendered in a simulated DOM: React's development build, which Testing
          // Library's act() needs.
          isolate: false,
          include: ['test/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          // One built client, one Chromium and one server for every browser test file.
          globalSetup: ['test/support/browser-setup.ts'],
          // As the unit tests: one module cache per worker (the games, the server and Playwright load once).
          isolate: false,
        },
      },
    ],
  },
});
