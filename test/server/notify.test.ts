/**
 * Turn notices, against real receivers on local ports: an SMTP server, webhook receivers, a stand-in for a
 * push service that the test decrypts as a browser would; and the contact store on SQLite and PostgreSQL.
 */
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { State } from 'boardgame.io';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createMetrics } from '../../server/metrics';
import { emailProblem, pushSubscriptionProblem, webhookProblem } from '../../server/notify/contact-checks';
import { MAX_PUSH_SUBSCRIPTIONS, SqlContactStore } from '../../server/notify/contact-store';
import { publicOnlyLookup } from '../../server/notify/public-address';
import { Notifier, type TurnNotice } from '../../server/notify/notifier';
import { SqlStorage } from '../../server/storage/sql-storage';
import { captureLog, LEVELS, type CapturedLog } from '../support/captured-log';
import { pushSubscriber, verifiedVapid } from '../support/push-subscriber';
import { DATABASES, tempSqliteFile, type TempDatabase } from '../support/server';

// ---------------------------------------------------------------------------------------------------
// Fixtures

let matchCount = 0;

/** A match row for the contact tables to refer to. */
async function newMatch(storage: SqlStorage): Promise<string> {
  const matchID = `match-${process.pid}-${++matchCount}`;
  const state = { G: {}, ctx: { numPlayers: 3, turn: 1, currentPlayer: '0', playOrder: ['0', '1', '2'], playOrderPos: 0, phase: 'default' }, plugins: {}, _undo: [], _redo: [], _stateID: 0 };
  await storage.createMatch(matchID, {
    initialState: state as unknown as State,
    metadata: { gameName: 'pax-pamir', players: { 0: { id: 0 }, 1: { id: 1 }, 2: { id: 2 } }, createdAt: 1, updatedAt: 1 },
  });
  return matchID;
}

/** A seat as its holder names it, with the credentials the notices' personal links carry. */
const held = (playerID: string) => ({ playerID, credentials: `credentials-of-${playerID}` });

const seat = (matchID: string, playerID: string, name: string) => ({
  ...held(playerID),
  name,
  personalLink: `https://pax.example/#/seat/pax-pamir/${matchID}/${playerID}/credentials-of-${playerID}`,
});

function turnNotice(matchID: string, changes: Partial<TurnNotice> = {}): TurnNotice {
  return {
    gameName: 'pax-pamir',
    gameTitle: { en: 'Pax Pamir', fr: 'Pax Pamir (deuxième édition)' },
    matchID,
    seats: [seat(matchID, '0', 'Ann')],
    kind: 'turn',
    matchLink: `https://pax.example/#/match/pax-pamir/${matchID}`,
    ...changes,
  };
}

/** A browser's subscription keys, valid, for the checks and the store. */
const someSubscription = (endpoint = 'https://push.example/send/abc') => pushSubscriber(endpoint).subscription;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An HTTP server on a free local port that records each request and answers as `answer` says (or never). */
async function receiver(answer: (request: Received, response: http.ServerResponse) => void = (_, response) => response.writeHead(204).end()) {
  const received: Received[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
    received.push(entry);
    answer(entry, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A TCP port that counts the connections it is offered (and closes them): proof that nothing was sent. */
async function countingPort() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, connections: () => connections, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function noticeCount(registry: ReturnType<typeof createMetrics>['registry'], channel: string, outcome: string): Promise<number> {
  const metric = registry.getSingleMetric('pax_notices_total');
  if (!metric) return 0;
  const { values } = await metric.get();
  return values.find((value) => value.labels.channel === channel && value.labels.outcome === outcome)?.value ?? 0;
}

const warnings = (log: CapturedLog) => log.entries().filter((entry) => entry.level === LEVELS.warn);

// ---------------------------------------------------------------------------------------------------

describe('checks of notification settings', () => {
  test('emailProblem accepts a plain address and refuses display names, header breaks, lists and over-long addresses', () => {
    for (const good of ['ann@example.org', 'Ann.Lee+pax@mail.example.co.uk', "o'neil@xn--bcher-kva.example"]) expect(emailProblem(good), good).toBeUndefined();
    for (const bad of [
      undefined,
      42,
      '',
      'ann',
      'ann@localhost',
      'Ann <ann@example.org>',
      'ann@example.org\r\nBcc: everyone@example.org',
      'ann@example.org, bob@example.org',
      'ann..lee@example.org',
      '.ann@example.org',
      'ann@-example.org',
      'ann@exa mple.org',
      'anné@example.org',
      `${'a'.repeat(65)}@example.org`,
      `ann@${['a', 'b', 'c', 'd', 'e'].map((label) => label.repeat(60)).join('.')}.org`, // over 254 characters
    ]) {
      expect(emailProblem(bad), String(bad)).toBe('email-invalid');
    }
  });

  test('pushSubscriptionProblem accepts a browser subscription: an https endpoint up to 2 KB, a P-256 point and a 16-byte secret in base64url', () => {
    const good = someSubscription();
    expect(pushSubscriptionProblem(good)).toBeUndefined();
    expect(pushSubscriptionProblem({ ...good, expirationTime: null })).toBeUndefined();
    expect(pushSubscriptionProblem({ ...good, endpoint: `https://push.example/${'a'.repeat(2000)}` })).toBeUndefined();

    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    for (const [why, bad] of [
      ['nothing', null],
      ['a string', 'https://push.example/send/abc'],
      ['no keys', { endpoint: good.endpoint }],
      ['http', { ...good, endpoint: 'http://push.example/send/abc' }],
      ['not a URL', { ...good, endpoint: 'push.example/send' }],
      ['credentials in the URL', { ...good, endpoint: 'https://user:pass@push.example/send' }],
      ['over 2 KB', { ...good, endpoint: `https://push.example/${'a'.repeat(2048)}` }],
      ['standard base64', { ...good, keys: { ...good.keys, auth: Buffer.alloc(16, 0xfb).toString('base64') } }],
      ['short auth', { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } }],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 80) } }],
      ['p256dh off the curve', { ...good, keys: { ...good.keys, p256dh: notAPoint.toString('base64url') } }],
      ['keys of the wrong type', { ...good, keys: { p256dh: 1, auth: 2 } }],
    ] as const) {
      expect(pushSubscriptionProblem(bad), why).toBe('push-invalid');
    }
  });

  test('webhookProblem accepts https on public hosts only; IP literals, names of private addresses, http and credentials are refused unless allowPrivate', async () => {
    const dns: Record<string, string[]> = {
      'discord.com': ['162.159.135.232', '2606:4700::6810:84e5'],
      'hooks.slack.com': ['3.33.0.1'],
      'inside.example': ['10.0.0.7'],
      'mixed.example': ['3.33.0.1', '192.168.1.1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'ula.example': ['fd12::1'],
    };
    const resolve = async (host: string) => dns[host] ?? [];
    const check = (url: unknown, allowPrivate = false) => webhookProblem(url, { resolve, allowPrivate });

    expect(await check('https://discord.com/api/webhooks/1/token')).toBeUndefined();
    expect(await check('https://hooks.slack.com/services/T/B/x')).toBeUndefined();
    for (const [bad, code] of [
      ['http://discord.com/api/webhooks/1/token', 'webhook-not-https'],
      ['ftp://discord.com/x', 'webhook-not-https'],
      ['https://user:pass@discord.com/x', 'webhook-invalid'],
      ['https://127.0.0.1/hook', 'webhook-private'],
      ['https://8.8.8.8/hook', 'webhook-ip-address'],
      ['https://[::1]/hook', 'webhook-private'],
      ['https://2130706433/hook', 'webhook-private'], // 127.0.0.1 written as a number
      ['https://inside.example/hook', 'webhook-private'],
      ['https://mixed.example/hook', 'webhook-private'],
      ['https://mapped.example/hook', 'webhook-private'],
      ['https://metadata.example/latest', 'webhook-private'],
      ['https://ula.example/hook', 'webhook-private'],
      ['https://unknown.example/hook', 'webhook-host-not-found'],
      [`https://discord.com/${'a'.repeat(2048)}`, 'webhook-invalid'],
      ['not a url', 'webhook-invalid'],
      [null, 'webhook-invalid'],
    ] as const) {
      expect(await check(bad), String(bad)).toBe(code);
    }
    // With the system's resolver: localhost is loopback, and a name under .invalid never exists (RFC 6761).
    expect(await webhookProblem('https://localhost/hook')).toBe('webhook-private');
    expect(await webhookProblem('https://nothing.invalid/api/webhooks/123/abc')).toBe('webhook-host-not-found');
    // A resolver that cannot answer is not a name that does not exist.
    expect(await webhookProblem('https://discord.com/api/webhooks/1/token', { resolve: async () => 'unreachable' })).toBe('webhook-unreachable');

    expect(await check('http://127.0.0.1:9000/hook', true)).toBeUndefined();
    expect(await check('https://inside.example/hook', true)).toBeUndefined();
    expect(await check('ftp://127.0.0.1/hook', true)).toBe('webhook-not-https');
  });
  test('when connecting, names are resolved to public addresses only, in both forms of lookup a socket asks for', async () => {
    const lookup = (host: string, all: boolean) =>
      new Promise((resolve) => publicOnlyLookup(host, { all }, (error, address, family) => resolve(error ? (error as { code?: string }).code : { address, family })));
    expect(await lookup('8.8.8.8', false)).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await lookup('8.8.8.8', true)).toEqual({ address: [{ address: '8.8.8.8', family: 4 }], family: undefined });
    expect(await lookup('127.0.0.1', true)).toBe('EPRIVATEADDRESS');
    expect(await lookup('localhost', false)).toBe('EPRIVATEADDRESS');
    expect(await lookup('10.1.2.3', false)).toBe('EPRIVATEADDRESS');
  });
});

// ---------------------------------------------------------------------------------------------------

describe.each(DATABASES)('SqlContactStore on %s', (_driver, makeDatabase) => {
  let database: TempDatabase;
  let storage: SqlStorage;
  let store: SqlContactStore;

  beforeAll(async () => {
    database = await makeDatabase();
    storage = new SqlStorage(database.url);
    await storage.connect();
    store = new SqlContactStore(storage);
  });
  afterAll(async () => {
    await storage.close();
    await database.drop();
  });

  test('a seat that set nothing has the defaults; settings round-trip, per seat and per match', async () => {
    const matchID = await newMatch(storage);
    const other = await newMatch(storage);
    expect(await store.contactsOf(matchID, [held('0'), held('1')])).toEqual([
      { playerID: '0', email: null, emailOn: false, pushOn: false, push: [], language: 'en', timeZone: null },
      { playerID: '1', email: null, emailOn: false, pushOn: false, push: [], language: 'en', timeZone: null },
    ]);

    const set = await store.setContact(matchID, held('1'), { email: 'bob@example.org', emailOn: true, language: 'fr' });
    expect(set).toEqual({ playerID: '1', email: 'bob@example.org', emailOn: true, pushOn: false, push: [], language: 'fr', timeZone: null });
    await store.setContact(matchID, held('1'), { emailOn: false });
    const [bob, ann] = await store.contactsOf(matchID, [held('1'), held('0')]);
    expect(bob).toEqual({ ...set, emailOn: false });
    expect(ann.email).toBeNull();
    expect((await store.contactsOf(other, [held('1')]))[0].email).toBeNull();

    await store.setContact(matchID, held('1'), { email: null });
    expect((await store.contactsOf(matchID, [held('1')]))[0].email).toBeNull();
    expect(await store.contactsOf(matchID, [])).toEqual([]);

    // the holder's time zone, kept for the times a notice says
    await store.setContact(matchID, held('1'), { timeZone: 'Europe/Paris' });
    expect((await store.contactsOf(matchID, [held('1')]))[0].timeZone).toBe('Europe/Paris');
  });

  test('push subscriptions: one per browser, replaced by endpoint, removed by endpoint, at most ten, only what a push needs', async () => {
    const matchID = await newMatch(storage);
    const first = someSubscription('https://push.example/1');
    const renewed = someSubscription('https://push.example/1');
    const second = { ...someSubscription('https://push.example/2'), expirationTime: null, extra: 'x'.repeat(100) };
    await store.setContact(matchID, held('0'), { pushOn: true, addPush: first });
    await store.setContact(matchID, held('0'), { addPush: second });
    await store.setContact(matchID, held('0'), { addPush: renewed });
    const [contact] = await store.contactsOf(matchID, [held('0')]);
    expect(contact.pushOn).toBe(true);
    expect(contact.push).toEqual([{ endpoint: second.endpoint, keys: second.keys }, renewed]);

    await store.removePush(matchID, held('0'), 'https://push.example/2');
    await store.removePush(matchID, held('2'), 'https://push.example/2'); // a seat with no row stays without one
    expect((await store.contactsOf(matchID, [held('0')]))[0].push).toEqual([renewed]);

    for (let n = 0; n < MAX_PUSH_SUBSCRIPTIONS + 3; n++) await store.setContact(matchID, held('0'), { addPush: someSubscription(`https://push.example/many/${n}`) });
    const { push } = (await store.contactsOf(matchID, [held('0')]))[0];
    expect(push).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(push.at(-1)!.endpoint).toBe(`https://push.example/many/${MAX_PUSH_SUBSCRIPTIONS + 2}`);
  });

  test('browsers subscribing at the same moment are all kept', async () => {
    const matchID = await newMatch(storage);
    const subscriptions = Array.from({ length: 6 }, (_, n) => someSubscription(`https://push.example/at-once/${n}`));
    await Promise.all(subscriptions.map((subscription) => store.setContact(matchID, held('2'), { addPush: subscription })));
    const { push } = (await store.contactsOf(matchID, [held('2')]))[0];
    expect(push.map((p) => p.endpoint).sort()).toEqual(subscriptions.map((s) => s.endpoint).sort());
  });

  test('a match has channels once a seat turns e-mail or push on, or a webhook is set', async () => {
    const matchID = await newMatch(storage);
    expect(await store.hasChannels(matchID)).toBe(false);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org' });
    expect(await store.hasChannels(matchID)).toBe(false);
    await store.setContact(matchID, held('0'), { emailOn: true });
    expect(await store.hasChannels(matchID)).toBe(true);
    await store.setContact(matchID, held('0'), { emailOn: false });
    await store.setWebhook(matchID, 'https://discord.com/api/webhooks/1/a');
    expect(await store.hasChannels(matchID)).toBe(true);
  });

  test('a match has at most one webhook: set, replaced, removed', async () => {
    const matchID = await newMatch(storage);
    expect(await store.webhookOf(matchID)).toBeUndefined();
    await store.setWebhook(matchID, 'https://discord.com/api/webhooks/1/a');
    await store.setWebhook(matchID, 'https://discord.com/api/webhooks/1/b');
    expect(await store.webhookOf(matchID)).toBe('https://discord.com/api/webhooks/1/b');
    await store.setWebhook(matchID, null);
    expect(await store.webhookOf(matchID)).toBeUndefined();
  });

  test('a server key is created once: two instances asking at once get the same value, and it is kept', async () => {
    const second = new SqlStorage(database.url);
    await second.connect();
    try {
      let created = 0;
      const create = () => `key-${++created}`;
      const [a, b] = await Promise.all([store.serverKey('both', create), new SqlContactStore(second).serverKey('both', create)]);
      expect(a).toBe(b);
      expect(await store.serverKey('both', () => 'another')).toBe(a);
    } finally {
      await second.close();
    }
  });

  test("a match's contacts and webhook go with it", async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org' });
    await store.setWebhook(matchID, 'https://discord.com/api/webhooks/1/a');
    await storage.db.deleteFrom('matches').where('id', '=', matchID).execute();
    expect((await store.contactsOf(matchID, [held('0')]))[0].email).toBeNull();
    expect(await store.webhookOf(matchID)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------
// The channels, on one SQLite database

let storage: SqlStorage;
let store: SqlContactStore;

beforeAll(async () => {
  storage = new SqlStorage(tempSqliteFile());
  await storage.connect();
  store = new SqlContactStore(storage);
});
afterAll(async () => {
  await storage.close();
});

/** Notifiers made by a test, closed after it. */
const notifiers: Notifier[] = [];
afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((notifier) => notifier.close()));
});

function notifier(options: Partial<ConstructorParameters<typeof Notifier>[0]> = {}) {
  const log = captureLog();
  const metrics = createMetrics();
  const made = new Notifier({ store, logger: log.logger, metrics, ...options });
  notifiers.push(made);
  return { notifier: made, log, metrics };
}

describe('e-mail', () => {
  const mails: { to: string[]; mail: ParsedMail }[] = [];
  let smtp: SMTPServer;
  let smtpUrl: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  afterEach(() => {
    mails.length = 0;
  });

  const mailer = () => notifier({ smtpUrl, mailFrom: 'Pax table <pax@pax.example>' });

  test('a seat with e-mail on gets its notice in English: recipient, subject, text and HTML with its personal link', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    const { notifier: sender, metrics } = mailer();
    await sender.notify(turnNotice(matchID));

    expect(mails).toHaveLength(1);
    const [{ to, mail }] = mails;
    const link = seat(matchID, '0', 'Ann').personalLink;
    expect(to).toEqual(['ann@example.org']);
    expect(mail.from?.text).toBe('"Pax table" <pax@pax.example>');
    expect(mail.subject).toBe("It's your turn in Pax Pamir");
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain("It's your turn in Pax Pamir: the other players are waiting for you.");
    expect(mail.text).toContain(`Play from your seat:\n${link}`);
    expect(mail.text).toContain('share it with no one');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).toContain('<html lang="en">');
    expect(await noticeCount(metrics.registry, 'email', 'sent')).toBe(1);
  });

  test('in French for a seat that chose French, for each kind of notice', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'anne@example.fr', emailOn: true, language: 'fr' });
    const { notifier: sender } = mailer();
    await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '0', 'Anne')] }));
    await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '0', 'Anne')], kind: 'reminder' }));
    await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '0', 'Anne')], kind: 'stood-in' }));

    expect(mails.map(({ mail }) => mail.subject)).toEqual([
      'À vous de jouer dans Pax Pamir (deuxième édition)',
      'Rappel : c’est toujours à vous de jouer dans Pax Pamir (deuxième édition)',
      'Un robot a joué votre tour dans Pax Pamir (deuxième édition)',
    ]);
    const [turn, reminder, stoodIn] = mails.map(({ mail }) => mail);
    const link = seat(matchID, '0', 'Anne').personalLink;
    expect(turn.text).toContain('Bonjour Anne,');
    expect(turn.text).toContain(`Jouez depuis votre place :\n${link}`);
    expect(turn.text).toContain('Ce lien ouvre votre place : ne le partagez avec personne.');
    expect(turn.html).toContain('<html lang="fr">');
    expect(reminder.text).toContain('La moitié du temps accordé pour ce tour dans Pax Pamir (deuxième édition) est écoulée : les autres joueurs vous attendent toujours.');
    expect(stoodIn.text).toContain('un robot l’a joué pour vous. Ouvrez votre place pour la reprendre');
    expect(stoodIn.text).toContain(`Reprenez votre place :\n${link}`);
  });

  test('the English reminder and stood-in notices say what happened', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    const { notifier: sender } = mailer();
    await sender.notify(turnNotice(matchID, { kind: 'reminder' }));
    await sender.notify(turnNotice(matchID, { kind: 'stood-in' }));
    expect(mails.map(({ mail }) => mail.subject)).toEqual(["Reminder: it's still your turn in Pax Pamir", 'A bot played your turn in Pax Pamir']);
    expect(mails[0].mail.text).toContain('Half of the time for this turn in Pax Pamir has passed, and the other players are still waiting for you.');
    expect(mails[1].mail.text).toContain('a bot played it for you');
    expect(mails[1].mail.text).toContain('Take your seat back:');
  });

  test('a player who left a started match: each other seat is told who, and that a bot keeps the seat until someone joins, in its language', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    await store.setContact(matchID, held('2'), { email: 'cy@example.fr', emailOn: true, language: 'fr' });
    const { notifier: sender } = mailer();
    await sender.notify(turnNotice(matchID, { kind: 'left', whoLeft: 'Bob', seats: [seat(matchID, '0', 'Ann'), seat(matchID, '2', 'Cy')] }));

    const mail = (to: string) => mails.find((received) => received.to.includes(to))!.mail;
    expect(mail('ann@example.org').subject).toBe('Bob left your match of Pax Pamir');
    expect(mail('ann@example.org').text).toContain('Bob left your match of Pax Pamir. A bot now plays their seat, until someone takes it through the invite link; the match goes on.');
    expect(mail('ann@example.org').text).toContain(`Open your seat:\n${seat(matchID, '0', 'Ann').personalLink}`);
    expect(mail('cy@example.fr').subject).toBe('Bob a quitté votre partie de Pax Pamir (deuxième édition)');
    expect(mail('cy@example.fr').text).toContain('Un robot joue désormais sa place, jusqu’à ce que quelqu’un la prenne par le lien d’invitation ; la partie continue.');
    expect(mail('cy@example.fr').text).toContain(`Ouvrez votre place :\n${seat(matchID, '2', 'Cy').personalLink}`);
  });

  test('every value put in the HTML part is escaped: the name, the game title, the link', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    const name = `<script>alert("x")</script> & 'co'`;
    const link = `https://pax.example/#/seat/pax-pamir/${matchID}/0/a"b<c>&d`;
    const { notifier: sender } = mailer();
    await sender.notify(turnNotice(matchID, { gameTitle: { en: 'Pax <b>Pamir</b>', fr: 'x' }, seats: [{ ...held('0'), name, personalLink: link }] }));

    const { html, text } = mails[0].mail;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;,');
    expect(html).toContain('Pax &lt;b&gt;Pamir&lt;/b&gt;');
    expect(html).toContain(`href="https://pax.example/#/seat/pax-pamir/${matchID}/0/a&quot;b&lt;c&gt;&amp;d"`);
    expect(text).toContain(`Hello ${name},`);
  });

  test('a seat with e-mail off, or without an address, gets nothing; each seat gets only its own link', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    await store.setContact(matchID, held('1'), { email: 'bob@example.org', emailOn: false });
    await store.setContact(matchID, held('2'), { emailOn: true });
    const { notifier: sender } = mailer();
    await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '0', 'Ann'), seat(matchID, '1', 'Bob'), seat(matchID, '2', 'Cy')] }));
    expect(mails.map(({ to }) => to)).toEqual([['ann@example.org']]);
    expect(mails[0].mail.text).not.toContain('credentials-of-1');
    expect(mails[0].mail.text).not.toContain('credentials-of-2');
  });

  test('no SMTP server set: nothing is sent and nothing fails', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    const { notifier: sender, log } = notifier();
    await sender.notify(turnNotice(matchID));
    expect(mails).toEqual([]);
    expect(warnings(log)).toEqual([]);
  });

  test('an SMTP server that refuses connections: notify resolves, the failure is logged and counted', async () => {
    const matchID = await newMatch(storage);
    await store.setContact(matchID, held('0'), { email: 'ann@example.org', emailOn: true });
    const closed = await countingPort();
    await closed.close();
    const { notifier: sender, log, metrics } = notifier({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, mailFrom: 'pax@pax.example' });
    await expect(sender.notify(turnNotice(matchID))).resolves.toBeUndefined();
    expect(warnings(log)).toMatchObject([{ channel: 'email', matchID, playerID: '0', msg: 'a notice could not be sent' }]);
    expect(await noticeCount(metrics.registry, 'email', 'failed')).toBe(1);
    expect(log.text()).not.toContain('credentials-of-0');
  });

  test('SMTP_URL without MAIL_FROM is refused at start', () => {
    expect(() => new Notifier({ store, logger: captureLog().logger, smtpUrl })).toThrow(/MAIL_FROM/);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('webhook', () => {
  test('posts one JSON line that Discord (content) and Slack (text) both read: who must play, the game, the match link', async () => {
    const hook = await receiver();
    try {
      const matchID = await newMatch(storage);
      await store.setWebhook(matchID, `${hook.url}/api/webhooks/1/token`);
      const { notifier: sender, metrics } = notifier({ allowPrivateNetworks: true });
      await sender.notify(turnNotice(matchID));
      await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '1', 'Bob'), seat(matchID, '2', 'Cy')], kind: 'reminder' }));
      await sender.notify(turnNotice(matchID, { kind: 'stood-in' }));
      await sender.notify(turnNotice(matchID, { kind: 'left', whoLeft: 'Bob', seats: [seat(matchID, '0', 'Ann'), seat(matchID, '2', 'Cy')] }));

      expect(hook.received.map((request) => request.path)).toEqual(Array(4).fill('/api/webhooks/1/token'));
      expect(hook.received[0].headers['content-type']).toBe('application/json');
      const bodies = hook.received.map((request) => JSON.parse(request.body.toString('utf8')));
      const link = `<https://pax.example/#/match/pax-pamir/${matchID}>`;
      expect(bodies[0]).toEqual({ content: `Pax Pamir: it's Ann's turn.\n${link}`, text: `Pax Pamir: it's Ann's turn.\n${link}`, allowed_mentions: { parse: [] } });
      expect(bodies[1].text).toBe(`Pax Pamir: reminder, it's still Bob and Cy's turn (half of the time for it has passed).\n${link}`);
      expect(bodies[2].content).toBe(`Pax Pamir: Ann ran out of time, so a bot played for them.\n${link}`);
      expect(bodies[3].text).toBe(`Pax Pamir: Bob left the match; a bot plays their seat until someone takes it through the invite link.\n${link}`);
      expect(JSON.stringify(bodies)).not.toContain('credentials');
      expect(await noticeCount(metrics.registry, 'webhook', 'sent')).toBe(4);
    } finally {
      await hook.close();
    }
  });

  test("a player's name can neither format the line nor mention anyone", async () => {
    const hook = await receiver();
    try {
      const matchID = await newMatch(storage);
      await store.setWebhook(matchID, `${hook.url}/hook`);
      const { notifier: sender } = notifier({ allowPrivateNetworks: true });
      await sender.notify(turnNotice(matchID, { seats: [seat(matchID, '0', '@everyone <!channel> **[x](https://evil.example)**\nline two')] }));
      const { content, text } = JSON.parse(hook.received[0].body.toString('utf8'));
      expect(content).toBe(
        `Pax Pamir: it's \\@everyone \\<\\!channel\\> \\*\\*\\[x\\]\\(https\\:\\/\\/evil\\.example\\)\\*\\* line two's turn.\n<https://pax.example/#/match/pax-pamir/${matchID}>`,
      );
      expect(text).toBe(`Pax Pamir: it's @everyone &lt;!channel&gt; **[x](https://evil.example)** line two's turn.\n<https://pax.example/#/match/pax-pamir/${matchID}>`);
    } finally {
      await hook.close();
    }
  });

  test('a local receiver is refused by webhookProblem unless allowPrivate, and never contacted by a notifier that does not allow private networks', async () => {
    const port = await countingPort();
    try {
      const urls = [`http://127.0.0.1:${port.port}/hook`, `https://127.0.0.1:${port.port}/hook`, `https://localhost:${port.port}/hook`, `https://[::ffff:127.0.0.1]:${port.port}/hook`];
      for (const url of urls) {
        expect(await webhookProblem(url), url).toBe(url.startsWith('http:') ? 'webhook-not-https' : 'webhook-private');
      }
      expect(await webhookProblem(urls[0], { allowPrivate: true })).toBeUndefined();

      const matchID = await newMatch(storage);
      const { notifier: sender, metrics, log } = notifier();
      for (const url of urls) {
        await store.setWebhook(matchID, url); // as if stored before the check, or a name that resolves elsewhere since
        await sender.notify(turnNotice(matchID));
      }
      expect(port.connections()).toBe(0);
      expect(await noticeCount(metrics.registry, 'webhook', 'failed')).toBe(urls.length);
      expect(log.text()).not.toContain(`${port.port}/hook`); // the URL is a secret
    } finally {
      await port.close();
    }
  });

  test('a receiver that never answers: notify resolves after the 5 s deadline, without throwing, and logs it', async () => {
    const silent = await receiver(() => {});
    try {
      const matchID = await newMatch(storage);
      await store.setWebhook(matchID, `${silent.url}/hook`);
      const { notifier: sender, log, metrics } = notifier({ allowPrivateNetworks: true });
      const started = performance.now();
      await expect(sender.notify(turnNotice(matchID))).resolves.toBeUndefined();
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(4_900);
      expect(elapsed).toBeLessThan(6_500);
      expect(silent.received).toHaveLength(1);
      expect(warnings(log)).toMatchObject([{ channel: 'webhook', matchID, err: { message: 'no answer within 5000 ms' } }]);
      expect(await noticeCount(metrics.registry, 'webhook', 'failed')).toBe(1);
    } finally {
      await silent.close();
    }
  });

  test('a receiver that fails, or answers with a redirect (not followed), or is not there: logged, counted, never thrown', async () => {
    const elsewhere = await receiver();
    const failing = await receiver((request, response) => {
      if (request.path === '/moved') response.writeHead(302, { location: `${elsewhere.url}/stolen` }).end();
      else response.writeHead(500).end('down');
    });
    const gone = await countingPort();
    await gone.close();
    try {
      const matchID = await newMatch(storage);
      const { notifier: sender, log, metrics } = notifier({ allowPrivateNetworks: true });
      for (const url of [`${failing.url}/hook`, `${failing.url}/moved`, `http://127.0.0.1:${gone.port}/hook`]) {
        await store.setWebhook(matchID, url);
        await expect(sender.notify(turnNotice(matchID))).resolves.toBeUndefined();
      }
      expect(failing.received).toHaveLength(2);
      expect(elsewhere.received).toEqual([]);
      expect(warnings(log).map((entry) => (entry.err as { message: string }).message)).toEqual([
        'the webhook answered 500',
        'the webhook answered 302',
        expect.stringContaining('ECONNREFUSED'),
      ]);
      expect(await noticeCount(metrics.registry, 'webhook', 'failed')).toBe(3);
    } finally {
      await failing.close();
      await elsewhere.close();
    }
  });

  test('a match without a webhook posts nothing', async () => {
    const hook = await receiver();
    try {
      const matchID = await newMatch(storage);
      const { notifier: sender, log } = notifier({ allowPrivateNetworks: true });
      await sender.notify(turnNotice(matchID));
      expect(hook.received).toEqual([]);
      expect(warnings(log)).toEqual([]);
    } finally {
      await hook.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------

describe('Web Push', () => {
  /** A stand-in for a push service: `/gone/…` endpoints answer 410, others 201 as a push service does. */
  let service: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    service = await receiver((request, response) => response.writeHead(request.path.startsWith('/gone/') ? 410 : 201).end());
  });
  afterAll(() => service.close());
  afterEach(() => {
    service.received.length = 0;
  });

  test("the push service receives an encrypted message that the browser decrypts to { title, body, url }, signed with the server's key", async () => {
    const matchID = await newMatch(storage);
    const browser = pushSubscriber(`${service.url}/push/ann-laptop`);
    await store.setContact(matchID, held('0'), { pushOn: true, addPush: browser.subscription });
    const { notifier: sender, metrics } = notifier({ allowPrivateNetworks: true });
    await sender.notify(turnNotice(matchID));

    expect(service.received).toHaveLength(1);
    const [request] = service.received;
    expect(request.path).toBe('/push/ann-laptop');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(86_400);
    expect(request.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(request.body.toString('latin1')).not.toContain('Pax Pamir');
    expect(browser.decrypt(request.body)).toEqual({
      title: "It's your turn in Pax Pamir",
      body: 'The other players are waiting for you.',
      url: `https://pax.example/#/match/pax-pamir/${matchID}`,
    });

    const vapid = verifiedVapid(String(request.headers.authorization));
    expect(vapid.publicKey).toBe(await sender.pushPublicKey());
    expect(vapid.claims.aud).toBe(service.url);
    expect(vapid.claims.sub).toBe('https://pax.example');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(await noticeCount(metrics.registry, 'push', 'sent')).toBe(1);
  });

  test("in the seat's language, to each of its browsers; a seat with push off gets nothing", async () => {
    const matchID = await newMatch(storage);
    const phone = pushSubscriber(`${service.url}/push/anne-phone`);
    const laptop = pushSubscriber(`${service.url}/push/anne-laptop`);
    const bob = pushSubscriber(`${service.url}/push/bob`);
    await store.setContact(matchID, held('0'), { pushOn: true, language: 'fr', addPush: phone.subscription });
    await store.setContact(matchID, held('0'), { addPush: laptop.subscription });
    await store.setContact(matchID, held('1'), { pushOn: false, addPush: bob.subscription });
    const { notifier: sender } = notifier({ allowPrivateNetworks: true });
    await sender.notify(turnNotice(matchID, { kind: 'reminder', seats: [seat(matchID, '0', 'Anne'), seat(matchID, '1', 'Bob')] }));

    expect(service.received.map((request) => request.path).sort()).toEqual(['/push/anne-laptop', '/push/anne-phone']);
    const toPhone = service.received.find((request) => request.path === '/push/anne-phone')!;
    expect(phone.decrypt(toPhone.body)).toEqual({
      title: 'Rappel : c’est toujours à vous de jouer dans Pax Pamir (deuxième édition)',
      body: 'La moitié du temps accordé pour ce tour est écoulée.',
      url: `https://pax.example/#/match/pax-pamir/${matchID}`,
    });
  });

  test('a player who left is named in the push, in the seat\'s language', async () => {
    const matchID = await newMatch(storage);
    const browser = pushSubscriber(`${service.url}/push/left`);
    await store.setContact(matchID, held('0'), { pushOn: true, language: 'fr', addPush: browser.subscription });
    const { notifier: sender } = notifier({ allowPrivateNetworks: true });
    await sender.notify(turnNotice(matchID, { kind: 'left', whoLeft: 'Bob' }));
    expect(browser.decrypt(service.received[0].body)).toEqual({
      title: 'Bob a quitté votre partie de Pax Pamir (deuxième édition)',
      body: 'Bob est parti : un robot joue sa place jusqu’à ce que quelqu’un la prenne par le lien d’invitation.',
      url: `https://pax.example/#/match/pax-pamir/${matchID}`,
    });
  });

  test('the VAPID key pair is created once and kept: a second notifier on the same database signs with the same key', async () => {
    const file = tempSqliteFile();
    const first = new SqlStorage(file);
    await first.connect();
    const key = await notifier({ store: new SqlContactStore(first) }).notifier.pushPublicKey();
    await first.close();

    const again = new SqlStorage(file);
    await again.connect();
    try {
      const matchID = await newMatch(again);
      const secondStore = new SqlContactStore(again);
      const browser = pushSubscriber(`${service.url}/push/kept`);
      await secondStore.setContact(matchID, held('0'), { pushOn: true, addPush: browser.subscription });
      const { notifier: sender } = notifier({ store: secondStore, allowPrivateNetworks: true });
      expect(await sender.pushPublicKey()).toBe(key);
      await sender.notify(turnNotice(matchID));
      expect(verifiedVapid(String(service.received[0].headers.authorization)).publicKey).toBe(key);
      expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    } finally {
      await again.close();
    }
  });

  test('a 410 answer removes that subscription and leaves the others', async () => {
    const matchID = await newMatch(storage);
    const gone = pushSubscriber(`${service.url}/gone/old-browser`);
    const kept = pushSubscriber(`${service.url}/push/new-browser`);
    await store.setContact(matchID, held('0'), { pushOn: true, addPush: gone.subscription });
    await store.setContact(matchID, held('0'), { addPush: kept.subscription });
    const { notifier: sender, metrics, log } = notifier({ allowPrivateNetworks: true });
    await sender.notify(turnNotice(matchID));

    expect(service.received).toHaveLength(2);
    expect((await store.contactsOf(matchID, [held('0')]))[0].push).toEqual([kept.subscription]);
    expect(await noticeCount(metrics.registry, 'push', 'expired')).toBe(1);
    expect(await noticeCount(metrics.registry, 'push', 'sent')).toBe(1);
    expect(warnings(log)).toEqual([]);
  });

  test('a push endpoint on a private address is never contacted by a notifier that does not allow private networks', async () => {
    const port = await countingPort();
    try {
      const matchID = await newMatch(storage);
      await store.setContact(matchID, held('0'), { pushOn: true, addPush: pushSubscriber(`https://localhost:${port.port}/push`).subscription });
      await store.setContact(matchID, held('0'), { addPush: pushSubscriber(`https://127.0.0.1:${port.port}/push`).subscription });
      const { notifier: sender, metrics } = notifier();
      await sender.notify(turnNotice(matchID));
      expect(port.connections()).toBe(0);
      expect(await noticeCount(metrics.registry, 'push', 'failed')).toBe(2);
      expect((await store.contactsOf(matchID, [held('0')]))[0].push).toHaveLength(2);
    } finally {
      await port.close();
    }
  });

  test('a site not served over https names its sender by MAIL_FROM, as push services ask', async () => {
    const matchID = await newMatch(storage);
    const browser = pushSubscriber(`${service.url}/push/local`);
    await store.setContact(matchID, held('0'), { pushOn: true, addPush: browser.subscription });
    const { notifier: sender } = notifier({ allowPrivateNetworks: true, mailFrom: 'Pax table <pax@pax.example>' });
    await sender.notify(turnNotice(matchID, { matchLink: `http://localhost:8000/#/match/pax-pamir/${matchID}` }));
    expect(verifiedVapid(String(service.received[0].headers.authorization)).claims.sub).toBe('mailto:pax@pax.example');
  });
});
