/**
 * Positions from the rulebook a match can start from (games/types.ts `Scenario`): the option `scenario` names
 * one, and the game's setup builds it from data/scenarios.ts (rules/scenario.ts), so its record replays like
 * any other match.
 */
import type { Scenario } from '../types';

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'ruling-kabul',
    title: { en: 'Ruling Kabul', fr: 'Gouverner Kaboul' },
    description: {
      en: 'The rulebook’s example of ruling: one tribe and two Afghan armies rule Kabul against two British and two Russian armies. The British player holds a Kabul card: playing it costs the Afghan ruler’s bribe.',
      fr: 'L’exemple du livret : une tribu et deux armées afghanes gouvernent Kaboul face à deux armées britanniques et deux russes. Le joueur britannique a une carte de Kaboul en main : la jouer coûte un pot-de-vin au dirigeant afghan.',
    },
    rule: 'PAMIR-RULE-1',
    numPlayers: 2,
    setupData: { scenario: 'ruling-kabul' },
  },
  {
    id: 'dominance-tie',
    title: { en: 'A shared Dominance Check', fr: 'Un contrôle de domination partagé' },
    description: {
      en: 'The British coalition is dominant and its two loyal players have the same influence. Buying the Dominance Check in the leftmost column makes them share first and second place: 5 + 3 points, 4 each.',
      fr: 'La coalition britannique domine et ses deux joueurs loyaux ont la même influence. Acheter le contrôle de domination de la colonne de gauche leur fait partager la première et la deuxième place : 5 + 3 points, 4 chacun.',
    },
    rule: 'PAMIR-DOM-3',
    numPlayers: 3,
    setupData: { scenario: 'dominance-tie' },
  },
];
