/**
 * The positions of the rulebook scenarios (games/res-publica/scenarios.ts): each seat's hand and sets,
 * seat 0 to play. The cards not listed lie shuffled in their piles (RP-D-SCENARIO), so every position
 * holds the whole deck; `rules/scenario.ts` checks and builds it.
 */
import type { Cards, LaidSet } from '../rules/types';

export const SCENARIO_IDS = ['seek-a-viking', 'arts-or-people', 'three-colonies', 'last-civilisation-card'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export interface ScenarioPosition {
  /** Each seat's hand, seat 0 first. */
  hands: readonly Cards[];
  /** Each seat's sets with their point cards, in the order they were laid. */
  laid: readonly (readonly LaidSet[])[];
}

const colony = (kind: LaidSet['kind']): LaidSet => ({ kind, points: 3 });
const city = (kind: LaidSet['kind'], points: number): LaidSet => ({ kind, points });

export const SCENARIO_POSITIONS: Record<ScenarioId, ScenarioPosition> = {
  // RP-TRADE-2: « je cherche un Viking »: four Vikings in hand, the fifth founds a colony; two others hold one.
  'seek-a-viking': {
    hands: [
      { vikings: 4, metal: 1, huns: 1 },
      { vikings: 1, arts: 2, lombards: 1, huns: 1 },
      { goths: 2, vikings: 1, trade: 1, 'anglo-saxons': 1 },
    ],
    laid: [[], [colony('goths')], []],
  },
  // RP-TRADE-4, RP-TRADE-8: « 2 Arts ou 3 cartes Peuple » offered for the fifth Metal; the giver chooses.
  'arts-or-people': {
    hands: [
      { metal: 4, arts: 2, huns: 3 },
      { metal: 2, arts: 1, 'anglo-saxons': 3, trade: 1 },
      { metal: 1, lombards: 2, shipbuilding: 1, goths: 2 },
    ],
    laid: [[colony('goths')], [], [colony('vikings')]],
  },
  // RP-DRAW-3: three colonies: one People card and two Civilisation cards, or three Civilisation cards.
  'three-colonies': {
    hands: [
      { arts: 2, metal: 3, vikings: 1, alchemy: 2 },
      { goths: 2, trade: 1, shipbuilding: 2, 'anglo-saxons': 1 },
      { arts: 3, huns: 1, lombards: 2, alchemy: 1 },
    ],
    laid: [[colony('goths'), colony('huns'), colony('lombards')], [city('metal', 9), colony('vikings')], [colony('anglo-saxons')]],
  },
  // RP-END-1: two Civilisation cards left and seat 0 has two colonies: their draw starts the final round.
  'last-civilisation-card': {
    hands: [
      { trade: 4, arts: 2, alchemy: 1, shipbuilding: 2, vikings: 2, lombards: 1, 'anglo-saxons': 3, goths: 2 },
      { trade: 1, arts: 3, alchemy: 4, shipbuilding: 2, metal: 1, goths: 2, huns: 2, lombards: 3 },
      { trade: 1, arts: 1, alchemy: 2, shipbuilding: 3, metal: 1, vikings: 2, 'anglo-saxons': 2, huns: 1, lombards: 2 },
    ],
    laid: [
      [colony('goths'), city('metal', 9), colony('huns'), city('trade', 7)],
      [city('arts', 8), colony('vikings'), city('shipbuilding', 6)],
      [colony('lombards'), city('alchemy', 8), colony('anglo-saxons'), city('metal', 7)],
    ],
  },
};
