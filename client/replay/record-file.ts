/**
 * Reading a record file chosen on the device: its size checked first, then `loadRecord`'s checks (its game's
 * module loaded for them). A file
 * may hold one record (.json) or one per line (.jsonl, as the arena writes its tournaments): then each game
 * is checked when it is chosen, not all at once.
 */
import { MAX_RECORD_BYTES, type RecordLoad } from '../../games/match-record';

/** What a file chooser gives (a `File`, or anything with its size and text). */
export interface RecordSource {
  size: number;
  text(): Promise<string>;
}

/** A JSON Lines file of many games may be larger than one record, within reason for a browser tab. */
export const MAX_RECORD_LINES_BYTES = 64 * 1024 * 1024;

export type FileLoad =
  | (RecordLoad & { ok: true; lines?: undefined })
  | { ok: true; value?: undefined; lines: string[] }
  | (RecordLoad & { ok: false })
  | { ok: false; problem: 'unreadable'; detail: string };

/** The lines of a JSON Lines file of records, or null when the text is one record (or not JSON Lines). */
export function recordLines(text: string): string[] | null {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return lines.length > 1 && lines.every((line) => line.startsWith('{') && line.endsWith('}')) ? lines : null;
}

/** The record of a file, its games when it holds several, or why it is neither. */
export async function readRecordFile(file: RecordSource): Promise<FileLoad> {
  // A huge file is refused before it is read into memory.
  if (file.size > MAX_RECORD_LINES_BYTES) return { ok: false, problem: 'too-large', detail: `${file.size} bytes` };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { ok: false, problem: 'unreadable', detail: (error as Error).message };
  }
  const lines = recordLines(text);
  if (lines) return { ok: true, lines };
  // The reducer that replays it comes with the first file opened, not with the page.
  const { openRecord } = await import('../../games/record-play');
  return openRecord(text);
}
