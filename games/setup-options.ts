/** Setup options shared by every game: defaults, validation and the list of all combinations. */
import type { SetupData, SetupOption, SetupValue } from './types';

const appliesTo = (option: SetupOption, numPlayers: number) =>
  !option.playerCounts || option.playerCounts.includes(numPlayers);

const allowedValues = (option: SetupOption): readonly SetupValue[] =>
  option.kind === 'boolean' ? [false, true] : option.values.map((v) => v.value);

/** The options that apply to a match of `numPlayers`, with their defaults. */
export function defaultSetupData(options: readonly SetupOption[], numPlayers: number): SetupData {
  const data: SetupData = {};
  for (const option of options) if (appliesTo(option, numPlayers)) data[option.id] = option.default;
  return data;
}

/**
 * Why `setupData` is not acceptable for `numPlayers`, or undefined when it is. Missing options take
 * their default; unknown options, options that do not apply and values out of range are refused.
 * The signature matches boardgame.io's `validateSetupData`.
 */
export function checkSetupData(
  options: readonly SetupOption[],
  setupData: unknown,
  numPlayers: number,
): string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return 'setupData must be an object';
  for (const [id, value] of Object.entries(setupData)) {
    const option = options.find((o) => o.id === id);
    if (!option) return `unknown option "${id}"`;
    if (!appliesTo(option, numPlayers)) return `option "${id}" does not apply to ${numPlayers} players`;
    if (!allowedValues(option).includes(value as SetupValue)) return `option "${id}" cannot be ${JSON.stringify(value)}`;
  }
  return undefined;
}

/** The full setup for a match: defaults overridden by what the match was created with. */
export function resolveSetupData(
  options: readonly SetupOption[],
  setupData: SetupData | undefined,
  numPlayers: number,
): SetupData {
  return { ...defaultSetupData(options, numPlayers), ...(setupData ?? {}) };
}

/** Every combination of option values for `numPlayers` (the contract test plays each one). */
export function allSetupData(options: readonly SetupOption[], numPlayers: number): SetupData[] {
  let combos: SetupData[] = [{}];
  for (const option of options) {
    if (!appliesTo(option, numPlayers)) continue;
    combos = combos.flatMap((combo) => allowedValues(option).map((value) => ({ ...combo, [option.id]: value })));
  }
  return combos;
}

/** Every (player count, setup data) a game accepts: what the contract tests and the arena can play. */
export function acceptedSetups(game: { minPlayers: number; maxPlayers: number; validateSetupData?: (data: SetupData, numPlayers: number) => string | undefined }, options: readonly SetupOption[]) {
  const result: { numPlayers: number; setupData: SetupData; label: string }[] = [];
  for (let numPlayers = game.minPlayers; numPlayers <= game.maxPlayers; numPlayers++) {
    for (const setupData of allSetupData(options, numPlayers)) {
      if (game.validateSetupData?.(setupData, numPlayers) !== undefined) continue;
      result.push({ numPlayers, setupData, label: `${numPlayers} players ${JSON.stringify(setupData)}` });
    }
  }
  return result;
}
