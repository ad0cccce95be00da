/**
 * A browser's side of Web Push, written from the RFCs with node:crypto alone (not with the library the
 * server encrypts with): the subscription's keys, the decryption of an aes128gcm message (RFC 8188,
 * RFC 8291), and the check of the VAPID authorization that signs it (RFC 8292).
 */
import { createECDH, createPublicKey, hkdfSync, verify, createDecipheriv, randomBytes } from 'node:crypto';

export interface PushSubscriber {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The JSON a pushed message carries, decrypted. */
  decrypt(body: Buffer): unknown;
}

export function pushSubscriber(endpoint: string): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt(body) {
      // Header: salt (16), record size (4), key id length (1), key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // One record, the last: the text, the delimiter 2, then zero bytes of padding.
      let end = padded.length - 1;
      while (padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
}

/**
 * The claims of a VAPID `Authorization: vapid t=<JWT>, k=<public key>` header once its ES256 signature is
 * verified with the key it names; throws when it does not verify.
 */
export function verifiedVapid(authorization: string): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match;
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) };
}
