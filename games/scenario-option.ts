/**
 * The setup option every game offers for its rulebook positions (games/types.ts `Scenario`): 'none' for a
 * new game, or a scenario's id, offered only at the player counts its scenarios are for. The game's own
 * setup builds the position it names.
 */
import type { Scenario, SetupOption } from './types';

export const NO_SCENARIO = 'none';

export function scenarioOption(scenarios: readonly Scenario[]): SetupOption {
  return {
    id: 'scenario',
    kind: 'choice',
    label: { en: 'Start from a position of the rulebook', fr: 'Partir d’une position de la règle' },
    values: [
      { value: NO_SCENARIO, label: { en: 'No: a new game', fr: 'Non : une nouvelle partie' } },
      ...scenarios.map((scenario) => ({ value: scenario.id, label: scenario.title })),
    ],
    default: NO_SCENARIO,
    playerCounts: [...new Set(scenarios.map((scenario) => scenario.numPlayers))],
  };
}
