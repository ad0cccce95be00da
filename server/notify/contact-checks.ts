/**
 * Whether notification settings a client sent can be used: each check returns the refusal's code, or
 * undefined when the value is acceptable.
 */
import { ECDH } from 'node:crypto';
import type { LobbyErrorCode } from '../protocol';
import { ipLiteralOf, isPublicAddress, resolveWithSystem, type Resolve } from './public-address';

export const MAX_EMAIL = 254;
export const MAX_PUSH_ENDPOINT = 2048;
export const MAX_WEBHOOK_URL = 2048;

/** RFC 5322's dot-atom for the local part; an ASCII domain of at least two labels with a letter-only top level. */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** A plain address (`ann@example.org`): no display name, no comment, nothing an SMTP header could be bent with. */
export function emailProblem(value: unknown): LobbyErrorCode | undefined {
  if (typeof value !== 'string' || value.length > MAX_EMAIL || !EMAIL.test(value)) return 'email-invalid';
  if (value.indexOf('@') > 64) return 'email-invalid';
  return undefined;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An uncompressed P-256 point, and the auth secret: RFC 8291. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

/**
 * A browser's `PushSubscription.toJSON()`: an https endpoint and its keys, which the payload is encrypted
 * with (plain http only with `allowPrivate`: tests and local setups, whose push service is local).
 */
export function pushSubscriptionProblem(value: unknown, { allowPrivate = false }: { allowPrivate?: boolean } = {}): LobbyErrorCode | undefined {
  if (typeof value !== 'object' || value === null) return 'push-invalid';
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } | null };
  if (typeof endpoint !== 'string' || endpoint.length > MAX_PUSH_ENDPOINT) return 'push-invalid';
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  const secure = url?.protocol === 'https:' || (allowPrivate && url?.protocol === 'http:');
  if (!url || !secure || url.username !== '' || url.password !== '') return 'push-invalid';
  if (typeof keys !== 'object' || keys === null) return 'push-invalid';
  const p256dh = decodeBase64url(keys.p256dh);
  const auth = decodeBase64url(keys.auth);
  if (p256dh?.length !== P256DH_BYTES || auth?.length !== AUTH_BYTES) return 'push-invalid';
  if (!isCurvePoint(p256dh)) return 'push-invalid';
  return undefined;
}

function decodeBase64url(value: unknown): Buffer | undefined {
  if (typeof value !== 'string' || !BASE64URL.test(value.replace(/={1,2}$/, ''))) return undefined;
  return Buffer.from(value, 'base64url');
}

function isCurvePoint(key: Buffer): boolean {
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export interface WebhookCheckOptions {
  /** Accept plain http and private addresses: tests and local setups only. */
  allowPrivate?: boolean;
  /** How host names are resolved; default the system's resolver. */
  resolve?: Resolve;
}

/**
 * An https URL on a public host (a Discord or Slack webhook), or why not, each reason its own code: not a
 * usable URL, not https, a host written as an IP address, a private or local address, a name that does not
 * exist, a name that could not be looked up. A user's URL makes the server send requests, so hosts written as
 * IP addresses and names resolving to loopback, private or link-local addresses are refused; the sender checks
 * again when it connects, since a name may resolve elsewhere later.
 */
export async function webhookProblem(value: unknown, { allowPrivate = false, resolve = resolveWithSystem }: WebhookCheckOptions = {}): Promise<LobbyErrorCode | undefined> {
  if (typeof value !== 'string' || value.length > MAX_WEBHOOK_URL || !URL.canParse(value)) return 'webhook-invalid';
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return 'webhook-invalid';
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'webhook-not-https';
  if (url.protocol !== 'https:') return 'webhook-not-https';
  const literal = ipLiteralOf(url);
  if (literal !== undefined) return isPublicAddress(literal) ? 'webhook-ip-address' : 'webhook-private';
  const addresses = await resolve(url.hostname);
  if (addresses === 'unreachable') return 'webhook-unreachable';
  if (addresses.length === 0) return 'webhook-host-not-found';
  if (!addresses.every(isPublicAddress)) return 'webhook-private';
  return undefined;
}
