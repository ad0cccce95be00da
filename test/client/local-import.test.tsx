import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { newRecord, type MatchRecord, type RecordProblem } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import { MAX_RECORD_LINES_BYTES } from '../../client/replay/record-file';
import { format } from '../../client/i18n';
import { importRecordFile, LocalMatchesPanel } from '../../client/local/LocalMatchesPanel';
import { LocalPlay } from '../../client/local/local-play';
import { problemParams, recordProblemTexts, type ProblemReport } from '../../client/local/record-problem-texts';
import { recordFileName, recordFileText } from '../../client/local/record-file';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { memoryStore, SAVED_MATCH_PREFIX, saveLocalMatch } from '../../client/local/saved-matches';
import { Lobby } from '../../client/screens/Lobby';
import { entry, render, seatToMove, someMove, text } from './local-fixtures';

const file = (content: string) => ({ size: content.length, text: async () => content });

/** A record of `n` legal moves. */
function played(n: number): MatchRecord {
  const record = newRecord(entry.game.name, 3, 'import-seed');
  const match = startRecord(record);
  for (let i = 0; i < n; i++) {
    const seat = seatToMove(match);
    const { move, args } = someMove(match, seat, i);
    match.move(seat, move, args);
    record.moves.push({ player: seat, move, args });
  }
  return record;
}

const asText = (record: unknown) => JSON.stringify(record);

/** Each problem a record file can have, and a file that has it. */
const BAD_FILES: [RecordProblem, { size: number; text(): Promise<string> }][] = [
  ['not-json', file('{"format": ')],
  ['too-large', { size: MAX_RECORD_LINES_BYTES + 1, text: () => Promise.reject(new Error('a file this large is not read')) }],
  ['not-a-record', file('{"hello": "world"}')],
  ['unknown-version', file(asText({ ...played(0), version: 2 }))],
  ['unknown-game', file(asText({ ...played(0), game: 'chess' }))],
  ['bad-player-count', file(asText({ ...played(0), numPlayers: 9 }))],
  ['bad-setup', file(asText({ ...played(0), setupData: { firstPlayer: 'youngest' } }))],
  ['illegal-move', file(asText((() => { const r = played(3); r.moves[1] = { ...r.moves[1], move: 'noSuchMove' }; return r; })()))],
];

const explain = (report: ProblemReport, language: 'en' | 'fr') => format(recordProblemTexts[language][report.problem], problemParams(report));

describe('opening a record file to play on from it', () => {
  test.each(BAD_FILES)('%s: refused with its own message in both languages, nothing kept', async (problem, bad) => {
    const store = memoryStore();
    const result = await importRecordFile(bad, 'teacher', store);
    expect(result).toMatchObject({ problem });
    if ('id' in result) return;
    const en = explain(result, 'en');
    const fr = explain(result, 'fr');
    expect(en).not.toBe(fr);
    expect(en).not.toMatch(/\{\w+\}/);
    expect(fr).not.toMatch(/\{\w+\}/);
    expect(en).toContain(result.detail);
    expect(store.length).toBe(0);
  });

  test('every problem reads differently', async () => {
    const messages = new Set<string>();
    for (const [, bad] of BAD_FILES) {
      const result = await importRecordFile(bad, 'teacher', memoryStore());
      if (!('id' in result)) messages.add(recordProblemTexts.en[result.problem]);
    }
    expect(messages.size).toBe(BAD_FILES.length);
  });

  test('an illegal move is named by its step', async () => {
    const result = await importRecordFile(BAD_FILES[7][1], 'teacher', memoryStore());
    expect(result).toMatchObject({ problem: 'illegal-move', step: 2 });
    expect(explain(result as ProblemReport, 'en')).toContain('Move 2 of the record');
    expect(explain(result as ProblemReport, 'fr')).toContain('Le coup 2 de l’enregistrement');
  });

  test('a good file becomes a match on this device that goes on from its last move', async () => {
    const store = memoryStore();
    const record = played(7);
    const result = await importRecordFile(file(recordFileText(record)), 'hotseat', store);
    if (!('id' in result)) throw new Error(result.problem);
    const loaded = loadLocalMatch(result.id, store);
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.saved.mode).toBe('hotseat');
    expect(loaded.saved.record).toEqual(record);
    expect(new LocalPlay(loaded.saved.record).step).toBe(7);
  });

  test('a downloaded record reads back as the same record, its name saying what it is', async () => {
    const record = played(4);
    expect(recordFileName(record)).toBe('res-publica-3p-4-moves.json');
    const result = await importRecordFile(file(recordFileText(record)), 'teacher', memoryStore());
    expect('id' in result).toBe(true);
  });
});

describe('the lobby lists the matches kept on this device', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { hash: '#/' } }));
  afterEach(() => vi.unstubAllGlobals());

  test('each match with its mode and moves, a link to continue it; a damaged one explained', () => {
    const store = memoryStore();
    const id = saveLocalMatch(played(5), 'teacher', undefined, store);
    store.setItem(`${SAVED_MATCH_PREFIX}broken`, '{');
    const en = render(<LocalMatchesPanel store={store} />);
    expect(en).toContain(`href="#/saved/${id}"`);
    expect(text(en)).toContain('Teacher, 3 players, 5 moves');
    expect(en).toContain('data-testid="saved-broken"');
    expect(text(en)).toContain('A match kept here cannot be opened: The match kept on this device is damaged');
    expect(en).toContain('data-testid="import-record"');
    const fr = render(<LocalMatchesPanel store={store} />, 'fr');
    expect(text(fr)).toContain('Reprendre une partie gardée sur cet appareil');
    expect(text(fr)).toContain('Enseignant, 3 joueurs, 5 coups');
  });

  test('the lobby has the section', () => {
    expect(render(<Lobby />)).toContain('data-testid="local-matches"');
  });

  test('nothing kept: said so', () => {
    expect(text(render(<LocalMatchesPanel store={memoryStore()} />))).toContain('No match is kept on this device.');
  });
});
