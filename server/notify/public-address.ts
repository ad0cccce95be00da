/**
 * Which addresses the server may send a request to on a user's behalf. Webhook URLs and push endpoints
 * come from users: without this check they could make the server reach its own network (its database,
 * a cloud metadata service, a router's admin page).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Loopback, private, link-local, shared, reserved, documentation and multicast ranges. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 ranges above by BlockList itself.
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64 reaches IPv4 addresses, private ones too
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 embeds any IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IP address a URL's host is written as, or undefined when the host is a name. */
export function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) !== 0 ? host : undefined;
}

/**
 * Every address a name resolves to: none when the name does not exist, 'unreachable' when the name could not
 * be looked up (no name server answered, or not in time).
 */
export type Resolve = (hostname: string) => Promise<string[] | 'unreachable'>;

/** The resolver's answers that say the name has no address, as opposed to its failing to answer. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

export const resolveWithSystem: Resolve = (hostname) =>
  new Promise((resolve) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (!error) resolve(addresses.map((a) => a.address));
      else resolve(NO_SUCH_NAME.has(error.code ?? '') ? [] : 'unreachable');
    }),
  );

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A `lookup` for http(s).request that connects only to public addresses. Checking at connection time, not
 * only when the URL was accepted, keeps a name that later resolves elsewhere (DNS rebinding) from reaching
 * the server's network. A name with any non-public address is refused as a whole.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
      return callback(new PrivateAddressError(`${hostname} resolves to an address that is not public`), '', 0);
    }
    if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  });
};
