/**
 * npm run bench:fast-playout [-- --games 1000 --game pax]
 *
 * The long run of the fast playout proof (games/bots/fast-path-replay.ts; CI plays a hundred games per game in
 * test/contract/fast-playout.test.ts): per game, 1,000 seeded random games spread evenly over every setup the
 * game accepts, each chosen on the fast path and replayed through boardgame.io's reducer to the same G, result
 * and random state; in the first two games of each setup every step is compared too. Prints one line per game
 * and the first differences; exits 1 when any game differs.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gameEntries } from '../games';
import { fastPathDifferences } from '../games/bots/fast-path-replay';
import { acceptedSetups } from '../games/setup-options';

const STEP_BY_STEP_GAMES = 2;
/** Differences printed per game before it stops: the first ones tell what broke. */
const MAX_FAILURES = 5;

const { values } = parseArgs({
  options: { games: { type: 'string', default: '1000' }, game: { type: 'string' } },
});
const gamesPerGame = Number(values.games);
const entries = gameEntries.filter((entry) => !values.game || entry.game.name === values.game);
if (entries.length === 0) {
  console.error(`no registered game is named ${values.game}`);
  process.exit(2);
}

let failed = false;
for (const entry of entries) {
  const setups = acceptedSetups(entry.game, entry.options);
  const perSetup = Math.ceil(gamesPerGame / setups.length);
  const failures: string[] = [];
  const started = performance.now();
  let played = 0;
  for (const { numPlayers, setupData, label } of setups) {
    for (let i = 0; i < perSetup && failures.length < MAX_FAILURES; i++, played++) {
      const differences = fastPathDifferences(entry, {
        numPlayers,
        setupData,
        seed: `fast-${i}`,
        chooseSeed: `choose-${label}-${i}`,
        stepByStep: i < STEP_BY_STEP_GAMES,
      });
      failures.push(...differences.map((difference) => `${label}, game ${i}, ${difference}`));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${entry.game.name}: ${played} games over ${setups.length} setups in ${seconds.toFixed(1)} s, ${failures.length === 0 ? 'the same end every time' : `${failures.length} differences`}`);
  for (const failure of failures.slice(0, MAX_FAILURES)) console.log(`  ${failure}`);
  if (failures.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
