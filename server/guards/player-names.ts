import type { LobbyErrorCode } from '../protocol';

export const MAX_PLAYER_NAME = 40;

/** Why a player's name is unacceptable (a code and an English message), or undefined. */
export function playerNameProblem(name: unknown): { code: LobbyErrorCode; message: string } | undefined {
  if (typeof name !== 'string' || name.trim().length === 0) return { code: 'name-required', message: 'a player name is required' };
  if (name.trim().length > MAX_PLAYER_NAME) return { code: 'name-too-long', message: `player name must be at most ${MAX_PLAYER_NAME} characters` };
  return undefined;
}
