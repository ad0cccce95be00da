import { describe, expect, test } from 'vitest';
import {
  checkPlayerName,
  findMatch,
  forgetMatch,
  loadMatches,
  MY_MATCHES_KEY,
  rememberMatch,
  type KeyValueStore,
  type StoredMatch,
} from '../../client/my-matches';

function memoryStore(initial?: string): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(MY_MATCHES_KEY, initial);
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const seat = (matchID: string, overrides: Partial<StoredMatch> = {}): StoredMatch => ({
  gameName: 'pax',
  matchID,
  playerID: '0',
  credentials: `cred-${matchID}`,
  playerName: 'Alice',
  ...overrides,
});

describe('stored matches', () => {
  test('an empty store has no matches', () => {
    expect(loadMatches(memoryStore())).toEqual([]);
  });

  test.each(['not json', '{"a":1}', '42', 'null', '[1, "x", null]', '[{"gameName":"pax"}]'])('garbage %j reads as no matches', (raw) => {
    expect(loadMatches(memoryStore(raw))).toEqual([]);
  });

  test('well-formed entries survive next to broken ones, extra fields dropped', () => {
    const raw = JSON.stringify([seat('a'), { ...seat('b'), credentials: 7 }, { ...seat('c'), extra: 'x' }]);
    expect(loadMatches(memoryStore(raw))).toEqual([seat('a'), seat('c')]);
  });

  test('remember puts the newest first and keeps one seat per match', () => {
    const store = memoryStore();
    rememberMatch(store, seat('a'));
    rememberMatch(store, seat('b'));
    rememberMatch(store, seat('a', { playerID: '2', credentials: 'new' }));
    expect(loadMatches(store)).toEqual([seat('a', { playerID: '2', credentials: 'new' }), seat('b')]);
  });

  test('the same match id in two games are two seats', () => {
    const store = memoryStore();
    rememberMatch(store, seat('a'));
    rememberMatch(store, seat('a', { gameName: 'res-publica' }));
    expect(loadMatches(store)).toHaveLength(2);
    expect(findMatch(store, 'res-publica', 'a')?.gameName).toBe('res-publica');
  });

  test('forget removes only that match', () => {
    const store = memoryStore();
    rememberMatch(store, seat('a'));
    rememberMatch(store, seat('b'));
    expect(forgetMatch(store, 'pax', 'a')).toEqual([seat('b')]);
    expect(loadMatches(store)).toEqual([seat('b')]);
    expect(findMatch(store, 'pax', 'a')).toBeUndefined();
  });

  test('a store that refuses writes does not throw', () => {
    const store: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberMatch(store, seat('a'))).toEqual([seat('a')]);
  });
});

describe('player names', () => {
  test.each<[string, string | undefined]>([
    ['Alice', 'Alice'],
    ['  Bob  ', 'Bob'],
    ['', undefined],
    ['   ', undefined],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['x'.repeat(41), undefined],
  ])('%j gives %j', (name, expected) => {
    expect(checkPlayerName(name)).toBe(expected);
  });
});
