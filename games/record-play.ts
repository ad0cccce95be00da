/**
 * Playing a match record: checking one from a file (its shape, its game, player count and setup, then every
 * move replayed through the reducer), and the states it leads to. `loadRecord` never throws: a bad record is
 * an error code (for the client to translate) and a detail.
 */
import type { State } from 'boardgame.io';
import { HeadlessMatch, type MoveResult } from './headless';
import { findGameEntry } from './index';
import { MAX_RECORD_BYTES, RECORD_VERSION, recordShape, type MatchRecord, type RecordLoad } from './match-record';
import { moveArgsProblem } from './move-args';
import { success } from './result';
import { checkSetupData } from './setup-options';

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
  return success(record);
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
