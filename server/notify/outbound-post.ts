/**
 * One POST to a URL a user gave (a webhook, a push endpoint): public addresses only, a deadline for the
 * whole exchange, no redirect followed (a redirect could lead anywhere, the server's own network too).
 */
import http from 'node:http';
import https from 'node:https';
import { PrivateAddressError, ipLiteralOf, isPublicAddress, publicOnlyLookup } from './public-address';

export interface OutboundPost {
  body: string | Buffer;
  headers: Record<string, string | number>;
  /** The whole exchange, from connecting to the answer's last byte. */
  timeoutMs: number;
  /** Private addresses and plain http too: tests and local setups only. */
  allowPrivate: boolean;
}

export class OutboundTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
}

/** The answer's status; the body is read to its end and dropped. Rejects on a refused target, a network error or the deadline. */
export function postOutbound(url: string, { body, headers, timeoutMs, allowPrivate }: OutboundPost): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    if (!secure && !(allowPrivate && target.protocol === 'http:')) return reject(new PrivateAddressError('only https is allowed'));
    const literal = ipLiteralOf(target);
    if (!allowPrivate && literal !== undefined && !isPublicAddress(literal)) return reject(new PrivateAddressError('the address is not public'));

    const request = (secure ? https : http).request(target, {
      method: 'POST',
      headers: { 'user-agent': 'pax-table', ...headers },
      lookup: allowPrivate ? undefined : publicOnlyLookup,
      agent: false,
    });
    const deadline = setTimeout(() => request.destroy(new OutboundTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const settle = (finish: () => void) => {
      clearTimeout(deadline);
      finish();
    };
    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      response.on('error', (error) => settle(() => reject(error)));
      response.on('end', () => settle(() => resolve(response.statusCode ?? 0)));
      // Closed before its end (after 'end' this changes nothing: a promise settles once).
      response.on('close', () => settle(() => reject(new Error('the answer was cut short'))));
      response.resume();
    });
    request.end(body);
  });
}
