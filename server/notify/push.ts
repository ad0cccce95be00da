/**
 * Notices by Web Push: the payload `{ title, body, url }` is encrypted for each browser that subscribed
 * (RFC 8291) and signed with the server's VAPID key pair (RFC 8292), which is created once and kept in the
 * database so subscriptions outlive restarts and are shared by every instance.
 */
import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { ContactStore, HeldSeat, NoticeLanguage, WebPushSubscription } from './contact-store';
import { postOutbound } from './outbound-post';
import { seatTexts, type NoticeKind } from './seat-texts';

export interface PushPayload {
  title: string;
  body: string;
  /** The match, without credentials: the push service relays it. */
  url: string;
}

export interface SeatPush {
  matchID: string;
  /** The seat and the credentials of the holder whose subscription this is. */
  seat: HeldSeat;
  subscription: WebPushSubscription;
  language: NoticeLanguage;
  kind: NoticeKind;
  game: string;
  /** Kind `left`: who left. */
  whoLeft?: string;
  /** Kind `reminder`: when the turn is due, in the holder's time zone or in UTC (due-time.ts). */
  due?: string;
  matchLink: string;
}

/** What became of one push: delivered to the push service, or the browser is gone and its subscription removed. */
export type PushOutcome = 'sent' | 'expired';

export class PushRefusedError extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
  }
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A notice still matters after a day or two offline, in matches that last days. */
const TIME_TO_LIVE_SECONDS = 2 * 86_400;

export function pushPayload({ kind, language, game, whoLeft, due, matchLink }: Pick<SeatPush, 'kind' | 'language' | 'game' | 'whoLeft' | 'due' | 'matchLink'>): PushPayload {
  const texts = seatTexts(kind, language, { game, name: '', whoLeft, due });
  return { title: texts.title, body: texts.pushBody, url: matchLink };
}

/**
 * Who sends the pushes, as push services ask (VAPID's subject): the site itself when it is served over
 * https, else the sender's e-mail address; undefined when there is neither.
 */
export function vapidSubject(siteLink: string, mailFrom: string | undefined): string | undefined {
  const site = new URL(siteLink);
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  const address = mailFrom?.match(/<([^<>]+)>\s*$/)?.[1] ?? mailFrom;
  return address?.includes('@') ? `mailto:${address.trim()}` : undefined;
}

/** One push service topic per match: a browser that was offline gets only the latest notice of each match. */
const topicOf = (matchID: string) => createHash('sha256').update(matchID).digest('base64url').slice(0, 32);

export interface PushSenderOptions {
  store: Pick<ContactStore, 'serverKey' | 'removePush'>;
  mailFrom?: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export class PushSender {
  private keys?: Promise<VapidKeys>;

  constructor(private readonly options: PushSenderOptions) {}

  /** The key pair, read (or created) once per process; a failed read is tried again next time. */
  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= this.options.store
      .serverKey('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))
      .then((stored) => JSON.parse(stored) as VapidKeys)
      .catch((error: unknown) => {
        this.keys = undefined;
        throw error;
      });
    return this.keys;
  }

  async send(push: SeatPush): Promise<PushOutcome> {
    const subject = vapidSubject(push.matchLink, this.options.mailFrom);
    if (!subject) throw new Error('Web Push needs the site served over https, or MAIL_FROM, to name its sender');
    const { publicKey, privateKey } = await this.vapidKeys();
    const request = webpush.generateRequestDetails(push.subscription, JSON.stringify(pushPayload(push)), {
      vapidDetails: { subject, publicKey, privateKey },
      TTL: TIME_TO_LIVE_SECONDS,
      topic: topicOf(push.matchID),
      contentEncoding: 'aes128gcm',
    });
    const status = await postOutbound(request.endpoint, {
      body: request.body ?? '',
      headers: request.headers as Record<string, string | number>,
      timeoutMs: this.options.timeoutMs,
      allowPrivate: this.options.allowPrivate,
    });
    if (status === 404 || status === 410) {
      await this.options.store.removePush(push.matchID, push.seat, push.subscription.endpoint);
      return 'expired';
    }
    if (status < 200 || status >= 300) throw new PushRefusedError(status);
    return 'sent';
  }
}
