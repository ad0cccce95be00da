/** Setup options shared by every game (games/setup-options.ts). */
import { describe, expect, test } from 'vitest';
import { allSetupData, checkSetupData, defaultSetupData, resolveSetupData } from '../../games/setup-options';
import type { SetupOption } from '../../games/types';

const label = { en: 'x', fr: 'x' };
const OPTIONS: SetupOption[] = [
  { id: 'expansion', kind: 'boolean', label, default: false },
  { id: 'level', kind: 'choice', label, values: [1, 2, 3].map((value) => ({ value, label })), default: 1, playerCounts: [1] },
];

describe('setup options', () => {
  test('defaults hold only the options that apply to the player count', () => {
    expect(defaultSetupData(OPTIONS, 1)).toEqual({ expansion: false, level: 1 });
    expect(defaultSetupData(OPTIONS, 3)).toEqual({ expansion: false });
  });

  test.each([
    [undefined, 1, undefined],
    [{ expansion: true }, 3, undefined],
    [{ level: 3 }, 1, undefined],
    ['text', 1, 'setupData must be an object'],
    [[], 1, 'setupData must be an object'],
    [{ nope: 1 }, 1, 'unknown option "nope"'],
    [{ level: 2 }, 3, 'option "level" does not apply to 3 players'],
    [{ level: 4 }, 1, 'option "level" cannot be 4'],
    [{ expansion: 'yes' }, 1, 'option "expansion" cannot be "yes"'],
  ])('checkSetupData(%j, %i) → %s', (data, numPlayers, problem) => {
    expect(checkSetupData(OPTIONS, data, numPlayers)).toBe(problem);
  });

  test('resolved data fills what the match left out', () => {
    expect(resolveSetupData(OPTIONS, { level: 3 }, 1)).toEqual({ expansion: false, level: 3 });
  });

  test('every combination of values, per player count', () => {
    expect(allSetupData(OPTIONS, 3)).toEqual([{ expansion: false }, { expansion: true }]);
    expect(allSetupData(OPTIONS, 1)).toHaveLength(6);
  });
});
