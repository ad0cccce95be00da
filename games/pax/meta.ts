/** PAX with its expansion Nocturnus: what the lobby and the menus show before the game's module loads. */
import type { GameMeta } from '../types';
import { PAX_OPTIONS } from './options';
import { SCENARIOS } from './scenarios';
import { MAX_PLAYERS, MIN_PLAYERS, validatePaxSetup } from './setup-check';

export const paxMeta: GameMeta = {
  name: 'pax',
  title: { en: 'PAX', fr: 'PAX' },
  description: {
    en: 'Runaway slaves grow their influence against Rome in seven categories (ten with Nocturnus); 1–8 players, solo campaign.',
    fr: 'Des esclaves en fuite étendent leur influence face à Rome dans sept catégories (dix avec Nocturnus) ; 1 à 8 joueurs, campagne solitaire.',
  },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: PAX_OPTIONS,
  scenarios: SCENARIOS,
  validateSetupData: validatePaxSetup,
};
