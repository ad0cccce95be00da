/** Positions from the rulebook a match can start from (games/types.ts `Scenario`); data/scenarios.ts holds them. */
import type { Localized, Scenario } from '../types';
import { SCENARIO_IDS, SCENARIO_PLAYERS, type ScenarioId } from './data/scenarios';

const TEXTS: Record<ScenarioId, { title: Localized; description: Localized; rule: string }> = {
  'scoring-example': {
    title: { en: 'The scoring example', fr: 'L’exemple de décompte' },
    description: {
      en: 'The last turn of the game: at the end of the round Rome reveals its cards and the rulebook’s example is scored, 24 points to 22.',
      fr: 'Le dernier tour de la partie : à la fin du round, Rome révèle ses cartes et l’exemple de la règle est décompté, 24 points contre 22.',
    },
    rule: 'PAX-SCORE-2',
  },
  'buy-example': {
    title: { en: 'Buying a legion’s cards', fr: 'Acheter les cartes d’une légion' },
    description: {
      en: 'The rulebook’s example: under legion I lie a Land and an Intrigue; buying them both costs 4 Aurei.',
      fr: 'L’exemple de la règle : sous la légion I se trouvent un Terrain et une Intrigue ; les acheter coûte 4 Aurei.',
    },
    rule: 'PAX-BUY-1',
  },
  'fleet-army-limit': {
    title: { en: 'Land, Intrigue and the Fleet/Army limit', fr: 'Terrain, Intrigue et la limite des Flottes et Armées' },
    description: {
      en: '3 Land and 4 Intrigue symbols allow at most 4 Fleets and 4 Armies: of the hand’s Fleets, the one-symbol card may be played, the two-symbol card may not.',
      fr: '3 symboles Terrain et 4 symboles Intrigue autorisent au plus 4 Flottes et 4 Armées : des Flottes en main, celle à un symbole peut être jouée, celle à deux symboles non.',
    },
    rule: 'PAX-POWER-2',
  },
  'religion-draw': {
    title: { en: 'Religion: drawing two cards at once', fr: 'Religion : piocher deux cartes à la fois' },
    description: {
      en: 'With 3 Religion symbols, player 1 may draw two cards at once, place one under a legion or under the deck, draw the third, and only then choose the card they keep; or draw one card at a time.',
      fr: 'Avec 3 symboles Religion, le joueur 1 peut piocher deux cartes à la fois, en placer une sous une légion ou sous la pioche, piocher la troisième, et c’est seulement alors choisir la carte qu’il garde en main ; ou piocher une carte à la fois.',
    },
    rule: 'PAX-POWER-3',
  },
};

export const SCENARIOS: readonly Scenario[] = SCENARIO_IDS.map((id) => ({
  id,
  ...TEXTS[id],
  numPlayers: SCENARIO_PLAYERS,
  setupData: { scenario: id },
}));
