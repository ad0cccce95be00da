/**
 * Playing a match record: checking one from a file (its shape, its game, player count and setup, then every
 * move replayed through the reducer), and the states it leads to. `loadRecord` never throws: a bad record is
 * an error code (for the client to translate) and a detail. Its first checks need only the game's metadata;
 * replaying needs the game's module, loaded (games/catalog.ts): `openRecord` loads it, the others expect it.
 */
import type { State } from 'boardgame.io';
import { HeadlessMatch, type MoveResult } from './headless';
import { findCatalogEntry, loadedGameEntry } from './catalog';
import type { GameEntry } from './types';
import type { MatchRecord, RecordLoad } from './match-record';
import { moveArgsProblem } from './move-args';
import { readRecord } from './record-check';
import { success } from './result';

/**
 * A record from a file's text or parsed JSON, checked: its shape, its game, player count and setup
 * (record-check.ts), and every move replayed and accepted. `check: false` skips the replay (for a record
 * this program wrote).
 */
export function loadRecord(input: unknown, { check = true }: { check?: boolean } = {}): RecordLoad {
  const read = readRecord(input);
  if (!read.ok) return read;
  const record = read.value;
  if (check) {
    const entry = moduleOf(record.game);
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
  return success(record);
}

/**
 * `loadRecord` for a record of any game: its first checks, then its game's module loaded, then every move
 * replayed (a file opened on this device).
 */
export async function openRecord(input: unknown): Promise<RecordLoad> {
  const read = readRecord(input);
  if (!read.ok) return read;
  await findCatalogEntry(read.value.game)!.load();
  return loadRecord(read.value);
}

/** A game's module, which whoever replays its records loaded first (games/catalog.ts). */
function moduleOf(game: string): GameEntry {
  const entry = loadedGameEntry(game);
  if (entry) return entry;
  throw new Error(findCatalogEntry(game) ? `the module of ${game} is not loaded yet` : `unknown game ${game}`);
}

/** The record's starting state, as a headless match. */
export function startRecord(record: Pick<MatchRecord, 'game' | 'numPlayers' | 'setupData' | 'seed'>): HeadlessMatch {
  return new HeadlessMatch(moduleOf(record.game).game, { numPlayers: record.numPlayers, setupData: record.setupData, seed: record.seed });
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
