import { describe, expect, test } from 'vitest';
import type { SetupOption } from '../../games/types';
import { checkSetupData } from '../../games/setup-options';
import { gameEntries } from '../../games';
import { applicableOptions, choiceFromText, defaultPlayerCount, gameCheck, playerCounts, setupForCount, setupProblem } from '../../client/setup-form';

const label = { en: 'x', fr: 'x' };
const OPTIONS: SetupOption[] = [
  { id: 'expansion', kind: 'boolean', label, default: false },
  {
    id: 'level',
    kind: 'choice',
    label,
    values: [
      { value: 1, label },
      { value: 2, label },
      { value: 3, label },
    ],
    default: 2,
    playerCounts: [1],
  },
  { id: 'variant', kind: 'choice', label, values: [{ value: 'a', label }, { value: 'b', label }], default: 'a', playerCounts: [2, 3] },
];

describe('create-match form', () => {
  test('player counts run from min to max', () => {
    expect(playerCounts({ minPlayers: 1, maxPlayers: 4 })).toEqual([1, 2, 3, 4]);
    expect(playerCounts({ minPlayers: 3, maxPlayers: 3 })).toEqual([3]);
  });

  test.each<[{ minPlayers: number; maxPlayers: number }, number]>([
    [{ minPlayers: 1, maxPlayers: 8 }, 2],
    [{ minPlayers: 3, maxPlayers: 5 }, 3],
    [{ minPlayers: 1, maxPlayers: 1 }, 1],
  ])('preselected count of %j is %i', (game, count) => {
    expect(defaultPlayerCount(game)).toBe(count);
  });

  test.each<[number, string[], Record<string, unknown>]>([
    [1, ['expansion', 'level'], { expansion: false, level: 2 }],
    [2, ['expansion', 'variant'], { expansion: false, variant: 'a' }],
    [4, ['expansion'], { expansion: false }],
  ])('with %i players: options %j, defaults %j', (numPlayers, ids, defaults) => {
    expect(applicableOptions(OPTIONS, numPlayers).map((o) => o.id)).toEqual(ids);
    expect(setupForCount(OPTIONS, numPlayers)).toEqual(defaults);
  });

  test('changing the count keeps choices that still apply and drops the others', () => {
    const chosen = { expansion: true, level: 3 };
    expect(setupForCount(OPTIONS, 1, chosen)).toEqual({ expansion: true, level: 3 });
    expect(setupForCount(OPTIONS, 3, chosen)).toEqual({ expansion: true, variant: 'a' });
    expect(setupForCount(OPTIONS, 1, { expansion: 'yes', level: 9 })).toEqual({ expansion: false, level: 2 });
  });

  test('a select value reads back as the option value with its type', () => {
    const level = OPTIONS[1] as Extract<SetupOption, { kind: 'choice' }>;
    expect(choiceFromText(level, '3')).toBe(3);
    expect(choiceFromText(level, '4')).toBeUndefined();
  });

  test('when the game refuses the defaults, the nearest accepted combination is preselected', () => {
    // like PAX: five players and more need the expansion
    const check = (data: Record<string, unknown>, n: number) => (n >= 5 && data.expansion !== true ? 'needs the expansion' : undefined);
    expect(setupForCount(OPTIONS, 4, {}, check)).toEqual({ expansion: false });
    expect(setupForCount(OPTIONS, 5, {}, check)).toEqual({ expansion: true });
    expect(setupForCount(OPTIONS, 3, { expansion: true, variant: 'b' }, check)).toEqual({ expansion: true, variant: 'b' });
    const game = { validateSetupData: (data: Record<string, unknown> | undefined, n: number) => check(data ?? {}, n) };
    expect(setupProblem(game, OPTIONS, 5, { expansion: false })).toBe('needs the expansion');
    expect(setupProblem(game, OPTIONS, 5, { expansion: true })).toBeUndefined();
    expect(setupProblem(game, OPTIONS, 5, { expansion: true, level: 1 })).toMatch(/level/);
  });

  test('every registered game: the preselected options are accepted for every count', () => {
    for (const entry of gameEntries) {
      for (const n of playerCounts(entry.game)) {
        const data = setupForCount(entry.options, n, {}, gameCheck(entry.game));
        expect(setupProblem(entry.game, entry.options, n, data), `${entry.game.name} with ${n} players`).toBeUndefined();
      }
    }
  });
});
