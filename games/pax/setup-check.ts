/**
 * PAX's check of a match's setup, light enough for the create-match form: the options, the player counts
 * they go with (PAX-BIG-0) and the rulebook positions, which are base game positions. rules/setup.ts sets
 * up what it accepts.
 */
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { SCENARIO_IDS, type ScenarioId } from './data/scenarios';
import { optionsProblem, type PaxOptions } from './match-options';
import { PAX_OPTIONS } from './options';

export { MAX_PLAYERS, MIN_PLAYERS } from './match-options';

export function paxOptions(setupData: SetupData | undefined, numPlayers: number): PaxOptions {
  const data = resolveSetupData(PAX_OPTIONS, setupData, numPlayers);
  return { expansion: data.expansion === true, soloLevel: numPlayers === 1 ? Number(data.soloLevel) : 0 };
}

/** The rulebook position the match starts from, if any (games/pax/scenarios.ts). */
export function scenarioOf(setupData: SetupData | undefined, numPlayers: number): ScenarioId | null {
  const value = resolveSetupData(PAX_OPTIONS, setupData, numPlayers).scenario;
  return (SCENARIO_IDS as readonly unknown[]).includes(value) ? (value as ScenarioId) : null;
}

/** The scenarios are base game positions. */
function scenarioProblem(setupData: SetupData | undefined, numPlayers: number): string | undefined {
  if (scenarioOf(setupData, numPlayers) === null) return undefined;
  return paxOptions(setupData, numPlayers).expansion ? 'the rulebook positions are played without the expansion' : undefined;
}

/** boardgame.io's `validateSetupData` for PAX. */
export function validatePaxSetup(setupData: SetupData | undefined, numPlayers: number): string | undefined {
  return checkSetupData(PAX_OPTIONS, setupData, numPlayers) ?? optionsProblem(numPlayers, paxOptions(setupData, numPlayers)) ?? scenarioProblem(setupData, numPlayers);
}
