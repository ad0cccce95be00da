import { describe, expect, test } from 'vitest';
import { newRecord } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import { SavedMatchScreen } from '../../client/screens/SavedMatchScreen';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import {
  listLocalMatches,
  memoryStore,
  removeLocalMatch,
  SAVED_MATCH_PREFIX,
  saveLocalMatch,
  SavedElsewhereError,
  updateLocalMatch,
} from '../../client/local/saved-matches';
import { entry, probeBoard, render, seatToMove, someMove, text } from './local-fixtures';

const record = (seed = 'seed-a') => newRecord(entry.game.name, 3, seed);

/** A record with `n` legal moves played. */
function playedRecord(n: number, seed = 'seed-a') {
  const r = record(seed);
  const match = startRecord(r);
  for (let i = 0; i < n; i++) {
    const seat = seatToMove(match);
    const { move, args } = someMove(match, seat, i);
    expect(match.move(seat, move, args).ok).toBe(true);
    r.moves.push({ player: seat, move, args });
  }
  return r;
}

describe('matches kept on this device', () => {
  test('a saved match is listed, loaded with its mode and seats, and removed', () => {
    const store = memoryStore();
    const id = saveLocalMatch(playedRecord(4), 'local', ['human', 'random', 'mcts'], store);
    const loaded = loadLocalMatch(id, store);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.saved.mode).toBe('local');
    expect(loaded.saved.seats).toEqual(['human', 'random', 'mcts']);
    expect(loaded.saved.record.moves).toHaveLength(4);
    expect(listLocalMatches(store).map((l) => (l.ok ? l.saved.id : l.id))).toEqual([id]);
    removeLocalMatch(id, store);
    expect(listLocalMatches(store)).toEqual([]);
    expect(loadLocalMatch(id, store)).toMatchObject({ ok: false, problem: 'missing' });
  });

  test('a match kept before the levels, with the one sampling bot (ismcts), opens with the club level in its place', () => {
    const store = memoryStore();
    const id = saveLocalMatch(playedRecord(2), 'local', ['human', 'club', 'random'], store);
    const key = `${SAVED_MATCH_PREFIX}${id}`;
    const kept = JSON.parse(store.getItem(key)!) as { seats: string[] };
    store.setItem(key, JSON.stringify({ ...kept, seats: ['human', 'ismcts', 'random'] }));
    const loaded = loadLocalMatch(id, store);
    expect(loaded.ok && loaded.saved.seats).toEqual(['human', 'club', 'random']);
  });

  test('hotseat and teacher matches seat a person everywhere unless told otherwise', () => {
    const store = memoryStore();
    const loaded = loadLocalMatch(saveLocalMatch(record(), 'teacher', undefined, store), store);
    expect(loaded.ok && loaded.saved.seats).toEqual(['human', 'human', 'human']);
  });

  test('saving again keeps the same id with the new record; the latest saved is listed first', () => {
    const store = memoryStore();
    const first = saveLocalMatch(record('one'), 'hotseat', undefined, store);
    const second = saveLocalMatch(record('two'), 'hotseat', undefined, store);
    expect(first).not.toBe(second);
    const loaded = loadLocalMatch(first, store);
    if (!loaded.ok) throw new Error(loaded.problem);
    updateLocalMatch({ ...loaded.saved, record: playedRecord(2, 'one'), savedAt: 0 }, store);
    const listed = listLocalMatches(store);
    expect(listed.map((l) => l.ok && l.saved.id)).toEqual([first, second]);
    expect(listed[0].ok && listed[0].saved.record.moves).toHaveLength(2);
  });

  test('two pages on one match: the second to save is told, and the first one’s moves are kept', () => {
    const store = memoryStore();
    const id = saveLocalMatch(record(), 'hotseat', undefined, store);
    const here = loadLocalMatch(id, store);
    const there = loadLocalMatch(id, store);
    if (!here.ok || !there.ok) throw new Error('not saved');
    const savedHere = updateLocalMatch({ ...here.saved, record: playedRecord(1) }, store);
    expect(savedHere.revision).toBe(1);
    expect(() => updateLocalMatch({ ...there.saved, record: playedRecord(2) }, store)).toThrow(SavedElsewhereError);
    const kept = loadLocalMatch(id, store);
    expect(kept.ok && kept.saved.record.moves).toHaveLength(1);
    // the page that saved goes on saving
    expect(updateLocalMatch({ ...savedHere, record: playedRecord(3) }, store).revision).toBe(2);
    // removed in another page: not brought back
    removeLocalMatch(id, store);
    expect(() => updateLocalMatch({ ...savedHere, revision: 2 }, store)).toThrow(SavedElsewhereError);
    expect(loadLocalMatch(id, store)).toMatchObject({ ok: false, problem: 'missing' });
  });

  test.each([
    ['an entry without its revision', JSON.stringify({ mode: 'hotseat', seats: ['human', 'human', 'human'], record: record(), savedAt: 1 }), 'unreadable'],
    ['not JSON', '{"mode":', 'unreadable'],
    ['an entry of another shape', JSON.stringify({ mode: 'online', seats: [], record: {}, savedAt: 1, revision: 0 }), 'unreadable'],
    ['a record of no game', JSON.stringify({ mode: 'hotseat', seats: ['human', 'human'], record: { ...record(), game: 'chess' }, savedAt: 1, revision: 0 }), 'unknown-game'],
    ['not a record', JSON.stringify({ mode: 'hotseat', seats: ['human'], record: { moves: 3 }, savedAt: 1, revision: 0 }), 'not-a-record'],
    ['seats that do not match the players', JSON.stringify({ mode: 'hotseat', seats: ['human'], record: record(), savedAt: 1, revision: 0 }), 'unreadable'],
  ])('a stored entry that is %s is reported, never opened', (_what, stored, problem) => {
    const store = memoryStore();
    const good = saveLocalMatch(record(), 'hotseat', undefined, store);
    store.setItem(`${SAVED_MATCH_PREFIX}bad`, stored);
    expect(loadLocalMatch('bad', store)).toMatchObject({ ok: false, id: 'bad', problem });
    const listed = listLocalMatches(store);
    expect(listed).toHaveLength(2);
    expect(listed.find((l) => !l.ok)).toMatchObject({ id: 'bad', problem });
    expect(listed.find((l) => l.ok)).toMatchObject({ saved: { id: good } });
  });

  test('a stored record with a move its game refuses is found when opened, with the step', () => {
    const store = memoryStore();
    const bad = playedRecord(3);
    bad.moves[1] = { ...bad.moves[1], move: 'noSuchMove' };
    store.setItem(`${SAVED_MATCH_PREFIX}bad`, JSON.stringify({ mode: 'hotseat', seats: ['human', 'human', 'human'], record: bad, savedAt: 1, revision: 0 }));
    expect(loadLocalMatch('bad', store)).toMatchObject({ ok: false, problem: 'illegal-move', step: 2 });
  });

  test('a damaged saved match opens as a translated explanation and no board', () => {
    const store = memoryStore();
    store.setItem(`${SAVED_MATCH_PREFIX}bad`, 'not json at all');
    const probe = probeBoard();
    const en = render(<SavedMatchScreen id="bad" store={store} renderBoard={probe.render} />);
    const fr = render(<SavedMatchScreen id="bad" store={store} renderBoard={probe.render} />, 'fr');
    expect(text(en)).toContain('The match kept on this device is damaged');
    expect(text(fr)).toContain('La partie gardée sur cet appareil est abîmée');
    expect(en).toContain('data-testid="saved-problem"');
    expect(probe.seen).toHaveLength(0);
    expect(text(render(<SavedMatchScreen id="nothing" store={store} />))).toContain('This device keeps no such match.');
  });
});
