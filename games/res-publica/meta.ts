/** Res Publica (Reiner Knizia): what the lobby and the menus show before the game's module loads. */
import type { GameMeta } from '../types';
import { RES_PUBLICA_OPTIONS } from './options';
import { SCENARIOS } from './scenarios';
import { validateSetup } from './setup-check';

export const resPublicaMeta: GameMeta = {
  name: 'res-publica',
  title: { en: 'Res Publica', fr: 'Res Publica' },
  description: {
    en: 'Trade People and Civilisation cards with proposals and counter-proposals; found colonies and build cities.',
    fr: 'Échangez cartes Peuple et Civilisation par propositions et contre-propositions ; fondez des colonies, bâtissez des villes.',
  },
  minPlayers: 2,
  maxPlayers: 5,
  options: RES_PUBLICA_OPTIONS,
  scenarios: SCENARIOS,
  validateSetupData: validateSetup,
};
