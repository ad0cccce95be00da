/**
 * The lobby routes over real HTTP: the one-query listing, the turn status, the seat check, and the
 * requests the lobby refuses (each with a status and a code the client translates).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { DATABASES, RawClient, createFullMatch, tempSqliteFile, type TempDatabase } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent' });
});
afterAll(async () => {
  await server.stop();
});

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  test('the match list shows every listed match with its seats, never credentials or unlisted matches', async () => {
    const full = await createFullMatch(server, entry);
    const numPlayers = Math.max(entry.game.minPlayers, 2);
    const post = (body: object) =>
      fetch(`${server.url}/games/${name}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const open = (await (await post({ numPlayers })).json()) as { matchID: string };
    const hidden = (await (await post({ numPlayers, unlisted: true })).json()) as { matchID: string };
    const response = await fetch(`${server.url}/games/${name}`);
    const text = await response.text();
    const ids = (JSON.parse(text) as { matches: { matchID: string; players: { name?: string }[] }[] }).matches.map((m) => m.matchID);
    expect(ids).toEqual(expect.arrayContaining([full.matchID, open.matchID]));
    expect(ids).not.toContain(hidden.matchID);
    expect(text).not.toContain('credentials');
    for (const seat of full.seats) expect(text).not.toContain(seat.credentials);
  });

  test('the status route tells whose turn it is in the named matches', async () => {
    const { matchID } = await createFullMatch(server, entry);
    const { state } = await server.storage.fetch(matchID, { state: true });
    const response = await fetch(`${server.url}/api/status?ids=${matchID},missing`);
    const body = (await response.json()) as { matches: Record<string, { gameName: string; currentPlayer: string; gameover: boolean }> };
    expect(Object.keys(body.matches)).toEqual([matchID]);
    expect(body.matches[matchID]).toMatchObject({ gameName: name, currentPlayer: state.ctx.currentPlayer, gameover: false });
    const tooMany = Array.from({ length: 101 }, (_, i) => `m${i}`).join(',');
    expect((await fetch(`${server.url}/api/status?ids=${tooMany}`)).status).toBe(400);
  });
});

test('the seat check tells whether stored credentials still hold a seat, and refuses bad requests', async () => {
  const entry = gameEntries[0];
  const { matchID, seats } = await createFullMatch(server, entry);
  const check = (body: unknown) =>
    fetch(`${server.url}/api/seat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(await (await check({ matchID, ...seats[0] })).json()).toEqual({ ok: true });
  expect(await (await check({ matchID, playerID: '0', credentials: seats[1].credentials })).json()).toEqual({ ok: false });
  expect((await check({ matchID: 'missing', ...seats[0] })).status).toBe(404);
  expect((await check({ matchID })).status).toBe(400);
  expect((await check('text')).status).toBe(400);
});

test('pages that are not the server\'s answer with the client, or say it is not built', async () => {
  const response = await fetch(`${server.url}/`);
  expect(response.status).toBe(503);
  expect(await response.text()).toMatch(/npm run build/);
});

describe('requests the lobby refuses, with a status, a code and nothing changed', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const [first, second] = gameEntries;

  test('a match under another game\'s URL is no match: not shown, not joinable, not synced', async () => {
    const { matchID } = (await (await post(`/games/${first.game.name}/create`, { numPlayers: 2 })).json()) as { matchID: string };
    const elsewhere = `/games/${second.game.name}/${matchID}`;
    const shown = await fetch(`${server.url}${elsewhere}`);
    expect(shown.status).toBe(404);
    expect(await shown.json()).toMatchObject({ error: 'match-not-found' });
    const joined = await post(`${elsewhere}/join`, { playerID: '0', playerName: 'Lost' });
    expect(joined.status).toBe(404);
    expect(await joined.json()).toMatchObject({ error: 'match-not-found' });
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    expect(metadata.players[0].name).toBeUndefined();
    const client = new RawClient(server.url, second.game.name);
    try {
      client.socket.emit('sync', matchID, null, undefined, 2);
      const [, refusal] = await client.next((event, args) => event === 'refused' && args[0] === matchID);
      expect(refusal).toEqual({ code: 'match-not-found', stateID: null });
      expect(client.received.filter((r) => r.event === 'sync')).toEqual([]);
    } finally {
      client.close();
    }
  });

  test('bad percent-encoding in a path is a 400', async () => {
    for (const path of ['/games/%E0%A4%A', `/games/${first.game.name}/%E0%A4%A`, `/games/${first.game.name}/%ZZ/join`]) {
      const response = await fetch(`${server.url}${path}`, { method: path.endsWith('join') ? 'POST' : 'GET' });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad-request' });
    }
  });

  test('a body too large is read to its end before the 413, so the connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(server.url);
    const request = (path: string, body: string) =>
      new Promise<{ status: number; text: string; socket: unknown }>((resolve, reject) => {
        const req = http.request({ host: 'localhost', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const large = await request('/api/seat', JSON.stringify({ junk: 'x'.repeat(200_000) }));
      expect(large.status).toBe(413);
      expect(JSON.parse(large.text)).toMatchObject({ error: 'body-too-large' });
      const next = await request('/api/seat', JSON.stringify({ matchID: 'm' }));
      expect(next.status).toBe(400);
      expect(next.socket).toBe(large.socket); // the same connection, kept alive
    } finally {
      agent.destroy();
    }
  });

  test('names: missing, empty or too long names are coded refusals the client translates', async () => {
    const { matchID } = (await (await post(`/games/${first.game.name}/create`, { numPlayers: 2 })).json()) as { matchID: string };
    const cases: [unknown, string][] = [
      [undefined, 'name-required'],
      ['', 'name-required'],
      ['   ', 'name-required'],
      [42, 'name-required'],
      ['x'.repeat(41), 'name-too-long'],
    ];
    for (const [playerName, code] of cases) {
      const response = await post(`/games/${first.game.name}/${matchID}/join`, { playerID: '0', playerName });
      expect(response.status, JSON.stringify(playerName)).toBe(400);
      expect(await response.json()).toEqual({ error: code, message: expect.any(String) });
    }
  });
});

test('match creation is limited per client address: a flood gets 429, not a full disk', async () => {
  const limited = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', creationLimit: { points: 5, seconds: 600 } });
  try {
    const name = gameEntries[0].game.name;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${limited.url}/games/${name}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numPlayers":2}' });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ error: 'too-many-requests' });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await limited.storage.listMatches({ gameName: name })).toHaveLength(5);
  } finally {
    await limited.stop();
  }
});

describe.each(DATABASES)('on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let racing: RunningServer;
  beforeAll(async () => {
    database = await makeDatabase();
    racing = await startServer({ port: 0, databaseUrl: database.url, clientDir: '/nonexistent' });
  });
  afterAll(async () => {
    await racing?.stop();
    await database?.drop();
  });

  test('players joining one seat at once: one gets it, the others a 409, and the seat\'s credentials hold', async () => {
    const name = gameEntries[0].game.name;
    const post = (path: string, body: unknown) =>
      fetch(`${racing.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (let race = 0; race < 10; race++) {
      const { matchID } = (await (await post(`/games/${name}/create`, { numPlayers: 2 })).json()) as { matchID: string };
      const answers = await Promise.all(['Ann', 'Bob', 'Cy'].map((playerName) => post(`/games/${name}/${matchID}/join`, { playerID: '0', playerName })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = (await answers.find((a) => a.status === 200)!.json()) as { playerCredentials: string };
      const check = await post('/api/seat', { matchID, playerID: '0', credentials: winner.playerCredentials });
      expect(await check.json()).toEqual({ ok: true });
    }
  });
});
