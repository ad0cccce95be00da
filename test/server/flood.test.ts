/**
 * What a hostile socket can cost the server: packets for matches it never synced are refused before any
 * storage read and leave nothing behind; a socket's packet rate is limited; fuzzed packets of every shape
 * leave no rejected promise unhandled and no error logged; and the process's last-resort handlers log
 * loudly instead of hiding what reaches them.
 */
import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { installCrashHandlers } from '../../server/crash-handlers';
import { LEVELS, captureLog, type CapturedLog } from '../support/captured-log';
import { RawClient, createFullMatch, legalMove, move, tempSqliteFile, type Seat } from '../support/server';

const LIMITS = { packetsPerSecond: 50, burst: 100 };

describe('a socket that names matches it never synced', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', socketLimits: LIMITS, logger: captureLog('warn').logger });
  });
  afterAll(async () => {
    await server.stop();
  });
  afterEach(() => vi.restoreAllMocks());

  test('costs no storage read, keeps nothing in memory, and is limited then cut off', async () => {
    const reads = [
      vi.spyOn(server.storage, 'readForMove'),
      vi.spyOn(server.storage, 'readForSync'),
      vi.spyOn(server.storage, 'fetch'),
      vi.spyOn(server.storage, 'updateMetadata'),
    ];
    const client = new RawClient(server.url, gameEntries[0].game.name);
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    try {
      await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
      for (let i = 0; i < 5_000; i++) {
        client.send(move('draw', [], '0', 'x'), 0, `random-${i}-${Math.random().toString(36).slice(2)}`, '0');
      }
      await disconnected;
      const refusals = client.received.filter((r) => r.event === 'refused').map((r) => (r.args[1] as { code: string }).code);
      expect(refusals.filter((code) => code === 'not-synced').length).toBeGreaterThan(0);
      expect(refusals.filter((code) => code === 'not-synced').length).toBeLessThanOrEqual(LIMITS.burst + 10);
      expect(refusals).toContain('rate-limited');
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      expect(server.engine.sizes).toEqual({ matches: 0, sockets: 0, watched: 0, queued: 0 });
      const metrics = await server.metrics.registry.getSingleMetricAsString('pax_refused_packets_total');
      expect(metrics).toMatch(/reason="rate-limited"/);
    } finally {
      client.close();
    }
  });

  test('syncs of unknown matches read storage at most at the socket\'s rate', async () => {
    const read = vi.spyOn(server.storage, 'readForSync');
    const client = new RawClient(server.url, gameEntries[0].game.name);
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    try {
      await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
      for (let i = 0; i < 2_000; i++) client.socket.emit('sync', `missing-${i}`, null, undefined, 2);
      await disconnected;
      expect(read.mock.calls.length).toBeLessThanOrEqual(LIMITS.burst + 10);
      expect(server.engine.sizes).toEqual({ matches: 0, sockets: 0, watched: 0, queued: 0 });
    } finally {
      client.close();
    }
  });
});

describe('fuzzed packets', () => {
  let server: RunningServer;
  let log: CapturedLog;
  beforeAll(async () => {
    log = captureLog('warn');
    // No rate limit here: every fuzzed packet must reach the parsers and the engine.
    server = await startServer({
      port: 0,
      databaseUrl: tempSqliteFile(),
      clientDir: '/nonexistent',
      socketLimits: { packetsPerSecond: 1e6, burst: 1e6 },
      logger: log.logger,
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  test('2,000 packets of every shape: no unhandled rejection, no error logged, and the match plays on', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
    const { matchID, seats } = await createFullMatch(server, entry, 2);
    // Matches nobody joined (their seats have no credentials yet), of this game and of others.
    const unjoined: string[] = [];
    for (const game of ['pax', 'pax-pamir', 'res-publica']) {
      const created = await fetch(`${server.url}/games/${game}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numPlayers":2}' });
      unjoined.push(((await created.json()) as { matchID: string }).matchID);
    }
    const names = [...new Set(gameEntries.flatMap((e) => Object.keys(e.moveArgs))), '__proto__', 'toString', 'constructor'];
    const value = fc.oneof(fc.anything({ withObjectString: true, withNullPrototype: true }), fc.string({ maxLength: 300 }));
    const seatID = fc.oneof(fc.constantFrom<unknown>('0', '1', '2', '5', '-1', '', '__proto__', 'constructor', null, undefined, 0, 1), value);
    const matchIDs = fc.oneof(fc.constantFrom<unknown>(matchID, ...unjoined), value);
    const credentials = fc.oneof(fc.constantFrom<unknown>(...seats.map((s: Seat) => s.credentials), undefined), value);
    const action = fc.oneof(
      fc.record({ type: fc.constant('MAKE_MOVE'), payload: fc.record({ type: fc.constantFrom(...names), args: fc.oneof(fc.array(value, { maxLength: 6 }), value), playerID: seatID, credentials }) }),
      fc.record({ type: fc.constantFrom('GAME_EVENT', 'UNDO', 'RESET', 'MAKE_MOVE'), payload: value }),
      value,
    );
    const packet = fc.oneof(
      fc.tuple(fc.constant('sync'), matchIDs, seatID, credentials, value),
      fc.tuple(fc.constant('update'), action, fc.oneof(fc.nat(20), value), matchIDs, seatID),
      fc.tuple(fc.constant('chat'), matchIDs, fc.oneof(fc.record({ id: fc.string(), sender: seatID, payload: value }), value), credentials),
      fc.tuple(fc.string({ maxLength: 20 }), value, value),
    );
    const packets = fc.sample(packet, { numRuns: 2_000, seed: 20261123 });
    const clients = Array.from({ length: 8 }, (_, i) => new RawClient(server.url, i % 4 === 3 ? 'pax' : entry.game.name));
    try {
      // Half the sockets first sync a real seat, so fuzzed moves also reach the engine's checks.
      await clients[0].sync(matchID, seats[0], 2);
      await clients[1].sync(matchID, seats[1], 2);
      packets.forEach(([event, ...args], i) => {
        try {
          clients[i % clients.length].socket.emit(event as string, ...args);
        } catch {
          // a value socket.io cannot encode (a cycle, a BigInt) never leaves the client
        }
      });
      // Every packet is answered or dropped: a round trip on each socket after them all.
      for (const [i, client] of clients.entries()) {
        if (client.socket.connected) await client.sync(i % 4 === 3 ? unjoined[0] : matchID, {}, 2);
      }
      await server.engine.drain();
      expect(rejections).toEqual([]);
      expect(log.entries().filter((e) => (e.level as number) >= LEVELS.error)).toEqual([]);
      // The match still plays.
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      const player = new RawClient(server.url, entry.game.name);
      try {
        await player.sync(matchID, seat, 2);
        const updated = player.updateTo(matchID, next.stateID + 1);
        player.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
        await updated;
      } finally {
        player.close();
      }
    } finally {
      process.off('unhandledRejection', onRejection);
      for (const client of clients) client.close();
    }
  });
});

test('the last-resort handlers log what reaches them at the highest level', () => {
  const { logger, entries } = captureLog('info');
  const events = new EventEmitter();
  const exits: number[] = [];
  const uninstall = installCrashHandlers(logger, (code) => exits.push(code), events as unknown as NodeJS.Process);
  try {
    events.emit('unhandledRejection', new Error('forgotten promise'), Promise.resolve());
    events.emit('uncaughtException', new Error('thrown outside any handler'));
    const logged = entries();
    expect(logged.map((e) => [e.level, e.msg])).toEqual([
      [LEVELS.fatal, 'BUG: unhandled promise rejection'],
      [LEVELS.fatal, 'BUG: uncaught exception; exiting'],
    ]);
    expect(JSON.stringify(logged)).toContain('forgotten promise');
    expect(exits).toEqual([1]);
  } finally {
    uninstall();
  }
});
