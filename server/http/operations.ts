/**
 * What whoever runs the server watches: `GET /healthz` (200 only when the database, and Redis when one is
 * set, answer in time) and `GET /metrics` (Prometheus text).
 */
import type { Middleware } from 'koa';
import type { Metrics } from '../metrics';

export interface HealthChecks {
  database: () => Promise<unknown>;
  redis?: () => Promise<unknown>;
}

const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export function operations(checks: HealthChecks, metrics: Metrics): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      const [database, redis] = await Promise.all([answers(checks.database), checks.redis ? answers(checks.redis) : undefined]);
      const healthy = database === 'ok' && (redis === undefined || redis === 'ok');
      ctx.status = healthy ? 200 : 503;
      ctx.body = { status: healthy ? 'ok' : 'failing', database, ...(redis !== undefined && { redis }) };
      return;
    }
    if (ctx.path === '/metrics') {
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
      return;
    }
    return next();
  };
}
