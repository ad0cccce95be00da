/**
 * Refusals of lobby requests: a status, a code the client translates and an English message. The error
 * middleware turns them (and any other error) into the JSON body of server/protocol.ts.
 */
import type { Middleware } from 'koa';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';
import type { LobbyErrorBody, LobbyErrorCode } from '../protocol';

export class LobbyError extends Error {
  constructor(
    readonly status: number,
    readonly code: LobbyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal with no more specific code, by status. */
function codeOfStatus(status: number): LobbyErrorCode {
  if (status === 400) return 'bad-request';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 408) return 'request-timeout';
  if (status === 409) return 'conflict';
  if (status === 413) return 'body-too-large';
  if (status === 429) return 'too-many-requests';
  return 'server-error';
}

/** Every error of the routes after it, as a JSON refusal; a 5xx is logged and says nothing of its cause. */
export function lobbyErrors(logger: Logger, metrics: Metrics): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = caught as { status?: unknown; expose?: boolean; message?: string };
      const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
      let body: LobbyErrorBody;
      if (caught instanceof LobbyError) body = { error: caught.code, message: caught.message };
      else if (status < 500 && error.expose !== false) body = { error: codeOfStatus(status), message: String(error.message ?? '') };
      else body = { error: 'server-error', message: 'the server failed to answer this request' };
      if (status >= 500) logger.error({ err: caught, method: ctx.method, path: ctx.path }, 'request failed');
      metrics.rejectedRequests.inc({ status: String(status) });
      ctx.status = status;
      ctx.body = body;
    }
  };
}
