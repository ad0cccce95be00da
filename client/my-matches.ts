/**
 * "My matches": the seats this browser holds, with the credentials the server gave when joining. Kept in
 * `localStorage` under one key as a JSON list; anything unreadable there is ignored, never thrown.
 */
import { checkText, MAX_PLAYER_NAME, playerNameSchema } from '../server/player-text';

export interface StoredMatch {
  gameName: string;
  matchID: string;
  playerID: string;
  credentials: string;
  playerName: string;
}

/** The part of `Storage` this module uses (so tests pass a plain object). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const MY_MATCHES_KEY = 'myMatches';
export const PLAYER_NAME_KEY = 'playerName';

const FIELDS = ['gameName', 'matchID', 'playerID', 'credentials', 'playerName'] as const;

function isStoredMatch(value: unknown): value is StoredMatch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string' && (record[field] as string).length > 0);
}

const sameSeat = (a: StoredMatch, b: Pick<StoredMatch, 'gameName' | 'matchID'>) =>
  a.gameName === b.gameName && a.matchID === b.matchID;

/** The stored matches, newest first; entries that are not well-formed are skipped. */
export function loadMatches(store: KeyValueStore): StoredMatch[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(MY_MATCHES_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const matches: StoredMatch[] = [];
  for (const item of parsed) {
    if (!isStoredMatch(item) || matches.some((m) => sameSeat(m, item))) continue;
    matches.push(Object.fromEntries(FIELDS.map((field) => [field, item[field]])) as unknown as StoredMatch);
  }
  return matches;
}

function save(store: KeyValueStore, matches: StoredMatch[]): void {
  try {
    store.setItem(MY_MATCHES_KEY, JSON.stringify(matches));
  } catch {
    // Storage full or disabled: the seat stays usable for this page, it is just not remembered.
  }
}

/** Remember a seat (one seat per match: a newer one for the same match replaces the older). */
export function rememberMatch(store: KeyValueStore, match: StoredMatch): StoredMatch[] {
  const matches = [match, ...loadMatches(store).filter((m) => !sameSeat(m, match))];
  save(store, matches);
  return matches;
}

/** Forget the seat held in a match. */
export function forgetMatch(store: KeyValueStore, gameName: string, matchID: string): StoredMatch[] {
  const matches = loadMatches(store).filter((m) => !sameSeat(m, { gameName, matchID }));
  save(store, matches);
  return matches;
}

/** The seat held in a match, if any. */
export function findMatch(store: KeyValueStore, gameName: string, matchID: string): StoredMatch | undefined {
  return loadMatches(store).find((m) => sameSeat(m, { gameName, matchID }));
}

/** The lobby's limit on a name (player-text.ts, which the server checks names with too). */
export const MAX_NAME_LENGTH = MAX_PLAYER_NAME;

/** Why the lobby would refuse this name, or undefined when it would take it: the server's own rules. */
export function playerNameProblem(name: string): 'empty' | 'too-long' | 'invalid' | undefined {
  const checked = checkText(playerNameSchema, name);
  if (checked.ok) return undefined;
  return checked.problem === 'too-long' ? 'too-long' : checked.problem === 'hidden-characters' ? 'invalid' : 'empty';
}

/** The name as the lobby will store it (normalized and trimmed), or undefined when the server would refuse it. */
export function checkPlayerName(name: string): string | undefined {
  const checked = checkText(playerNameSchema, name);
  return checked.ok ? checked.text : undefined;
}
