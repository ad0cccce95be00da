/** Pax Pamir's check of a match's setup (boardgame.io's `validateSetupData`), light enough for the create-match form. */
import { NO_SCENARIO } from '../scenario-option';
import { checkSetupData, resolveSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { OPTIONS } from './options';
import { SCENARIOS } from './scenarios';

/** PAMIR-WAKHAN-SETUP-1: a game of one human needs Wakhan. A rulebook position is for its own count, without her. */
export function validateSetup(setupData: unknown, numPlayers: number): string | undefined {
  const error = checkSetupData(OPTIONS, setupData, numPlayers);
  if (error) return error;
  const { wakhan, scenario } = resolveSetupData(OPTIONS, setupData as SetupData | undefined, numPlayers);
  if (numPlayers < 2 && wakhan !== true) return 'one player needs Wakhan';
  if (scenario !== undefined && scenario !== NO_SCENARIO) {
    // checkSetupData let through only the ids of SCENARIOS
    const position = SCENARIOS.find(({ id }) => id === scenario)!;
    if (position.numPlayers !== numPlayers) return `scenario ${scenario} is for ${position.numPlayers} players`;
    if (wakhan === true) return `scenario ${scenario} is played without Wakhan`;
  }
  return undefined;
}
