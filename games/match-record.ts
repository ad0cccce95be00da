/**
 * The match record: everything that describes a match, and nothing more. The game, the player count, the
 * setup data and the seed make the starting state; the moves, in order, make every later one, through
 * boardgame.io's own reducer. The server exports it, the replay viewer steps through it, hotseat keeps its
 * matches as records, and the bots' games are written as records.
 *
 * `loadRecord` never throws: a bad record is an error code (for the client to translate) and a detail.
 */
import { z } from 'zod';
import type { State } from 'boardgame.io';
import { HeadlessMatch, type MoveResult } from './headless';
import { findGameEntry } from './index';
import { moveArgsProblem } from './move-args';
import { checkSetupData } from './setup-options';
import type { SetupData } from './types';

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

export type RecordLoad =
  | { ok: true; record: MatchRecord }
  | { ok: false; problem: RecordProblem; detail: string; step?: number };

/** A record file larger than this is refused before it is parsed. */
export const MAX_RECORD_BYTES = 8 * 1024 * 1024;

const seatID = z.string().regex(/^\d{1,2}$/);

const recordShape = z.object({
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

/**
 * A record from a file's text or parsed JSON, checked: its shape, its game, player count and setup, and
 * every move replayed and accepted. `check: false` skips the replay (for a record this program wrote).
 */
export function loadRecord(input: unknown, { check = true }: { check?: boolean } = {}): RecordLoad {
  let data = input;
  if (typeof input === 'string') {
    if (input.length > MAX_RECORD_BYTES) return { ok: false, problem: 'too-large', detail: `more than ${MAX_RECORD_BYTES} bytes` };
    try {
      data = JSON.parse(input);
    } catch (error) {
      return { ok: false, problem: 'not-json', detail: (error as Error).message };
    }
  }
  const parsed = recordShape.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: 'not-a-record', detail: `${issue.path.join('.')}: ${issue.message}` };
  }
  const record = parsed.data as MatchRecord;
  if (record.version !== RECORD_VERSION) return { ok: false, problem: 'unknown-version', detail: `version ${record.version}` };
  const entry = findGameEntry(record.game);
  if (!entry) return { ok: false, problem: 'unknown-game', detail: record.game };
  const { minPlayers, maxPlayers } = entry.game;
  if (record.numPlayers < minPlayers || record.numPlayers > maxPlayers) {
    return { ok: false, problem: 'bad-player-count', detail: `${record.numPlayers} players` };
  }
  // The game's own check, as the lobby does when a match is created (it knows the scenarios and the
  // options' combinations); the shared one for a game that has none.
  const validate = entry.game.validateSetupData ?? ((data: unknown, numPlayers: number) => checkSetupData(entry.options, data, numPlayers));
  let setupProblem: unknown;
  try {
    setupProblem = validate(record.setupData, record.numPlayers);
  } catch (error) {
    setupProblem = (error as Error).message;
  }
  if (setupProblem) return { ok: false, problem: 'bad-setup', detail: String(setupProblem) };
  if (check) {
    let match: HeadlessMatch;
    try {
      match = startRecord(record);
    } catch (error) {
      return { ok: false, problem: 'bad-setup', detail: `the setup failed: ${(error as Error).message}` };
    }
    for (const [step, move] of record.moves.entries()) {
      // Only the game's own moves, with arguments that fit them, as the server checks a client's move.
      const argsProblem = moveArgsProblem(entry.moveArgs, move.move, move.args);
      if (argsProblem !== undefined) return { ok: false, problem: 'illegal-move', detail: `${move.move}: ${argsProblem}`, step: step + 1 };
      let result: MoveResult;
      try {
        result = match.move(move.player, move.move, move.args, move.by);
      } catch (error) {
        // A move the game's rules did not foresee (garbage arguments from a file) may throw: refused too.
        result = { ok: false, refusal: { type: `threw: ${(error as Error).message}` } };
      }
      if (!result.ok) return { ok: false, problem: 'illegal-move', detail: `${move.move}: ${result.refusal.type}`, step: step + 1 };
    }
  }
  return { ok: true, record };
}

/** The record's starting state, as a headless match. */
export function startRecord(record: Pick<MatchRecord, 'game' | 'numPlayers' | 'setupData' | 'seed'>): HeadlessMatch {
  const entry = findGameEntry(record.game);
  if (!entry) throw new Error(`unknown game ${record.game}`);
  return new HeadlessMatch(entry.game, { numPlayers: record.numPlayers, setupData: record.setupData, seed: record.seed });
}

/** The state after the first `step` moves of a record already loaded (step 0: the starting state). */
export function stateAtStep(record: MatchRecord, step: number): State {
  const match = startRecord(record);
  for (const move of record.moves.slice(0, step)) {
    const result = match.move(move.player, move.move, move.args, move.by);
    if (!result.ok) throw new Error(`record move ${move.move} refused: ${result.refusal.type}`);
  }
  return match.state;
}

/** A new record of a match that has not moved yet. */
export function newRecord(game: string, numPlayers: number, seed: string, setupData?: SetupData): MatchRecord {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, game, numPlayers, seed, moves: [], ...(setupData ? { setupData } : {}) };
}
