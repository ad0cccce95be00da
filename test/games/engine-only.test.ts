/**
 * ENGINE-ONE-1: nothing outside games/engine/ builds boardgame.io's reducer or calls a game's playerView;
 * every layer (server, client, bots, arena, bench) goes through the engine.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { sourceFiles } from '../support/source-files';

const root = join(import.meta.dirname, '..', '..');
const LAYERS = ['games', 'server', 'client', 'bot', 'arena', 'bench'];

/** Where a file outside the engine does what only the engine may. */
function trespasses(): string[] {
  const found: string[] = [];
  for (const file of LAYERS.flatMap((layer) => sourceFiles(join(root, layer)))) {
    const where = relative(root, file);
    if (where.startsWith('games/engine/')) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      // the reducer built, boardgame.io's viewer filter taken, or a game's playerView called as a method (a
      // game's own view.ts defines it, its game.ts names it)
      if (/\b(CreateGameReducer|getFilterPlayerView)\b/.test(line) || /\.playerView!?\s*\(/.test(line)) found.push(`${where}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

test('ENGINE-ONE-1: no layer builds the reducer or calls playerView itself', () => {
  expect(trespasses()).toEqual([]);
});

test('ENGINE-ONE-1: the scan sees the engine’s own calls (it would see anyone else’s)', () => {
  const reduce = readFileSync(join(root, 'games/engine/reduce.ts'), 'utf8');
  const view = readFileSync(join(root, 'games/engine/view.ts'), 'utf8');
  expect(reduce).toMatch(/\bCreateGameReducer\b/);
  expect(view).toMatch(/\bgetFilterPlayerView\b/);
});
