/**
 * A match's seats as clients name them. Every seat id a client sends (a join, a leave, a sync, a move) is
 * looked up here and only here: as an own key of the match's players, so that `__proto__`, `constructor`
 * or `toString` are no seat at all instead of reaching `Object.prototype`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';
import { DEADLINES, type Deadline, type SeatExtras } from '../protocol';

/** A seat as the server stores it: boardgame.io's player metadata, and what correspondence play adds. */
export type StoredSeat = Server.PlayerMetadata & SeatExtras;

/** The seat `playerID` names in this match, or undefined (never an inherited property). */
export function seatOf(metadata: Pick<Server.MatchData, 'players'>, playerID: unknown): StoredSeat | undefined {
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

/** Every seat of the match, in seat order. */
export function seatsOf(metadata: Pick<Server.MatchData, 'players'>): StoredSeat[] {
  return Object.values(metadata.players) as StoredSeat[];
}

/** Every seat is taken: by a player who joined, or by a bot. */
export function allSeatsTaken(metadata: Pick<Server.MatchData, 'players'>): boolean {
  return Object.values(metadata.players).every((seat) => typeof seat.name === 'string' && seat.name.length > 0);
}

/**
 * Whether someone may join the seat: no one holds it, or a bot keeps it since its player left the
 * started match (the joiner takes it from the bot).
 */
export function joinable(seat: StoredSeat): boolean {
  return (!seat.name && !seat.credentials) || (seat.left === true && playedByServer(seat) === 'bot');
}

/** Whether a seat's turns are played by the server: a bot holds it, or stands in for its absent player. */
export function playedByServer(seat: StoredSeat): 'bot' | 'stand-in' | undefined {
  if (seat.bot && !seat.standIn) return 'bot';
  if (seat.bot && seat.standIn) return 'stand-in';
  return undefined;
}

/** The per-turn deadline a match was created with. */
export function deadlineOf(metadata: Server.MatchData): Deadline {
  const deadline = (metadata as { deadline?: unknown }).deadline;
  return (DEADLINES as readonly unknown[]).includes(deadline) ? (deadline as Deadline) : 'none';
}
