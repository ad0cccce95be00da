/**
 * The arena from its command line: seeded tournaments with a secret from a file give byte-identical JSON
 * Lines whatever the number of worker threads, and the same again when the games go through Redis to a
 * separate `arena:worker`; every line is a match record that replays; the tables name every bot.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { openRecord } from '../../games/record-play';
import { matchSeed } from '../../arena/seeds';
import { arenaCommand } from '../support/arena-bundle';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'arena-'));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const secretFile = join(dir, 'arena.secret');
writeFileSync(secretFile, 'the secret of this test run, 32+\n');
const ARGS = ['--game', 'pax', '--players', '3', '--games', '6', '--seed', 'same', '--secret-file', secretFile, '--seats', 'ismcts:8,random,cmd:python3 examples/agents/random_agent.py', '--quiet'];

const arena = (extra: string[], env: Record<string, string> = {}) =>
  run(process.execPath, arenaCommand('cli', ...ARGS, ...extra), { env: { ...process.env, NODE_ENV: 'production', ...env }, timeout: 120_000 });

const children: ReturnType<typeof spawn>[] = [];
// Each child leads its own process group: stopping the group stops it and anything it started.
afterAll(() => children.forEach((child) => process.kill(-child.pid!, 'SIGTERM')));

test('one worker or two: the same records, byte for byte, each replaying; tables per bot and per seat', async () => {
  const one = join(dir, 'one.jsonl');
  const two = join(dir, 'two.jsonl');
  const { stdout } = await arena(['--workers', '1', '--out', one]);
  await arena(['--workers', '2', '--out', two]);
  const text = readFileSync(one, 'utf8');
  expect(readFileSync(two, 'utf8')).toBe(text);
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(6);
  for (const line of lines) {
    const loaded = await openRecord(line);
    expect(loaded.ok, JSON.stringify(loaded)).toBe(true);
  }
  // BOT-ARENA-1: game i's seed follows from the tournament's seed, i and the secret (the file's bytes before its newline)
  const secret = Buffer.from('the secret of this test run, 32+');
  expect(lines.map((line) => JSON.parse(line).seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => matchSeed(secret, 'same', i)));
  for (const name of ['ismcts:8', 'random', 'cmd:python3 examples/agents/random_agent.py', 'seat 0', 'seat 2']) expect(stdout).toContain(`| ${name} | 6 |`);
  expect(stdout).toMatch(/95 % interval/);
}, 240_000);

test('through Redis to a separate arena:worker: the same records again', async () => {
  // A queue of this run's own: a worker left from another run (other code) must not play these games.
  const ARENA_QUEUE = `arena-test-${process.pid}-${Date.now()}`;
  const worker = spawn(process.execPath, arenaCommand('worker-cli', '--workers', '1'), { env: { ...process.env, NODE_ENV: 'production', REDIS_URL, ARENA_QUEUE }, stdio: 'ignore', detached: true });
  children.push(worker);
  const queued = join(dir, 'queued.jsonl');
  await arena(['--queue', '--workers', '0', '--out', queued], { REDIS_URL, ARENA_QUEUE });
  const local = join(dir, 'local.jsonl');
  await arena(['--workers', '1', '--out', local]);
  expect(readFileSync(queued, 'utf8')).toBe(readFileSync(local, 'utf8'));
}, 240_000);

test('bad flags: exit code 2 and a message', async () => {
  await expect(run(process.execPath, arenaCommand('cli', '--game', 'pax', '--seats', 'alphago'))).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unknown bot "alphago"') });
  await expect(run(process.execPath, arenaCommand('cli', '--game', 'pax', '--queue'), { env: { ...process.env, REDIS_URL: '' } })).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('REDIS_URL') });
}, 60_000);
