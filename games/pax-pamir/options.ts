/** What a match of Pax Pamir is created with. */
import { scenarioOption } from '../scenario-option';
import type { SetupOption } from '../types';
import { SCENARIOS } from './scenarios';

/** PAMIR-WAKHAN-SETUP-1: Wakhan joins 1 or 2 human players. A match may start from a rulebook position (scenarios.ts). */
export const OPTIONS: readonly SetupOption[] = [
  {
    id: 'wakhan',
    kind: 'boolean',
    label: { en: 'Wakhan (automa) plays too', fr: 'Wakhan (automate) joue aussi' },
    default: false,
    playerCounts: [1, 2],
  },
  // each position is for its own number of players (validateSetup)
  scenarioOption(SCENARIOS),
];
