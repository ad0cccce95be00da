/**
 * The built client goes over the wire compressed (Brotli or gzip, whichever the browser accepts, from the
 * copies the build writes) and hashed assets are cached for a year, while index.html is revalidated.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { precompress } from '../../server/precompress-client';
import { captureLog } from '../support/captured-log';
import { tempSqliteFile } from '../support/server';

const script = `export const table = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ card: i, name: `card ${i}` })))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<p>Pax</p>'.repeat(200)}</body></html>`;
let server: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'assets', 'tiny-9f8e.js'), 'export {};\n');
  expect(precompress(dir).files).toBe(2);
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: dir, logger: captureLog('fatal').logger });
});
afterAll(() => server?.stop());

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('Brotli when the browser accepts it, gzip otherwise, plain for a client that accepts neither', async () => {
  const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.body.length).toBeLessThan(script.length / 4);
  expect(brotliDecompressSync(br.body).toString()).toBe(script);
  expect(br.headers.vary).toMatch(/Accept-Encoding/i);

  const gz = await get('/assets/app-1a2b3c.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(script);

  const plain = await get('/assets/app-1a2b3c.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);

  const page = await get('/', 'br');
  expect(page.headers['content-encoding']).toBe('br');
});

test('hashed assets are cached for a year and immutable; the page is revalidated', async () => {
  const asset = await get('/assets/app-1a2b3c.js', 'br');
  expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
  expect(asset.headers['cache-control']).toMatch(/immutable/);
  const index = await get('/', 'br');
  expect(index.headers['cache-control']).toBe('no-cache');
  const tiny = await get('/assets/tiny-9f8e.js', 'br');
  expect(tiny.headers['content-encoding']).toBeUndefined(); // too small to be worth compressing
  expect(tiny.status).toBe(200);
});
