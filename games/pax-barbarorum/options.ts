/** Match options: the optional government module (PAX-GOV-0), and a position of the rulebook to start from. */
import type { SetupOption } from '../types';
import { SCENARIO_PLAYERS } from './rules/scenarios';
import { SCENARIOS } from './scenarios';

/** The `scenario` option's value of a match that starts from the setup. */
export const NO_SCENARIO = 'none';

export const OPTIONS: readonly SetupOption[] = [
  {
    id: 'government',
    kind: 'boolean',
    label: { en: 'Government module (Theocracy, Commercial oligarchy, Empire)', fr: 'Module gouvernement (Théocratie, Oligarchie commerciale, Empire)' },
    default: false,
  },
  {
    id: 'scenario',
    kind: 'choice',
    label: { en: 'Start from a position of the rulebook', fr: 'Partir d’une position de la règle' },
    values: [
      { value: NO_SCENARIO, label: { en: 'No: a new game', fr: 'Non : une nouvelle partie' } },
      ...SCENARIOS.map((scenario) => ({ value: scenario.id, label: scenario.title })),
    ],
    default: NO_SCENARIO,
    // Every scenario is a 2-player position; other player counts do not offer the option.
    playerCounts: [SCENARIO_PLAYERS],
  },
];
