/** A match record as a file on the user's device: downloaded from a local match, read back to import. */
import type { MatchRecord } from '../../games/match-record';

/** A file name that says what the record is: game, players, moves. */
export function recordFileName(record: MatchRecord): string {
  return `${record.game}-${record.numPlayers}p-${record.moves.length}-moves.json`;
}

export function recordFileText(record: MatchRecord): string {
  return `${JSON.stringify(record, null, 1)}\n`;
}

/** Offer the record as a download (a link to a blob, clicked once). */
export function downloadRecord(record: MatchRecord): void {
  const url = URL.createObjectURL(new Blob([recordFileText(record)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = recordFileName(record);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
