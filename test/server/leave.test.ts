/**
 * Leaving a match, over a real server on SQLite and PostgreSQL with a local SMTP server. Before the match
 * starts the seat is freed; once it has started (every seat taken once), a bot keeps the seat and plays its
 * turns, marked in the log, so the match goes on; the leaver's credentials stop holding the seat at once;
 * the other players are told; and a newcomer takes the seat through the lobby and plays it. The last
 * player to leave takes the match away.
 *
 * Pax Pamir's first loyalty chooser is drawn at random: the server's copy is seeded so that, of two
 * players, it is seat 0.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { gameEntries, games } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { seatOf } from '../../server/matches/seats';
import { smtpReceiver, type SmtpReceiver } from '../support/receivers';
import { DATABASES, RawClient, eventually, legalMove, move, storedState, tempSqliteFile, type Seat, type TempDatabase } from '../support/server';
import { STAND_IN_BOT } from '../../server/protocol';

const quiet = createLogger({ level: 'warn' });
const GAME = 'pax-pamir';
const entry = gameEntries.find((e) => e.game.name === GAME)!;
/** A seed whose first loyalty chooser, of two players, is seat 0 (as in test/e2e/correspondence.test.ts). */
const SEED = 'correspondence-0';

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function create(server: RunningServer, numPlayers = 2): Promise<string> {
  const response = await post(server, `/games/${GAME}/create`, { numPlayers });
  return ((await response.json()) as { matchID: string }).matchID;
}

async function join(server: RunningServer, matchID: string, playerName: string, playerID?: string): Promise<Seat> {
  const response = await post(server, `/games/${GAME}/${matchID}/join`, { playerName, ...(playerID !== undefined && { playerID }) });
  expect(response.status).toBe(200);
  const joined = (await response.json()) as { playerID: string; playerCredentials: string };
  return { playerID: joined.playerID, credentials: joined.playerCredentials };
}

const lobbyMatch = async (server: RunningServer, matchID: string) => (await fetch(`${server.url}/games/${GAME}/${matchID}`)).json();

const byBot = (log: LogEntry[], playerID: string) =>
  log.filter((e) => (e as { by?: string }).by === 'bot' && e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === playerID);

describe.each(DATABASES)('on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  let smtp: SmtpReceiver;
  const clients: RawClient[] = [];

  beforeAll(async () => {
    smtp = await smtpReceiver();
    database = await makeDatabase();
    server = await startServer({
      port: 0,
      databaseUrl: database.url,
      clientDir: '/nonexistent',
      logger: quiet,
      games: games.map((game) => (game.name === GAME ? { ...game, seed: SEED } : game)),
      notify: { smtpUrl: smtp.url, mailFrom: 'Pax table <pax@table.example>', allowPrivateNetworks: true },
      correspondence: { botDelayMs: 0 },
    });
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  async function synced(seat: Seat, matchID: string, numPlayers = 2) {
    const client = new RawClient(server.url, GAME);
    clients.push(client);
    await client.sync(matchID, seat, numPlayers);
    return client;
  }

  /** The move of whoever must act, sent by that seat's client; resolves once it is stored. */
  async function play(matchID: string, seats: Map<string, { seat: Seat; client: RawClient }>) {
    const next = await legalMove(server, entry, matchID);
    const mover = seats.get(next.playerID);
    if (!mover) throw new Error(`seat ${next.playerID} has no player here`);
    const updated = mover.client.updateTo(matchID, next.stateID + 1);
    mover.client.send(move(next.move, next.args, next.playerID, mover.seat.credentials), next.stateID, matchID, next.playerID);
    await updated;
  }

  test('after the start a bot keeps the seat and plays it, the leaver is shut out at once, the others are told, and a newcomer takes the seat through the lobby', async () => {
    const matchID = await create(server);
    const ann = await join(server, matchID, 'Ann', '0');
    const alice = await join(server, matchID, 'Alice', '1');
    expect(await lobbyMatch(server, matchID)).toMatchObject({ started: true, startedAt: expect.any(Number) });
    await post(server, `/games/${GAME}/${matchID}/notifications`, { ...ann, email: 'ann@example.org', emailOn: true, language: 'fr' });
    const annClient = await synced(ann, matchID);
    const aliceClient = await synced(alice, matchID);

    // Ann chooses her loyalty: it is Alice's turn when she leaves.
    await play(matchID, new Map([['0', { seat: ann, client: annClient }]]));
    expect((await legalMove(server, entry, matchID)).playerID).toBe('1');
    const shutOut = aliceClient.next((event) => event === 'refused');
    const response = await post(server, `/games/${GAME}/${matchID}/leave`, alice);
    expect(response.status).toBe(200);
    expect((await shutOut)[1]).toEqual({ code: 'unauthorized', stateID: null });
    const heardWhenLeaving = aliceClient.received.length;

    // A bot keeps the seat under the leaver's name, with credentials of its own, and plays Alice's turn.
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    expect(seatOf(metadata, '1')).toMatchObject({ name: 'Alice', bot: STAND_IN_BOT, left: true });
    expect(seatOf(metadata, '1')!.credentials).not.toBe(alice.credentials);
    const botTurn = await eventually(async () => {
      const { log } = await server.storage.fetch(matchID, { log: true });
      return byBot(log, '1')[0];
    }, 5000);
    expect(botTurn.action.payload.playerID).toBe('1');

    // The leaver's credentials hold nothing any more: not the lobby, not a socket.
    expect(await (await post(server, '/api/seat', { matchID, ...alice })).json()).toEqual({ ok: false });
    expect((await post(server, `/games/${GAME}/${matchID}/notifications`, alice)).status).toBe(403);
    expect((await post(server, `/games/${GAME}/${matchID}/leave`, alice)).status).toBe(403);
    const again = new RawClient(server.url, GAME);
    clients.push(again);
    const refused = again.next((event) => event === 'refused');
    again.socket.emit('sync', matchID, '1', alice.credentials, 2);
    expect((await refused)[1]).toMatchObject({ code: 'unauthorized' });

    // Ann hears of it, in her language, with her own link.
    const toAnn = await eventually(async () => smtp.mails.find((m) => m.to.includes('ann@example.org') && m.mail.text?.includes(matchID)));
    expect(toAnn.mail.subject).toBe('Alice a quitté votre partie de Pax Pamir');
    expect(toAnn.mail.text).toContain('Un robot joue désormais sa place, jusqu’à ce que quelqu’un la prenne par le lien d’invitation');
    expect(toAnn.mail.text).toContain(`/#/seat/${GAME}/${matchID}/0/${encodeURIComponent(ann.credentials)}`);
    expect(toAnn.mail.text).not.toContain(alice.credentials);

    // The match goes on: Ann plays on against the bot.
    const withBot = new Map([['0', { seat: ann, client: annClient }]]);
    for (let i = 0; i < 3; i++) {
      if ((await legalMove(server, entry, matchID)).playerID === '0') await play(matchID, withBot);
      else await eventually(async () => ((await legalMove(server, entry, matchID)).playerID === '0' ? true : undefined));
    }

    // Bob joins through the invite link's lobby route: the first seat he may take is the one the bot keeps.
    const bob = await join(server, matchID, 'Bob');
    expect(bob.playerID).toBe('1');
    expect(bob.credentials).not.toBe(alice.credentials);
    const { metadata: after } = await server.storage.fetch(matchID, { metadata: true });
    expect(seatOf(after, '1')).toEqual(expect.objectContaining({ name: 'Bob' }));
    expect(seatOf(after, '1')).not.toHaveProperty('bot');
    expect(seatOf(after, '1')).not.toHaveProperty('left');
    const botMovesBefore = byBot((await server.storage.fetch(matchID, { log: true })).log, '1').length;
    const bobClient = await synced(bob, matchID);
    const humans = new Map([
      ['0', { seat: ann, client: annClient }],
      ['1', { seat: bob, client: bobClient }],
    ]);
    let bobPlayed = 0;
    for (let i = 0; i < 30 && bobPlayed < 2; i++) {
      if ((await legalMove(server, entry, matchID)).playerID === '1') bobPlayed++;
      await play(matchID, humans);
    }
    expect(bobPlayed).toBe(2);
    const { log } = await server.storage.fetch(matchID, { log: true });
    expect(byBot(log, '1')).toHaveLength(botMovesBefore);
    // Alice's old socket got nothing after she left: no state of her former seat's view.
    expect(aliceClient.received.slice(heardWhenLeaving).filter((r) => r.event === 'update' || r.event === 'sync')).toEqual([]);
    expect((await post(server, `/games/${GAME}/${matchID}/join`, { playerName: 'Cy' })).status).toBe(409);
  });

  test('before the start the seat is freed as it always was, and no one is told', async () => {
    const matchID = await create(server, 3);
    const ann = await join(server, matchID, 'Ann', '0');
    await post(server, `/games/${GAME}/${matchID}/notifications`, { ...ann, email: 'ann-waiting@example.org', emailOn: true });
    const alice = await join(server, matchID, 'Alice', '1');
    expect(await lobbyMatch(server, matchID)).toMatchObject({ started: false });
    expect((await post(server, `/games/${GAME}/${matchID}/leave`, alice)).status).toBe(200);
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    expect(seatOf(metadata, '1')).toEqual({ id: 1 });
    expect(metadata).not.toHaveProperty('startedAt');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes('ann-waiting@example.org'))).toEqual([]);
    expect((await join(server, matchID, 'Bob')).playerID).toBe('1');
  });

  test('the last player to leave takes the match away, started or not', async () => {
    const waiting = await create(server);
    await post(server, `/games/${GAME}/${waiting}/leave`, await join(server, waiting, 'Ann', '0'));
    expect(await server.storage.exists(waiting)).toBe(false);

    const withBots = await create(server);
    const ann = await join(server, withBots, 'Ann', '0');
    expect((await post(server, `/games/${GAME}/${withBots}/fill`, ann)).status).toBe(200);
    expect(await lobbyMatch(server, withBots)).toMatchObject({ started: true });
    await post(server, `/games/${GAME}/${withBots}/leave`, ann);
    expect(await server.storage.exists(withBots)).toBe(false);
  });

  test('a match stored before the start was recorded counts as started once its state has moved, even with a seat free', async () => {
    const matchID = await create(server);
    const ann = await join(server, matchID, 'Ann', '0');
    const bob = await join(server, matchID, 'Bob', '1');
    const annClient = await synced(ann, matchID);
    await play(matchID, new Map([['0', { seat: ann, client: annClient }]]));
    // As such a match was stored: no start recorded, and a seat its player freed after the first move.
    await server.storage.updateMetadata(matchID, (metadata) => {
      delete (metadata as { startedAt?: number }).startedAt;
      delete metadata.players[0].name;
      delete metadata.players[0].credentials;
      return metadata;
    });
    expect((await storedState(server, matchID))._stateID).toBeGreaterThan(0);
    expect(await lobbyMatch(server, matchID)).toMatchObject({ started: true });
    const cy = await join(server, matchID, 'Cy', '0');
    expect((await post(server, `/games/${GAME}/${matchID}/leave`, bob)).status).toBe(200);
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    expect(seatOf(metadata, '1')).toMatchObject({ name: 'Bob', bot: STAND_IN_BOT, left: true });
    expect(seatOf(metadata, '0')).toMatchObject({ name: 'Cy' });
    expect(cy.playerID).toBe('0');
  });
});

describe('a bot turn planned before someone took the seat', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      databaseUrl: tempSqliteFile(),
      clientDir: '/nonexistent',
      logger: quiet,
      games: games.map((game) => (game.name === GAME ? { ...game, seed: SEED } : game)),
      correspondence: { botDelayMs: 400 },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('is not played once a newcomer holds the seat: the turn waits for them', async () => {
    const matchID = await create(server);
    const ann = await join(server, matchID, 'Ann', '0');
    const alice = await join(server, matchID, 'Alice', '1');
    expect((await post(server, `/games/${GAME}/${matchID}/leave`, alice)).status).toBe(200);
    const client = new RawClient(server.url, GAME);
    try {
      await client.sync(matchID, ann, 2);
      const next = await legalMove(server, entry, matchID);
      const updated = client.updateTo(matchID, next.stateID + 1);
      client.send(move(next.move, next.args, '0', ann.credentials), next.stateID, matchID, '0');
      await updated;
      // The bot that keeps seat 1 plans its move now, 400 ms ahead; Bob takes the seat meanwhile.
      expect((await join(server, matchID, 'Bob')).playerID).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 800));
      const { log } = await server.storage.fetch(matchID, { log: true });
      expect(byBot(log, '1')).toEqual([]);
      expect((await legalMove(server, entry, matchID)).playerID).toBe('1');
    } finally {
      client.close();
    }
  });
});
