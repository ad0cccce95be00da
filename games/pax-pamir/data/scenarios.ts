/**
 * Positions from the rulebook a match can start from (games/pax-pamir/scenarios.ts names them), as plain data
 * that may be wrong: rules/scenario.ts checks and builds each one. The rest of the game (the deck, the other
 * market cards) is dealt as at setup, from the same seeded shuffle.
 */
import type { CardId } from './cards';
import type { Border, Coalition, Region, Suit } from './map';

export interface ScenarioPlayer {
  loyalty: Coalition;
  hand?: CardId[];
  /** Left to right; [card, spies by seat] for a card with spies. */
  court?: (CardId | [CardId, Record<string, number>])[];
  rupees?: number;
  /** Gift spaces taken, from the cheapest. */
  gifts?: number;
  prizes?: CardId[];
  score?: number;
}

export interface ScenarioSpec {
  numPlayers: number;
  /** The seat that plays first. */
  first: string;
  favored: Suit;
  players: Record<string, ScenarioPlayer>;
  tribes?: Partial<Record<Region, Record<string, number>>>;
  armies?: Partial<Record<Region, Partial<Record<Coalition, number>>>>;
  roads?: Partial<Record<Border, Partial<Record<Coalition, number>>>>;
  /** Market cards the position needs, with the rupees on them; the other positions are dealt from the deck. */
  market?: { row: number; col: number; card: CardId; rupees?: number }[];
}

export const SCENARIO_IDS = ['ruling-kabul', 'dominance-tie'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export const SCENARIO_SPECS: Record<ScenarioId, ScenarioSpec> = {
  /**
   * PAMIR-RULE-1 (p. 7, Ruling a Region, its example): one tribe and two loyal armies rule Kabul against two
   * British and two Russian armies. The Afghan player rules it; the British player, to play first, holds a
   * Kabul card: playing it costs a bribe of one rupee (PAMIR-PLAY-1), or an offer the ruler may refuse.
   */
  'ruling-kabul': {
    numPlayers: 2,
    first: '1',
    favored: 'political',
    players: {
      0: { loyalty: 'afghan', court: [7], rupees: 4 },
      1: { loyalty: 'british', hand: [9], court: [50], rupees: 4 },
    },
    tribes: { kabul: { 0: 1 } },
    armies: { kabul: { afghan: 2, british: 2, russian: 2 } },
  },
  /**
   * PAMIR-DOM-1, PAMIR-DOM-3 (p. 15, Dominance Checks; the summary: "5+3 si deux joueurs sont premiers"): the
   * British coalition has four blocks more than each other; its two loyal players have the same influence
   * (a patriot, a gift). The first player can buy the Dominance Check in the leftmost column: the two share
   * first and second place, 5 + 3 = 8 points, 4 each; the Russian player scores nothing.
   */
  'dominance-tie': {
    numPlayers: 3,
    first: '0',
    favored: 'political',
    players: {
      0: { loyalty: 'british', court: [37], rupees: 3 },
      1: { loyalty: 'british', court: [4], gifts: 1, rupees: 2 },
      2: { loyalty: 'russian', court: [1], rupees: 5 },
    },
    armies: { punjab: { british: 3 }, kandahar: { british: 1 } },
    market: [{ row: 0, col: 0, card: 101 }],
  },
};
