/** The registry: what the server, the lobby and the client rely on for every game. */
import { describe, expect, test } from 'vitest';
import { boards } from '../../client/boards';
import { gameEntries, games } from '../../games';
import { catalog, findCatalogEntry, loadGameEntry } from '../../games/catalog';
import { checkSetupData, defaultSetupData } from '../../games/setup-options';

test('game names are unique, and `games` holds exactly the registered games', () => {
  const names = gameEntries.map((entry) => entry.game.name);
  expect(new Set(names).size).toBe(names.length);
  expect(games).toEqual(gameEntries.map((entry) => entry.game));
});

test('the catalog lists the registered games, in their order, and loads each module once', async () => {
  expect(catalog.map((game) => game.name)).toEqual(gameEntries.map((entry) => entry.game.name));
  for (const [index, game] of catalog.entries()) {
    expect(await game.load()).toBe(gameEntries[index]);
    expect(await loadGameEntry(game.name)).toBe(gameEntries[index]);
  }
  expect(await loadGameEntry('no-such-game')).toBeUndefined();
});

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  test("its metadata is its module's: name, player counts, options, positions and the setup's check", () => {
    const meta = findCatalogEntry(name)!;
    expect([meta.name, meta.minPlayers, meta.maxPlayers]).toEqual([entry.game.name, entry.game.minPlayers, entry.game.maxPlayers]);
    expect([entry.name, entry.minPlayers, entry.maxPlayers]).toEqual([meta.name, meta.minPlayers, meta.maxPlayers]);
    expect(entry.options).toBe(meta.options);
    expect(entry.scenarios).toBe(meta.scenarios);
    expect(entry.game.validateSetupData).toBe(meta.validateSetupData);
  });

  test('has a board that loads lazily and exports a component', async () => {
    expect(boards[name], `no board registered for ${name} in client/boards/index.ts`).toBeTypeOf('function');
    const module = await boards[name]();
    expect(module.default).toBeTypeOf('function');
  });

  test('its options have unique ids, defaults among their values, and the defaults are accepted', () => {
    const ids = entry.options.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const option of entry.options) {
      if (option.kind === 'choice') expect(option.values.map((v) => v.value)).toContain(option.default);
      expect(option.label.en && option.label.fr).toBeTruthy();
    }
    for (let n = entry.game.minPlayers; n <= entry.game.maxPlayers; n++) {
      expect(checkSetupData(entry.options, defaultSetupData(entry.options, n), n)).toBeUndefined();
    }
  });

  test('refuses setup data that is not an object or names an unknown option', () => {
    const n = entry.game.minPlayers;
    expect(entry.game.validateSetupData!('text' as never, n)).toBeTypeOf('string');
    expect(entry.game.validateSetupData!({ noSuchOption: 1 }, n)).toMatch(/noSuchOption/);
  });
});
