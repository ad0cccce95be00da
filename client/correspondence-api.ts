/**
 * The lobby routes of playing by correspondence, which boardgame.io's LobbyClient does not know. Failures
 * are thrown as its `LobbyClientError` (status in the message, the server's body as details), so
 * `serverMessage` and `ServerError` read them like any other lobby refusal.
 */
import { LobbyClientError } from 'boardgame.io/client';
import type { NotificationSettings, ServerBot } from '../server/protocol';
import type { Language } from './i18n';
import { serverOrigin } from './lobby-api';
import type { StoredMatch } from './my-matches';

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a seat may change in its notification settings; fields left out stay as they are. */
export interface NotificationChange {
  email?: string | null;
  emailOn?: boolean;
  pushOn?: boolean;
  language?: Language;
  /** This browser's time zone (an IANA name): notices say when a turn is due in it. */
  timeZone?: string;
  addPush?: PushSubscriptionJson;
  /** The endpoint of a subscription to forget. */
  removePush?: string;
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(serverOrigin + path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let details: unknown = text;
    try {
      details = JSON.parse(text);
    } catch {
      // not JSON: a proxy's page, kept as text
    }
    throw new LobbyClientError(`HTTP status ${response.status}`, details);
  }
  return (await response.json()) as T;
}

const post = <T>(path: string, body: object) =>
  request<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** `/games/<game>/<matchID>/<action>`, each part encoded. */
function matchPath(seat: Pick<StoredMatch, 'gameName' | 'matchID'>, action: string): string {
  return `/games/${encodeURIComponent(seat.gameName)}/${encodeURIComponent(seat.matchID)}/${action}`;
}

const credentialsOf = (seat: StoredMatch) => ({ playerID: seat.playerID, credentials: seat.credentials });

/** Bots take every free seat, and the match starts. The seats they took. */
export async function fillWithBots(seat: StoredMatch, bot: ServerBot): Promise<string[]> {
  const { filled } = await post<{ filled: string[] }>(matchPath(seat, 'fill'), { ...credentialsOf(seat), bot });
  return filled;
}

/** The seat's player plays again: the bot that stood in for them stops. */
export async function takeSeatBack(seat: StoredMatch): Promise<void> {
  await post(matchPath(seat, 'take-seat'), credentialsOf(seat));
}

/**
 * The seat's notification settings after `change` (an empty change only reads them). The language the
 * notices are written in goes with this browser's time zone, which they say times in.
 */
export function notificationSettings(seat: StoredMatch, change: NotificationChange = {}): Promise<NotificationSettings> {
  const zone = change.language !== undefined && change.timeZone === undefined ? browserTimeZone() : undefined;
  return post<NotificationSettings>(matchPath(seat, 'notifications'), { ...credentialsOf(seat), ...change, ...(zone && { timeZone: zone }) });
}

/** This browser's time zone, when it says one. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone.length > 0 && zone.length <= 64 ? zone : undefined;
}

/** Sets the match's webhook (null removes it); whether the match has one now. */
export async function setWebhook(seat: StoredMatch, url: string | null): Promise<boolean> {
  const { webhook } = await post<{ webhook: boolean }>(matchPath(seat, 'webhook'), { ...credentialsOf(seat), url });
  return webhook;
}

/** The server's VAPID public key (base64url), which browsers subscribe to Web Push with. */
export async function pushPublicKey(): Promise<string> {
  const { publicKey } = await request<{ publicKey: string }>('/api/push-key');
  if (typeof publicKey !== 'string' || publicKey.length === 0) throw new Error('the server sent no push key');
  return publicKey;
}
