/** The step choices' typed union and their one text (rules/actions/step-option.ts). */
import { describe, expect, test } from 'vitest';
import { seededRng } from '../../games/bots/random';
import { HeadlessMatch } from '../../games/headless';
import { game } from '../../games/pax-pamir/game';
import { decodeStep, encodeStep, isStepTask, stepOptions, type StepKind, type StepOption } from '../../games/pax-pamir/rules/actions';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { topTask } from '../../games/pax-pamir/rules/tasks';

/** Each kind of choice, its task and its text as the moves and records carry it. */
const ROWS: [StepKind, StepOption, string][] = [
  ['tax', { step: 'done' }, 'done'],
  ['tax', { step: 'tax', from: 'market', row: 1, col: 4 }, 'm|1|4'],
  ['tax', { step: 'tax', from: 'player', player: '2' }, 'p|2'],
  ['build', { step: 'build', piece: 'army', region: 'kabul', from: null, free: false }, 'army|kabul|'],
  ['build', { step: 'build', piece: 'road', border: 'herat-kabul', from: 'road:kabul-punjab', free: true }, '+road|herat-kabul|road:kabul-punjab'],
  ['move', { step: 'move', piece: 'army', from: 'kabul', to: 'punjab' }, 'army|kabul|punjab'],
  ['move', { step: 'move', piece: 'tribe', from: 'herat', to: 'persia' }, 'tribe|herat|persia'],
  ['move', { step: 'move', piece: 'spy', from: 12, to: 40 }, 'spy|12|40'],
  ['battle', { step: 'remove', piece: 'army', coalition: 'british' }, 'army|british'],
  ['battle', { step: 'remove', piece: 'road', border: 'kabul-punjab', coalition: 'russian' }, 'road|kabul-punjab|russian'],
  ['battle', { step: 'remove', piece: 'tribe', owner: '1' }, 'tribe|1'],
  ['battle', { step: 'remove', piece: 'spy', owner: '0' }, 'spy|0'],
  ['prize', { step: 'take' }, 'take'],
  ['prize', { step: 'leave' }, 'leave'],
];

describe('a step choice and its text', () => {
  test.each(ROWS)('%s: %j is %s', (kind, option, text) => {
    expect(encodeStep(option)).toBe(text);
    expect(decodeStep(kind, text)).toEqual(option);
  });

  test('the same text is a build or a move by its task', () => {
    expect(decodeStep('build', 'army|kabul|punjab')).toMatchObject({ step: 'build', region: 'kabul', from: 'punjab' });
    expect(decodeStep('move', 'army|kabul|punjab')).toMatchObject({ step: 'move', from: 'kabul', to: 'punjab' });
  });

  test.each([
    ['prize', 'done'],
    ['tax', 'take'],
    ['tax', 'm|1'],
    ['tax', 'army|kabul|'],
    ['build', '+army|kabul'],
    ['move', '+army|kabul|punjab'],
    ['move', 'road|kabul|punjab'],
    ['battle', 'army|british|kabul'],
    ['battle', 'gift|0'],
  ] as [StepKind, string][])('%s: %s names no choice', (kind, text) => {
    expect(decodeStep(kind, text)).toBeNull();
  });
});

test('every step choice of seeded games reads back as the text it was written as', () => {
  let checked = 0;
  for (const seed of ['steps-1', 'steps-2', 'steps-3']) {
    const match = new HeadlessMatch(game, { numPlayers: 3, seed });
    const choose = seededRng(`choose/${seed}`);
    for (let moves = 0; !match.isOver && moves < 400; moves++) {
      const G = match.state.G as PaxState;
      const task = topTask(G);
      if (task && isStepTask(task)) {
        for (const text of stepOptions(G, task)) {
          const option = decodeStep(task.kind, text);
          expect(option, text).not.toBeNull();
          expect(encodeStep(option!)).toBe(text);
          checked++;
        }
      }
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
      expect(match.move(player, move, args).ok).toBe(true);
    }
  }
  expect(checked).toBeGreaterThan(100);
});
