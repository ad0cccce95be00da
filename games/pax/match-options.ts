/** What a match of PAX is created with, and the player counts and options that go together (PAX-BIG-0). */
export interface PaxOptions {
  expansion: boolean;
  /** 1–5 with one player, 0 otherwise. */
  soloLevel: number;
}

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 8;
export const MAX_PLAYERS_BASE = 4;

/** PAX-BIG-0: 5–8 players need Nocturnus (two copies of the game and of the expansion). */
export function optionsProblem(numPlayers: number, options: PaxOptions): string | undefined {
  if (!Number.isInteger(numPlayers) || numPlayers < MIN_PLAYERS || numPlayers > MAX_PLAYERS) return 'PAX plays with 1 to 8 players';
  if (numPlayers > MAX_PLAYERS_BASE && !options.expansion) return '5 to 8 players need the Nocturnus expansion';
  if (numPlayers === 1 && !(options.soloLevel >= 1 && options.soloLevel <= 5)) return 'the solo game needs a level from 1 to 5';
  return undefined;
}
