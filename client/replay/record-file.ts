/** Reading a record file chosen on the device: its size checked first, then `loadRecord`'s checks. */
import { loadRecord, MAX_RECORD_BYTES, type RecordLoad } from '../../games/match-record';

/** What a file chooser gives (a `File`, or anything with its size and text). */
export interface RecordSource {
  size: number;
  text(): Promise<string>;
}

/** The record of a file, or why it is none (`unreadable` when the browser could not read it). */
export async function readRecordFile(file: RecordSource): Promise<RecordLoad | { ok: false; problem: 'unreadable'; detail: string }> {
  // A huge file is refused before it is read into memory.
  if (file.size > MAX_RECORD_BYTES) return { ok: false, problem: 'too-large', detail: `${file.size} bytes` };
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { ok: false, problem: 'unreadable', detail: (error as Error).message };
  }
  return loadRecord(text);
}
