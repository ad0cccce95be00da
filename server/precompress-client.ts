/**
 * After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the built
 * client, so the server sends them compressed without compressing on each request (static-client.ts).
 * Run by `npm run build`; `tsx server/precompress-client.ts [dir]` alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Below this, compression saves less than the headers it adds. */
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; before: number; brotli: number } {
  const totals = { files: 0, before: 0, brotli: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const inner = precompress(path);
      totals.files += inner.files;
      totals.before += inner.before;
      totals.brotli += inner.brotli;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files++;
    totals.before += body.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist/client';
  const { files, before, brotli } = precompress(dir);
  console.log(`precompressed ${files} files of ${dir}: ${Math.round(before / 1024)} KB → ${Math.round(brotli / 1024)} KB with Brotli`);
}
