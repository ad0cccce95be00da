/**
 * One match's failure stays its own. Moves of many matches are committed together; when the database
 * refuses one match's write (here a trigger in the test database that raises for that match only), that
 * match's moves are refused with `server-error` and change nothing, while every move of the matches
 * playing at the same time over their sockets is stored and none is refused.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resPublica } from '../../games/res-publica';
import { startServer, type RunningServer } from '../../server/app';
import type { Refusal } from '../../server/protocol';
import { captureLog } from '../support/captured-log';
import { refuseStateWritesOf } from '../support/refused-writes';
import { DATABASES, RawClient, createFullMatch, legalMove, move, storedState, type Seat, type TempDatabase } from '../support/server';

const entry = resPublica;
const HEALTHY_MATCHES = 6;
const ROUNDS = 6;

/** A match with every seat joined and synced over its own socket. */
async function seatedMatch(server: RunningServer) {
  const { matchID, seats } = await createFullMatch(server, entry);
  const clients = new Map<string, RawClient>();
  for (const seat of seats) {
    const client = new RawClient(server.url, entry.game.name);
    await client.sync(matchID, seat, seats.length);
    clients.set(seat.playerID, client);
  }
  return { matchID, seats, clients };
}

type Seated = Awaited<ReturnType<typeof seatedMatch>>;

/** The next legal move of the match, ready to send, and the answer it gets: `stored` or the refusal's code. */
async function prepareMove(server: RunningServer, { matchID, seats, clients }: Seated) {
  const next = await legalMove(server, entry, matchID);
  const seat = seats.find((s) => s.playerID === next.playerID) as Seat;
  const client = clients.get(seat.playerID)!;
  return {
    send(): Promise<string> {
      const answer = Promise.race([
        client.updateTo(matchID, next.stateID + 1, 15_000).then(() => 'stored'),
        client.next((event, args) => event === 'refused' && args[0] === matchID, 15_000).then(([, refusal]) => (refusal as Refusal).code),
      ]);
      client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      return answer;
    },
  };
}

describe.each(DATABASES)('one match failing on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await makeDatabase();
    server = await startServer({ port: 0, databaseUrl: database.url, clientDir: '/nonexistent', logger: captureLog('fatal').logger, games: [entry.game] });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('its moves are refused with server-error and change nothing; every move of the others is stored', async () => {
    const healthy = await Promise.all(Array.from({ length: HEALTHY_MATCHES }, () => seatedMatch(server)));
    const poisoned = await seatedMatch(server);
    await refuseStateWritesOf(server.storage, poisoned.matchID);
    const healthyBefore = await Promise.all(healthy.map(async (match) => (await storedState(server, match.matchID))._stateID));
    const poisonedBefore = await server.storage.fetch(poisoned.matchID, { state: true, log: true });

    const answers: { healthy: string[]; poisoned: string[] } = { healthy: [], poisoned: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Every match's move prepared first, then all sent at once: they reach the server together and are
      // committed in the same groups.
      const moves = await Promise.all([...healthy, poisoned].map((match) => prepareMove(server, match)));
      const sent = moves.map((prepared) => prepared.send());
      const results = await Promise.all(sent);
      answers.healthy.push(...results.slice(0, HEALTHY_MATCHES));
      answers.poisoned.push(results[HEALTHY_MATCHES]);
    }

    expect(answers.poisoned).toEqual(Array(ROUNDS).fill('server-error'));
    expect(answers.healthy).toEqual(Array(ROUNDS * HEALTHY_MATCHES).fill('stored'));
    for (const [i, match] of healthy.entries()) {
      const { state, log } = await server.storage.fetch(match.matchID, { state: true, log: true });
      expect(state._stateID).toBe(healthyBefore[i] + ROUNDS);
      expect(log.filter((logged) => logged.action.type === 'MAKE_MOVE')).toHaveLength(ROUNDS);
    }
    expect(await server.storage.fetch(poisoned.matchID, { state: true, log: true })).toEqual(poisonedBefore);

    for (const match of [...healthy, poisoned]) match.clients.forEach((client) => client.close());
  }, 60_000);
});
