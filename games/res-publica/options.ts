/** What a match of Res Publica is created with. */
import { scenarioOption } from '../scenario-option';
import type { SetupOption } from '../types';
import { SCENARIOS } from './scenarios';

export const RES_PUBLICA_OPTIONS: readonly SetupOption[] = [
  {
    id: 'firstPlayer',
    kind: 'choice',
    label: { en: 'First player', fr: 'Premier joueur' },
    values: [
      { value: 'random', label: { en: 'Drawn at random', fr: 'Tiré au sort' } },
      { value: 'seat', label: { en: 'Player 1 (seat the oldest there)', fr: 'Joueur 1 (le plus âgé s’y assied)' } },
    ],
    default: 'random',
  },
  // RP-D-SCENARIO: a position from the rulebook instead of the usual setup; offered where it applies.
  scenarioOption(SCENARIOS),
];
