/**
 * The server's guards, each checked over a real socket or a real HTTP request, for every registered game.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import {
  RawClient,
  createFullMatch,
  gameEvent,
  legalMove,
  move,
  storedState,
  tempSqliteFile,
} from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent' });
});
afterAll(async () => {
  await server.stop();
});

const CLIENT_EVENTS = ['endTurn', 'endGame', 'setPhase', 'endPhase', 'setActivePlayers', 'endStage', 'setStage', 'pass'];

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  test('the initial state a client receives holds no initial G and no random seed or PRNG state', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    const stored = await server.storage.fetch(matchID, { initialState: true });
    expect(JSON.stringify(stored.initialState.plugins)).toContain('seed'); // the server keeps it
    const client = new RawClient(server.url, name);
    try {
      for (const seat of [seats[0], {}]) {
        const { initialState } = await client.sync(matchID, seat, seats.length);
        expect(initialState.G).toEqual({});
        expect(initialState.plugins).toEqual({});
        expect(JSON.stringify(initialState)).not.toMatch(/seed|prngstate/);
      }
    } finally {
      client.close();
    }
  });

  test('client-sent game events, undo, redo and reset never change the state; moves do', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    const client = new RawClient(server.url, name);
    try {
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      await client.sync(matchID, seat, seats.length);
      for (const event of CLIENT_EVENTS) {
        client.send(gameEvent(event, event === 'setPhase' ? ['x'] : [], seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      }
      for (const type of ['UNDO', 'REDO', 'RESET']) {
        client.send({ type, payload: { playerID: seat.playerID, credentials: seat.credentials } }, next.stateID, matchID, seat.playerID);
      }
      // The legal move sent last is the only change: the state goes up by exactly one step.
      client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      const updated = await client.updateTo(matchID, next.stateID + 1);
      expect(updated.ctx.gameover).toBeUndefined();
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID + 1);
      const events = client.received.filter((r) => r.event === 'update');
      expect(events).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  test('a sync for an unknown match id creates nothing', async () => {
    const client = new RawClient(server.url, name);
    try {
      client.socket.emit('sync', 'no-such-match', '0', undefined, 2);
      // A real match synced afterwards on the same socket proves the first sync was handled (and dropped).
      const { matchID, seats } = await createFullMatch(server, entry);
      await client.sync(matchID, seats[0], seats.length);
      expect(await server.storage.exists('no-such-match')).toBe(false);
      expect(client.received.filter((r) => r.event === 'sync' && r.args[0] === 'no-such-match')).toEqual([]);
    } finally {
      client.close();
    }
  });

  test('a move with missing or another player\'s credentials is refused', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    const client = new RawClient(server.url, name);
    try {
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      const other = seats.find((s) => s.playerID !== next.playerID)!;
      await client.sync(matchID, seat, seats.length);
      client.send(move(next.move, next.args, seat.playerID, undefined), next.stateID, matchID, seat.playerID);
      client.send(move(next.move, next.args, seat.playerID, other.credentials), next.stateID, matchID, seat.playerID);
      client.send(move(next.move, next.args, seat.playerID, 'forged'), next.stateID, matchID, seat.playerID);
      // Had any of those been accepted, this one (same state id) would be stale and refused.
      client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      await client.updateTo(matchID, next.stateID + 1);
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID + 1);
    } finally {
      client.close();
    }
  });

  test('malformed packets are dropped and the server keeps serving', async () => {
    const client = new RawClient(server.url, name);
    try {
      client.socket.emit('update', null, null, null, null);
      client.socket.emit('update', { type: 'MAKE_MOVE', payload: null }, 0, { $ne: 1 }, '0');
      client.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'x', args: 'no' } }, 0, 'm', '0');
      client.socket.emit('sync', { id: 1 }, [], 5);
      client.socket.emit('whatever', 1, 2, 3);
      const { matchID, seats } = await createFullMatch(server, entry);
      const { state } = await client.sync(matchID, seats[0], seats.length);
      expect(state._stateID).toBe(0);
    } finally {
      client.close();
    }
  });

  describe('the lobby answers bad requests with a 4xx and a message', () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const expectRefused = async (response: Response, status: number, message: RegExp) => {
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(message);
    };

    test('unknown game', async () => {
      await expectRefused(await post('/games/no-such-game/create', { numPlayers: 2 }), 404, /not found/);
      await expectRefused(await fetch(`${server.url}/games/no-such-game`), 404, /not found/);
    });

    test('numPlayers out of range or missing', async () => {
      for (const numPlayers of [entry.game.minPlayers - 1, entry.game.maxPlayers + 1, 'many', -3]) {
        const response = await post(`/games/${name}/create`, { numPlayers });
        expect(response.status, `numPlayers ${numPlayers}`).toBe(400);
        expect(await response.text()).not.toBe('');
      }
      if (entry.game.minPlayers > 2) await expectRefused(await post(`/games/${name}/create`, {}), 400, /players/);
    });

    test('setupData the game rejects', async () => {
      const numPlayers = entry.game.minPlayers;
      await expectRefused(await post(`/games/${name}/create`, { numPlayers, setupData: { noSuchOption: true } }), 400, /noSuchOption/);
      await expectRefused(await post(`/games/${name}/create`, { numPlayers, setupData: 'text' }), 400, /setupData/);
    });

    test('player names empty or over 40 characters, and nothing is stored', async () => {
      const created = await post(`/games/${name}/create`, { numPlayers: Math.max(2, entry.game.minPlayers) });
      expect(created.status).toBe(200);
      const { matchID } = (await created.json()) as { matchID: string };
      for (const playerName of ['', '   ', 'x'.repeat(41), 42, { name: 'x' }]) {
        const response = await post(`/games/${name}/${matchID}/join`, { playerID: '0', playerName });
        expect(response.status, JSON.stringify(playerName)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.text()).toMatch(/name/i);
      }
      const { metadata } = await server.storage.fetch(matchID, { metadata: true });
      expect(metadata.players[0].name).toBeUndefined();
      expect((await post(`/games/${name}/${matchID}/join`, { playerID: '0', playerName: 'x'.repeat(40) })).status).toBe(200);
    });

    test('joining a full seat', async () => {
      const { matchID } = await createFullMatch(server, entry);
      await expectRefused(await post(`/games/${name}/${matchID}/join`, { playerID: '0', playerName: 'Late' }), 409, /"error":"seat-taken"/);
      await expectRefused(await post(`/games/${name}/${matchID}/join`, { playerName: 'Late' }), 409, /"error":"match-full"/);
    });
  });
});
