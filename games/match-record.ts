/**
 * The match record: everything that describes a match, and nothing more. The game, the player count, the
 * setup data and the seed make the starting state; the moves, in order, make every later one, through
 * boardgame.io's own reducer. The server exports it, the replay viewer steps through it, hotseat keeps its
 * matches as records, and the bots' games are written as records.
 *
 * Checking a record and playing it: games/record-play.ts.
 */
import type { Result } from './result';
import { z } from 'zod';
import type { SetupData } from './setup-data';

export const RECORD_FORMAT = 'pax-table/match-record';
export const RECORD_VERSION = 1;

/** Who made a move in a seat: its player (absent), a bot filling the seat, or a stand-in at a deadline. */
export type MoveAuthor = 'bot' | 'stand-in';

export interface RecordedMove {
  player: string;
  move: string;
  args: unknown[];
  by?: MoveAuthor;
}

export interface MatchRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  game: string;
  numPlayers: number;
  setupData?: SetupData;
  seed: string;
  moves: RecordedMove[];
  /** Seat names, when the record comes from a named table. */
  players?: Record<string, string>;
  /** The online match it comes from, if any. */
  matchID?: string;
  /** The seat that lost by forfeit (an arena agent that broke the protocol) and why; the record stops there. */
  forfeit?: { seat: string; reason: string };
}

/** Why a record was refused. */
export type RecordProblem =
  | 'not-json'
  | 'too-large'
  | 'not-a-record'
  | 'unknown-version'
  | 'unknown-game'
  | 'bad-player-count'
  | 'bad-setup'
  | 'illegal-move';

/** A record checked (games/result.ts): a bad one says why, and at which move (from 1) when a move is refused. */
export type RecordLoad = Result<MatchRecord, RecordProblem, { detail: string; step?: number }>;

/** A record file larger than this is refused before it is parsed. */
export const MAX_RECORD_BYTES = 8 * 1024 * 1024;

const seatID = z.string().regex(/^\d{1,2}$/);

/** A record's shape, before its game has checked its setup and moves. */
export const recordShape = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.number(),
  game: z.string().min(1).max(64),
  numPlayers: z.number().int(),
  setupData: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional(),
  seed: z.string().min(1).max(256),
  moves: z.array(
    z.object({
      player: seatID,
      move: z.string().min(1).max(64),
      args: z.array(z.unknown()).max(16),
      by: z.enum(['bot', 'stand-in']).optional(),
    }),
  ),
  players: z.record(seatID, z.string().max(64)).optional(),
  matchID: z.string().max(128).optional(),
  forfeit: z.object({ seat: seatID, reason: z.string().max(1000) }).optional(),
});

/** A new record of a match that has not moved yet. */
export function newRecord(game: string, numPlayers: number, seed: string, setupData?: SetupData): MatchRecord {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, game, numPlayers, seed, moves: [], ...(setupData ? { setupData } : {}) };
}
