/** The lobby routes the server adds to boardgame.io's: the one-query listing and the turn status. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createFullMatch, tempSqliteFile } from '../support/server';

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
