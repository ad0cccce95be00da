/**
 * The chat limit (CHAT_RATE lines per window per seat) holds when a seat sends many lines at once: from
 * several sockets of one server, on SQLite and PostgreSQL, and from sockets on two instances sharing one
 * PostgreSQL database and Redis. At most CHAT_RATE.messages lines are stored; every other is refused as
 * `chat-too-fast`.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { CHAT_RATE } from '../../server/protocol';
import { DATABASES, REDIS_URL, RawClient, createFullMatch, eventually, tempPostgresDatabase, type Seat, type TempDatabase } from '../support/server';

const quiet = createLogger({ level: 'fatal' });
const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const game = entry.game.name;
const LINES_PER_SOCKET = 40;

const databases: TempDatabase[] = [];
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop();
});

async function serversOn(makeDatabase: () => Promise<TempDatabase>, count: number, redisUrl?: string) {
  const database = await makeDatabase();
  databases.push(database);
  const started: RunningServer[] = [];
  for (let i = 0; i < count; i++) {
    started.push(await startServer({ port: 0, databaseUrl: database.url, redisUrl, clientDir: '/nonexistent', logger: quiet }));
  }
  servers.push(...started);
  return started;
}

/** Sockets of seat 0 (spread over the servers) each send LINES_PER_SOCKET lines at once; what was stored and what each heard. */
async function flood(instances: RunningServer[], sockets: number) {
  const { matchID, seats } = await createFullMatch(instances[0], entry, 2);
  const seat: Seat = seats[0];
  const clients = Array.from({ length: sockets }, (_, i) => new RawClient(instances[i % instances.length].url, game));
  try {
    for (const client of clients) await client.sync(matchID, seat, 2);
    clients.forEach((client, c) => {
      for (let i = 0; i < LINES_PER_SOCKET; i++) {
        client.socket.emit('chat', matchID, { id: `l${c}-${i}`, sender: seat.playerID, payload: { text: `line ${c}-${i}` } }, seat.credentials);
      }
    });
    const total = sockets * LINES_PER_SOCKET;
    const refusals = () => clients.flatMap((client) => client.received.filter((r) => r.event === 'refused').map((r) => r.args[1]));
    // Every line is answered: each sender hears its refusals; the lines stored reach every socket of the match.
    const storedLines = async () =>
      (await instances[0].storage.db.selectFrom('match_chat').select('text').where('match_id', '=', matchID).execute()).map((row) => row.text);
    const answered = async () => ((await storedLines()).length + refusals().length >= total ? true : undefined);
    await eventually(answered, 20_000).catch(() => 'not every line was answered');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = await storedLines();
    return { stored, refusals: refusals(), total };
  } finally {
    for (const client of clients) client.close();
  }
}

describe.each(DATABASES)('on %s', (_name, makeDatabase) => {
  test(`three sockets of one seat sending ${LINES_PER_SOCKET} lines each at once store at most ${CHAT_RATE.messages}; every other is refused as chat-too-fast`, async () => {
    const [server] = await serversOn(makeDatabase, 1);
    const { stored, refusals, total } = await flood([server], 3);
    expect(stored).toHaveLength(CHAT_RATE.messages);
    expect(refusals).toHaveLength(total - CHAT_RATE.messages);
    expect(new Set(refusals.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ code: 'chat-too-fast', stateID: null })]));
  });
});

test('two instances sharing PostgreSQL and Redis, four sockets of one seat on both: the limit holds across instances', async () => {
  const instances = await serversOn(tempPostgresDatabase, 2, REDIS_URL);
  const { stored, refusals, total } = await flood(instances, 4);
  expect(stored).toHaveLength(CHAT_RATE.messages);
  expect(refusals).toHaveLength(total - CHAT_RATE.messages);
  expect(refusals.every((r) => (r as { code: string }).code === 'chat-too-fast')).toBe(true);
});
