/**
 * Nothing is lost: matches played over sockets survive a server restart on SQLite and on PostgreSQL,
 * and two instances sharing PostgreSQL and Redis see each other's moves. Run for every registered game.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import type { GameEntry } from '../../games/types';
import { startServer, type RunningServer } from '../../server/app';
import {
  DATABASES,
  type TempDatabase,
  REDIS_URL,
  RawClient,
  createFullMatch,
  eventually,
  legalMove,
  move,
  storedState,
  tempPostgresDatabase,
  type Seat,
} from '../support/server';

const NO_CLIENT = '/nonexistent';

/** Play `count` legal moves, each sent by the seat that must act, over its own socket. */
async function playMoves(server: RunningServer, entry: GameEntry, matchID: string, seats: Seat[], count: number) {
  const clients = new Map<string, RawClient>();
  try {
    for (let i = 0; i < count; i++) {
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      let client = clients.get(seat.playerID);
      if (!client) {
        client = new RawClient(server.url, entry.game.name);
        clients.set(seat.playerID, client);
        await client.sync(matchID, seat, seats.length);
      }
      const updated = client.updateTo(matchID, next.stateID + 1);
      client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      await updated;
      // Stored before it was broadcast: the next turn can be read at once.
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID + 1);
    }
  } finally {
    for (const client of clients.values()) client.close();
  }
}

/** What player 0 sees on connecting: state and log as the server sends them. */
async function viewOf(server: RunningServer, entry: GameEntry, matchID: string, seat: Seat, numPlayers: number) {
  const client = new RawClient(server.url, entry.game.name);
  try {
    const { state, log } = await client.sync(matchID, seat, numPlayers);
    return { state, log };
  } finally {
    client.close();
  }
}

describe.each(DATABASES)('restart on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  beforeAll(async () => {
    database = await makeDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  test.each(gameEntries.map((entry) => [entry.game.name, entry] as const))(
    '%s: a match continues after the server stops and starts again, with the same state and log',
    async (_game, entry) => {
      let server = await startServer({ port: 0, databaseUrl: database.url, clientDir: NO_CLIENT });
      const { matchID, seats } = await createFullMatch(server, entry);
      await playMoves(server, entry, matchID, seats, 4);
      const before = await viewOf(server, entry, matchID, seats[0], seats.length);
      expect(before.state._stateID).toBe(4);
      expect(before.log.length).toBeGreaterThanOrEqual(4);
      await server.stop();

      server = await startServer({ port: 0, databaseUrl: database.url, clientDir: NO_CLIENT });
      try {
        const after = await viewOf(server, entry, matchID, seats[0], seats.length);
        expect(after.state).toEqual(before.state);
        expect(after.log).toEqual(before.log);
        await playMoves(server, entry, matchID, seats, 1);
        expect((await viewOf(server, entry, matchID, seats[0], seats.length)).state._stateID).toBe(5);
      } finally {
        await server.stop();
      }
    },
  );
});

describe('two instances sharing PostgreSQL and Redis', () => {
  let database: TempDatabase;
  let first: RunningServer;
  let second: RunningServer;
  beforeAll(async () => {
    database = await tempPostgresDatabase();
    first = await startServer({ port: 0, databaseUrl: database.url, redisUrl: REDIS_URL, clientDir: NO_CLIENT });
    second = await startServer({ port: 0, databaseUrl: database.url, redisUrl: REDIS_URL, clientDir: NO_CLIENT });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  });

  test.each(gameEntries.map((entry) => [entry.game.name, entry] as const))(
    '%s: a move made on one instance reaches a client connected to the other',
    async (_game, entry) => {
      const { matchID, seats } = await createFullMatch(first, entry);
      const next = await legalMove(first, entry, matchID);
      const mover = seats.find((s) => s.playerID === next.playerID)!;
      const watcher = seats.find((s) => s.playerID !== next.playerID)!;
      const onFirst = new RawClient(first.url, entry.game.name);
      const onSecond = new RawClient(second.url, entry.game.name);
      try {
        await onSecond.sync(matchID, watcher, seats.length);
        await onFirst.sync(matchID, mover, seats.length);
        const seen = onSecond.updateTo(matchID, next.stateID + 1);
        onFirst.send(move(next.move, next.args, mover.playerID, mover.credentials), next.stateID, matchID, mover.playerID);
        const state = await seen;
        expect(state._stateID).toBe(next.stateID + 1);
        // The watcher's copy is filtered for the watcher, as on a single instance.
        const stored = await eventually(async () => {
          const { state: full } = await second.storage.fetch(matchID, { state: true });
          return full._stateID === state._stateID ? full : undefined;
        });
        expect(state.G).toEqual(entry.game.playerView!({ G: stored.G, ctx: stored.ctx, playerID: watcher.playerID }));
      } finally {
        onFirst.close();
        onSecond.close();
      }
    },
  );
});
