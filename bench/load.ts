/**
 * npm run bench:load [-- --matches 20,50,100 --seconds 20 --storage memory,sqlite --game pax-pamir]
 *
 * How many moves per second the game server sustains, and how long a move takes, under N concurrent
 * matches played over real sockets, per storage: boardgame.io's own in-memory storage (the reference,
 * stock boardgame.io server) against our server on SQLite and on PostgreSQL.
 *
 * Flags: `npm run bench:load -- --help` (bench/load/options.ts).
 *
 * Each storage gets its own server process (bench/load-server.ts; this process is the load, so on a
 * two-core machine each side has a core), killed after its rows. SQLite uses a temporary file; PostgreSQL
 * a database created for the run on TEST_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test) and dropped after.
 *
 * The bots cost no CPU here: the server deals every match from one fixed seed, and this process has
 * played the same game beforehand through `HeadlessMatch` (a seeded random bot), so each seat only sends
 * its next recorded move. Every update the mover receives is checked against the recorded game (state id,
 * turn, current player, phase; the dealt and final views in full), and the run stops at the first
 * divergence. A move that brings no update within 10 s (or that the server refuses) is an error; its
 * match is dropped and a new one started.
 *
 * Output: progress on stderr; on stdout the machine, then one row per storage and match count: moves/s,
 * its ratio to `memory` at the same match count, move latency (send to the mover's update) p50 and p99,
 * errors (timeouts, refusals, dropped sockets), games finished, CPU in % of one core: the server
 * process's, this one's (near 100%: the load, not the server, is the limit) and every other process's
 * (PostgreSQL's own, and anything else running then, which skews the row); the server's CPU time per move
 * (µs, its `process.cpuUsage()` over the window divided by the moves stored in it); and the size of each
 * `update` and each `sync` a seat receives (bytes of the socket.io packet as it came over the wire, every
 * seat counted, median and p99; a sync only when a match opens in the window).
 *
 * The parts, one idea each, are in bench/load/; the seats speak through server/sockets/wire-client.ts, the
 * raw socket client the server tests use too.
 */
import { cpus, platform, release } from 'node:os';
import { measureLoad, type Row } from './load/measure';
import { parseOptions, USAGE, type Options, type StorageName } from './load/options';
import { progress } from './load/progress';
import { describeSetup, fixed, percent, printTable } from './load/report';
import { recordGames, type Script } from './load/scripts';
import { createDatabase, spawnServer, type ServerProcess } from './load/server-process';

/** What an interrupted run must still undo: the running server process and its database. */
const cleanups = new Set<() => Promise<void>>();

process.once('SIGINT', () => {
  progress('interrupted: stopping the server and dropping its database');
  Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
});

async function benchStorage(storage: StorageName, scripts: Script[], options: Options): Promise<Row[]> {
  progress(`${storage}: starting the server`);
  const database = await createDatabase(storage);
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    await server?.stop();
    await database.drop();
  };
  cleanups.add(cleanup);
  try {
    server = await spawnServer(storage, database);
    const rows: Row[] = [];
    for (const matches of options.matchCounts) {
      progress(`${storage}: ${matches} concurrent matches`);
      const row = await measureLoad(server, storage, matches, scripts, options);
      progress(
        `  ${fixed(row.movesPerSecond, 0)} moves/s, p50 ${fixed(row.p50, 1)} ms, p99 ${fixed(row.p99, 1)} ms, ` +
          `${row.timeouts} timeouts, ${row.refused} refused, ${row.disconnected} disconnected, ${row.lost} lost, server CPU ${percent(row.serverCpu)} (${fixed(row.serverMicrosPerMove, 0)} µs/move), client CPU ${percent(row.clientCpu)}, other CPU ${percent(row.otherCpu)}, ` +
          `update ${fixed(row.updateBytesP50, 0)} B p50 / ${fixed(row.updateBytesP99, 0)} B p99`,
      );
      if (row.clientCpu > 0.9) progress('  warning: the client process is near one full core; the load, not the server, may be the limit');
      rows.push(row);
    }
    return rows;
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options === 'help') return void console.log(USAGE);
  if (process.env.NODE_ENV !== 'production') {
    progress('NODE_ENV is not "production": boardgame.io logs every move and runs slower. Use `npm run bench:load`.');
  }
  const scripts = recordGames(options);
  const setup = describeSetup(scripts, options);
  progress(setup);
  const rows: Row[] = [];
  for (const storage of options.storages) rows.push(...(await benchStorage(storage, scripts, options)));

  const machine = cpus();
  console.log(`machine: ${machine.length} × ${machine[0]?.model.trim() ?? 'unknown cpu'}, node ${process.version}, ${platform()} ${release()}`);
  console.log(setup);
  console.log('');
  printTable(rows);
}

try {
  await main();
  process.exit(0); // sockets closing in the background must not hold the process
} catch (error) {
  console.error(error instanceof Error ? `load bench failed: ${error.message}` : error);
  process.exit(1);
}

