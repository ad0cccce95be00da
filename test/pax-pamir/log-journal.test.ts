/** A move's journal is passed with the state it plays on (rules/log.ts), not kept in the module. */
import { expect, test } from 'vitest';
import type { PaxEvent } from '../../games/pax-pamir/log-kinds';
import { because, following, isRecording, logEvent, recording } from '../../games/pax-pamir/rules/log';
import { position } from './position';

const ended = (player: string): PaxEvent => ({ kind: 'actions-ended', rule: 'PAMIR-TURN-2', player });

test('each state writes to its own journal, and a state under no move to none', () => {
  const a = position({});
  const b = position({});
  const idle = position({});
  const inA: PaxEvent[] = [];
  const inB: PaxEvent[] = [];
  recording(a, inA, () => {
    logEvent(b, ended('0')); // b is under no move yet
    recording(b, inB, () => {
      logEvent(a, ended('1'));
      logEvent(b, ended('2'));
      logEvent(idle, ended('3'));
    });
    logEvent(b, ended('4')); // b's move is over
    logEvent(a, ended('5'));
  });
  expect(inA.map((e) => e.player)).toEqual(['1', '5']);
  expect(inB.map((e) => e.player)).toEqual(['2']);
  expect([a, b, idle].map(isRecording)).toEqual([false, false, false]);
});

test("PAMIR-WAKHAN-LOG-1: Wakhan's reason goes to the next event of her state's journal only", () => {
  const G = position({ numPlayers: 2, wakhan: { card: 1, next: [9] } });
  const other = position({});
  const hers: PaxEvent[] = [];
  const theirs: PaxEvent[] = [];
  recording(
    G,
    hers,
    () =>
      recording(other, theirs, () =>
        following(G, 'radicalize', () =>
          because(G, 'PAMIR-WAKHAN-TURN-4', () => {
            logEvent(other, ended('0'));
            logEvent(G, ended('1'));
            logEvent(G, ended('1'));
          }),
        ),
      ),
    '1',
  );
  expect(theirs).toEqual([ended('0')]);
  expect(hers).toEqual([
    { ...ended('1'), rule: 'PAMIR-WAKHAN-TURN-4', aiCard: 1, instruction: 'radicalize', wakhan: '1' },
    { ...ended('1'), wakhan: '1' },
  ]);
});
