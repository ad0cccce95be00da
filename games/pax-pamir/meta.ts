/** Pax Pamir (second edition): what the lobby and the menus show before the game's module loads. */
import type { GameMeta } from '../types';
import { automata } from './automata';
import { OPTIONS } from './options';
import { SCENARIOS } from './scenarios';
import { validateSetup } from './setup-check';

export const paxPamirMeta: GameMeta = {
  name: 'pax-pamir',
  title: { en: 'Pax Pamir', fr: 'Pax Pamir' },
  description: {
    en: 'Second edition. Afghan leaders play the great powers against each other in the 19th century: buy and play court cards, rule regions, and back the coalition that will dominate. One or two players may face the Wakhan automa.',
    fr: 'Deuxième édition. Des chefs afghans jouent des grandes puissances au XIXe siècle : achetez et jouez des cartes de cour, gouvernez des régions et soutenez la coalition qui dominera. Un ou deux joueurs peuvent affronter l’automate Wakhan.',
  },
  minPlayers: 1,
  maxPlayers: 5,
  options: OPTIONS,
  scenarios: SCENARIOS,
  validateSetupData: validateSetup,
  automata,
};
