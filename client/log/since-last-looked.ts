/**
 * "Since you last looked": this browser remembers, per match, how many log entries it has shown, so the
 * entries added since are marked and summed up when the match opens again. Pure logic plus the storage.
 */
import type { LogEntry } from 'boardgame.io';
import type { DescribedEntry } from './describe-entry';

/** The storage key of one match's marker. */
export function seenKey(game: string, matchID: string): string {
  return `log-seen:${game}:${matchID}`;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or undefined where there is none (or it refuses, as in some private modes). */
export function browserStore(): Store | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** How many entries were shown last time; undefined when never (or the stored value is not a count). */
export function readSeen(store: Store | undefined, key: string): number | undefined {
  try {
    const raw = store?.getItem(key);
    if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
    return Number(raw);
  } catch {
    return undefined;
  }
}

/** Remember that `length` entries were shown. An empty log is not worth remembering: it has not loaded yet. */
export function writeSeen(store: Store | undefined, key: string, length: number): void {
  if (!(length > 0)) return;
  try {
    store?.setItem(key, String(length));
  } catch {
    // A full or refusing storage only costs the marker.
  }
}

/**
 * The index of the first new entry. A first visit marks nothing (the whole match is not "new"); a stored
 * count beyond the log (another log under the same key) marks nothing either.
 */
export function sinceMarker(seen: number | undefined, length: number): number {
  if (seen === undefined) return length;
  return Math.min(seen, length);
}

/** Whether the entry at `index` was added since the marker. */
export function isNew(index: number, since: number | undefined): boolean {
  return since !== undefined && index >= since;
}

export interface SinceSummary {
  /** Entries with something to show added since the marker. */
  count: number;
  /** The first few of them, one sentence each (an entry's lines joined). */
  sentences: string[];
  /** How many more are not in `sentences`. */
  more: number;
}

/** The summary of what was added since `since`; `count` 0 when nothing was. */
export function summarizeSince(
  log: readonly LogEntry[],
  since: number,
  describe: (entry: LogEntry) => DescribedEntry | null,
  shown = 3,
): SinceSummary {
  const described: DescribedEntry[] = [];
  for (let i = Math.max(0, since); i < log.length; i++) {
    const entry = describe(log[i]);
    if (entry) described.push(entry);
  }
  const sentences = described.slice(0, shown).map((entry) => entry.lines.map((line) => line.text).join(' '));
  return { count: described.length, sentences, more: Math.max(0, described.length - shown) };
}
