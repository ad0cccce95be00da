/**
 * Positions from the rulebook a match can start from (games/types.ts `Scenario`), each built by the
 * game's setup from the option `scenario` (RP-D-SCENARIO). The positions are in data/scenarios.ts.
 */
import type { Scenario } from '../types';
import type { ScenarioId } from './data/scenarios';

interface ResPublicaScenario extends Scenario {
  id: ScenarioId;
}

const at = (id: ScenarioId, numPlayers = 3) => ({ numPlayers, setupData: { scenario: id } });

export const SCENARIOS: readonly ResPublicaScenario[] = [
  {
    id: 'seek-a-viking',
    title: { en: 'Seeking a Viking', fr: 'Je cherche un Viking' },
    description: {
      en: 'The rulebook’s first example: player 1 holds four Vikings and seeks a fifth to found a colony. Two players hold one; whoever counter-proposes names their price, and nobody answering ends the trade.',
      fr: 'Le premier exemple de la règle : le joueur 1 tient quatre Vikings et en cherche un cinquième pour fonder une colonie. Deux joueurs en ont un ; qui fait une contre-proposition fixe son prix, et si personne ne répond, le commerce est fini.',
    },
    rule: 'RP-TRADE-2',
    ...at('seek-a-viking'),
  },
  {
    id: 'arts-or-people',
    title: { en: 'Two Arts or three People cards', fr: '2 Arts ou 3 cartes Peuple' },
    description: {
      en: 'Player 1 holds four Metal and can offer “2 Arts or 3 People cards”, an example the rulebook allows, for the fifth. Whoever accepts cannot know which they will get: the giver chooses when the deal is made.',
      fr: 'Le joueur 1 tient quatre Métal et peut offrir « 2 Arts ou 3 cartes Peuple », un exemple permis par la règle, contre le cinquième. Qui accepte ne peut savoir ce qu’il recevra : celui qui donne choisit au moment du marché.',
    },
    rule: 'RP-TRADE-8',
    ...at('arts-or-people'),
  },
  {
    id: 'three-colonies',
    title: { en: 'Three colonies: what to draw', fr: 'Trois colonies : que piocher ?' },
    description: {
      en: 'Player 1 has three colonies, so never more than three cards: one People card and two Civilisation cards, or three Civilisation cards, as they choose.',
      fr: 'Le joueur 1 a trois colonies et ne tire donc jamais plus de trois cartes : une carte Peuple et deux cartes Civilisation, ou trois cartes Civilisation, à son choix.',
    },
    rule: 'RP-DRAW-3',
    ...at('three-colonies'),
  },
  {
    id: 'last-civilisation-card',
    title: { en: 'The last Civilisation card', fr: 'La dernière carte Civilisation' },
    description: {
      en: 'Two Civilisation cards are left and player 1 has two colonies: their draw takes the last one and starts the final round. Everyone plays once more, player 1 last; then cities, colonies and pairs in hand are counted.',
      fr: 'Il reste deux cartes Civilisation et le joueur 1 a deux colonies : sa pioche prend la dernière et lance le dernier tour. Chacun joue encore une fois, le joueur 1 en dernier ; puis on compte villes, colonies et paires en main.',
    },
    rule: 'RP-END-1',
    ...at('last-civilisation-card'),
  },
];
