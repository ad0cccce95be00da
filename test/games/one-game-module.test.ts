/**
 * A record of one game replays with that game's module alone (games/catalog.ts): nothing on the way to
 * HeadlessMatch loads the other games. This file imports no registry of them all (games/index.ts), and
 * loads its modules afresh (the unit tests share a worker's modules, where another file may have loaded
 * every game).
 */
import { afterAll, expect, test, vi } from 'vitest';

// the modules loaded here stay out of the worker's shared modules
afterAll(() => vi.resetModules());

test('a Res Publica record opens with Res Publica loaded, and only it', async () => {
  vi.resetModules();
  const { catalog, loadedGameEntry } = await import('../../games/catalog');
  const { newRecord } = await import('../../games/match-record');
  const { loadRecord, openRecord, startRecord } = await import('../../games/record-play');
  expect(catalog.map((game) => loadedGameEntry(game.name))).toEqual([undefined, undefined, undefined, undefined]);
  const record = newRecord('res-publica', 3, 'one-game');
  expect(() => startRecord(record)).toThrow(/not loaded/);
  expect(await openRecord(record)).toEqual({ ok: true, value: record });
  expect(catalog.filter((game) => loadedGameEntry(game.name)).map((game) => game.name)).toEqual(['res-publica']);
  expect(startRecord(record).state.ctx.numPlayers).toBe(3);
  expect(loadRecord({ ...record, numPlayers: 9 })).toMatchObject({ ok: false, problem: 'bad-player-count' });
});
