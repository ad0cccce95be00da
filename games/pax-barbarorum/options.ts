/** Match options: the optional government module (BARB-GOV-0), and a position of the rulebook to start from. */
import { scenarioOption } from '../scenario-option';
import type { SetupOption } from '../types';
import { SCENARIOS } from './scenarios';

/** The `scenario` option's value of a match that starts from the setup. */
export { NO_SCENARIO } from '../scenario-option';

export const OPTIONS: readonly SetupOption[] = [
  {
    id: 'government',
    kind: 'boolean',
    label: { en: 'Government module (Theocracy, Commercial oligarchy, Empire)', fr: 'Module gouvernement (Théocratie, Oligarchie commerciale, Empire)' },
    default: false,
  },
  scenarioOption(SCENARIOS),
];
