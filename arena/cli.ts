/**
 * npm run arena -- --game pax-pamir --players 3 --games 200 --seed s --seats ismcts:400,mcts:400,random
 *
 * Plays a seeded tournament on all cores (or, with --queue and REDIS_URL, on every machine running
 * `npm run arena:worker`), shows progress, writes every game as a match record to a JSON Lines file, and
 * prints per bot and per seat: wins with a 95 % interval, mean score and length, time per decision,
 * forfeits and errors; then how the games ended, each share with its interval; then the bots' ratings with their
 * intervals (ratings.ts). With --pool, a league: every line-up of the pool on every deal (league.ts). Flags: options.ts. The
 * games' seeds are keyed with a secret (seeds.ts) drawn for the run, or read from --secret-file for a run
 * that can be played again; agents run in their sandbox (sandbox.ts) unless --unsandboxed-agents, and the
 * report says which of them did not.
 */
import { randomUUID } from 'node:crypto';
import { parseArenaArgs } from './options';
import { createPool } from './pool';
import { openQueue, serveQueue } from './queue';
import { sandboxProblem } from './sandbox';
import { randomSecret, readSecretFile } from './seeds';
import { endings, formatEndings, formatTable, tables } from './stats';
import { formatRatings, ratings } from './ratings';
import { leagueLineUps } from './league';
import { OrderedRecords, runTournament, tasksOf } from './tournament';

const parsed = parseArenaArgs(process.argv.slice(2));
if (!parsed.ok && parsed.help) {
  console.log(parsed.error);
  process.exit(0);
}
if (!parsed.ok) {
  console.error(parsed.error);
  process.exit(2);
}
const options = parsed.options;
const redisUrl = process.env.REDIS_URL;
if (options.queue && !redisUrl) {
  console.error('--queue needs REDIS_URL (redis://host:port)');
  process.exit(2);
}
if (!options.queue && options.workers === 0) {
  console.error('--workers 0 only makes sense with --queue (other machines play)');
  process.exit(2);
}

const agents = [...new Set((options.pool ?? options.seats).filter((seat) => seat.startsWith('cmd:')))];
// BOT-SANDBOX-1: never an agent unsandboxed unless told; the machines of the queue check for themselves
const problem = agents.length && options.sandboxed && options.workers > 0 ? sandboxProblem() : null;
if (problem) {
  console.error(problem);
  process.exit(2);
}
let secret: Buffer;
if (options.secretFile) {
  const read = readSecretFile(options.secretFile);
  if (!read.ok) {
    console.error(read.error);
    process.exit(2);
  }
  secret = read.secret;
} else secret = randomSecret();

const tasks = tasksOf({ ...options, secret, cwd: process.cwd() });
const lineUps = new Map(tasks.map((task) => [task.index, task.seats]));
const records = new OrderedRecords(options.out, options.first);
const pool = options.workers > 0 ? await createPool(options.workers) : null;
const served = options.queue && pool ? serveQueue(redisUrl!, pool, options.workers) : null;
const queue = options.queue ? await openQueue(redisUrl!, randomUUID()) : null;
const play = queue ? queue.play : pool!.play;

const started = Date.now();
let done = 0;
let failed = 0;
const progress = () => {
  if (options.quiet) return;
  const line = `${done}/${tasks.length} games, ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? `, ${failed} with errors` : ''}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
  else if (done === tasks.length || done % Math.max(1, Math.floor(tasks.length / 10)) === 0) console.error(line);
};

const results = await runTournament(tasks, play, (result) => {
  done++;
  if (result.error) failed++;
  records.add(result);
  progress();
});
if (process.stderr.isTTY && !options.quiet) process.stderr.write('\n');
await records.close();
await served?.close();
await queue?.close();
await pool?.close();

const { bots, seats } = tables(results, lineUps);
const league = options.pool && leagueLineUps(options.pool.length, options.numPlayers).length;
const arrangement = league ? `, a league of ${options.pool!.length} bots: ${tasks.length / league} deals, each played by all ${league} line-ups` : options.rotate ? ', seats rotated' : '';
console.log(`${options.game}, ${options.numPlayers} players ${JSON.stringify(options.setupData)}, ${tasks.length} games${options.first ? ` (numbers ${options.first}–${options.first + tasks.length - 1})` : ''}, seed ${options.seed}${options.seedGiven ? '' : ' (random)'}${arrangement}`);
console.log(options.secretFile ? `secret: ${options.secretFile} (the same seed and secret play the same games again)` : 'secret: random for this run (not reproducible unless --secret-file)');
if (agents.length) {
  console.log(options.sandboxed ? `agents sandboxed (bubblewrap): ${agents.join(', ')}` : `agents UNSANDBOXED (--unsandboxed-agents: each could read the arena's files and processes): ${agents.join(', ')}`);
}
const rated = ratings(results, lineUps);
console.log(`\n${formatTable('bot', bots)}\n\n${formatTable('seat', seats)}\n\n${formatEndings(endings(results))}\n`);
if (rated.length) console.log(`${formatRatings(rated)}\n`);
const unfinished = results.filter((r) => !r.finished && !r.forfeit && !r.error).length;
if (unfinished) console.log(`${unfinished} games reached the move budget without an end.`);
for (const result of results.filter((r) => r.error || r.forfeit).slice(0, 10)) {
  console.log(`game ${result.index}: ${result.error ?? `seat ${result.forfeit!.seat} forfeited: ${result.forfeit!.reason}`}`);
}
console.log(`records: ${options.out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
