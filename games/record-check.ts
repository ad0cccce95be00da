/**
 * The checks of a match record that need only its game's metadata (games/catalog.ts): its shape, version,
 * game, player count and setup. Replaying its moves is record-play.ts's part. Never throws: a bad record
 * is an error code (for the client to translate) and a detail.
 */
import { findCatalogEntry } from './catalog';
import { MAX_RECORD_BYTES, RECORD_VERSION, recordShape, type MatchRecord, type RecordLoad } from './match-record';
import { success } from './result';
import { checkSetupData } from './setup-options';

/** A record from a file's text or parsed JSON, checked: its shape, its game, player count and setup. */
export function readRecord(input: unknown): RecordLoad {
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
  const meta = findCatalogEntry(record.game);
  if (!meta) return { ok: false, problem: 'unknown-game', detail: record.game };
  const { minPlayers, maxPlayers } = meta;
  if (record.numPlayers < minPlayers || record.numPlayers > maxPlayers) {
    return { ok: false, problem: 'bad-player-count', detail: `${record.numPlayers} players` };
  }
  // The game's own check, as the lobby does when a match is created (it knows the scenarios and the
  // options' combinations), after the shared one.
  let setupProblem: unknown;
  try {
    setupProblem = checkSetupData(meta.options, record.setupData, record.numPlayers) ?? meta.validateSetupData(record.setupData, record.numPlayers);
  } catch (error) {
    setupProblem = (error as Error).message;
  }
  if (setupProblem) return { ok: false, problem: 'bad-setup', detail: String(setupProblem) };
  return success(record);
}
