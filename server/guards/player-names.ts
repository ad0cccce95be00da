/**
 * A player's name as the lobby takes it (joining, renaming): checked by the one name schema
 * (player-text.ts), refused with a code the client translates.
 */
import { LobbyError } from '../http/lobby-error';
import { checkText, MAX_PLAYER_NAME, playerNameSchema, type TextProblem } from '../player-text';
import type { LobbyErrorCode } from '../protocol';

const REFUSALS: Record<TextProblem, { code: LobbyErrorCode; message: string }> = {
  'not-text': { code: 'name-required', message: 'a player name is required' },
  empty: { code: 'name-required', message: 'a player name is required' },
  'too-long': { code: 'name-too-long', message: `player name must be at most ${MAX_PLAYER_NAME} characters` },
  'hidden-characters': { code: 'name-invalid', message: 'a player name may hold no control, bidirectional or invisible formatting characters' },
};

/** The name as stored (NFC, trimmed), or a 400 that says why it is refused. */
export function checkedPlayerName(name: unknown): string {
  const checked = checkText(playerNameSchema, name);
  if (checked.ok) return checked.text;
  const { code, message } = REFUSALS[checked.problem];
  throw new LobbyError(400, code, message);
}
