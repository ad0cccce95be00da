/**
 * Serves the built client (dist/client) from the game server's own port. The client routes with the
 * URL hash, so every page is index.html; `/games`, `/api` and `/socket.io` stay the server's.
 * Compressed: the build writes Brotli and gzip copies of each asset (precompress-client.ts) and the one
 * the browser accepts is sent. Hashed assets are cached for a year; index.html is checked every time, so a
 * new build reaches players at once.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const SERVER_PATHS = /^\/(games|api|socket\.io)(\/|$)/;

export function staticClient(root: string): Middleware {
  const dir = resolve(root);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVER_PATHS.test(ctx.path)) return next();
    if (!existsSync(resolve(dir, 'index.html'))) {
      ctx.status = 503;
      ctx.body = 'The client is not built: run `npm run build` (or `npm start`, which builds it).';
      return;
    }
    const path = ctx.path === '/' ? '/index.html' : ctx.path;
    const hashed = path.startsWith('/assets/');
    try {
      ctx.vary('Accept-Encoding');
      await send(ctx, path, { root: dir, immutable: hashed, maxAge: hashed ? 31_536_000_000 : 0, brotli: true, gzip: true });
      if (!hashed) ctx.set('Cache-Control', 'no-cache');
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      return next();
    }
  };
}
