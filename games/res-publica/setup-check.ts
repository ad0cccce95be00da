/** Res Publica's check of a match's setup (boardgame.io's `validateSetupData`), light enough for the create-match form. */
import { checkSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { RES_PUBLICA_OPTIONS } from './options';
import { SCENARIOS } from './scenarios';

/** Why the setup data cannot start a match of `numPlayers`, or undefined. */
export function validateSetup(setupData: unknown, numPlayers: number): string | undefined {
  const problem = checkSetupData(RES_PUBLICA_OPTIONS, setupData, numPlayers);
  if (problem) return problem;
  const id = (setupData as SetupData | undefined)?.scenario;
  const scenario = SCENARIOS.find((s) => s.id === id);
  if (scenario && scenario.numPlayers !== numPlayers) return `scenario "${scenario.id}" is for ${scenario.numPlayers} players`;
  return undefined;
}
