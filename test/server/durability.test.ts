/**
 * Nothing acknowledged is lost: a real server process, killed with SIGKILL while moves flow (at a random
 * moment, or the instant an update reaches a client), has stored every update any client received. On
 * SQLite and on PostgreSQL, 20 kills each.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { SqlStorage } from '../../server/storage/sql-storage';
import { DATABASES, RawClient, createFullMatch, type Seat, type TempDatabase } from '../support/server';
import { bundleSeededServer, ServerProcess } from '../support/server-process';
import { playScript, scriptGame, trackStates, type ScriptedMove } from '../support/scripted';

const TRIALS = 20;
const PLAYERS = 2;

interface Played {
  matchID: string;
  /** The newest state any client of the match received. */
  received: number;
}

/** One trial: matches of every game played as fast as their clients can, until the server is killed. */
async function trial(bundle: string, databaseUrl: string, scripts: Map<string, ScriptedMove[]>, onUpdate: boolean): Promise<Played[]> {
  const server = await ServerProcess.start(bundle, { DATABASE_URL: databaseUrl });
  const matches: { matchID: string; seats: Seat[]; game: string }[] = [];
  for (const entry of gameEntries) matches.push({ ...(await createFullMatch(server, entry, PLAYERS)), game: entry.game.name });
  const clients = matches.map(({ matchID, seats, game }) => {
    const bySeat = new Map(
      seats.map((seat) => {
        const client = new RawClient(server.url, game);
        return [seat.playerID, { client, tracker: trackStates(client, matchID) }] as const;
      }),
    );
    return { matchID, seats, game, bySeat };
  });
  for (const { matchID, seats, bySeat } of clients) {
    for (const seat of seats) await bySeat.get(seat.playerID)!.client.sync(matchID, seat, PLAYERS);
  }

  let killed = false;
  const kill = () => {
    if (!killed) server.killNow();
    killed = true;
  };
  if (onUpdate) {
    // The instant the n-th update reaches a client, inside the socket's own event handler.
    const target = 1 + Math.floor(Math.random() * 40);
    let updates = 0;
    for (const { bySeat } of clients) {
      for (const { client } of bySeat.values()) client.socket.on('update', () => ++updates === target && kill());
    }
  } else {
    setTimeout(kill, 20 + Math.random() * 400);
  }
  await Promise.allSettled(
    clients.map(({ matchID, seats, game, bySeat }) => playScript(matchID, scripts.get(game)!, seats, bySeat, { stop: () => killed })),
  );
  kill();
  await server.gone();
  // Events the clients had already received are still handled: let them arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const played = clients.map(({ matchID, bySeat }) => ({ matchID, received: Math.max(...[...bySeat.values()].map((c) => c.tracker.latest)) }));
  for (const { bySeat } of clients) for (const { client } of bySeat.values()) client.close();
  return played;
}

describe.each(DATABASES)('killed while moves flow, on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let bundle: string;
  const scripts = new Map<string, ScriptedMove[]>();

  beforeAll(async () => {
    database = await makeDatabase();
    bundle = await bundleSeededServer();
    for (const entry of gameEntries) scripts.set(entry.game.name, await scriptGame(entry, PLAYERS, 300));
  });
  afterAll(async () => {
    await database?.drop();
  });

  test(`${TRIALS} kills: every update a client received is stored, with its log, and served after a restart`, { timeout: 180_000 }, async () => {
    const all: Played[] = [];
    const storage = new SqlStorage(database.url);
    await storage.connect();
    try {
      for (let i = 0; i < TRIALS; i++) {
        const played = await trial(bundle, database.url, scripts, i % 2 === 1);
        for (const { matchID, received } of played) {
          const { state, log } = await storage.fetch(matchID, { state: true, log: true });
          const moves = log.filter((entry) => entry.action.type === 'MAKE_MOVE').length;
          expect(state._stateID, `trial ${i}: match ${matchID} was shown state ${received}`).toBeGreaterThanOrEqual(received);
          expect(moves, `trial ${i}: the log of match ${matchID}`).toBe(state._stateID);
        }
        all.push(...played);
      }
      expect(all.some((p) => p.received > 0)).toBe(true);
    } finally {
      await storage.close();
    }

    const restarted = await ServerProcess.start(bundle, { DATABASE_URL: database.url });
    try {
      for (const [index, { matchID, received }] of all.entries()) {
        const game = gameEntries[index % gameEntries.length].game.name;
        const spectator = new RawClient(restarted.url, game);
        try {
          const { state } = await spectator.sync(matchID, {}, PLAYERS);
          expect(state._stateID).toBeGreaterThanOrEqual(received);
        } finally {
          spectator.close();
        }
      }
    } finally {
      restarted.killNow();
      await restarted.gone();
    }
  });
});
