/**
 * How long a request may take to arrive. Node's own bounds (60 s for headers, 300 s for a whole request,
 * checked every 30 s) let a client that declares a body and sends part of it hold a connection for
 * minutes. Here:
 * - the headers must be whole within `headersMs`, or Node answers 408 and closes the connection;
 * - a body the lobby reads must be whole within `bodyMs` of its headers, or the route answers 408
 *   `request-timeout` (the lobby's JSON refusal) and closes the connection (read-json.ts);
 * - any request must be whole within `headersMs + bodyMs`, or Node answers 408 and closes it.
 * Only the request's arrival is bounded: a response that takes its time (a socket.io long poll) and an
 * upgraded connection (a websocket) are not cut.
 */
import type { ServerOptions } from 'node:http';
import type { Middleware } from 'koa';

export interface RequestTimeouts {
  headersMs: number;
  bodyMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, bodyMs: 10_000 };

/** Node's HTTP server options for these bounds. */
export function httpServerTimeouts({ headersMs, bodyMs }: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: headersMs,
    requestTimeout: headersMs + bodyMs,
    // Node looks for expired requests on this interval: a tenth of the shorter bound, so each holds within 10 %.
    connectionsCheckingInterval: Math.max(10, Math.min(headersMs, bodyMs) / 10),
  };
}

/** Marks when the request's body must have arrived (`ctx.state.bodyDeadline`), counted from its headers. */
export function bodyDeadline(bodyMs: number): Middleware {
  return (ctx, next) => {
    ctx.state.bodyDeadline = Date.now() + bodyMs;
    return next();
  };
}
