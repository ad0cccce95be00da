import type { Server } from 'boardgame.io';

export const MAX_PLAYER_NAME = 40;

/** Why a seat's name is unacceptable, or undefined. A free seat has no name. */
export function playerNameProblem(name: unknown): string | undefined {
  if (name === undefined) return undefined;
  if (typeof name !== 'string') return 'player name must be a string';
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'player name must not be empty';
  if (trimmed.length > MAX_PLAYER_NAME) return `player name must be at most ${MAX_PLAYER_NAME} characters`;
  return undefined;
}

/** The first problem with the names in a match's metadata, or undefined. */
export function metadataProblem(metadata: Server.MatchData): string | undefined {
  for (const player of Object.values(metadata.players ?? {})) {
    const problem = playerNameProblem(player.name);
    if (problem) return problem;
  }
  return undefined;
}
