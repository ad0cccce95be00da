/** Pax Barbarorum's check of a match's setup (boardgame.io's `validateSetupData`), light enough for the create-match form. */
import { checkSetupData } from '../setup-options';
import { isScenarioId } from './data/scenario-ids';
import { OPTIONS } from './options';

/** A scenario's position has no governments (BARB-GOV-0 is chosen at setup, before any scenario's round). */
function checkScenario(setupData: unknown): string | undefined {
  const data = setupData as { scenario?: unknown; government?: unknown } | undefined;
  return data?.government === true && isScenarioId(data.scenario) ? 'a scenario starts without the government module' : undefined;
}

export function validateSetup(setupData: unknown, numPlayers: number): string | undefined {
  return checkSetupData(OPTIONS, setupData, numPlayers) ?? checkScenario(setupData);
}
