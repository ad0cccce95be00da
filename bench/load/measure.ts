/** Load and measurement: N match slots replaying their recorded games, timed over a measured window. */
import { performance } from 'node:perf_hooks';
import { MoveFailure, checkCheckpoint, checkView } from './checks';
import { openMatch, type LiveMatch } from './live-match';
import type { Options, StorageName } from './options';
import { progress } from './progress';
import { VIEW_PATCH_EVENT } from '../../server/protocol';
import type { Script } from './scripts';
import { cpuDiff, cpuShare, microsPerMove } from './cpu';
import { medianAndP99 } from './percentile';
import { machineTimes, type ServerProcess } from './server-process';
import { perMove, storageProbe } from './storage-probe';


/** What the measured window saw; moves and errors outside it are not counted. */
class Tally {
  measuring = false;
  moves = 0;
  games = 0;
  timeouts = 0;
  refused = 0;
  disconnected = 0;
  lost = 0;
  readonly latencies: number[] = [];
  /** Wire bytes of each `update` and each `sync` every seat received. */
  readonly updateBytes: number[] = [];
  readonly syncBytes: number[] = [];

  move(ms: number): void {
    if (!this.measuring) return;
    this.moves++;
    this.latencies.push(ms);
  }

  received(event: string, bytes: number): void {
    if (!this.measuring) return;
    // A state's update, whole or as a patch.
    if (event === 'update' || event === VIEW_PATCH_EVENT) this.updateBytes.push(bytes);
    else if (event === 'sync') this.syncBytes.push(bytes);
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
async function runSlot(urls: readonly string[], script: Script, tally: Tally, stop: { requested: boolean }, opened: () => void, patches: boolean) {
  while (!stop.requested) {
    const match = await openMatch(urls, script, { patches, onWire: (event, bytes) => tally.received(event, bytes) });
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

export interface Row {
  storage: StorageName;
  matches: number;
  movesPerSecond: number;
  games: number;
  p50?: number;
  p99?: number;
  timeouts: number;
  refused: number;
  disconnected: number;
  /** Moves whose seat was never shown the state they are played on (a move lost on its way). */
  lost: number;
  serverCpu?: number;
  /** The server's CPU time per move stored in the window, in µs. */
  serverMicrosPerMove?: number;
  /** Wire bytes of each `update` a seat received (every seat of the match receives one per move). */
  updateBytesP50?: number;
  updateBytesP99?: number;
  /** Wire bytes of each `sync` (a seat joining a match opened in the window). */
  syncBytesP50?: number;
  syncBytesP99?: number;
  /** Per move stored: PostgreSQL's write-ahead log bytes and commits, the bytes Redis received (storage-probe.ts). */
  walBytesPerMove?: number;
  commitsPerMove?: number;
  redisBytesPerMove?: number;
  clientCpu: number;
  /** CPU used by every other process (PostgreSQL's included), from the machine's busy time. */
  otherCpu: number;
}

export async function measureLoad(server: ServerProcess, storage: StorageName, matches: number, scripts: Script[], options: Options): Promise<Row> {
  const tally = new Tally();
  const stop = { requested: false };
  const openings: Promise<void>[] = [];
  const slots = Array.from({ length: matches }, (_, slot) => {
    let opened!: () => void;
    openings.push(new Promise<void>((resolve) => (opened = resolve)));
    // Two instances: the matches are created on each in turn.
    const urls = server.urls.map((_, at) => server.urls[(slot + at) % server.urls.length]);
    return runSlot(urls, scripts[slot % scripts.length], tally, stop, () => opened(), options.patches);
  });
  const allSlots = Promise.all(slots);
  const probe = storageProbe(server.databaseUrl, server.redisUrl);
  allSlots.catch(() => {}); // raced below; stop the rejection from counting as unhandled
  try {
    await within(Promise.all(openings), allSlots);
    progress(`  ${matches} matches open, warming up ${options.warmup} s`);
    await within(sleep(options.warmup * 1000), allSlots);

    const storageBefore = await probe.read();
    const serverBefore = await server.cpu();
    const clientBefore = process.cpuUsage();
    const machineBefore = machineTimes();
    const startedAt = performance.now();
    tally.measuring = true;
    await within(sleep(options.seconds * 1000), allSlots);
    tally.measuring = false;
    const wallMs = performance.now() - startedAt;
    const serverAfter = await server.cpu();
    const perMoveStored = perMove(await probe.read(), storageBefore, tally.moves);
    const client = process.cpuUsage(clientBefore);
    const machine = machineTimes();
    const serverUsage = serverBefore && serverAfter ? cpuDiff(serverAfter, serverBefore) : undefined;
    const serverCpu = serverUsage && cpuShare(serverUsage, wallMs);
    const clientCpu = cpuShare(client, wallMs);
    const machineCpu = (machine.busyMs - machineBefore.busyMs) / wallMs;

    const latency = medianAndP99(tally.latencies);
    const updates = medianAndP99(tally.updateBytes);
    const syncs = medianAndP99(tally.syncBytes);
    return {
      storage,
      matches,
      movesPerSecond: tally.moves / (wallMs / 1000),
      games: tally.games,
      p50: latency.p50,
      p99: latency.p99,
      timeouts: tally.timeouts,
      refused: tally.refused,
      disconnected: tally.disconnected,
      lost: tally.lost,
      serverCpu,
      serverMicrosPerMove: serverUsage && microsPerMove(serverUsage, tally.moves),
      updateBytesP50: updates.p50,
      updateBytesP99: updates.p99,
      syncBytesP50: syncs.p50,
      syncBytesP99: syncs.p99,
      walBytesPerMove: perMoveStored.walBytes,
      commitsPerMove: perMoveStored.commits,
      redisBytesPerMove: perMoveStored.redisBytes,
      clientCpu,
      otherCpu: Math.max(0, machineCpu - (serverCpu ?? 0) - clientCpu),
    };
  } finally {
    stop.requested = true;
    await allSlots.catch(() => {});
    await probe.close();
  }
}
