/**
 * The rulebook's positions a match can start from (games/pax/scenarios.ts names them), in the card notation
 * of rules/position.ts. Each is a 2-player base game position.
 */
import type { PositionSpec } from '../rules/position';

export const SCENARIO_IDS = ['scoring-example', 'buy-example', 'fleet-army-limit', 'religion-draw'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const SCENARIO_PLAYERS = 2;

export const SCENARIO_POSITIONS: Record<ScenarioId, PositionSpec> = {
  /**
   * PAX-SCORE-2: the last turn of the game. Rome holds the example's cards (3 of them face down) and will take
   * the Land of legion II at the round's end, which changes no comparison; the deck is empty, so the game
   * ends with the round (PAX-END-1) and the final scoring gives the example's 24 and 22 points, whatever
   * player 1 does: they have no card in hand, cannot pay for a group, and player 2 keeps the most money.
   */
  'scoring-example': {
    numPlayers: 2,
    expansion: false,
    round: 9,
    firstPlayer: '1',
    primus: '1',
    turn: { player: '0' },
    areas: { '0': 'R2 W2 L2 L1 F2 F1 A1', '1': 'A2 A1 I2 I1 S1 R1 W1' },
    hands: {},
    coins: { '0': 0, '1': 7 },
    legions: ['', 'L2', 'S2'],
    rome: 'S2 F2 F2 A2 A1',
    romeHidden: 'R1 W1 I1',
    deck: 0,
  },
  /**
   * PAX-BUY-1: "Le joueur achète les 2 cartes (Terrain et Intrigue). Il doit payer 4 Aurei à la banque."
   * Player 1 has drawn this turn and may now buy legion I's Land and Intrigue for 4 of their 5 Aurei.
   */
  'buy-example': {
    numPlayers: 2,
    expansion: false,
    round: 3,
    firstPlayer: '0',
    primus: null,
    turn: { player: '0', step: 'act', drawn: 3, toHand: 1, toLegion: 1, toDeck: 1 },
    areas: { '0': 'W1$1 R1$1', '1': 'S1$2 F1$1 L1$1' },
    hands: { '0': 'S1$1 A1$2', '1': 'R1$2' },
    coins: { '0': 5, '1': 4 },
    legions: ['L1$2 I1$2', 'W1$1 S1$1', 'R2'],
    rome: 'A1$1 F2',
    deck: 34,
  },
  /**
   * PAX-POWER-2: "3 symboles Terrain et 4 symboles Intrigue autorisent un maximum de 4 Armées et de 4 Flottes."
   * Player 1 has 3 Land, 4 Intrigue, 3 Fleet and 2 Army symbols: the Fleet with 1 symbol and the Army with 2
   * may be played, the Fleet with 2 symbols may not (5 Fleets).
   */
  'fleet-army-limit': {
    numPlayers: 2,
    expansion: false,
    round: 6,
    firstPlayer: '0',
    primus: '0',
    turn: { player: '0', step: 'act', drawn: 3, toHand: 1, toLegion: 1, toDeck: 1 },
    areas: { '0': 'L2 L1 I2 I2 F2 F1 A2', '1': 'S1 W2 R1 I1 L1' },
    hands: { '0': 'F1 F2 A2', '1': 'W1 S1' },
    coins: { '0': 6, '1': 3 },
    legions: ['S1$1 R1$2', 'W2', 'I1$1'],
    rome: 'S2 F1 A1 W1 R2 L1 I1 A1',
    deck: 16,
  },
  /**
   * PAX-POWER-3: "vous pouvez piocher deux cartes [...] C'est seulement alors que vous décidez quelle carte vous
   * gardez en main." Player 1 has 3 Religion symbols and starts their turn: they may draw two cards at once.
   */
  'religion-draw': {
    numPlayers: 2,
    expansion: false,
    round: 4,
    firstPlayer: '0',
    primus: null,
    turn: { player: '0' },
    areas: { '0': 'R2 R1 W1 S1', '1': 'L1 F1 W2' },
    hands: { '0': 'A1', '1': 'S1 R1' },
    coins: { '0': 4, '1': 6 },
    legions: ['W1$1', 'S2', 'L1$2'],
    rome: 'F1 A2 W1 S1 R1',
    deck: 30,
  },
};
