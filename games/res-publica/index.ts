/** Res Publica (Reiner Knizia): registry entry. Placeholder while the game is being built. */
import type { GameEntry } from '../types';

export interface ResPublicaState {
  placeholder: true;
}

export const resPublica: GameEntry<ResPublicaState> = {
  game: {
    name: 'res-publica',
    minPlayers: 3,
    maxPlayers: 5,
    setup: () => ({ placeholder: true }),
    moves: {},
  },
  title: { en: 'Res Publica', fr: 'Res Publica' },
  description: {
    en: 'Trade People and Civilisation cards to found colonies and build cities.',
    fr: 'Échangez des cartes Peuple et Civilisation pour fonder des colonies et bâtir des villes.',
  },
  options: [],
  secrets: () => [],
  moveBudget: 2000,
};
