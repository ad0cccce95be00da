/**
 * Every registered game with its module loaded, for what needs them all from the start: the server, the
 * contract tests, the bench, the arena. A page reads games/catalog.ts instead and loads one game at a time.
 */
import { catalog } from './catalog';
import type { GameEntry } from './types';

export const gameEntries: readonly GameEntry[] = await Promise.all(catalog.map((game) => game.load()));

/** The boardgame.io `Game` objects, as the server and the lobby API take them. */
export const games = gameEntries.map((entry) => entry.game);

export function findGameEntry(name: string): GameEntry | undefined {
  return gameEntries.find((entry) => entry.game.name === name);
}
