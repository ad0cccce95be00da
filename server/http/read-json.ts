/**
 * A small JSON request body, read within the request's deadline (request-timeouts.ts). A body over the
 * limit is read to its end before the 413 is sent: answering with the rest unread would leave the
 * connection unusable for the client's next requests. A body that does not arrive in time is a 408 and
 * the connection is closed (its rest will never be read).
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import { LobbyError } from './lobby-error';
import { DEFAULT_REQUEST_TIMEOUTS } from './request-timeouts';

export const MAX_BODY_BYTES = 16 * 1024;
/** Past this much the rest is not drained: the connection is closed instead. */
const MAX_DRAIN_BYTES = 1024 * 1024;

interface Body {
  chunks: Buffer[];
  length: number;
  /** Why reading stopped before the end, if it did. */
  stopped?: 'too-large' | 'timeout';
}

export async function readJsonObject(ctx: Context, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const deadline = typeof ctx.state.bodyDeadline === 'number' ? ctx.state.bodyDeadline : Date.now() + DEFAULT_REQUEST_TIMEOUTS.bodyMs;
  const { chunks, length, stopped } = await readBody(ctx.req, limit, deadline - Date.now());
  if (stopped) ctx.set('Connection', 'close');
  if (stopped === 'timeout') throw new LobbyError(408, 'request-timeout', 'the request body did not arrive in time');
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

/** The body's first `limit` bytes and its length, until its end, too much of it, or `timeoutMs`. */
function readBody(request: IncomingMessage, limit: number, timeoutMs: number): Promise<Body> {
  const declared = Number(request.headers['content-length']);
  return new Promise((resolve, reject) => {
    const body: Body = { chunks: [], length: 0 };
    const stop = () => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const stopEarly = (why: Body['stopped']) => {
      stop();
      request.pause();
      resolve({ ...body, stopped: why });
    };
    const onData = (chunk: Buffer) => {
      body.length += chunk.length;
      if (body.length <= limit) body.chunks.push(chunk);
      else if (body.length > MAX_DRAIN_BYTES || declared > MAX_DRAIN_BYTES) stopEarly('too-large');
    };
    const onEnd = () => {
      stop();
      resolve(body);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const timer = setTimeout(() => stopEarly('timeout'), Math.max(0, timeoutMs));
    request.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
