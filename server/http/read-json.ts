/**
 * A small JSON request body. A body over the limit is read to its end before the 413 is sent: answering
 * with the rest unread would leave the connection unusable for the client's next requests.
 */
import type { Context } from 'koa';
import { LobbyError } from './lobby-error';

export const MAX_BODY_BYTES = 16 * 1024;
/** Past this much the rest is not drained: the connection is closed instead. */
const MAX_DRAIN_BYTES = 1024 * 1024;

export async function readJsonObject(ctx: Context, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const request = ctx.req;
  const declared = Number(request.headers['content-length']);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length <= limit) chunks.push(chunk);
    else if (length > MAX_DRAIN_BYTES || declared > MAX_DRAIN_BYTES) {
      ctx.set('Connection', 'close');
      break;
    }
  }
  if (length > limit) throw new LobbyError(413, 'body-too-large', `the request body is larger than ${limit} bytes`);
  if (length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new LobbyError(400, 'bad-request', 'the body must be a JSON object');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new LobbyError(400, 'bad-request', 'the body must be a JSON object');
  return value as Record<string, unknown>;
}
