/** Pax Barbarorum: what the lobby and the menus show before the game's module loads (BARB-*; see RULES.md). */
import type { GameMeta } from '../types';
import { OPTIONS } from './options';
import { SCENARIOS } from './scenarios';
import { validateSetup } from './setup-check';

export const paxBarbarorumMeta: GameMeta = {
  name: 'pax-barbarorum',
  title: { en: 'Pax Barbarorum', fr: 'Pax Barbarorum' },
  description: {
    en: 'Ancient Europe without dice: spread your religion and trade, outwit rivals with hidden orders, win 100 influence or three capitals.',
    fr: 'L’Europe antique sans hasard : répandez religion et commerce, déjouez vos rivaux par des ordres cachés, gagnez 100 influences ou trois capitales.',
  },
  minPlayers: 2,
  maxPlayers: 5,
  options: OPTIONS,
  scenarios: SCENARIOS,
  validateSetupData: validateSetup,
};
