import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files measured slowest in CI runs, slowest first: they start first within their group (below), so
 * that the run does not end with one long file on one core while the other waits. The other files follow in
 * vitest's own order (from its cache of earlier runs when there is one, else the larger files first).
 */
const SLOWEST = [
  'test/e2e/screens-ui.test.ts',
  'test/e2e/reading-every-game.test.ts',
  'test/e2e/board-pax-pamir-reading.test.ts',
  'test/e2e/board-pax-pamir.test.ts',
  'test/e2e/board-pax.test.ts',
  'test/e2e/board-res-publica.test.ts',
  'test/e2e/board-pax-barbarorum.test.ts',
  'test/e2e/watch-bots.test.ts',
  'test/server/durability.test.ts',
  'test/contract/contract.test.ts',
  'test/server/replay.test.ts',
  'test/server/refusals.test.ts',
  'test/contract/fast-playout.test.ts',
  'test/arena/hidden-cards.test.ts',
  'test/contract/bot-kit.test.ts',
  'test/arena/agents.test.ts',
  'test/pax-pamir/board.test.tsx',
  'test/pax/board.test.tsx',
  'test/pax-barbarorum/board.test.tsx',
];

/**
 * Files run in groups, one group after another: the browser tests, the other tests in Node, the boards
 * rendered to markup, the screens in a simulated DOM. With isolation off, a worker that ends a file goes on
 * to the next file of its group with its modules loaded; the first file of another group needs a new worker,
 * which loads them again. Mixed, the files made 34 workers in a run; grouped, a few.
 */
const GROUPS = ['browser', 'unit', 'react', 'react in a simulated DOM'] as const;

const groupOf = (spec: TestSpecification): number => {
  const name = spec.project.name;
  if (name === 'react' && /@vitest-environment\s/.test(readFileSync(spec.moduleId, 'utf8'))) return GROUPS.indexOf('react in a simulated DOM');
  const at = GROUPS.indexOf(name as (typeof GROUPS)[number]);
  return at === -1 ? GROUPS.length : at;
};

class GroupedSlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = SLOWEST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? SLOWEST.length : at;
    };
    const group = new Map(files.map((spec) => [spec, groupOf(spec)]));
    return (await super.sort(files)).sort((a, b) => group.get(a)! - group.get(b)! || rank(a) - rank(b));
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
    sequence: { sequencer: GroupedSlowestFirst },
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
