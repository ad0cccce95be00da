/**
 * What whoever runs the server sees: /healthz answers 200 only while the database (and Redis, when set)
 * answer; /metrics counts moves, their latency, sockets, refusals and storage errors; the log is JSON
 * lines and never holds a seat's credentials.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { captureLog } from '../support/captured-log';
import { RawClient, createFullMatch, eventually, legalMove, move, tempSqliteFile } from '../support/server';

const entry = gameEntries.find((e) => e.game.name === 'pax')!;

/** One move played by the seat that must act, over its own socket. */
async function playOne(server: RunningServer, matchID: string, seats: { playerID: string; credentials: string }[]) {
  const next = await legalMove(server, entry, matchID);
  const seat = seats.find((s) => s.playerID === next.playerID)!;
  const client = new RawClient(server.url, entry.game.name);
  try {
    await client.sync(matchID, seat, seats.length);
    const updated = client.updateTo(matchID, next.stateID + 1);
    client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
    await updated;
    // A move with the other seat's credentials, refused: its refusal is counted and logged.
    const other = seats.find((s) => s.playerID !== seat.playerID)!;
    client.send(move(next.move, next.args, seat.playerID, other.credentials), next.stateID + 1, matchID, seat.playerID);
    await client.next((event) => event === 'refused');
  } finally {
    client.close();
  }
}

describe('health and metrics', () => {
  let server: RunningServer;
  const log = captureLog('debug');
  beforeAll(async () => {
    server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: log.logger });
  });
  afterAll(async () => {
    await server.stop().catch(() => {});
  });

  test('/metrics counts stored moves with their latency, open sockets, refusals and storage errors', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    await playOne(server, matchID, seats);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^pax_moves_stored_total\{game="pax"\} 1$/m);
    expect(text).toMatch(/^pax_move_duration_seconds_count\{outcome="stored"\} 1$/m);
    expect(text).toMatch(/^pax_refused_packets_total\{reason="unauthorized"\} 1$/m);
    expect(text).toMatch(/^pax_open_sockets \d+$/m);
    expect(text).toMatch(/^# TYPE pax_storage_errors_total counter$/m);
  });

  test('every log line is JSON and none holds credentials, even at debug level', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    await playOne(server, matchID, seats);
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    for (const line of text.trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
    for (const seat of seats) expect(text).not.toContain(seat.credentials);
    expect(log.entries().some((e) => e.msg === 'refused')).toBe(true);
  });

  test('/healthz is 200 while the database answers and 503 once it does not; moves then fail as counted storage errors', async () => {
    const healthy = await fetch(`${server.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: 'ok', database: 'ok' });
    const { matchID, seats } = await createFullMatch(server, entry);
    const next = await legalMove(server, entry, matchID);
    const seat = seats.find((s) => s.playerID === next.playerID)!;
    const client = new RawClient(server.url, entry.game.name);
    try {
      await client.sync(matchID, seat, seats.length);
      await server.storage.close(); // the database goes away under the running server
      const failing = await fetch(`${server.url}/healthz`);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toMatchObject({ status: 'failing' });
      client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      const [, refusal] = await client.next((event) => event === 'refused');
      expect(refusal).toEqual({ code: 'server-error', stateID: next.stateID });
      const text = await (await fetch(`${server.url}/metrics`)).text();
      // the engine holds the match it synced, so the failing call is the commit (a read when it held none)
      expect(text).toMatch(/^pax_storage_errors_total\{operation="(read|commit)"\} [1-9]/m);
    } finally {
      client.close();
    }
  });
});

describe('with Redis', () => {
  const port = 6390 + Math.floor(Math.random() * 100);
  let redis: ChildProcess;
  let server: RunningServer;
  beforeAll(async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await eventually(async () => {
      const probe = await import('ioredis').then(({ Redis }) => new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null }));
      probe.on('error', () => {}); // refused until the server is up: that is what this loop waits for
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG' ? true : undefined;
      } catch {
        return undefined;
      } finally {
        probe.disconnect();
      }
    });
    server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), redisUrl: `redis://127.0.0.1:${port}`, clientDir: '/nonexistent', logger: captureLog('fatal').logger });
  });
  afterAll(async () => {
    await server?.stop();
    if (redis.exitCode === null) redis.kill('SIGKILL');
  });

  test('/healthz is 503 once Redis stops answering', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    redis.kill('SIGKILL');
    await once(redis, 'exit');
    const failing = await fetch(`${server.url}/healthz`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ status: 'failing', database: 'ok' });
  });
});
