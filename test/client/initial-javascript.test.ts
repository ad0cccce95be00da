/**
 * The first page's JavaScript, read from the built client (`npm test` builds it first): the entry script of
 * index.html, what it preloads and what those import statically. It stays small, and it holds no game's
 * rules or bots: a game's module loads when a screen of that game opens (games/catalog.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { CHUNK_MODULES_FILE } from '../../vite.config';
import { CLIENT_DIR } from '../support/browser';
import { initialChunks, type InitialChunk } from '../support/initial-chunks';

const MAX_INITIAL_BROTLI_BYTES = 120_000;

/**
 * Source files that run or choose moves: a game's module and what only it imports, the bots, the reducer.
 * The metadata (meta.ts, options.ts, scenarios.ts, setup-check.ts) and the engine's "who acts" are not.
 */
const RULES_OR_BOTS = [
  /^games\/[^/]+\/(rules|bots)\//,
  /^games\/[^/]+\/(index|game|ai|view|secrets|moves|move-args|log-kinds)\.ts$/,
  /^games\/bots\//,
  /^games\/(headless|record-play)\.ts$/,
  /^games\/engine\/(reduce|view|chooser)\.ts$/,
  /node_modules\/boardgame\.io\/dist\/esm\/(reducer|initialize|turn-order)-/,
];

/**
 * Texts only a game's rules or bots hold, each with the file it comes from: minifying keeps them, so a chunk
 * that holds one holds that code.
 */
const MARKERS = [
  { file: 'games/pax/rules/position.ts', text: 'bad card token' },
  { file: 'games/pax/bots/determinize.ts', text: 'determinize: the view is not seat' },
  { file: 'games/pax-pamir/rules/scenario.ts', text: 'too-many-cylinders' },
  { file: 'games/res-publica/rules/scenario.ts', text: 'impossible-position' },
  { file: 'games/res-publica/bots/determinize.ts', text: 'res-publica: no deal of the unseen cards' },
  { file: 'games/pax-barbarorum/bots/report.ts', text: 'a game won by three capitals' },
  { file: 'games/bots/seat-bot.ts', text: 'mcts found no move for seat' },
];

let chunks: InitialChunk[];
let modulesByChunk: Record<string, string[]>;

beforeAll(async () => {
  if (!existsSync(join(CLIENT_DIR, 'index.html')) || !existsSync(CHUNK_MODULES_FILE)) await build({ logLevel: 'warn' });
  chunks = initialChunks(CLIENT_DIR);
  modulesByChunk = JSON.parse(readFileSync(CHUNK_MODULES_FILE, 'utf8'));
}, 120_000);

describe('the first page', () => {
  test(`loads at most ${MAX_INITIAL_BROTLI_BYTES} bytes of JavaScript, Brotli-compressed`, () => {
    const total = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
    const sizes = chunks.map((chunk) => `${chunk.file}: ${chunk.brotliBytes}`).join('\n');
    expect(total, sizes).toBeLessThanOrEqual(MAX_INITIAL_BROTLI_BYTES);
    // the entry and its preloads were all found
    expect(chunks.some((chunk) => chunk.file.startsWith('assets/index-'))).toBe(true);
  });

  test('holds no module of a game’s rules or bots, nor the reducer', () => {
    const found = chunks.flatMap((chunk) => {
      const modules = modulesByChunk[chunk.file];
      expect(modules, `${chunk.file} is not in ${CHUNK_MODULES_FILE}: an older build?`).toBeDefined();
      return modules.filter((module) => RULES_OR_BOTS.some((pattern) => pattern.test(module))).map((module) => `${chunk.file}: ${module}`);
    });
    expect(found).toEqual([]);
    // the lobby's own modules are there, so the listing is of the right chunks
    expect(chunks.flatMap((chunk) => modulesByChunk[chunk.file])).toEqual(expect.arrayContaining(['client/screens/Lobby.tsx', 'games/catalog.ts']));
  });

  test.each(MARKERS)('holds no text of $file', ({ file, text }) => {
    expect(readFileSync(file, 'utf8'), `${file} no longer says "${text}": choose another text of it`).toContain(text);
    const everywhere = readdirSync(join(CLIENT_DIR, 'assets')).filter((name) => name.endsWith('.js'));
    expect(everywhere.some((name) => readFileSync(join(CLIENT_DIR, 'assets', name), 'utf8').includes(text)), 'the built client has it in some chunk').toBe(true);
    expect(chunks.filter((chunk) => chunk.code.includes(text)).map((chunk) => chunk.file)).toEqual([]);
  });
});

describe('every game’s module', () => {
  test('is a chunk of its own, apart from the first page', () => {
    const initial = new Set(chunks.map((chunk) => chunk.file));
    for (const game of ['pax', 'pax-pamir', 'pax-barbarorum', 'res-publica']) {
      const holding = Object.entries(modulesByChunk).filter(([, modules]) => modules.includes(`games/${game}/game.ts`)).map(([file]) => file);
      expect(holding.length, game).toBeGreaterThan(0);
      for (const file of holding) expect(initial.has(file), `${game}: ${file}`).toBe(false);
    }
  });
});
