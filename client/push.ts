/**
 * Web Push for this browser: a service worker (client/public/sw.js, served at the site's root) shows the
 * server's notices `{ title, body, url }` and opens `url` on a click; the browser subscribes with the
 * server's VAPID public key, and the subscription goes to the server as the seat's `addPush`.
 *
 * One browser has one subscription for the whole site, shared by every seat it holds; which seats asked
 * for it is kept here (the server only counts a seat's browsers).
 */
import type { PushSubscriptionJson } from './correspondence-api';
import type { KeyValueStore, StoredMatch } from './my-matches';

/** Relative to the page, so a site served under a path keeps its worker there too. */
export const SERVICE_WORKER_URL = 'sw.js';

/** A base64url text (the VAPID key) as bytes; undefined when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Whether this browser can receive Web Push at all (not every browser, nor every private mode, can). */
export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** The subscription as the server reads it, or undefined when the browser gave an incomplete one. */
export function subscriptionJson(subscription: { toJSON(): PushSubscriptionJSON }): PushSubscriptionJson | undefined {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return undefined;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  // Subscribing needs an active worker: wait for it.
  return navigator.serviceWorker.ready;
}

/**
 * This browser's subscription for the server's key, created if needed (the browser asks for permission:
 * call it from a click only). A subscription made with another key (the server's changed) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJson> {
  const key = base64urlBytes(publicKey);
  if (!key) throw new Error('the server’s push key is not base64url');
  const { pushManager } = await registration();
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscriptionJson(subscription);
  if (!json) throw new Error('the browser gave an incomplete push subscription');
  return json;
}

/**
 * Whether subscribing failed because the browser refuses notifications to this site (the player said no,
 * or blocked them in its settings): a DOMException named NotAllowedError ("Registration failed - permission
 * denied"). The screen then says so in its own words, not the browser's.
 */
export function isPermissionRefusal(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError') return true;
  return typeof Notification !== 'undefined' && Notification.permission === 'denied';
}

/** This browser's current subscription endpoint, if it has one. */
export async function thisBrowserEndpoint(): Promise<string | undefined> {
  if (!pushSupported()) return undefined;
  const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await found?.pushManager.getSubscription())?.endpoint;
}

// The seats that asked for Web Push from this browser.

export const PUSH_SEATS_KEY = 'pushSeats';

const seatKey = (seat: Pick<StoredMatch, 'gameName' | 'matchID' | 'playerID'>) => `${seat.gameName}/${seat.matchID}/${seat.playerID}`;

function loadPushSeats(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(PUSH_SEATS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function pushAskedFor(store: KeyValueStore, seat: Pick<StoredMatch, 'gameName' | 'matchID' | 'playerID'>): boolean {
  return loadPushSeats(store).includes(seatKey(seat));
}

export function setPushAskedFor(store: KeyValueStore, seat: Pick<StoredMatch, 'gameName' | 'matchID' | 'playerID'>, asked: boolean): void {
  const others = loadPushSeats(store).filter((key) => key !== seatKey(seat));
  try {
    store.setItem(PUSH_SEATS_KEY, JSON.stringify(asked ? [...others, seatKey(seat)] : others));
  } catch {
    // storage refused: the switch shows off next time, nothing worse
  }
}
