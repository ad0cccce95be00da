/** The setup options of a PAX match. */
import { scenarioOption } from '../scenario-option';
import type { SetupOption } from '../types';
import { SOLO_LEVELS } from './data/setup';
import { SCENARIOS } from './scenarios';

/** The `scenario` option's value of a match that starts from the setup. */
export { NO_SCENARIO } from '../scenario-option';

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
  scenarioOption(SCENARIOS),
];
