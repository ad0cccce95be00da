/**
 * Names and chat lines are checked where they enter, over a real server on both databases: control,
 * direction and invisible characters are refused with a code (lobby `name-invalid`, socket
 * `chat-text-invalid`) and store nothing; what is accepted is stored NFC and trimmed; player data that
 * PostgreSQL could not read back is refused; a match whose players sent such text plays on; a chat line
 * the database fails to store is refused as `server-error`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import type { ChatLine } from '../../server/protocol';
import { DATABASES, RawClient, eventually, legalMove, move, storedState, type Seat, type TempDatabase } from '../support/server';

const quiet = createLogger({ level: 'fatal' });
const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const game = entry.game.name;

/** Text no name or chat line may hold, each with what it is. */
const HIDDEN: [string, string][] = [
  ['U+0000', 'Ada\u0000Bob'],
  ['U+202E right-to-left override', 'Ada\u202Egnp.exe'],
  ['U+2066 left-to-right isolate', 'Ada\u2066x'],
  ['U+200B zero width space', 'Ada\u200BBob'],
  ['U+2060 word joiner', 'Ada\u2060Bob'],
  ['U+FEFF inside', 'Ada\uFEFFBob'],
  ['U+0085 next line (C1)', 'Ada\u0085Bob'],
  ['a lone surrogate', 'Ada\uD800Bob'],
];

describe.each(DATABASES)('on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await makeDatabase();
    server = await startServer({ port: 0, databaseUrl: database.url, clientDir: '/nonexistent', logger: quiet });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/games/${game}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const create = async () => ((await (await post('/create', { numPlayers: 2 })).json()) as { matchID: string }).matchID;
  const join = async (matchID: string, playerID: string, playerName: string): Promise<Seat> => {
    const response = await post(`/${matchID}/join`, { playerID, playerName });
    expect(response.status, await response.clone().text()).toBe(200);
    return { playerID, credentials: ((await response.json()) as { playerCredentials: string }).playerCredentials };
  };
  const namesOf = async (matchID: string) => {
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    return Object.values(metadata.players).map((seat) => seat.name);
  };
  const say = (client: RawClient, matchID: string, seat: Seat, text: unknown) =>
    client.socket.emit('chat', matchID, { id: 'x', sender: seat.playerID, payload: { text } }, seat.credentials);
  const storedChat = async (matchID: string) =>
    (await server.storage.db.selectFrom('match_chat').select('text').where('match_id', '=', matchID).orderBy('position').execute()).map((row) => row.text);

  /** Four moves of the match, each by the seat that must act: every one stored, none refused. */
  async function expectMovesPlay(matchID: string, seats: Seat[]) {
    const clients = seats.map(() => new RawClient(server.url, game));
    try {
      for (const [i, seat] of seats.entries()) await clients[i].sync(matchID, seat, 2);
      for (let i = 0; i < 4; i++) {
        const next = await legalMove(server, entry, matchID);
        const seat = seats.find((s) => s.playerID === next.playerID)!;
        const client = clients[seats.indexOf(seat)];
        const arrived = client.updateTo(matchID, next.stateID + 1);
        client.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
        await arrived;
      }
      expect(clients.flatMap((c) => c.received.filter((r) => r.event === 'refused'))).toEqual([]);
      expect((await storedState(server, matchID))._stateID).toBeGreaterThanOrEqual(4);
    } finally {
      for (const client of clients) client.close();
    }
  }

  test('a name with U+0000 is refused at join and at rename, and the match plays on', async () => {
    const matchID = await create();
    const refusedJoin = await post(`/${matchID}/join`, { playerID: '0', playerName: 'Ada\u0000' });
    expect(refusedJoin.status).toBe(400);
    expect(await refusedJoin.json()).toEqual({ error: 'name-invalid', message: expect.any(String) });
    const seats = [await join(matchID, '0', 'Ada'), await join(matchID, '1', 'Bob')];
    const rename = await post(`/${matchID}/update`, { ...seats[1], newName: 'B\u0000b' });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual({ error: 'name-invalid', message: expect.any(String) });
    const renameOld = await post(`/${matchID}/rename`, { ...seats[1], newName: '\u0000' });
    expect(await renameOld.json()).toMatchObject({ error: 'name-invalid' });
    expect(await namesOf(matchID)).toEqual(['Ada', 'Bob']);

    await expectMovesPlay(matchID, seats);
  });

  test('player data with U+0000 or a lone surrogate (which PostgreSQL cannot read back) is refused, and the match plays on', async () => {
    const matchID = await create();
    for (const data of [{ note: 'a\u0000' }, { ['\u0000']: 1 }, { deep: [{ x: '\uDC00' }] }]) {
      const refused = await post(`/${matchID}/join`, { playerID: '0', playerName: 'Ada', data });
      expect([refused.status, await refused.json()], JSON.stringify(data)).toEqual([400, { error: 'bad-request', message: expect.any(String) }]);
    }
    const seats = [await join(matchID, '0', 'Ada'), await join(matchID, '1', 'Bob')];
    const updated = await post(`/${matchID}/update`, { ...seats[0], data: { note: '\u0000' } });
    expect(updated.status).toBe(400);
    await expectMovesPlay(matchID, seats);
  });

  test.each(HIDDEN)('a name with %s is refused as name-invalid, at join and at rename, and nothing is stored', async (_what, name) => {
    const matchID = await create();
    const refused = await post(`/${matchID}/join`, { playerID: '0', playerName: name });
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'name-invalid', message: expect.any(String) }]);
    const seat = await join(matchID, '0', 'Ada');
    const renamed = await post(`/${matchID}/update`, { ...seat, newName: name });
    expect([renamed.status, await renamed.json()]).toEqual([400, { error: 'name-invalid', message: expect.any(String) }]);
    expect(await namesOf(matchID)).toEqual(['Ada', undefined]);
  });

  test('a decomposed name is stored composed (NFC) and trimmed; emoji sequences and Persian joiners are names', async () => {
    const matchID = await create();
    await join(matchID, '0', '  Ame\u0301lie\u00A0 ');
    const seat = await join(matchID, '1', 'x');
    expect(await namesOf(matchID)).toEqual(['Am\u00E9lie', 'x']);
    for (const name of ['\u{1F468}\u200D\u{1F469}\u200D\u{1F467} family', '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}', '\u2764\uFE0F\u200D\u{1F525}']) {
      const renamed = await post(`/${matchID}/update`, { ...seat, newName: name });
      expect(renamed.status, name).toBe(200);
      expect((await namesOf(matchID))[1]).toBe(name);
    }
  });

  test('a chat line with hidden characters is refused with chat-text-invalid and nothing is stored; accepted lines are stored NFC', async () => {
    const matchID = await create();
    const seats = [await join(matchID, '0', 'Ada'), await join(matchID, '1', 'Bob')];
    const writer = new RawClient(server.url, game);
    try {
      await writer.sync(matchID, seats[0], 2);
      for (const [what, text] of HIDDEN) {
        const refused = writer.next((event) => event === 'refused');
        say(writer, matchID, seats[0], text);
        expect((await refused)[1], what).toEqual({ code: 'chat-text-invalid', stateID: null });
      }
      // Tab and newline are a chat line's own; other controls (carriage return, escape) are not.
      for (const text of ['a\rb', 'a\u001B[31mb']) {
        const refused = writer.next((event) => event === 'refused');
        say(writer, matchID, seats[0], text);
        expect((await refused)[1]).toEqual({ code: 'chat-text-invalid', stateID: null });
      }
      expect(await storedChat(matchID)).toEqual([]);
      const echoed = writer.next((event) => event === 'chat');
      say(writer, matchID, seats[0], ' Cafe\u0301\n\tbien ');
      expect(((await echoed)[1] as ChatLine).text).toBe('Caf\u00E9\n\tbien');
      expect(await storedChat(matchID)).toEqual(['Caf\u00E9\n\tbien']);
    } finally {
      writer.close();
    }
  });

  test('a chat line the database fails to store is refused as server-error, and the server goes on', async () => {
    const matchID = await create();
    const seats = [await join(matchID, '0', 'Ada'), await join(matchID, '1', 'Bob')];
    const writer = new RawClient(server.url, game);
    const db = server.storage.db;
    try {
      await writer.sync(matchID, seats[0], 2);
      await sql`alter table match_chat rename to match_chat_away`.execute(db);
      try {
        const refused = writer.next((event) => event === 'refused');
        say(writer, matchID, seats[0], 'lost?');
        expect((await refused)[1]).toEqual({ code: 'server-error', stateID: null });
      } finally {
        await sql`alter table match_chat_away rename to match_chat`.execute(db);
      }
      const echoed = writer.next((event) => event === 'chat');
      say(writer, matchID, seats[0], 'back');
      expect(((await echoed)[1] as ChatLine).text).toBe('back');
      await eventually(async () => ((await storedChat(matchID)).length === 1 ? true : undefined));
    } finally {
      writer.close();
    }
  });

  test('a malformed chat packet is refused, not dropped in silence', async () => {
    const matchID = await create();
    const seat = await join(matchID, '0', 'Ada');
    const writer = new RawClient(server.url, game);
    try {
      await writer.sync(matchID, seat, 2);
      const refused = writer.next((event) => event === 'refused');
      writer.socket.emit('chat', matchID, { id: 42, sender: '0', payload: { text: 'hi' } }, seat.credentials);
      expect(await refused).toEqual([matchID, { code: 'chat-refused', stateID: null }]);
    } finally {
      writer.close();
    }
  });
});
