/**
 * Seat ids are own keys of a match's players, everywhere a client names one: joining, leaving, renaming,
 * the seat check, the socket. `__proto__` and the other names every object inherits are no seat at all,
 * and nothing a client sends can change `Object.prototype` (the server runs in this process: a pollution
 * would show here).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { RawClient, createFullMatch, legalMove, move, storedState, tempSqliteFile } from '../support/server';

const NOT_SEATS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '-1', '7', '01', ' 0', '0.0', 'NaN'];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: createLogger({ level: 'warn' }) });
});
afterAll(async () => {
  await server.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function expectNoPollution() {
  const plain = {} as Record<string, unknown>;
  for (const key of ['name', 'credentials', 'isConnected', 'data', 'id']) expect(plain[key], key).toBeUndefined();
}

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  const numPlayers = Math.max(2, entry.game.minPlayers);

  test('joining, leaving and renaming a seat that is not the match\'s own are 400s and change nothing', async () => {
    const created = (await (await post(`/games/${name}/create`, { numPlayers })).json()) as { matchID: string };
    const { metadata: before } = await server.storage.fetch(created.matchID, { metadata: true });
    for (const playerID of NOT_SEATS) {
      const joined = await post(`/games/${name}/${created.matchID}/join`, { playerID, playerName: 'Mallory' });
      expect(joined.status, playerID).toBe(400);
      expect(await joined.json()).toMatchObject({ error: 'seat-invalid' });
      for (const action of ['leave', 'update', 'rename']) {
        const response = await post(`/games/${name}/${created.matchID}/${action}`, { playerID, credentials: 'x', newName: 'Mallory' });
        expect(response.status, `${action} ${playerID}`).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'seat-invalid' });
      }
      expectNoPollution();
    }
    const { metadata: after } = await server.storage.fetch(created.matchID, { metadata: true });
    expect(after.players).toEqual(before.players);
    // Every real seat can still be joined, and each one's credentials hold only that seat.
    for (let seat = 0; seat < numPlayers; seat++) {
      const joined = await post(`/games/${name}/${created.matchID}/join`, { playerID: String(seat), playerName: `P${seat}` });
      expect(joined.status).toBe(200);
    }
  });

  test('the seat check and the socket know no inherited seat, and moves cannot name one', async () => {
    const { matchID, seats } = await createFullMatch(server, entry, numPlayers);
    const client = new RawClient(server.url, name);
    try {
      for (const playerID of NOT_SEATS) {
        const checked = await post('/api/seat', { matchID, playerID, credentials: seats[0].credentials });
        expect(await checked.json(), playerID).toEqual({ ok: false });
        client.socket.emit('sync', matchID, playerID, seats[0].credentials, numPlayers);
        const [, refusal] = await client.next((event, args) => event === 'refused' && args[0] === matchID);
        expect(refusal, playerID).toEqual({ code: 'unauthorized', stateID: null });
      }
      // A spectator naming such a seat in a move is refused; the match then plays on.
      await client.sync(matchID, {}, numPlayers);
      const next = await legalMove(server, entry, matchID);
      for (const playerID of NOT_SEATS) {
        client.send(move(next.move, next.args, playerID, seats[0].credentials), next.stateID, matchID, playerID);
        const [, refusal] = await client.next((event, args) => event === 'refused' && args[0] === matchID);
        expect((refusal as { code: string }).code, playerID).toBe('not-synced');
      }
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID);
      expectNoPollution();
    } finally {
      client.close();
    }
  });
});
