/** The setup options of a PAX match. */
import type { SetupOption } from '../types';
import { SCENARIO_PLAYERS } from './data/scenarios';
import { SOLO_LEVELS } from './data/setup';
import { SCENARIOS } from './scenarios';

/** The `scenario` option's value of a match that starts from the setup. */
export const NO_SCENARIO = 'none';

export const PAX_OPTIONS: readonly SetupOption[] = [
  {
    id: 'expansion',
    kind: 'boolean',
    label: { en: 'Nocturnus expansion (required for 5–8 players)', fr: 'Extension Nocturnus (obligatoire de 5 à 8 joueurs)' },
    default: false,
  },
  {
    id: 'soloLevel',
    kind: 'choice',
    label: { en: 'Solo campaign level', fr: 'Niveau de la campagne solitaire' },
    values: SOLO_LEVELS.map((level) => ({ value: level, label: { en: `Level ${level}`, fr: `Niveau ${level}` } })),
    default: 1,
    playerCounts: [1],
  },
  {
    id: 'scenario',
    kind: 'choice',
    label: { en: 'Start from a position of the rulebook', fr: 'Partir d’une position de la règle' },
    values: [
      { value: NO_SCENARIO, label: { en: 'No: a new game', fr: 'Non : une nouvelle partie' } },
      ...SCENARIOS.map((scenario) => ({ value: scenario.id, label: scenario.title })),
    ],
    default: NO_SCENARIO,
    // Every scenario is a 2-player position; other player counts do not offer the option.
    playerCounts: [SCENARIO_PLAYERS],
  },
];
