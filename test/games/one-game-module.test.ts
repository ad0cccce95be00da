/**
 * A record of one game replays with that game's module alone (games/catalog.ts): nothing on the way to
 * HeadlessMatch loads the other games. This file imports no registry of them all (games/index.ts).
 */
import { expect, test } from 'vitest';
import { catalog, loadedGameEntry } from '../../games/catalog';
import { newRecord } from '../../games/match-record';
import { loadRecord, openRecord, startRecord } from '../../games/record-play';

test('a Res Publica record opens with Res Publica loaded, and only it', async () => {
  expect(catalog.map((game) => loadedGameEntry(game.name))).toEqual([undefined, undefined, undefined, undefined]);
  const record = newRecord('res-publica', 3, 'one-game');
  expect(() => startRecord(record)).toThrow(/not loaded/);
  expect(await openRecord(record)).toEqual({ ok: true, record });
  expect(catalog.filter((game) => loadedGameEntry(game.name)).map((game) => game.name)).toEqual(['res-publica']);
  expect(startRecord(record).state.ctx.numPlayers).toBe(3);
  expect(loadRecord({ ...record, numPlayers: 9 })).toMatchObject({ ok: false, problem: 'bad-player-count' });
});
