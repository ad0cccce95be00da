// @vitest-environment happy-dom
/**
 * Record files in the replay viewer: states computed in the browser equal the reducer's, a bad file is a
 * translated message per problem code (never a board), "Export this position" downloads the record
 * truncated to the step, and "Continue from here" keeps that position as a match on this device.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { MAX_RECORD_BYTES, newRecord, type MatchRecord, type RecordProblem } from '../../games/match-record';
import { loadRecord, stateAtStep } from '../../games/record-play';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { FileReplay } from '../../client/replay/FileReplay';
import { seatsForContinuing } from '../../client/replay/continue-locally';
import { MAX_RECORD_LINES_BYTES, readRecordFile } from '../../client/replay/record-file';
import { CHECKPOINT_EVERY, RecordReplay } from '../../client/replay/record-replay';
import { viewFor } from '../../games/engine/view';
import { replayTexts } from '../../client/replay/replay-texts';
import { recordUpToStep } from '../../client/replay/truncate-record';
import { format, type Language } from '../../client/i18n';
import { mount, settle, type Mounted } from './replay-mount';

const pax = findGameEntry('pax')!;
const MOVES = 40;

/** A 2-player PAX match of `MOVES` moves, each the enumerated move picked by a fixed rule, as a record. */
function playedRecord(): MatchRecord {
  const record: MatchRecord = { ...newRecord('pax', 2, 'replay-test-seed'), players: { '0': 'Alice', '1': 'Bob' }, matchID: 'm42' };
  const match = new HeadlessMatch(pax.game, { numPlayers: 2, seed: record.seed });
  for (let n = 0; n < MOVES && !match.isOver; n++) {
    const player = match.nextPlayer!;
    const choices = match.enumerate(player);
    const { move, args = [] } = choices[(n * 7) % choices.length];
    expect(match.move(player, move, args)).toEqual({ ok: true });
    record.moves.push({ player, move, args });
  }
  return record;
}
const record = playedRecord();

describe('a record stepped through in the browser', () => {
  test('every step, visited in any order, is the reducer’s state at that step', () => {
    const replay = new RecordReplay(record);
    expect(replay.steps).toBe(record.moves.length);
    for (const step of [MOVES, 3, CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, 33, 0, MOVES, 5, 2 * CHECKPOINT_EVERY + 1]) {
      const expected = stateAtStep(record, step);
      const state = replay.stateAt(step);
      expect({ G: state.G, ctx: state.ctx }, `step ${step}`).toEqual({ G: expected.G, ctx: expected.ctx });
    }
  });

  test('a state handed out is a copy: changing it changes no later step', () => {
    const replay = new RecordReplay(record);
    const early = replay.stateAt(CHECKPOINT_EVERY);
    (early.G as Record<string, unknown>).scribbled = true;
    expect(replay.stateAt(CHECKPOINT_EVERY).G).not.toHaveProperty('scribbled');
    expect(replay.stateAt(MOVES).G).toEqual(stateAtStep(record, MOVES).G);
  });

  test('the log up to a step holds exactly the log entries of the moves before it', () => {
    const replay = new RecordReplay(record);
    const match = new HeadlessMatch(pax.game, { numPlayers: 2, seed: record.seed });
    const perMove = record.moves.map((move) => {
      match.move(move.player, move.move, move.args);
      return match.state.deltalog ?? [];
    });
    for (const step of [MOVES, 0, 7, 20]) expect(replay.logUpTo(step)).toEqual(perMove.slice(0, step).flat());
    expect(replay.logUpTo(MOVES).length).toBeGreaterThanOrEqual(MOVES);
  });

  test('a seat sees the game’s own view of it unless every hand is revealed', () => {
    const state = stateAtStep(record, 10);
    const G = (viewer: string | 'all') => viewFor(pax.game, state, [], viewer).state.G;
    expect(G('1')).toEqual(pax.game.playerView!({ G: state.G, ctx: state.ctx, playerID: '1' } as never));
    expect(G('1')).not.toEqual(state.G);
    expect(G('all')).toBe(state.G);
  });
});

describe('export this position', () => {
  test('the record truncated to the step: same start, the moves before it only', () => {
    const cut = recordUpToStep(record, 12);
    expect(cut.moves).toEqual(record.moves.slice(0, 12));
    expect({ ...cut, moves: [] }).toEqual({ ...record, moves: [] });
    expect(record.moves).toHaveLength(MOVES); // the original is untouched
    expect(recordUpToStep(record, 0).moves).toEqual([]);
    expect(recordUpToStep(record, 999).moves).toHaveLength(MOVES);
    expect(recordUpToStep(record, -2).moves).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The screen

/** What was downloaded: file names and JSON texts, caught at the blob. */
let downloads: { name: string; text: Promise<string> }[] = [];
let view: Mounted | undefined;

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${n++}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  window.location.hash = '#/replay-file';
  localStorage.clear();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

const fakeBoard = (props: BoardProps<any>) => <div data-testid="fake-board" data-player={props.playerID ?? 'spectator'} />;

async function openFile(text: string, name = 'match.json'): Promise<void> {
  const input = view!.byTestId('record-file-input') as HTMLInputElement;
  const file = new File([text], name, { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

async function stepTo(step: number): Promise<void> {
  await view!.click('replay-first');
  for (let i = 0; i < step; i++) await view!.click('replay-forward');
}

describe('a record file in the viewer', () => {
  test('opens at its last move, from the first seat with every hand, and steps', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile(JSON.stringify(record));
    expect(view.byTestId('replay-view').getAttribute('data-steps')).toBe(String(MOVES));
    expect(view.byTestId('replay-board').getAttribute('data-step')).toBe(String(MOVES));
    expect((view.byTestId('replay-seat') as HTMLSelectElement).value).toBe('0');
    expect((view.byTestId('replay-reveal') as HTMLInputElement).checked).toBe(true);
    await view.click('replay-back');
    expect(view.byTestId('replay-board').getAttribute('data-step')).toBe(String(MOVES - 1));
    expect(view.container.querySelector('[role="log"]')).not.toBeNull();
  });

  test('"Export this position" downloads the record up to the step shown, which replays to that step', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile(JSON.stringify(record));
    await stepTo(7);
    await view.click('replay-export');
    await settle();
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toBe('pax-m42-step-7.json');
    const exported = loadRecord(await downloads[0].text);
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value.moves).toEqual(record.moves.slice(0, 7));
    expect(stateAtStep(exported.value, 7).G).toEqual(stateAtStep(record, 7).G);
  });

  test('"Continue from here in hotseat" keeps the position on this device and opens it', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile(JSON.stringify(record));
    await stepTo(5);
    await view.click('replay-continue-hotseat');
    await settle();
    const id = /^#\/saved\/(.+)$/.exec(window.location.hash)?.[1];
    expect(id).toBeDefined();
    const saved = loadLocalMatch(decodeURIComponent(id!));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.saved.mode).toBe('hotseat');
    expect(saved.saved.seats).toEqual(['human', 'human']);
    expect(saved.saved.record.moves).toEqual(record.moves.slice(0, 5));
  });

  test('"versus bots" gives the watched seat to the person, the others to bots', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile(JSON.stringify(record));
    const seat = view.byTestId('replay-seat') as HTMLSelectElement;
    await act(async () => {
      seat.value = '1';
      seat.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(view.byTestId('fake-board').getAttribute('data-player')).toBe('1');
    await view.click('replay-continue-bots');
    await settle();
    const saved = loadLocalMatch(decodeURIComponent(window.location.hash.replace('#/saved/', '')));
    expect(saved.ok && saved.saved.mode).toBe('local');
    expect(saved.ok && saved.saved.seats).toEqual(['random', 'human']);
    expect(saved.ok && saved.saved.record.moves).toHaveLength(MOVES);
  });
});

describe('who plays each seat when a position is continued', () => {
  test.each<[Parameters<typeof seatsForContinuing>, string[]]>([
    [['hotseat', 3, '2'], ['human', 'human', 'human']],
    [['local', 3, '2'], ['random', 'random', 'human']],
    [['local', 2, null], ['human', 'random']],
  ])('%j', (args, seats) => {
    expect(seatsForContinuing(...args)).toEqual(seats);
  });
});

/** A bad file for each problem code. */
const badFiles: [RecordProblem, string, number?][] = [
  ['not-json', '{"format": "pax-table/match-record", '],
  ['not-a-record', JSON.stringify({ hello: 'world' })],
  ['unknown-version', JSON.stringify({ ...record, version: 2 })],
  ['unknown-game', JSON.stringify({ ...record, game: 'chess' })],
  ['bad-player-count', JSON.stringify({ ...record, numPlayers: 99 })],
  ['bad-setup', JSON.stringify({ ...record, setupData: { noSuchOption: true } })],
  ['illegal-move', JSON.stringify({ ...record, moves: [...record.moves.slice(0, 2), { player: '0', move: 'noSuchMove', args: [] }] }), 3],
];

describe('a bad record file is a message, never a board', () => {
  for (const language of ['en', 'fr'] as Language[]) {
    test.each(badFiles)(`%s (${language})`, async (problem, text, step) => {
      view = await mount(<FileReplay renderBoard={fakeBoard} />, language);
      await openFile(text);
      const notice = view.byTestId('record-problem');
      expect(notice.querySelector('[data-problem]')!.getAttribute('data-problem')).toBe(problem);
      const expected = format(replayTexts[language][`problem-${problem}`], { detail: 'chess', step: step ?? '?' });
      expect(notice.textContent).toBe(expected);
      if (step) expect(notice.textContent).toContain(String(step));
      expect(view.container.querySelector('[data-testid="replay-board"]')).toBeNull();
    });
  }

  test('each problem has its own sentence, different in each language', () => {
    const keys = badFiles.map(([problem]) => `problem-${problem}` as const);
    for (const language of ['en', 'fr'] as const) expect(new Set(keys.map((key) => replayTexts[language][key])).size).toBe(keys.length);
    for (const key of keys) expect(replayTexts.fr[key]).not.toBe(replayTexts.en[key]);
  });

  test('a file too large is refused before it is read; one record larger than a record may be is refused too', async () => {
    const text = vi.fn(async () => JSON.stringify(record));
    expect(await readRecordFile({ size: MAX_RECORD_LINES_BYTES + 1, text })).toMatchObject({ ok: false, problem: 'too-large' });
    expect(text).not.toHaveBeenCalled();
    const huge = JSON.stringify({ ...record, padding: ' '.repeat(MAX_RECORD_BYTES) });
    expect(await readRecordFile({ size: huge.length, text: async () => huge })).toMatchObject({ ok: false, problem: 'too-large' });
  });

  test('a file the browser cannot read', async () => {
    const load = await readRecordFile({ size: 10, text: () => Promise.reject(new Error('gone')) });
    expect(load).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  test('a file after a bad one opens normally', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile('nonsense', 'bad.json');
    expect(view.container.querySelector('[data-testid="record-problem"]')).not.toBeNull();
    await openFile(JSON.stringify(record), 'good.json');
    expect(view.container.querySelector('[data-testid="record-problem"]')).toBeNull();
    expect(view.byTestId('record-file-name').textContent).toContain('good.json');
  });
});

describe('a file of many games (JSON Lines, as the arena writes)', () => {
  const short = { ...record, moves: record.moves.slice(0, 10) };
  const damaged = { ...record, moves: [...record.moves.slice(0, 5), { player: '1', move: 'nonsense', args: [] }] };
  const lines = [record, short, damaged].map((r) => JSON.stringify(r)).join('\n') + '\n';

  test('opens its first game, and another when chosen; a damaged game is a message, not a board', async () => {
    view = await mount(<FileReplay renderBoard={fakeBoard} />);
    await openFile(lines, 'arena-pax.jsonl');
    const chooser = view.byTestId('record-file-game') as HTMLSelectElement;
    expect([...chooser.options].map((o) => o.textContent)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    expect(view.byTestId('replay-view').getAttribute('data-steps')).toBe(String(MOVES));
    await act(async () => {
      chooser.value = '1';
      chooser.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(view.byTestId('replay-view').getAttribute('data-steps')).toBe('10');
    await act(async () => {
      chooser.value = '2';
      chooser.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(view.container.querySelector('[data-testid="replay-view"]')).toBeNull();
    expect(view.container.textContent).toContain(format(replayTexts.en['problem-illegal-move'], { step: 6 }));
  });

  test('a single record is not taken for a file of games', async () => {
    const one = await readRecordFile(new File([JSON.stringify(record, null, 2)], 'one.json'));
    expect(one.ok && one.value?.seed).toBe(record.seed);
    const many = await readRecordFile(new File([lines], 'many.jsonl'));
    expect(many.ok && many.lines?.length).toBe(3);
  });
});
