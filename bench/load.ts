/**
 * npm run bench:load [-- --matches 20,50,100 --seconds 20 --storage memory,sqlite --game pax-pamir]
 *
 * How many moves per second the game server sustains, and how long a move takes, under N concurrent
 * matches played over real sockets, per storage: boardgame.io's own in-memory storage (the reference,
 * stock boardgame.io server) against our server on SQLite and on PostgreSQL.
 *
 * Flags:
 *   --matches 20,50,100        concurrent matches, one row each (default 50)
 *   --seconds 20               measured time per storage and match count (default 20)
 *   --warmup 3                 seconds played first and not counted, once every match is open (default 3)
 *   --storage memory,sqlite,postgres   which servers to run, in this order (default all three)
 *   --game pax-pamir           one game only (default: a mix, matches spread round-robin over every game)
 *   --players N                seats per match (default: each game's smallest count >= 2 that needs no
 *                              setup options; in the mix, a game that cannot take N is left out)
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
 * errors (timeouts, refusals, dropped sockets), games finished, and CPU in % of one core: the server
 * process's, this one's (near 100%: the load, not the server, is the limit) and every other process's
 * (PostgreSQL's own, and anything else running then, which skews the row).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, platform, release, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { gameEntries } from '../games';
import { HeadlessMatch } from '../games/headless';
import type { GameEntry } from '../games/types';
import { seatView } from '../games/engine/view';

const SEED = 'load-bench';
const MOVE_TIMEOUT_MS = 10_000;
const STORAGES = ['memory', 'sqlite', 'postgres'] as const;
type StorageName = (typeof STORAGES)[number];
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// ---------------------------------------------------------------------------------------------------
// Flags

interface Options {
  matchCounts: number[];
  seconds: number;
  warmup: number;
  storages: StorageName[];
  game?: string;
  players?: number;
}

function positive(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${flag} takes positive integers, not "${text}"`);
  return value;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      storage: { type: 'string', default: STORAGES.join(',') },
      game: { type: 'string' },
      players: { type: 'string' },
    },
  });
  const storages = values.storage.split(',').map((name) => {
    if (!(STORAGES as readonly string[]).includes(name)) throw new Error(`--storage: unknown "${name}" (${STORAGES.join(', ')})`);
    return name as StorageName;
  });
  return {
    matchCounts: values.matches.split(',').map((count) => positive('matches', count)),
    seconds: positive('seconds', values.seconds),
    warmup: Number(values.warmup),
    storages,
    game: values.game,
    players: values.players === undefined ? undefined : positive('players', values.players),
  };
}

// ---------------------------------------------------------------------------------------------------
// The recorded games

/** What the mover's update must show after a move (or the sync before the first one). */
interface Checkpoint {
  stateID: number;
  turn: number;
  currentPlayer: string;
  phase: string | null;
}

interface Step extends Checkpoint {
  playerID: string;
  move: string;
  args: unknown[];
  /** The state id the move is sent on; the checkpoint fields describe the state after it. */
  sentOn: number;
}

/** One complete random game, as every match of this game on the server will replay it. */
interface Script {
  entry: GameEntry;
  numPlayers: number;
  start: Checkpoint;
  steps: Step[];
  /** Each seat's view of `G` at the start (the deal), as JSON. */
  dealtViews: string[];
  /** The last mover's view of `G` at the end, as JSON. */
  finalView: string;
  finished: boolean;
}

function checkpoint(state: State): Checkpoint {
  const { turn, currentPlayer, phase } = state.ctx;
  return { stateID: state._stateID, turn, currentPlayer, phase: phase ?? null };
}

/** What one seat sees of `G`, as the server sends it (boardgame.io filters `G` through `playerView`). */
function viewJSON(entry: GameEntry, state: State, playerID: string): string {
  const view = seatView(entry.game, state, playerID);
  return JSON.stringify(view);
}

/** A seeded uniform choice that needs no state beyond a counter (the bot's own dice, not the game's). */
function seededPicker(seed: string): (count: number) => number {
  let draws = 0;
  return (count) => createHash('sha256').update(`${seed}:${draws++}`).digest().readUInt32BE(0) % count;
}

/**
 * Play the game with a random bot in every seat, as RandomBot would: a uniform choice among `enumerate`'s
 * moves; a refused choice is set aside and another drawn.
 */
function recordGame(entry: GameEntry, numPlayers: number): Script {
  const match = new HeadlessMatch(entry.game, { numPlayers, seed: SEED });
  const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const pick = seededPicker(`bot:${SEED}`);
  const start = checkpoint(match.state);
  const dealtViews = seats.map((playerID) => viewJSON(entry, match.state, playerID));
  const steps: Step[] = [];
  while (!match.isOver && steps.length < entry.moveBudget) {
    const playerID = match.nextPlayer!;
    const sentOn = match.state._stateID;
    const choices = [...match.enumerate(playerID)];
    let played = false;
    while (!played && choices.length > 0) {
      const [{ move, args = [] }] = choices.splice(pick(choices.length), 1);
      played = match.move(playerID, move, args).ok;
      if (played) steps.push({ playerID, move, args, sentOn, ...checkpoint(match.state) });
    }
    if (!played) throw new Error(`${entry.game.name}: player ${playerID} has no accepted move after ${steps.length} moves`);
  }
  const last = steps.at(-1);
  if (!last) throw new Error(`${entry.game.name}: the recorded game has no move`);
  return {
    entry,
    numPlayers,
    start,
    steps,
    dealtViews,
    finalView: viewJSON(entry, match.state, last.playerID),
    finished: match.isOver,
  };
}

/** The seat count a game is benchmarked at: the one asked for, or its smallest count >= 2 with no options. */
function playerCount(entry: GameEntry, asked: number | undefined): number | undefined {
  const { minPlayers, maxPlayers, validateSetupData } = entry.game;
  const accepts = (count: number) =>
    count >= minPlayers && count <= maxPlayers && validateSetupData?.(undefined, count) === undefined;
  if (asked !== undefined) return accepts(asked) ? asked : undefined;
  for (let count = Math.max(2, minPlayers); count <= maxPlayers; count++) if (accepts(count)) return count;
  return undefined;
}

function recordGames({ game, players }: Options): Script[] {
  const entries = game ? gameEntries.filter((entry) => entry.game.name === game) : gameEntries;
  if (entries.length === 0) throw new Error(`--game: no registered game "${game}" (${gameEntries.map((e) => e.game.name).join(', ')})`);
  const scripts: Script[] = [];
  for (const entry of entries) {
    const numPlayers = playerCount(entry, players);
    if (numPlayers === undefined) {
      const why = `${entry.game.name} cannot be played at ${players ?? 'any count'} players without setup options`;
      if (game) throw new Error(why);
      progress(`${why}: left out`);
      continue;
    }
    scripts.push(recordGame(entry, numPlayers));
  }
  if (scripts.length === 0) throw new Error(`no game can be played at ${players} players without setup options`);
  return scripts;
}

// ---------------------------------------------------------------------------------------------------
// Divergence and failed moves

/** The server did not play the recorded game: the numbers would mean nothing, so the run stops. */
class Divergence extends Error {}

/** A move that failed (timeout or refusal): counted as an error, and its match dropped. */
class MoveFailure extends Error {
  constructor(readonly kind: 'timeout' | 'refused' | 'disconnected', message: string) {
    super(message);
  }
}

function checkCheckpoint(script: Script, where: string, expected: Checkpoint, state: State): void {
  const actual = checkpoint(state);
  for (const key of ['stateID', 'turn', 'currentPlayer', 'phase'] as const) {
    if (actual[key] !== expected[key]) {
      throw new Divergence(
        `${script.entry.game.name}: the server's game differs from the recorded one ${where}: ` +
          `expected ${JSON.stringify(expected)}, received ${JSON.stringify(actual)}. ` +
          `Does the server still take each game's \`seed\`, and HeadlessMatch play exactly as the server does?`,
      );
    }
  }
}

function checkView(script: Script, where: string, expected: string, state: State): void {
  if (JSON.stringify(state.G) !== expected) {
    throw new Divergence(`${script.entry.game.name}: the server's G differs from the recorded game's ${where}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Matches over sockets

interface Seat {
  playerID: string;
  credentials: string;
  socket: Socket;
}

interface Waiter {
  playerID: string;
  stateID: number;
  resolve(state: State): void;
  reject(error: Error): void;
}

/** One match on the server, every seat on its own socket, as real clients hold them. */
class LiveMatch {
  private readonly seats = new Map<string, Seat>();
  private waiter: Waiter | undefined;

  constructor(
    readonly url: string,
    readonly script: Script,
    readonly matchID: string,
  ) {}

  /** Connect a seat's socket and sync it; its state must be the recorded deal. */
  async seat(playerID: string, credentials: string): Promise<void> {
    const { name } = this.script.entry.game;
    const socket = io(`${this.url}/${name}`, { transports: ['websocket'], reconnection: false, forceNew: true });
    this.seats.set(playerID, { playerID, credentials, socket });
    socket.on('update', (matchID: string, state: State) => this.onUpdate(playerID, matchID, state));
    // Today's server says nothing when it refuses a move; a later one answers `refused`.
    socket.on('refused', (matchID: string, refusal: unknown) => this.onRefused(playerID, matchID, refusal));
    // A socket the server drops will never bring the update: fail now rather than after the timeout.
    socket.on('disconnect', (reason) => this.waiter?.reject(new MoveFailure('disconnected', `seat ${playerID} disconnected: ${reason}`)));
    const state = await new Promise<State>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} ${this.matchID}: no sync for seat ${playerID}`)), MOVE_TIMEOUT_MS);
      socket.once('connect_error', (error) => (clearTimeout(timer), reject(error)));
      socket.on('sync', (matchID: string, info: { state: State }) => {
        if (matchID === this.matchID) (clearTimeout(timer), resolve(info.state));
      });
      socket.emit('sync', this.matchID, playerID, credentials, this.script.numPlayers);
    });
    checkCheckpoint(this.script, `at the start (seat ${playerID})`, this.script.start, state);
    checkView(this.script, `in the deal (seat ${playerID})`, this.script.dealtViews[Number(playerID)], state);
  }

  /** Send a recorded move and resolve with the mover's update that brings the recorded state id. */
  play(step: Step): Promise<State> {
    const seat = this.seats.get(step.playerID)!;
    return new Promise<State>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new MoveFailure('timeout', `${step.move} by ${step.playerID}: no update in ${MOVE_TIMEOUT_MS} ms`));
      }, MOVE_TIMEOUT_MS);
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        this.waiter = undefined;
        finish(value);
      };
      this.waiter = { playerID: step.playerID, stateID: step.stateID, resolve: settle(resolve), reject: settle(reject) };
      const action = { type: 'MAKE_MOVE', payload: { type: step.move, args: step.args, playerID: step.playerID, credentials: seat.credentials } };
      seat.socket.emit('update', action, step.sentOn, this.matchID, step.playerID);
    });
  }

  private onUpdate(playerID: string, matchID: string, state: State): void {
    const waiter = this.waiter;
    if (!waiter || matchID !== this.matchID || playerID !== waiter.playerID) return;
    if (state._stateID === waiter.stateID) waiter.resolve(state);
    else if (state._stateID > waiter.stateID) {
      waiter.reject(new Divergence(`${this.script.entry.game.name}: expected state ${waiter.stateID}, received ${state._stateID}`));
    }
  }

  private onRefused(playerID: string, matchID: string, refusal: unknown): void {
    const waiter = this.waiter;
    if (!waiter || matchID !== this.matchID || playerID !== waiter.playerID) return;
    waiter.reject(new MoveFailure('refused', `refused: ${JSON.stringify(refusal)}`));
  }

  close(): void {
    for (const { socket } of this.seats.values()) socket.close();
  }
}

/**
 * Create a match through the lobby API, take every seat, then sync each one on its socket. The seats are
 * taken one after another, as people take them: concurrent joins of one match lost seats on the
 * PostgreSQL storage before its metadata writes were made atomic, and a load run must not hinge on that.
 */
async function openMatch(url: string, script: Script): Promise<LiveMatch> {
  const lobby = new LobbyClient({ server: url });
  const { name } = script.entry.game;
  const { matchID } = await lobby.createMatch(name, { numPlayers: script.numPlayers });
  const seats: { playerID: string; credentials: string }[] = [];
  for (let seat = 0; seat < script.numPlayers; seat++) {
    const { playerID, playerCredentials } = await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `Bot ${seat}` });
    seats.push({ playerID, credentials: playerCredentials });
  }
  const match = new LiveMatch(url, script, matchID);
  try {
    await Promise.all(seats.map(({ playerID, credentials }) => match.seat(playerID, credentials)));
  } catch (error) {
    match.close();
    throw error;
  }
  return match;
}

// ---------------------------------------------------------------------------------------------------
// Load and measurement

/** What the measured window saw; moves and errors outside it are not counted. */
class Tally {
  measuring = false;
  moves = 0;
  games = 0;
  timeouts = 0;
  refused = 0;
  disconnected = 0;
  readonly latencies: number[] = [];

  move(ms: number): void {
    if (!this.measuring) return;
    this.moves++;
    this.latencies.push(ms);
  }

  gameOver(): void {
    if (this.measuring) this.games++;
  }

  failure(failure: MoveFailure): void {
    if (!this.measuring) return;
    this[failure.kind === 'timeout' ? 'timeouts' : failure.kind]++;
  }
}

/** Replay the recorded game on a live match, stopping early when asked to. */
async function playMatch(match: LiveMatch, tally: Tally, stop: { requested: boolean }): Promise<void> {
  const { script } = match;
  for (const [index, step] of script.steps.entries()) {
    if (stop.requested) return;
    const sentAt = performance.now();
    const state = await match.play(step);
    tally.move(performance.now() - sentAt);
    checkCheckpoint(script, `after move ${index + 1} (${step.move} by ${step.playerID})`, step, state);
    if (index === script.steps.length - 1) checkView(script, 'at the end', script.finalView, state);
  }
  tally.gameOver();
}

/** One concurrent match slot: a match of its game after another, until stopped. */
async function runSlot(url: string, script: Script, tally: Tally, stop: { requested: boolean }, opened: () => void) {
  while (!stop.requested) {
    const match = await openMatch(url, script);
    opened();
    try {
      await playMatch(match, tally, stop);
    } catch (error) {
      if (!(error instanceof MoveFailure)) throw error;
      tally.failure(error);
      progress(`  error: ${script.entry.game.name} ${match.matchID}: ${error.message}`);
    } finally {
      match.close();
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait for `ms`, or fail at once if a slot fails. */
function within<T>(work: Promise<T>, slots: Promise<unknown>): Promise<T> {
  return Promise.race([work, slots.then(() => Promise.reject(new Error('a match slot ended early')))]);
}

interface Row {
  storage: StorageName;
  matches: number;
  movesPerSecond: number;
  games: number;
  p50?: number;
  p99?: number;
  timeouts: number;
  refused: number;
  disconnected: number;
  serverCpu?: number;
  clientCpu: number;
  /** CPU used by every other process (PostgreSQL's included), from the machine's busy time. */
  otherCpu: number;
}

function percentile(sorted: number[], fraction: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function measureLoad(server: ServerProcess, storage: StorageName, matches: number, scripts: Script[], options: Options): Promise<Row> {
  const tally = new Tally();
  const stop = { requested: false };
  const openings: Promise<void>[] = [];
  const slots = Array.from({ length: matches }, (_, slot) => {
    let opened!: () => void;
    openings.push(new Promise<void>((resolve) => (opened = resolve)));
    return runSlot(server.url, scripts[slot % scripts.length], tally, stop, () => opened());
  });
  const allSlots = Promise.all(slots);
  allSlots.catch(() => {}); // raced below; stop the rejection from counting as unhandled
  try {
    await within(Promise.all(openings), allSlots);
    progress(`  ${matches} matches open, warming up ${options.warmup} s`);
    await within(sleep(options.warmup * 1000), allSlots);

    const serverBefore = await server.cpu();
    const clientBefore = process.cpuUsage();
    const machineBefore = machineTimes();
    const startedAt = performance.now();
    tally.measuring = true;
    await within(sleep(options.seconds * 1000), allSlots);
    tally.measuring = false;
    const wallMs = performance.now() - startedAt;
    const serverAfter = await server.cpu();
    const client = process.cpuUsage(clientBefore);
    const machine = machineTimes();
    const cpuShare = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000 / wallMs;
    const serverCpu = serverBefore && serverAfter ? cpuShare(cpuDiff(serverAfter, serverBefore)) : undefined;
    const machineCpu = (machine.busyMs - machineBefore.busyMs) / wallMs;

    const sorted = tally.latencies.sort((a, b) => a - b);
    return {
      storage,
      matches,
      movesPerSecond: tally.moves / (wallMs / 1000),
      games: tally.games,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      timeouts: tally.timeouts,
      refused: tally.refused,
      disconnected: tally.disconnected,
      serverCpu,
      clientCpu: cpuShare(client),
      otherCpu: Math.max(0, machineCpu - (serverCpu ?? 0) - cpuShare(client)),
    };
  } finally {
    stop.requested = true;
    await allSlots.catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------------
// Server processes and their databases

interface Database {
  url?: string;
  drop(): Promise<void>;
}

function sqliteDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  return { url: join(dir, 'matches.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new PostgreSQL database for one run, dropped after (`with (force)`: the server may still hold a connection). */
async function postgresDatabase(): Promise<Database> {
  const name = `bench_load_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function createDatabase(storage: StorageName): Promise<Database> {
  if (storage === 'sqlite') return sqliteDatabase();
  if (storage === 'postgres') return postgresDatabase();
  return { drop: async () => {} };
}

interface ServerProcess {
  url: string;
  /** The server's own CPU time so far, or undefined if it did not answer. */
  cpu(): Promise<NodeJS.CpuUsage | undefined>;
  stop(): Promise<void>;
}

/**
 * The busy time of every core so far, summed: it shows what neither process does, PostgreSQL's own
 * processes or anything else running on the machine during the measurement (which skews the numbers).
 */
function machineTimes(): { busyMs: number } {
  let busyMs = 0;
  for (const { times } of cpus()) busyMs += times.user + times.nice + times.sys + times.irq;
  return { busyMs };
}

function cpuDiff(after: NodeJS.CpuUsage, before: NodeJS.CpuUsage): NodeJS.CpuUsage {
  return { user: after.user - before.user, system: after.system - before.system };
}

const SERVER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'load-server.ts');
/** `--import tsx` resolves from the working directory: the repository's, wherever the bench is run from. */
const REPOSITORY = join(dirname(SERVER_SCRIPT), '..');

/** Start bench/load-server.ts in its own process (plain node with tsx's loader: one process, one pid). */
async function spawnServer(storage: StorageName, database: Database): Promise<ServerProcess> {
  const args = ['--import', 'tsx', SERVER_SCRIPT, '--storage', storage, '--seed', SEED];
  if (database.url) args.push('--database-url', database.url);
  const child = spawn(process.execPath, args, { cwd: REPOSITORY, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    exited.then((code) => reject(new Error(`the ${storage} server exited (code ${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = portIn(line);
      if (port === undefined) process.stderr.write(`[server] ${line}\n`);
      else resolve(port);
    });
  });
  return { url: `http://127.0.0.1:${port}`, cpu: () => askCpu(child), stop: () => stopChild(child, exited) };
}

function portIn(line: string): number | undefined {
  try {
    const { loadBenchPort } = JSON.parse(line) as { loadBenchPort?: unknown };
    return typeof loadBenchPort === 'number' ? loadBenchPort : undefined;
  } catch {
    return undefined;
  }
}

function askCpu(child: ChildProcess): Promise<NodeJS.CpuUsage | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => (child.off('message', onMessage), resolve(undefined)), 5000);
    const onMessage = (message: unknown) => {
      const { cpu } = message as { cpu?: NodeJS.CpuUsage };
      if (!cpu) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(cpu);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** SIGTERM lets the server finish its writes; SIGKILL if it takes too long. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------
// Output

function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const percent = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);

function printTable(rows: Row[]): void {
  const reference = (matches: number) => rows.find((row) => row.storage === 'memory' && row.matches === matches);
  const header = ['storage', 'matches', 'moves/s', 'vs memory', 'p50 ms', 'p99 ms', 'errors', 'games', 'server CPU', 'client CPU', 'other CPU'];
  const lines = rows.map((row) => {
    const memory = reference(row.matches);
    return [
      row.storage,
      String(row.matches),
      fixed(row.movesPerSecond, 0),
      memory && memory.movesPerSecond > 0 ? `${fixed(row.movesPerSecond / memory.movesPerSecond, 2)}×` : '-',
      fixed(row.p50, 1),
      fixed(row.p99, 1),
      String(row.timeouts + row.refused + row.disconnected),
      String(row.games),
      percent(row.serverCpu),
      percent(row.clientCpu),
      percent(row.otherCpu),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

function describeSetup(scripts: Script[], options: Options): string {
  const games = scripts
    .map(({ entry, numPlayers, steps, finished }) => `${entry.game.name} ${numPlayers}p (${steps.length} moves${finished ? '' : ', unfinished'})`)
    .join(', ');
  return `games: ${games}; ${options.seconds} s measured after ${options.warmup} s warm-up; move timeout ${MOVE_TIMEOUT_MS / 1000} s`;
}

// ---------------------------------------------------------------------------------------------------
// Main

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
          `${row.timeouts} timeouts, ${row.refused} refused, ${row.disconnected} disconnected, server CPU ${percent(row.serverCpu)}, client CPU ${percent(row.clientCpu)}, other CPU ${percent(row.otherCpu)}`,
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
