/**
 * The replay's parts without a server: the timeline of a stored log (take-backs drop the move they took
 * back; a step's log is what the players had then), and states at any step, in any order, from kept
 * states that stay bounded in number: always the state the record gives at that step.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { LogEntry, State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { gameEntries } from '../../games';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { startRecord, stateAtStep } from '../../games/record-play';
import { defaultSetupData } from '../../games/setup-options';
import type { ProcessedGame } from '../../server/matches/run-move';
import { takeBackEntry } from '../../server/matches/take-back';
import { Checkpoints } from '../../server/replay/checkpoints';
import { Replays } from '../../server/replay/replays';
import { entriesAtStep, timelineOf, type StoredEntry } from '../../server/replay/timeline';

const moveEntry = (stateID: number, playerID: string, type: string, args: unknown[] = [], by?: string): StoredEntry => ({
  stateID,
  entry: { action: { type: 'MAKE_MOVE', payload: { type, args, playerID } }, _stateID: stateID - 1, turn: 1, phase: 'p', ...(by && { by }) } as unknown as LogEntry,
});
const eventEntry = (stateID: number): StoredEntry => ({
  stateID,
  entry: { action: { type: 'GAME_EVENT', payload: { type: 'endTurn', args: [], playerID: '0' } }, _stateID: stateID - 1, turn: 1, phase: 'p' } as unknown as LogEntry,
});
const takeBack = (stateID: number, playerID: string): StoredEntry => ({
  stateID,
  entry: takeBackEntry(stateID - 1, { turn: 1, phase: 'p' } as State['ctx'], playerID),
});

describe('timeline of a stored log', () => {
  test('moves in order with their authors; game events are no moves', () => {
    const timeline = timelineOf([moveEntry(1, '0', 'a', [1]), eventEntry(1), moveEntry(2, '1', 'b', [], 'bot'), moveEntry(3, '0', 'c', [], 'stand-in')], 0, 3);
    expect(timeline.moves).toEqual([
      { player: '0', move: 'a', args: [1] },
      { player: '1', move: 'b', args: [], by: 'bot' },
      { player: '0', move: 'c', args: [], by: 'stand-in' },
    ]);
    expect(timeline.stateIDs).toEqual([0, 1, 2, 3]);
    expect(entriesAtStep(timeline, 1)).toHaveLength(2);
  });

  test('PAMIR-TAKE-BACK-1: a take-back drops the move it took back; the log of a later step keeps both, as the players saw them', () => {
    const entries = [moveEntry(1, '0', 'a'), moveEntry(2, '1', 'b'), moveEntry(3, '1', 'c'), takeBack(4, '1'), takeBack(5, '1'), moveEntry(6, '1', 'd')];
    const timeline = timelineOf(entries, 0, 6);
    expect(timeline.moves.map((m) => m.move)).toEqual(['a', 'd']);
    expect(timeline.stateIDs).toEqual([0, 1, 6]);
    expect(entriesAtStep(timeline, 1).map((e) => e.action.payload.type)).toEqual(['a']);
    expect(entriesAtStep(timeline, 2).map((e) => e.action.payload.type)).toEqual(['a', 'b', 'c', 'takeBack', 'takeBack', 'd']);
  });

  test('a take-back that ends the log: the last step is the current state, with the take-back in its log', () => {
    const timeline = timelineOf([moveEntry(1, '0', 'a'), moveEntry(2, '0', 'b'), takeBack(3, '0')], 0, 3);
    expect(timeline.moves.map((m) => m.move)).toEqual(['a']);
    expect(timeline.stateIDs).toEqual([0, 3]);
    expect(entriesAtStep(timeline, 1)).toHaveLength(3);
  });
});

test('checkpoints: least recently used out, never more than the capacity', () => {
  const kept = new Checkpoints(3);
  const state = (n: number) => ({ _stateID: n }) as State;
  for (let n = 1; n <= 3; n++) kept.set('m', n, state(n));
  expect(kept.get('m', 1)).toEqual(state(1));
  kept.set('m', 4, state(4));
  expect(kept.size).toBe(3);
  expect(kept.get('m', 2)).toBeUndefined();
  expect(kept.get('m', 1)).toEqual(state(1));
  expect(kept.get('other', 1)).toBeUndefined();
});

describe('states at any step, in any order', () => {
  test.each(['pax-pamir', 'res-publica'])('%s: each step is the record’s state, whatever the order and however few states are kept', async (name) => {
    const entry = gameEntries.find((e) => e.game.name === name)!;
    const game = ProcessGameConfig(entry.game) as unknown as ProcessedGame;
    const entries: StoredEntry[] = [];
    let match: HeadlessMatch | undefined;
    let initialState: State | undefined;
    await playRandomGame(entry.game, {
      numPlayers: 2,
      setupData: defaultSetupData(entry.options, 2),
      seed: `steps-${name}`,
      maxMoves: 120,
      onStart: (started) => ((match = started), (initialState = started.state)),
      afterMove: (moved) => {
        const { deltalog = [], _stateID } = moved.state as State & { deltalog?: LogEntry[] };
        for (const logged of deltalog) entries.push({ stateID: _stateID, entry: logged });
      },
    });
    const record = match!.record();
    const steps = record.moves.length;
    // The record's state at each step, from one replay of it.
    const replay = startRecord(record);
    const expected = [JSON.stringify(replay.state.G)];
    for (const { player, move, args } of record.moves) {
      replay.move(player, move, args);
      expected.push(JSON.stringify(replay.state.G));
    }
    expect(expected.at(-1)).toBe(JSON.stringify(stateAtStep(record, steps).G));
    const metadata = { gameName: name, players: { 0: { id: 0, name: 'A' }, 1: { id: 1, name: 'B' } }, createdAt: 0, updatedAt: 0 } as never;
    for (const capacity of [2, 50]) {
      const replays = new Replays({ checkpointEvery: 10, maxCheckpoints: capacity });
      const source = await replays.source('m', game, steps, metadata, async () => ({ initialState: initialState!, entries }));
      expect(source.timeline.moves).toEqual(record.moves);
      // The chat of a step: the lines written up to its state; a line from before lines kept their state, at the last step only.
      const line = (id: string) => ({ id, sender: '0', text: id, at: 0 });
      const chat = [
        { line: line('old'), stateID: null },
        { line: line('at 3'), stateID: source.timeline.stateIDs[3] },
      ];
      const texts = (step: number) => replays.view(source, step, { reveal: false, playerID: '0' }, chat).chat.map((l) => l.text);
      expect(texts(2)).toEqual([]);
      expect(texts(3)).toEqual(['at 3']);
      expect(texts(steps)).toEqual(['old', 'at 3']);
      expect(replays.view(source, 0, { reveal: false, playerID: null }, []).players).toEqual([
        { id: '0', name: 'A' },
        { id: '1', name: 'B' },
      ]);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: steps }), { minLength: 1, maxLength: 12 }), (order) => {
          for (const step of order) {
            expect(JSON.stringify(replays.stateAt(source, step).G), `step ${step}`).toBe(expected[step]);
            expect(replays.checkpoints.size).toBeLessThanOrEqual(capacity);
          }
        }),
        { numRuns: 15 },
      );
    }
  });
});
