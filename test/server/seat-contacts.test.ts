/**
 * A seat's contacts belong to the player who set them, over a real server on SQLite and PostgreSQL with a
 * local SMTP server and a stand-in push service: a player who leaves takes their e-mail, push devices and
 * language with them, in the same transaction as the seat; the next holder reads nothing of theirs; no
 * notice of the seat reaches the player who left, not even one built before the seat changed hands; and
 * the rows kept before holders were recorded are given to the seat's holder, or dropped with no holder.
 *
 * Pax Pamir's first loyalty chooser is drawn at random: the server's copy is seeded so that it is seat 0,
 * whose first move makes seat 1 act.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Server } from 'boardgame.io';
import type { Kysely } from 'kysely';
import { gameEntries, games } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { createMetrics } from '../../server/metrics';
import { holderOf } from '../../server/notify/contact-holder';
import { SqlContactStore, type HeldSeat } from '../../server/notify/contact-store';
import { Notifier, type TurnNotice } from '../../server/notify/notifier';
import { MIGRATIONS } from '../../server/storage/migrations';
import { SqlStorage } from '../../server/storage/sql-storage';
import { pushSubscriber } from '../support/push-subscriber';
import { httpReceiver, smtpReceiver, type HttpReceiver, type SmtpReceiver } from '../support/receivers';
import { DATABASES, RawClient, eventually, legalMove, move, type Seat, type TempDatabase } from '../support/server';

const quiet = createLogger({ level: 'warn' });
const GAME = 'pax-pamir';
const entry = gameEntries.find((e) => e.game.name === GAME)!;
/** A seed whose first loyalty chooser, of two players, is seat 0 (as in test/e2e/correspondence.test.ts). */
const SEED = 'correspondence-0';

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function create(server: RunningServer): Promise<string> {
  const response = await post(server, `/games/${GAME}/create`, { numPlayers: 2 });
  return ((await response.json()) as { matchID: string }).matchID;
}

async function join(server: RunningServer, matchID: string, playerID: string, playerName: string): Promise<Seat> {
  const response = await post(server, `/games/${GAME}/${matchID}/join`, { playerID, playerName });
  expect(response.status).toBe(200);
  const { playerCredentials } = (await response.json()) as { playerCredentials: string };
  return { playerID, credentials: playerCredentials };
}

const settings = async (server: RunningServer, matchID: string, seat: Seat, change: object = {}) => {
  const response = await post(server, `/games/${GAME}/${matchID}/notifications`, { ...seat, ...change });
  expect(response.status).toBe(200);
  return response.json();
};

/** The seat's rows in `seat_contacts`, read straight from the database. */
const contactRows = (server: RunningServer, matchID: string, playerID: string) =>
  server.storage.db.selectFrom('seat_contacts').selectAll().where('match_id', '=', matchID).where('player_id', '=', playerID).execute();

const ALICE = 'alice@example.org';
const BOB = 'bob@example.org';

describe.each(DATABASES)('on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  let smtp: SmtpReceiver;
  let pushService: HttpReceiver;

  beforeAll(async () => {
    [smtp, pushService] = await Promise.all([smtpReceiver(), httpReceiver(201)]);
    database = await makeDatabase();
    server = await startServer({
      port: 0,
      databaseUrl: database.url,
      clientDir: '/nonexistent',
      logger: quiet,
      games: games.map((game) => (game.name === GAME ? { ...game, seed: SEED } : game)),
      notify: { smtpUrl: smtp.url, mailFrom: 'Pax table <pax@table.example>', allowPrivateNetworks: true },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await Promise.all([smtp?.close(), pushService?.close()]);
  });

  /** Alice holds seat 1 of a new match (seat 0 is Ann's) with e-mail and Web Push on, in French. */
  async function aliceSetsHerContacts() {
    const matchID = await create(server);
    const ann = await join(server, matchID, '0', 'Ann');
    const alice = await join(server, matchID, '1', 'Alice');
    const browser = pushSubscriber(`${pushService.url}/push/alice/${matchID}`);
    expect(await settings(server, matchID, alice, { email: ALICE, emailOn: true, pushOn: true, language: 'fr', addPush: browser.subscription })).toEqual({
      email: ALICE,
      emailOn: true,
      pushOn: true,
      pushDevices: 1,
      webhook: false,
    });
    return { matchID, ann, alice };
  }

  const toAlice = () => smtp.mails.filter((mail) => mail.to.includes(ALICE));
  const pushesToAlice = (matchID: string) => pushService.requests.filter((request) => request.path === `/push/alice/${matchID}`);

  test('a player who leaves takes their contacts along, with the seat: the next holder reads nothing of theirs, and no notice of the seat reaches the one who left', async () => {
    const { matchID, ann, alice } = await aliceSetsHerContacts();

    expect((await post(server, `/games/${GAME}/${matchID}/leave`, alice)).status).toBe(200);
    // Gone as the leave answered: deleted in the leave's own transaction.
    expect(await contactRows(server, matchID, '1')).toEqual([]);

    const bob = await join(server, matchID, '1', 'Bob');
    expect(await settings(server, matchID, bob)).toEqual({ email: null, emailOn: false, pushOn: false, pushDevices: 0, webhook: false });
    await settings(server, matchID, bob, { email: BOB, emailOn: true });

    // Ann's first move makes seat 1 act: Bob is told, by his own e-mail only.
    const next = await legalMove(server, entry, matchID);
    expect(next.playerID).toBe('0');
    const client = new RawClient(server.url, GAME);
    try {
      await client.sync(matchID, ann, 2);
      const updated = client.updateTo(matchID, next.stateID + 1);
      client.send(move(next.move, next.args, '0', ann.credentials), next.stateID, matchID, '0');
      await updated;
    } finally {
      client.close();
    }
    const toBob = await eventually(async () => smtp.mails.find((mail) => mail.to.includes(BOB) && mail.mail.text?.includes(matchID)));
    expect(toBob.mail.text).toContain(`/#/seat/${GAME}/${matchID}/1/${encodeURIComponent(bob.credentials)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toAlice()).toEqual([]);
    expect(pushesToAlice(matchID)).toEqual([]);
  });

  test('a notice built for a holder is not sent once the seat changed hands while it waited', async () => {
    const { matchID, alice } = await aliceSetsHerContacts();
    let bob: Seat | undefined;
    /** The server's own store, but the seat changes hands (Alice leaves, Bob joins) just after the contacts are read. */
    class HandedOverMeanwhile extends SqlContactStore {
      override async contactsOf(id: string, seats: readonly HeldSeat[]) {
        const read = await super.contactsOf(id, seats);
        expect((await post(server, `/games/${GAME}/${matchID}/leave`, alice)).status).toBe(200);
        bob = await join(server, matchID, '1', 'Bob');
        return read;
      }
    }
    const metrics = createMetrics();
    const notifier = new Notifier({
      store: new HandedOverMeanwhile(server.storage),
      logger: quiet,
      metrics,
      smtpUrl: smtp.url,
      mailFrom: 'Pax table <pax@table.example>',
      allowPrivateNetworks: true,
    });
    const notice: TurnNotice = {
      gameName: GAME,
      gameTitle: entry.title,
      matchID,
      kind: 'turn',
      seats: [{ ...alice, name: 'Alice', personalLink: `${server.url}/#/seat/${GAME}/${matchID}/1/${encodeURIComponent(alice.credentials)}` }],
      matchLink: `${server.url}/#/match/${GAME}/${matchID}`,
    };
    try {
      await notifier.notify(notice);
    } finally {
      await notifier.close();
    }
    expect(bob).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toAlice()).toEqual([]);
    expect(pushesToAlice(matchID)).toEqual([]);
    const counted = (await metrics.registry.getSingleMetric('pax_notices_total')!.get()).values;
    expect(counted.filter((value) => value.labels.outcome === 'dropped').map((value) => [value.labels.channel, value.value])).toEqual(
      expect.arrayContaining([
        ['email', 1],
        ['push', 1],
      ]),
    );
  });

  test('a change that keeps the seat in the same hands keeps its contacts; one refused changes nothing', async () => {
    const { matchID, alice } = await aliceSetsHerContacts();
    expect((await post(server, `/games/${GAME}/${matchID}/update`, { ...alice, newName: 'Alice L.' })).status).toBe(200);
    await expect(
      server.storage.updateMetadata(matchID, (metadata) => {
        delete metadata.players[1].credentials;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await contactRows(server, matchID, '1')).toHaveLength(1);
    expect(await settings(server, matchID, alice)).toMatchObject({ email: ALICE, emailOn: true, pushDevices: 1 });

    // Any change that gives the seat other credentials takes them: here one made in storage directly.
    await server.storage.updateMetadata(matchID, (metadata) => {
      metadata.players[1].credentials = 'someone else';
      return metadata;
    });
    expect(await contactRows(server, matchID, '1')).toEqual([]);
  });

  test('a row another holder left is never read nor built on by the next holder', async () => {
    const { matchID, alice } = await aliceSetsHerContacts();
    const [row] = await contactRows(server, matchID, '1');
    expect(row.holder).toBe(holderOf(alice.credentials));
    expect(JSON.stringify(row)).not.toContain(alice.credentials);
    // As if a deletion had been missed: the row stays while the seat goes to other credentials.
    await server.storage.updateMetadata(matchID, (metadata) => {
      metadata.players[1].credentials = 'bob-credentials';
      return metadata;
    });
    await server.storage.db.insertInto('seat_contacts').values(row).execute();
    const bob = { playerID: '1', credentials: 'bob-credentials' };
    expect(await settings(server, matchID, bob)).toEqual({ email: null, emailOn: false, pushOn: false, pushDevices: 0, webhook: false });
    expect(await settings(server, matchID, bob, { pushOn: true })).toEqual({ email: null, emailOn: false, pushOn: true, pushDevices: 0, webhook: false });
    const contacts = new SqlContactStore(server.storage);
    expect(await contacts.contactsOf(matchID, [alice])).toMatchObject([{ email: null, emailOn: false, push: [] }]);
  });
});

describe.each(DATABASES)('schema v5 on %s', (_name, makeDatabase) => {
  test("the contacts stored before holders were recorded go to the seat's holder now; those of a seat no one holds are deleted", async () => {
    const database = await makeDatabase();
    const storage = new SqlStorage(database.url);
    try {
      // The schema as version 4 left it, with two seats' contacts: seat 0 held, seat 1 left free.
      await storage.db.transaction().execute(async (trx) => {
        await trx.schema.createTable('schema_version').addColumn('version', 'integer', (c) => c.primaryKey()).addColumn('applied_at', 'bigint', (c) => c.notNull()).execute();
        for (const migration of MIGRATIONS.filter((m) => m.version <= 4)) {
          await migration.up(trx, storage.driver);
          await trx.insertInto('schema_version').values({ version: migration.version, applied_at: 1 }).execute();
        }
      });
      const metadata: Server.MatchData = { gameName: GAME, players: { 0: { id: 0, name: 'Ann', credentials: 'ann-credentials' }, 1: { id: 1 } }, createdAt: 1, updatedAt: 1 };
      await storage.db
        .insertInto('matches')
        .values({ id: 'old', game_name: GAME, state: '{}', ctx: '{}', state_id: 3, initial_state: '{}', metadata: JSON.stringify(metadata), gameover: 0, unlisted: 0, created_at: 1, updated_at: 1 })
        .execute();
      const contact = { match_id: 'old', email_on: 1, push_on: 0, push: '[]', language: 'fr' };
      const before = storage.db as unknown as Kysely<any>; // the table has no holder column yet
      await before.insertInto('seat_contacts').values([{ ...contact, player_id: '0', email: 'ann@example.org' }, { ...contact, player_id: '1', email: 'gone@example.org' }]).execute();

      await storage.connect();
      expect(storage.schemaVersion).toBeGreaterThanOrEqual(5);
      const rows = await storage.db.selectFrom('seat_contacts').select(['player_id', 'email', 'holder']).where('match_id', '=', 'old').execute();
      expect(rows).toEqual([{ player_id: '0', email: 'ann@example.org', holder: holderOf('ann-credentials') }]);
      const contacts = new SqlContactStore(storage);
      expect(await contacts.contactsOf('old', [{ playerID: '0', credentials: 'ann-credentials' }])).toMatchObject([{ email: 'ann@example.org', emailOn: true, language: 'fr' }]);
      expect(await contacts.contactsOf('old', [{ playerID: '0', credentials: 'another' }])).toMatchObject([{ email: null, emailOn: false }]);
    } finally {
      await storage.close();
      await database.drop();
    }
  });
});
