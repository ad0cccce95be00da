/**
 * Every registered game with its module, for what needs them all from the start: the server, the contract
 * tests, the bench, the arena. A page reads games/catalog.ts instead and loads one game at a time. The
 * modules are imported here rather than awaited through the catalog's loaders: a top-level await would keep
 * the arena's worker threads from loading them.
 */
import { catalog, markLoaded } from './catalog';
import type { GameEntry } from './types';
import { pax } from './pax';
import { paxBarbarorum } from './pax-barbarorum';
import { paxPamir } from './pax-pamir';
import { resPublica } from './res-publica';

const modules: Record<string, GameEntry> = { pax, 'pax-barbarorum': paxBarbarorum, 'pax-pamir': paxPamir, 'res-publica': resPublica };

/** In the catalog's order. */
export const gameEntries: readonly GameEntry[] = catalog.map((game) => modules[game.name]);
markLoaded(gameEntries);

/** The boardgame.io `Game` objects, as the server and the lobby API take them. */
export const games = gameEntries.map((entry) => entry.game);

export function findGameEntry(name: string): GameEntry | undefined {
  return gameEntries.find((entry) => entry.game.name === name);
}
