/** A position of a record as a record of its own: the same start, only the moves before it. */
import type { MatchRecord } from '../../games/match-record';

/** The record of the position after the first `step` moves (later moves dropped). */
export function recordUpToStep(record: MatchRecord, step: number): MatchRecord {
  const kept = Math.min(Math.max(Math.floor(step), 0), record.moves.length);
  return { ...record, moves: record.moves.slice(0, kept) };
}

/** A file name for a record (game, match or "file", and the step when it is a position inside it). */
export function recordFileName(record: MatchRecord, step?: number): string {
  const origin = (record.matchID ?? 'match').replace(/[^A-Za-z0-9_-]/g, '');
  const position = step === undefined ? '' : `-step-${step}`;
  return `${record.game}-${origin || 'match'}${position}.json`;
}
