/**
 * Issue 39, item 14: a turn deadline's due time is said, over a real server: the status the screens read
 * (My matches, the match screen) gives it while the deadline runs; the reminder says it in the seat's own
 * time zone (its browser's, sent with its settings) by e-mail, and in UTC, said so, through the webhook.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import { createLogger } from '../../server/log';
import { dueTimeText } from '../../server/notify/due-time';
import { eventually, tempSqliteFile, type Seat } from '../support/server';
import { httpReceiver, smtpReceiver, type HttpReceiver, type SmtpReceiver } from '../support/receivers';

const game = gameEntries.find((e) => e.game.name === 'pax-pamir')!.game.name;
const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const start = (options: ServerOptions) =>
  startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: createLogger({ level: 'warn' }), ...options });

async function matchWithDeadline(server: RunningServer) {
  const { matchID } = (await (await post(server, `/games/${game}/create`, { numPlayers: 2, deadline: '1d' })).json()) as { matchID: string };
  const seats: Seat[] = [];
  for (const playerID of ['0', '1']) {
    const joined = (await (await post(server, `/games/${game}/${matchID}/join`, { playerID, playerName: `P${playerID}` })).json()) as { playerCredentials: string };
    seats.push({ playerID, credentials: joined.playerCredentials });
  }
  return { matchID, seats };
}

const statusOf = async (server: RunningServer, matchID: string) =>
  ((await (await fetch(`${server.url}/api/status?ids=${matchID}`)).json()) as { matches: Record<string, { turnDueAt?: number; currentPlayer: string }> }).matches[matchID];

describe('the status says when the turn is due', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({});
  });
  afterAll(() => server.stop());

  test('a match of one day per turn: due a day after its seats were all taken', async () => {
    const before = Date.now();
    const { matchID } = await matchWithDeadline(server);
    const dueAt = await eventually(async () => (await statusOf(server, matchID)).turnDueAt);
    expect(dueAt).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  test('a match without a deadline has no due time', async () => {
    const { matchID } = (await (await post(server, `/games/${game}/create`, { numPlayers: 2 })).json()) as { matchID: string };
    expect((await statusOf(server, matchID)).turnDueAt).toBeUndefined();
  });

  test('a seat’s time zone is taken when it is one, refused when it is not', async () => {
    const { matchID, seats } = await matchWithDeadline(server);
    expect((await post(server, `/games/${game}/${matchID}/notifications`, { ...seats[0], timeZone: 'Europe/Paris' })).status).toBe(200);
    const refused = await post(server, `/games/${game}/${matchID}/notifications`, { ...seats[0], timeZone: 'Mars/Olympus_Mons' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'bad-request' });
  });
});

describe('the reminder says when the turn is due', () => {
  let smtp: SmtpReceiver;
  let hooks: HttpReceiver;
  let server: RunningServer;
  beforeAll(async () => {
    [smtp, hooks] = await Promise.all([smtpReceiver(), httpReceiver(204)]);
    server = await start({
      notify: { smtpUrl: smtp.url, mailFrom: 'Pax table <pax@table.example>', allowPrivateNetworks: true },
      // one day is four seconds here: reminded after two
      correspondence: { botDelayMs: 0, deadlines: { tickMs: 50, seconds: { none: null, '1d': 4, '3d': 12, '7d': 28 } } },
    });
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([smtp.close(), hooks.close()]);
  });

  test('by e-mail in the seat’s time zone and language, by the webhook in UTC', async () => {
    const { matchID, seats } = await matchWithDeadline(server);
    const { turnDueAt, currentPlayer } = await eventually(async () => {
      const status = await statusOf(server, matchID);
      return status.turnDueAt === undefined ? undefined : status;
    });
    const acting = seats.find((seat) => seat.playerID === currentPlayer)!;
    const settings = await post(server, `/games/${game}/${matchID}/notifications`, { ...acting, email: 'p@example.fr', emailOn: true, language: 'fr', timeZone: 'America/New_York' });
    expect(settings.status).toBe(200);
    expect((await post(server, `/games/${game}/${matchID}/webhook`, { ...acting, url: `${hooks.url}/hook` })).status).toBe(200);

    const reminder = await eventually(async () => smtp.mails.find(({ mail }) => mail.subject?.startsWith('Rappel'))?.mail);
    const inNewYork = dueTimeText(turnDueAt!, 'fr', 'America/New_York');
    expect(inNewYork).toMatch(/UTC−5|UTC-5|HNE/);
    expect(reminder.text).toContain(`Jouez avant le ${inNewYork}, sinon un robot jouera ce tour pour vous.`);
    const posted = await eventually(async () => hooks.requests.find((request) => request.body.toString('utf8').includes('reminder')));
    const { text } = JSON.parse(posted.body.toString('utf8')) as { text: string };
    expect(text).toContain(`(half of the time for it has passed; it is due ${dueTimeText(turnDueAt!, 'en', undefined)}).`);
    expect(text).toMatch(/ UTC\)\./);
  });
});
