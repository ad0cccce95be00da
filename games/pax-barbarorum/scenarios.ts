/** Positions a match can start from (games/types.ts `Scenario`); rules/scenarios.ts builds each. */
import type { Localized, Scenario } from '../types';
import { SCENARIO_IDS, SCENARIO_PLAYERS, type ScenarioId } from './data/scenario-ids';

const TEXTS: Record<ScenarioId, { title: Localized; description: Localized; rule: string }> = {
  'battle-of-carthage': {
    title: { en: 'The steps of a battle: Rome attacks Carthage', fr: 'Les étapes d’une bataille : Rome attaque Carthage' },
    description: {
      en: 'The Romans march from Lilybaeum on Carthage. Once the orders are resolved the battle runs the rulebook’s steps: the attack on a capital, the Carthaginian elephants, Tactics & experience committed in secret, diversity, numbers.',
      fr: 'Les Romains marchent de Lilybée sur Carthage. Une fois les ordres résolus, la bataille suit les étapes de la règle : attaque d’une capitale, cavalerie carthaginoise, cartes « Tactique & expérience » engagées en secret, diversité des troupes, supériorité numérique.',
    },
    rule: 'BARB-BATTLE-1',
  },
  'mercenary-war': {
    title: { en: 'The Mercenary war', fr: 'La guerre des mercenaires' },
    description: {
      en: 'Carthage has ten pieces and an empty treasury. When the round ends it cannot pay its troops: the unpaid mercenaries rise in the capital.',
      fr: 'Carthage a dix pions et un trésor vide. À la fin du tour, elle ne peut pas payer ses troupes : les mercenaires impayés se soulèvent dans la capitale.',
    },
    rule: 'BARB-EVENT-1',
  },
  'spy-and-sabotage': {
    title: { en: 'Spy, then sabotage', fr: 'Espionner, puis saboter' },
    description: {
      en: 'Diplomacy phase: the Romans hold an Espionage and a Sabotage card. Turn Carthage’s order in Lilybaeum face up, then cancel it: only a revealed order can be sabotaged.',
      fr: 'Phase diplomatique : les Romains ont une carte « Espionnage » et une carte « Sabotage ». Révélez l’ordre de Carthage à Lilybée, puis annulez-le : seul un ordre révélé peut être saboté.',
    },
    rule: 'BARB-DIPLO-6',
  },
};

export const SCENARIOS: readonly Scenario[] = SCENARIO_IDS.map((id) => ({
  id,
  ...TEXTS[id],
  numPlayers: SCENARIO_PLAYERS,
  setupData: { scenario: id },
}));
