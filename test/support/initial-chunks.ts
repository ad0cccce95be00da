/**
 * The JavaScript a browser loads before the first screen shows: the entry script of the built client's
 * index.html, the chunks it preloads, and every chunk these import statically (dynamic `import()`s are
 * left out: they load when their screen opens). Sizes are Brotli at quality 11, as the server sends them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export interface InitialChunk {
  /** The path under the client folder, e.g. `assets/index-abc.js`. */
  file: string;
  code: string;
  brotliBytes: number;
}

const ENTRY = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g;
/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

function brotliSize(code: string): number {
  return brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function initialChunks(clientDir: string): InitialChunk[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(ENTRY), ...html.matchAll(PRELOAD)].map((match) => match[1]);
  const chunks = new Map<string, InitialChunk>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (chunks.has(file)) continue;
    const code = readFileSync(join(clientDir, file), 'utf8');
    chunks.set(file, { file, code, brotliBytes: brotliSize(code) });
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) pending.push(join(folder, relative));
  }
  return [...chunks.values()];
}

if (process.argv[1]?.endsWith('initial-chunks.ts')) {
  const chunks = initialChunks(process.argv[2] ?? 'dist/client');
  for (const chunk of chunks) console.log(`${chunk.file}\t${chunk.code.length} B\t${chunk.brotliBytes} B brotli`);
  const total = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
  console.log(`initial JavaScript: ${chunks.reduce((sum, chunk) => sum + chunk.code.length, 0)} B, ${total} B brotli (${(total / 1024).toFixed(1)} KiB)`);
}
