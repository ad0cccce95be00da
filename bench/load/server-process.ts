/** The server under load in a process of its own (bench/load-server.ts), and the database it runs on. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { StorageName } from './options';
import { SEED } from './scripts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';


export interface Database {
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

const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function createDatabase(storage: StorageName): Promise<Database> {
  if (storage === 'sqlite') return sqliteDatabase();
  if (storage === 'postgres' || storage === 'postgres-pair') return postgresDatabase();
  return { drop: async () => {} };
}

export interface ServerProcess {
  /** Where each instance listens: one, or two for `postgres-pair`. */
  urls: string[];
  /** The shared services it runs on, which bench/load/storage-probe.ts reads. */
  databaseUrl?: string;
  redisUrl?: string;
  /** The server's own CPU time so far, or undefined if it did not answer. */
  cpu(): Promise<NodeJS.CpuUsage | undefined>;
  stop(): Promise<void>;
}

/**
 * The busy time of every core so far, summed: it shows what neither process does, PostgreSQL's own
 * processes or anything else running on the machine during the measurement (which skews the numbers).
 */
export function machineTimes(): { busyMs: number } {
  let busyMs = 0;
  for (const { times } of cpus()) busyMs += times.user + times.nice + times.sys + times.irq;
  return { busyMs };
}

const SERVER_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '..', 'load-server.ts');
/** `--import tsx` resolves from the working directory: the repository's, wherever the bench is run from. */
const REPOSITORY = join(dirname(SERVER_SCRIPT), '..');

/**
 * The server of a storage: one process, or for `postgres-pair` two on the same database and Redis. Its CPU
 * is the sum of its processes'.
 */
export async function spawnServer(storage: StorageName, database: Database): Promise<ServerProcess> {
  if (storage !== 'postgres-pair') return spawnInstance(storage, database);
  const pair = await Promise.all([spawnInstance('postgres', database, REDIS_URL), spawnInstance('postgres', database, REDIS_URL)]);
  return {
    urls: pair.flatMap((instance) => instance.urls),
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    cpu: async () => {
      const [first, second] = await Promise.all(pair.map((instance) => instance.cpu()));
      return first && second ? { user: first.user + second.user, system: first.system + second.system } : undefined;
    },
    stop: async () => void (await Promise.all(pair.map((instance) => instance.stop()))),
  };
}

/** Start bench/load-server.ts in its own process (plain node with tsx's loader: one process, one pid). */
async function spawnInstance(storage: StorageName, database: Database, redisUrl?: string): Promise<ServerProcess> {
  const args = ['--import', 'tsx', SERVER_SCRIPT, '--storage', storage, '--seed', SEED];
  if (database.url) args.push('--database-url', database.url);
  if (redisUrl) args.push('--redis-url', redisUrl);
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
  return { urls: [`http://127.0.0.1:${port}`], databaseUrl: database.url, redisUrl, cpu: () => askCpu(child), stop: () => stopChild(child, exited) };
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
