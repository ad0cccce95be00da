/**
 * Telling players they must act, for matches played by correspondence: each seat by the channels it chose
 * (e-mail, Web Push) in its own language, and the match's webhook. A notice carries names and links only,
 * never anything hidden in the game; the personal link (with credentials) goes to its own seat's e-mail only.
 * A seat is told through what its holder set, and only while that player still holds the seat: the
 * contacts are read for the credentials the notice's link carries, and checked again just before each
 * send, so a notice built before the seat changed hands never reaches the player who left.
 *
 * Sending never fails the caller: every failure is logged and counted, and each request has a deadline.
 */
import type { Registry } from 'prom-client';
import type { Logger } from '../log';
import type { ContactStore, HeldSeat, SeatContact } from './contact-store';
import { dueTimeText } from './due-time';
import { EmailSender } from './email';
import { noticeCounter, type NoticeChannel, type NoticeOutcome } from './notice-metrics';
import { postOutbound } from './outbound-post';
import { PushSender } from './push';
import type { NoticeKind } from './seat-texts';
import { webhookBody } from './webhook';

export type { ContactStore, SeatContact, WebPushSubscription } from './contact-store';
export type { NoticeKind } from './seat-texts';

export interface TurnNotice {
  /** e.g. `pax-pamir` */
  gameName: string;
  gameTitle: { en: string; fr: string };
  matchID: string;
  /** The seats that must act now and are to be told: never the one whose move caused the notice. */
  seats: {
    playerID: string;
    name: string;
    /** The credentials that hold the seat, which the personal link carries: only their holder's contacts are used. */
    credentials: string;
    /** `https://host/#/seat/<game>/<matchID>/<playerID>/<credentials>` */
    personalLink: string;
  }[];
  kind: NoticeKind;
  /** Kind `left`: the name of the player who left. */
  whoLeft?: string;
  /** Kind `reminder`: when the turn is due (a bot plays it then), in milliseconds since the epoch. */
  dueAt?: number;
  /** `https://host/#/match/<game>/<matchID>`, without credentials: for the webhook and Web Push. */
  matchLink: string;
}

export interface NotifierOptions {
  store: ContactStore;
  logger: Logger;
  /** The server's metrics (`createMetrics()`): the notice counter is added to its registry. */
  metrics?: { registry: Registry };
  /** `SMTP_URL`; without it no e-mail is sent. */
  smtpUrl?: string;
  /** `MAIL_FROM`, e.g. `Pax table <pax@example.org>`: required with `smtpUrl`. */
  mailFrom?: string;
  /** Webhooks and push endpoints on plain http and private addresses: tests and local setups only. */
  allowPrivateNetworks?: boolean;
  /** Each webhook or push request, whole; default 5 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

export class Notifier {
  private readonly store: ContactStore;
  private readonly logger: Logger;
  private readonly email?: EmailSender;
  private readonly push: PushSender;
  private readonly count?: (channel: NoticeChannel, outcome: NoticeOutcome) => void;
  private readonly timeoutMs: number;
  private readonly allowPrivate: boolean;
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(options: NotifierOptions) {
    if (options.smtpUrl && !options.mailFrom) throw new Error('MAIL_FROM is required with SMTP_URL: the address notices are sent from');
    this.store = options.store;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.allowPrivate = options.allowPrivateNetworks ?? false;
    if (options.smtpUrl) this.email = new EmailSender(options.smtpUrl, options.mailFrom!);
    this.push = new PushSender({ store: this.store, mailFrom: options.mailFrom, timeoutMs: this.timeoutMs, allowPrivate: this.allowPrivate });
    if (options.metrics) {
      const counter = noticeCounter(options.metrics.registry);
      this.count = (channel, outcome) => counter.inc({ channel, outcome });
    }
  }

  /** Sends every channel the seats chose and the match's webhook; resolves once each is sent or has failed, never rejects. */
  notify(notice: TurnNotice): Promise<void> {
    if (this.closed) return Promise.resolve();
    const sending = Promise.all([this.tellSeats(notice), this.tellWebhook(notice)]).then(
      () => undefined,
      // Only a notice the caller built wrong gets here: each channel handles its own failures.
      (error: unknown) => this.logger.error({ err: error, matchID: notice.matchID }, 'notices not sent'),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
    return sending;
  }

  /** Whether a notice about this match would reach anyone (one query): saves building it when not. */
  hasChannels(matchID: string): Promise<boolean> {
    return this.store.hasChannels(matchID);
  }

  /** The VAPID public key browsers subscribe with (created on first use, kept by the store). */
  async pushPublicKey(): Promise<string> {
    return (await this.push.vapidKeys()).publicKey;
  }

  /** Waits for the notices under way, then closes the SMTP connections. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.pending);
    this.email?.close();
  }

  private async tellSeats(notice: TurnNotice): Promise<void> {
    let contacts: SeatContact[];
    try {
      contacts = await this.store.contactsOf(notice.matchID, notice.seats);
    } catch (error) {
      this.logger.error({ err: error, matchID: notice.matchID }, 'notices not sent: the seat contacts could not be read');
      return;
    }
    const sends: Promise<void>[] = [];
    for (const contact of contacts) {
      const seat = notice.seats.find((candidate) => candidate.playerID === contact.playerID)!;
      const where = { matchID: notice.matchID, playerID: seat.playerID };
      const game = notice.gameTitle[contact.language];
      // the due time in the holder's time zone, or in UTC, said so
      const due = notice.dueAt === undefined ? undefined : dueTimeText(notice.dueAt, contact.language, contact.timeZone);
      const words = { language: contact.language, kind: notice.kind, game, whoLeft: notice.whoLeft, due };
      if (contact.emailOn && contact.email) {
        const email = this.email;
        const send = email && { ...words, to: contact.email, name: seat.name.trim(), personalLink: seat.personalLink };
        if (email && send) sends.push(this.deliverToHolder('email', notice.matchID, seat, () => email.send(send).then(() => 'sent')));
        else this.logger.debug(where, 'a seat asked for e-mail, but no SMTP server is set');
      }
      if (contact.pushOn) {
        for (const subscription of contact.push) {
          const push = { ...words, matchID: notice.matchID, seat, subscription, matchLink: notice.matchLink };
          sends.push(this.deliverToHolder('push', notice.matchID, seat, () => this.push.send(push)));
        }
      }
    }
    await Promise.all(sends);
  }

  private async tellWebhook(notice: TurnNotice): Promise<void> {
    const where = { matchID: notice.matchID };
    let url: string | undefined;
    try {
      url = await this.store.webhookOf(notice.matchID);
    } catch (error) {
      this.logger.error({ err: error, ...where }, 'webhook not called: its URL could not be read');
      return;
    }
    if (!url || notice.seats.length === 0) return;
    const names = notice.kind === 'left' && notice.whoLeft !== undefined ? [notice.whoLeft] : notice.seats.map((seat) => seat.name);
    // a channel has many readers: the due time in UTC, said so
    const due = notice.dueAt === undefined ? undefined : dueTimeText(notice.dueAt, 'en', undefined);
    const body = webhookBody({ kind: notice.kind, game: notice.gameTitle.en, names, matchLink: notice.matchLink, due });
    // The URL is a secret (whoever has it posts in the channel): it is never logged.
    await this.deliver('webhook', where, async () => {
      const status = await postOutbound(url, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        timeoutMs: this.timeoutMs,
        allowPrivate: this.allowPrivate,
      });
      if (status < 200 || status >= 300) throw new Error(`the webhook answered ${status}`);
      return 'sent';
    });
  }

  /**
   * One send to a seat, only if its contacts still belong to the holder the notice was built for: the seat
   * may have changed hands while the notice waited (its rows are deleted with the change).
   */
  private deliverToHolder(channel: NoticeChannel, matchID: string, seat: HeldSeat, send: () => Promise<'sent' | 'expired'>): Promise<void> {
    return this.deliver(channel, { matchID, playerID: seat.playerID }, async () => ((await this.store.belongsTo(matchID, seat)) ? send() : 'dropped'));
  }

  /** One send on one channel: logged and counted, whatever becomes of it. */
  private async deliver(channel: NoticeChannel, where: Record<string, string>, send: () => Promise<Exclude<NoticeOutcome, 'failed'>>): Promise<void> {
    try {
      const outcome = await send();
      this.count?.(channel, outcome);
      this.logger.debug({ channel, outcome, ...where }, 'notice sent');
    } catch (error) {
      this.count?.(channel, 'failed');
      this.logger.warn({ err: error, channel, ...where }, 'a notice could not be sent');
    }
  }
}
