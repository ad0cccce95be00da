/**
 * SQLite writes are acknowledged only once their commit is on disk: the write-ahead log is synced
 * (fdatasync, off the event loop) before a write's promise resolves, and writes committed while a sync runs
 * share the next one.
 */
import { open, rm } from 'node:fs/promises';
import type { LogEntry, Server, State } from 'boardgame.io';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import SQLite from 'better-sqlite3';
import { SqlStorage } from '../../server/storage/sql-storage';
import { tempSqliteFile } from '../support/server';

const seat = { playerID: '0', credentials: 'secret-0' };
const metadata = (): Server.MatchData => ({
  gameName: 'g',
  players: { 0: { id: 0, name: 'Ann', credentials: 'secret-0' }, 1: { id: 1 } },
  createdAt: 1,
  updatedAt: 1,
});
const state = (stateID: number) =>
  ({ G: { n: stateID }, ctx: { turn: stateID, numPlayers: 2 }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;
const entry = (n: number) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [n], playerID: '0' } }, _stateID: n, turn: n, phase: '' }) as LogEntry;

/** Resolves after `ms`, to tell a pending promise from a settled one. */
const later = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('pending'), ms));

describe('SQLite durability', () => {
  let file: string;
  let storage: SqlStorage;
  let datasyncs: number;
  let gate: { open(): void; promise: Promise<void> };

  beforeEach(async () => {
    file = tempSqliteFile();
    storage = new SqlStorage(file);
    await storage.connect();
    // Every datasync of any file handle waits for the gate, then really syncs.
    const probe = await open(file, 'r');
    const proto = Object.getPrototypeOf(probe) as { datasync(): Promise<void> };
    await probe.close();
    const real = proto.datasync;
    datasyncs = 0;
    let release!: () => void;
    gate = { open: () => release(), promise: new Promise<void>((resolve) => (release = resolve)) };
    vi.spyOn(proto, 'datasync').mockImplementation(function (this: unknown) {
      datasyncs++;
      return gate.promise.then(() => real.call(this));
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await storage.close();
    await rm(file, { force: true });
  });

  test('a move is acknowledged only after the log is synced, and is then on disk', async () => {
    gate.open();
    await storage.createMatch('m', { initialState: state(0), metadata: metadata() });
    const before = datasyncs;
    let release!: () => void;
    gate.promise = new Promise<void>((resolve) => (release = resolve));
    const move = storage.commitMove({ matchID: 'm', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 2 });
    expect(await Promise.race([move, later(100)])).toBe('pending');
    expect(datasyncs).toBe(before + 1);
    release();
    expect(await move).toBe(true);
    // A second connection (another process would see the same) reads the stored move.
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select state_id from matches where id = ?').get('m')).toEqual({ state_id: 1 });
    reader.close();
  });

  test('lobby writes (through Kysely) and metadata changes wait for the sync too', async () => {
    const created = storage.createMatch('m', { initialState: state(0), metadata: metadata() });
    expect(await Promise.race([created, later(100)])).toBe('pending');
    gate.open();
    await created;
    let release!: () => void;
    gate.promise = new Promise<void>((resolve) => (release = resolve));
    const renamed = storage.updateMetadata('m', (m) => ({ ...m, players: { ...m.players, 1: { id: 1, name: 'Bob' } } }));
    expect(await Promise.race([renamed, later(100)])).toBe('pending');
    release();
    expect((await renamed)?.players[1].name).toBe('Bob');
  });

  test('writes committed while a sync runs share the next one', async () => {
    gate.open();
    for (const id of ['a', 'b', 'c', 'd']) await storage.createMatch(id, { initialState: state(0), metadata: metadata() });
    let release!: () => void;
    gate.promise = new Promise<void>((resolve) => (release = resolve));
    const before = datasyncs;
    const first = storage.commitMove({ matchID: 'a', previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 2 });
    await later(50);
    const others = ['b', 'c', 'd'].map((id) =>
      storage.commitMove({ matchID: id, previousStateID: 0, seat, next: state(1), deltalog: [entry(1)], now: 2 }),
    );
    await later(50);
    expect(datasyncs).toBe(before + 1);
    release();
    expect(await Promise.all([first, ...others])).toEqual([true, true, true, true]);
    expect(datasyncs).toBe(before + 2);
  });
});

describe('SQLite checkpoints', () => {
  test('a thread of its own copies the write-ahead log into the database file', async () => {
    const file = tempSqliteFile();
    const storage = new SqlStorage(file);
    await storage.connect();
    const { statSync } = await import('node:fs');
    const before = statSync(file).size;
    const big = (n: number) => ({ ...state(n), G: { n, filler: 'x'.repeat(200_000) } }) as unknown as State;
    await storage.createMatch('m', { initialState: big(0), metadata: metadata() });
    for (let n = 1; n <= 5; n++) {
      expect(await storage.commitMove({ matchID: 'm', previousStateID: n - 1, seat, next: big(n), deltalog: [entry(n)], now: 2 })).toBe(true);
    }
    // The server's own connection checkpoints only past SELF_CHECKPOINT_PAGES: the copy is the thread's.
    const deadline = Date.now() + 5_000;
    while (statSync(file).size < before + 200_000 && Date.now() < deadline) await later(50);
    expect(statSync(file).size).toBeGreaterThanOrEqual(before + 200_000);
    await storage.close();
    await rm(file, { force: true });
  });
});
