import { describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { DescribedEntry } from '../../client/log/describe-entry';
import { isNew, readSeen, seenKey, sinceMarker, summarizeSince, writeSeen } from '../../client/log/since-last-looked';

/** A storage in memory, as the browser's localStorage behaves. */
function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('since you last looked: the marker', () => {
  test('one key per game and match', () => {
    expect(seenKey('pax', 'm1')).not.toBe(seenKey('pax', 'm2'));
    expect(seenKey('pax', 'm1')).not.toBe(seenKey('res-publica', 'm1'));
  });

  test('remembers how many entries were shown, and reads it back', () => {
    const store = memoryStore();
    const key = seenKey('pax', 'm1');
    expect(readSeen(store, key)).toBeUndefined();
    writeSeen(store, key, 12);
    expect(readSeen(store, key)).toBe(12);
  });

  test('an empty log (not loaded yet) does not overwrite what was seen', () => {
    const store = memoryStore({ k: '7' });
    writeSeen(store, 'k', 0);
    expect(readSeen(store, 'k')).toBe(7);
  });

  test.each(['', 'abc', '-3', '1.5', '1e3', '99999999999'])('a stored value %j that is no count reads as never seen', (raw) => {
    expect(readSeen(memoryStore({ k: raw }), 'k')).toBeUndefined();
  });

  test('no storage, or one that throws, costs only the marker', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readSeen(undefined, 'k')).toBeUndefined();
    expect(readSeen(throwing, 'k')).toBeUndefined();
    expect(() => writeSeen(throwing, 'k', 3)).not.toThrow();
  });

  test.each<[string, number | undefined, number, number]>([
    ['first visit: nothing is new', undefined, 10, 10],
    ['4 entries added since', 6, 10, 6],
    ['nothing added', 10, 10, 10],
    ['a stored count beyond the log (another log under the key): nothing is new', 40, 10, 10],
    ['the log not loaded yet', 6, 0, 0],
  ])('%s', (_, seen, length, since) => {
    expect(sinceMarker(seen, length)).toBe(since);
  });

  test('an entry is new from the marker on', () => {
    expect(isNew(5, 6)).toBe(false);
    expect(isNew(6, 6)).toBe(true);
    expect(isNew(0, undefined)).toBe(false);
  });
});

describe('since you last looked: the summary', () => {
  const log = Array.from({ length: 10 }, (_, i) => ({ i }) as unknown as LogEntry);
  /** Odd entries have nothing to show (a turn ending on its own). */
  const describe = (entry: LogEntry): DescribedEntry | null => {
    const i = (entry as unknown as { i: number }).i;
    return i % 2 === 1 ? null : { kind: 'move', lines: [{ text: `move ${i}.`, kind: 'k' }, { text: 'then.', kind: 'k' }] };
  };

  test('counts what has something to show, sums up the first few, says how many more', () => {
    expect(summarizeSince(log, 2, describe)).toEqual({ count: 4, sentences: ['move 2. then.', 'move 4. then.', 'move 6. then.'], more: 1 });
    expect(summarizeSince(log, 2, describe, 5)).toEqual({ count: 4, sentences: ['move 2. then.', 'move 4. then.', 'move 6. then.', 'move 8. then.'], more: 0 });
  });

  test('nothing since the marker: an empty summary', () => {
    expect(summarizeSince(log, 10, describe)).toEqual({ count: 0, sentences: [], more: 0 });
    expect(summarizeSince(log, 9, describe).count).toBe(0);
  });
});
