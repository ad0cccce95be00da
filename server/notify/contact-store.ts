/**
 * How each seat wants to be told it must act, the match's webhook, and the keys the server keeps: stored in
 * the tables of schema v3 (`seat_contacts`, `match_webhooks`, `server_keys`), on SQLite or PostgreSQL.
 *
 * A seat's contacts belong to the player who set them, not to the seat: every read and write names the
 * credentials that hold the seat, and a row answers only to the holder it was set by (contact-holder.ts).
 * The match storage deletes a seat's row in the same transaction as the seat changes hands.
 *
 * The store takes values as given: the lobby checks them first (contact-checks.ts).
 */
import type { Database, Driver, SeatContactsTable } from '../storage/database';
import { holderOf } from './contact-holder';

export const NOTICE_LANGUAGES = ['en', 'fr'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** What a browser's `PushSubscription.toJSON()` holds that a push needs. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SeatContact {
  playerID: string;
  email: string | null;
  emailOn: boolean;
  pushOn: boolean;
  /** One per browser that subscribed, newest last. */
  push: WebPushSubscription[];
  language: NoticeLanguage;
  /** The holder's time zone (their browser's IANA name), when they gave it: notices say times in it. */
  timeZone: string | null;
}

/** A seat and the credentials that hold it now (checked by the caller against the match's seats). */
export interface HeldSeat {
  playerID: string;
  credentials: string;
}

export type ContactChange = Partial<Omit<SeatContact, 'playerID'>> & {
  /** Adds a browser, or replaces the subscription with the same endpoint (a browser that subscribed again). */
  addPush?: WebPushSubscription;
};

export interface ContactStore {
  /**
   * One contact per named seat, in that order: what its holder set, or the defaults (nothing on) when the
   * holder set nothing, even if another holder of the seat did.
   */
  contactsOf(matchID: string, seats: readonly HeldSeat[]): Promise<SeatContact[]>;
  /** Changes what the holder set; a row another holder left is replaced, never built on. */
  setContact(matchID: string, seat: HeldSeat, change: ContactChange): Promise<SeatContact>;
  removePush(matchID: string, seat: HeldSeat, endpoint: string): Promise<void>;
  /** Whether the seat's contacts are still this holder's (the last check before a notice goes out). */
  belongsTo(matchID: string, seat: HeldSeat): Promise<boolean>;
  webhookOf(matchID: string): Promise<string | undefined>;
  /** Whether the match has any way to be told: a seat with e-mail or push on, or a webhook (one query). */
  hasChannels(matchID: string): Promise<boolean>;
  setWebhook(matchID: string, url: string | null): Promise<void>;
  /** A value created once and kept: the stored one, or `create()`'s once stored. Safe when two instances start at once. */
  serverKey(name: string, create: () => string): Promise<string>;
}

/** Browsers per seat: a new subscription beyond this drops the oldest, so no seat grows its row without end. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const defaultContact = (playerID: string): SeatContact => ({ playerID, email: null, emailOn: false, pushOn: false, push: [], language: 'en', timeZone: null });

type ContactRow = Pick<SeatContactsTable, 'player_id' | 'email' | 'email_on' | 'push_on' | 'push' | 'language' | 'holder' | 'time_zone'>;
const CONTACT_COLUMNS = ['player_id', 'email', 'email_on', 'push_on', 'push', 'language', 'holder', 'time_zone'] as const;

function contactFrom(row: ContactRow): SeatContact {
  return {
    playerID: row.player_id,
    email: row.email,
    emailOn: Number(row.email_on) === 1,
    pushOn: Number(row.push_on) === 1,
    push: JSON.parse(row.push) as WebPushSubscription[],
    language: (NOTICE_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as NoticeLanguage) : 'en',
    timeZone: row.time_zone || null,
  };
}

/** Only what a push needs: whatever else a client sent along is not stored. */
const pushOnly = ({ endpoint, keys }: WebPushSubscription): WebPushSubscription => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });

export class SqlContactStore implements ContactStore {
  private readonly db: Database;
  private readonly driver: Driver;

  /** Takes the match storage itself (`SqlStorage`), or any open database and its driver. */
  constructor({ db, driver }: { db: Database; driver: Driver }) {
    this.db = db;
    this.driver = driver;
  }

  async contactsOf(matchID: string, seats: readonly HeldSeat[]): Promise<SeatContact[]> {
    if (seats.length === 0) return [];
    const rows = await this.db
      .selectFrom('seat_contacts')
      .select(CONTACT_COLUMNS)
      .where('match_id', '=', matchID)
      .where('player_id', 'in', seats.map((seat) => seat.playerID))
      .execute();
    const stored = new Map(rows.map((row) => [row.player_id, row]));
    const seen = new Set<string>();
    return seats
      .filter(({ playerID }) => !seen.has(playerID) && seen.add(playerID))
      .map(({ playerID, credentials }) => {
        const row = stored.get(playerID);
        return row && row.holder === holderOf(credentials) ? contactFrom(row) : defaultContact(playerID);
      });
  }

  async belongsTo(matchID: string, { playerID, credentials }: HeldSeat): Promise<boolean> {
    const row = await this.db
      .selectFrom('seat_contacts')
      .select('holder')
      .where('match_id', '=', matchID)
      .where('player_id', '=', playerID)
      .executeTakeFirst();
    return row?.holder === holderOf(credentials);
  }

  setContact(matchID: string, seat: HeldSeat, { addPush, ...fields }: ContactChange): Promise<SeatContact> {
    const { playerID } = seat;
    return this.changeContact(matchID, seat, true, (contact) => {
      const next = { ...contact, ...fields, playerID };
      next.push = next.push.map(pushOnly);
      if (addPush) next.push = [...next.push.filter((old) => old.endpoint !== addPush.endpoint), pushOnly(addPush)];
      next.push = next.push.slice(-MAX_PUSH_SUBSCRIPTIONS);
      return next;
    }) as Promise<SeatContact>; // the row exists: it was created first
  }

  async removePush(matchID: string, seat: HeldSeat, endpoint: string): Promise<void> {
    await this.changeContact(matchID, seat, false, (contact) => ({ ...contact, push: contact.push.filter((old) => old.endpoint !== endpoint) }));
  }

  /**
   * Read, change and write one seat's row in a transaction: two browsers subscribing at once both stay.
   * The row is created first when asked (an insert that does nothing when it exists), which also takes
   * the write lock at once on SQLite; PostgreSQL locks the row it reads. What another holder left in the
   * row counts as nothing: the change starts from the defaults, and the row becomes this holder's.
   */
  private changeContact(matchID: string, { playerID, credentials }: HeldSeat, create: boolean, change: (contact: SeatContact) => SeatContact): Promise<SeatContact | undefined> {
    const holder = holderOf(credentials);
    return this.db.transaction().execute(async (trx) => {
      if (create) {
        await trx
          .insertInto('seat_contacts')
          .values({ match_id: matchID, player_id: playerID, email: null, email_on: 0, push_on: 0, push: '[]', language: 'en', holder, time_zone: '' })
          .onConflict((conflict) => conflict.columns(['match_id', 'player_id']).doNothing())
          .execute();
      }
      let read = trx.selectFrom('seat_contacts').select(CONTACT_COLUMNS).where('match_id', '=', matchID).where('player_id', '=', playerID);
      if (this.driver === 'postgres') read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (!row || (!create && row.holder !== holder)) return undefined;
      const next = change(row.holder === holder ? contactFrom(row) : defaultContact(playerID));
      await trx
        .updateTable('seat_contacts')
        .set({
          email: next.email,
          email_on: next.emailOn ? 1 : 0,
          push_on: next.pushOn ? 1 : 0,
          push: JSON.stringify(next.push),
          language: next.language,
          time_zone: next.timeZone ?? '',
          holder,
        })
        .where('match_id', '=', matchID)
        .where('player_id', '=', playerID)
        .execute();
      return next;
    });
  }

  async hasChannels(matchID: string): Promise<boolean> {
    const seats = this.db
      .selectFrom('seat_contacts')
      .select('match_id')
      .where('match_id', '=', matchID)
      .where((eb) => eb.or([eb('email_on', '=', 1), eb('push_on', '=', 1)]));
    const hooks = this.db.selectFrom('match_webhooks').select('match_id').where('match_id', '=', matchID);
    const row = await seats.unionAll(hooks).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  async webhookOf(matchID: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('match_webhooks').select('url').where('match_id', '=', matchID).executeTakeFirst();
    return row?.url;
  }

  async setWebhook(matchID: string, url: string | null): Promise<void> {
    if (url === null) {
      await this.db.deleteFrom('match_webhooks').where('match_id', '=', matchID).execute();
      return;
    }
    await this.db
      .insertInto('match_webhooks')
      .values({ match_id: matchID, url })
      .onConflict((conflict) => conflict.column('match_id').doUpdateSet({ url }))
      .execute();
  }

  async serverKey(name: string, create: () => string): Promise<string> {
    const stored = await this.storedKey(name);
    if (stored !== undefined) return stored;
    // Of two instances creating the key at once, the first insert wins and both return its value.
    await this.db
      .insertInto('server_keys')
      .values({ name, value: create() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return (await this.storedKey(name))!;
  }

  private async storedKey(name: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
    return row?.value;
  }
}
