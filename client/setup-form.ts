/** The create-match form: which player counts and options to offer, and what is preselected. */
import type { SetupData, SetupOption } from '../games/types';
import { allSetupData, checkSetupData, defaultSetupData } from '../games/setup-options';

/** Every player count a game allows, ascending. */
export function playerCounts(game: { minPlayers: number; maxPlayers: number }): number[] {
  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);
  return counts;
}

/** The options shown for a player count, in the game's order. */
export function applicableOptions(options: readonly SetupOption[], numPlayers: number): SetupOption[] {
  return options.filter((option) => !option.playerCounts || option.playerCounts.includes(numPlayers));
}

/** A game's own check of a combination (boardgame.io's `validateSetupData`): a reason, or undefined when fine. */
export type SetupCheck = (setupData: SetupData, numPlayers: number) => string | undefined;

/**
 * The form's values after the player count changes (or on first display, with `previous` empty):
 * options that apply keep the value the person chose when it is still allowed, the others take their
 * default; options that no longer apply are dropped. When the game's own check refuses that
 * combination (an expansion required at some counts), the accepted combination that differs from it
 * in the fewest options is preselected instead.
 */
export function setupForCount(
  options: readonly SetupOption[],
  numPlayers: number,
  previous: SetupData = {},
  check?: SetupCheck,
): SetupData {
  const data = defaultSetupData(options, numPlayers);
  for (const option of applicableOptions(options, numPlayers)) {
    const value = previous[option.id];
    if (value === undefined) continue;
    const allowed = option.kind === 'boolean' ? typeof value === 'boolean' : option.values.some((v) => v.value === value);
    if (allowed) data[option.id] = value;
  }
  if (!check || check(data, numPlayers) === undefined) return data;
  const differences = (other: SetupData) => Object.keys(data).filter((id) => other[id] !== data[id]).length;
  let best: SetupData | undefined;
  for (const combo of allSetupData(options, numPlayers)) {
    if (check(combo, numPlayers) !== undefined) continue;
    if (!best || differences(combo) < differences(best)) best = combo;
  }
  return best ?? data;
}

/** The game's check as a `SetupCheck` (none when the game has no validateSetupData). */
export function gameCheck(game: { validateSetupData?: (setupData: SetupData | undefined, numPlayers: number) => string | undefined }): SetupCheck | undefined {
  const validate = game.validateSetupData;
  return validate ? (data, numPlayers) => validate(data, numPlayers) : undefined;
}

/** A choice option's value read back from a `<select>` (whose values are strings). */
export function choiceFromText(option: Extract<SetupOption, { kind: 'choice' }>, text: string): number | string | undefined {
  return option.values.find((v) => String(v.value) === text)?.value;
}

/** The count preselected in the form: the game's smallest count of at least two players, when it has one. */
export function defaultPlayerCount(game: { minPlayers: number; maxPlayers: number }): number {
  return Math.min(Math.max(game.minPlayers, 2), game.maxPlayers);
}

/** Why the game refuses this choice of count and options, or undefined when it accepts it. */
export function setupProblem(
  game: { validateSetupData?: (setupData: SetupData | undefined, numPlayers: number) => string | undefined },
  options: readonly SetupOption[],
  numPlayers: number,
  setupData: SetupData,
): string | undefined {
  return checkSetupData(options, setupData, numPlayers) ?? game.validateSetupData?.(setupData, numPlayers);
}
