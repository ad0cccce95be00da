/** Every registered game. The server, the lobby, the contract tests and the bench all read this list. */
import type { GameEntry } from './types';
import { resPublica } from './res-publica';
import { pax } from './pax';
import { paxPamir } from './pax-pamir';
import { paxBarbarorum } from './pax-barbarorum';

export const gameEntries: readonly GameEntry[] = [resPublica, pax, paxPamir, paxBarbarorum];

/** The boardgame.io `Game` objects, as the server and the lobby API take them. */
export const games = gameEntries.map((entry) => entry.game);

export function findGameEntry(name: string): GameEntry | undefined {
  return gameEntries.find((entry) => entry.game.name === name);
}
