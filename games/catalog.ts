/**
 * Every registered game as the lobby and the menus see it: its metadata (games/<game>/meta.ts), and a
 * loader for its module (the `Game`, bots, secrets, log kinds), which a bundler splits off, so a page loads
 * a game's rules only when that game's screen opens. The server and the tools import every module at start
 * (games/index.ts).
 */
import type { GameEntry, GameMeta } from './types';
import { paxMeta } from './pax/meta';
import { paxBarbarorumMeta } from './pax-barbarorum/meta';
import { paxPamirMeta } from './pax-pamir/meta';
import { resPublicaMeta } from './res-publica/meta';

export interface CatalogEntry extends GameMeta {
  /** The game's module; loaded once, the same entry every time. */
  load(): Promise<GameEntry>;
}

/** The modules loaded so far, by game name: what `loadedGameEntry` answers. */
const loaded = new Map<string, GameEntry>();

function entry(meta: GameMeta, load: () => Promise<GameEntry>): CatalogEntry {
  let loading: Promise<GameEntry> | undefined;
  return {
    ...meta,
    load: () =>
      (loading ??= load().then(
        (module) => {
          loaded.set(meta.name, module);
          return module;
        },
        (error: unknown) => {
          loading = undefined; // a chunk that failed to load (the network) is asked for again next time
          throw error;
        },
      )),
  };
}

export const catalog: readonly CatalogEntry[] = [
  entry(resPublicaMeta, () => import('./res-publica').then((module) => module.resPublica)),
  entry(paxMeta, () => import('./pax').then((module) => module.pax)),
  entry(paxPamirMeta, () => import('./pax-pamir').then((module) => module.paxPamir)),
  entry(paxBarbarorumMeta, () => import('./pax-barbarorum').then((module) => module.paxBarbarorum)),
];

export function findCatalogEntry(name: string): CatalogEntry | undefined {
  return catalog.find((game) => game.name === name);
}

/** A game's module by its name, loaded; undefined for a name no game has. */
export function loadGameEntry(name: string): Promise<GameEntry | undefined> {
  return findCatalogEntry(name)?.load() ?? Promise.resolve(undefined);
}

/** Modules imported already by other means (games/index.ts, which imports them all), known as loaded. */
export function markLoaded(entries: readonly GameEntry[]): void {
  for (const module of entries) loaded.set(module.name, module);
}

/**
 * A game's module if it was loaded already (by `load`, or by games/index.ts for the server and the tools),
 * for code that runs once a screen has it: replaying a record of that game, a bot's turn.
 */
export function loadedGameEntry(name: string): GameEntry | undefined {
  return loaded.get(name);
}
