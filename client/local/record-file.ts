/** A match record as a file on the user's device: downloaded from a local match, read back to import. */
import type { MatchRecord } from '../../games/match-record';
import { downloadText } from '../replay/download';

/** A file name that says what the record is: game, players, moves. */
export function recordFileName(record: MatchRecord): string {
  return `${record.game}-${record.numPlayers}p-${record.moves.length}-moves.json`;
}

export function recordFileText(record: MatchRecord): string {
  return `${JSON.stringify(record, null, 1)}\n`;
}

/** Offer the record as a download. */
export function downloadRecord(record: MatchRecord): void {
  downloadText(recordFileName(record), recordFileText(record));
}
