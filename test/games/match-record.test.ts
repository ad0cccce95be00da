/**
 * The match record (games/match-record.ts): the loader names every problem with its code and never throws,
 * whatever it is given; a headless match keeps its record, and a record of a random game of each game,
 * written as JSON and loaded back, replays to the very state the game ended in.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import type { State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { MAX_RECORD_BYTES, RECORD_FORMAT, newRecord, type MatchRecord, type RecordLoad } from '../../games/match-record';
import { loadRecord, startRecord, stateAtStep } from '../../games/record-play';
import { defaultSetupData } from '../../games/setup-options';

// Refused moves make boardgame.io's reducer print an error each; the refusals are what these tests want.
let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => quiet.mockRestore());

/** Moves per random game: enough to shuffle, draw and score, few enough to keep the test short. */
const MOVES = 150;

/** A random game's record, as a HeadlessMatch kept it. */
async function randomRecord(gameName: string, seed: string, maxMoves = MOVES): Promise<{ record: MatchRecord; final: State }> {
  const entry = gameEntries.find((e) => e.game.name === gameName)!;
  const numPlayers = Math.max(2, entry.game.minPlayers);
  let last: HeadlessMatch | undefined;
  await playRandomGame(entry.game, {
    numPlayers,
    setupData: defaultSetupData(entry.options, numPlayers),
    seed,
    maxMoves,
    onStart: (match) => (last = match),
  });
  return { record: last!.record(), final: last!.state };
}

const problemOf = (load: RecordLoad) => (load.ok ? 'ok' : load.problem);

describe('loadRecord: every problem has its code', () => {
  let valid: MatchRecord;
  beforeAll(async () => {
    valid = (await randomRecord('res-publica', 'codes', 20)).record;
  });

  test('a record the program wrote loads', () => {
    expect(loadRecord(JSON.stringify(valid))).toEqual({ ok: true, value: valid });
    expect(loadRecord(valid)).toEqual({ ok: true, value: valid });
  });

  test('not-json: text that is not JSON', () => {
    expect(problemOf(loadRecord('{"format": '))).toBe('not-json');
    expect(problemOf(loadRecord(''))).toBe('not-json');
  });

  test('too-large: refused before parsing', () => {
    const huge = `{"format":"${RECORD_FORMAT}","pad":"${'x'.repeat(MAX_RECORD_BYTES)}"}`;
    expect(problemOf(loadRecord(huge))).toBe('too-large');
  });

  test('not-a-record: JSON of another shape', () => {
    for (const data of [null, 3, [], {}, { ...valid, format: 'other' }, { ...valid, moves: 'none' }, { ...valid, seed: '' }, { ...valid, moves: [{ player: 'x', move: 'm', args: [] }] }]) {
      expect(problemOf(loadRecord(data)), JSON.stringify(data).slice(0, 80)).toBe('not-a-record');
    }
  });

  test('unknown-version, unknown-game, bad-player-count, bad-setup', () => {
    expect(problemOf(loadRecord({ ...valid, version: 2 }))).toBe('unknown-version');
    expect(problemOf(loadRecord({ ...valid, game: 'chess' }))).toBe('unknown-game');
    expect(problemOf(loadRecord({ ...valid, game: '__proto__' }))).toBe('unknown-game');
    expect(problemOf(loadRecord({ ...valid, numPlayers: 99 }))).toBe('bad-player-count');
    expect(problemOf(loadRecord({ ...valid, numPlayers: 0 }))).toBe('bad-player-count');
    expect(problemOf(loadRecord({ ...valid, setupData: { noSuchOption: true } }))).toBe('bad-setup');
  });

  test('illegal-move: the step of the first move the game refuses', () => {
    const moves = valid.moves.slice(0, 5);
    const wrongSeat = { ...moves[2], player: String((Number(moves[2].player) + 1) % valid.numPlayers) };
    const refused = loadRecord({ ...valid, moves: [...moves.slice(0, 2), wrongSeat, ...moves.slice(3)] });
    expect(refused).toMatchObject({ ok: false, problem: 'illegal-move', step: 3 });
    // Names that are no move of the game, inherited ones included, and arguments that fit no move.
    for (const move of ['noSuchMove', '__proto__', 'toString']) {
      expect(loadRecord({ ...valid, moves: [{ ...moves[0], move }] }), move).toMatchObject({ ok: false, problem: 'illegal-move', step: 1 });
    }
    expect(loadRecord({ ...valid, moves: [moves[0], { ...moves[1], args: Array(16).fill('x'.repeat(5000)) }] })).toMatchObject({
      ok: false,
      problem: 'illegal-move',
      step: 2,
    });
  });

  test('never throws on fuzzed input: any JSON value, any text, and valid records with fields replaced', () => {
    const record = fc.record({
      format: fc.oneof(fc.constant(RECORD_FORMAT), fc.string()),
      version: fc.oneof(fc.constant(1), fc.integer()),
      game: fc.oneof(...gameEntries.map((e) => fc.constant(e.game.name)), fc.string()),
      numPlayers: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.double()),
      seed: fc.string(),
      setupData: fc.option(fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.integer(), fc.string())), { nil: undefined }),
      moves: fc.array(
        fc.oneof(
          fc.constantFrom(...valid.moves.slice(0, 8)),
          fc.record({ player: fc.constantFrom('0', '1', '2', '9'), move: fc.oneof(fc.constantFrom(...valid.moves.map((m) => m.move)), fc.string()), args: fc.array(fc.jsonValue(), { maxLength: 4 }) }),
        ),
        { maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), record), (input) => {
        const load = loadRecord(input);
        expect(typeof load.ok).toBe('boolean');
        if (!load.ok) expect(['not-json', 'too-large', 'not-a-record', 'unknown-version', 'unknown-game', 'bad-player-count', 'bad-setup', 'illegal-move']).toContain(load.problem);
      }),
      { numRuns: 300 },
    );
  });
});

describe('HeadlessMatch keeps its record', () => {
  test('every accepted move in order, with its author; refused moves are not kept', () => {
    const entry = gameEntries.find((e) => e.game.name === 'res-publica')!;
    const match = new HeadlessMatch(entry.game, { numPlayers: 3, seed: 'kept' });
    expect(match.record()).toEqual(newRecord('res-publica', 3, 'kept'));
    const player = match.nextPlayer!;
    const [choice] = match.enumerate(player);
    expect(match.move(player, choice.move, choice.args, 'bot')).toEqual({ ok: true });
    expect(match.move(player, 'noSuchMove', []).ok).toBe(false);
    expect(match.record().moves).toEqual([{ player, move: choice.move, args: choice.args ?? [], by: 'bot' }]);
  });

  test('a match resumed from a kept state goes on with the record, and the kept state is left as it was', async () => {
    const { record } = await randomRecord('pax-pamir', 'resume', 40);
    const kept = stateAtStep(record, 20);
    const snapshot = structuredClone(kept);
    const match = HeadlessMatch.resume(gameEntries.find((e) => e.game.name === 'pax-pamir')!.game, { ...record, moves: record.moves.slice(0, 20) }, kept);
    for (const { player, move, args } of record.moves.slice(20)) expect(match.move(player, move, args).ok).toBe(true);
    expect(kept).toEqual(snapshot);
    expect(match.record()).toEqual(record);
    expect(match.state.G).toEqual(stateAtStep(record, 40).G);
  });
});

describe.each(gameEntries.map((entry) => [entry.game.name] as const))('%s: random game → record → JSON → loadRecord → replay', (name) => {
  test('replays to a state deep-equal to the game’s final state', async () => {
    const { record, final } = await randomRecord(name, `round-trip-${name}`);
    expect(record.moves.length).toBeGreaterThan(0);
    const load = loadRecord(JSON.stringify(record));
    expect(load.ok, load.ok ? '' : `${load.problem} ${load.detail}`).toBe(true);
    const loaded = (load as { value: MatchRecord }).value;
    const replayed = stateAtStep(loaded, loaded.moves.length);
    const plain = (state: State) => JSON.parse(JSON.stringify({ G: state.G, ctx: state.ctx, stateID: state._stateID, plugins: state.plugins }));
    expect(plain(replayed)).toEqual(plain(final));
    // Step 0 is the start itself.
    expect(plain(stateAtStep(loaded, 0))).toEqual(plain(startRecord(loaded).state));
  });
});
