/**
 * A match's seats as clients name them. Every seat id a client sends (a join, a leave, a sync, a move) is
 * looked up here and only here: as an own key of the match's players, so that `__proto__`, `constructor`
 * or `toString` are no seat at all instead of reaching `Object.prototype`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

type PlayerMetadata = Server.PlayerMetadata;

/** The seat `playerID` names in this match, or undefined (never an inherited property). */
export function seatOf(metadata: Pick<Server.MatchData, 'players'>, playerID: unknown): PlayerMetadata | undefined {
  if (typeof playerID !== 'string' && typeof playerID !== 'number') return undefined;
  const key = String(playerID);
  if (!/^\d{1,2}$/.test(key) || !Object.hasOwn(metadata.players, key)) return undefined;
  return metadata.players[key as unknown as number];
}

/**
 * Whether `credentials` hold the seat. A seat nobody has joined holds for nobody: moves always need the
 * credentials the lobby gave when the seat was taken.
 */
export function holdsSeat(metadata: Pick<Server.MatchData, 'players'>, playerID: unknown, credentials: unknown): boolean {
  const seat = seatOf(metadata, playerID);
  return (
    seat !== undefined &&
    typeof seat.credentials === 'string' &&
    seat.credentials.length > 0 &&
    typeof credentials === 'string' &&
    sameSecret(credentials, seat.credentials)
  );
}

/** Compares in a time that does not depend on where the texts differ. */
export function sameSecret(given: string, held: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(held);
  return a.length === b.length && timingSafeEqual(a, b);
}
