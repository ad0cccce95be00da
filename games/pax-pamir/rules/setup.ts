/** Setup: the market deck, the market, the players' pieces (PAMIR-SETUP-1..5). */
import { COURT_CARD_IDS, DOMINANCE_CHECK_IDS, EVENT_IDS, type CardId } from '../data/cards';
import { BORDERS, GIFT_COSTS, REGIONS, STARTING_RUPEES, type Border, type Coalition, type Region } from '../data/map';
import { refillMarket } from './market';
import { emptyTurn, type PaxState, type PlayerID, type RegionState, type Shuffle } from './state';
import { seatWakhan } from './wakhan/setup';

/** PAMIR-SETUP-2: cards per pile of court cards: 5 plus the number of players. */
export const pileSize = (players: number): number => 5 + players;

/**
 * PAMIR-SETUP-2: six piles of (5 + players) court cards; pile 2 gets two events, piles 3–6 one event and
 * one Dominance Check each; each pile shuffled; pile 1 on top. The deck is returned top card last.
 */
export function buildDeck(players: number, shuffle: Shuffle): CardId[] {
  const court = shuffle([...COURT_CARD_IDS]);
  const events = shuffle([...EVENT_IDS]);
  const piles: CardId[][] = [];
  for (let i = 0; i < 6; i++) piles.push(court.slice(i * pileSize(players), (i + 1) * pileSize(players)));
  piles[1].push(events.pop()!, events.pop()!);
  for (let i = 2; i < 6; i++) piles[i].push(events.pop()!, DOMINANCE_CHECK_IDS[i - 2]);
  const deck: CardId[] = [];
  for (let i = 5; i >= 0; i--) deck.push(...shuffle(piles[i]));
  return deck;
}

const byCoalition = (): Record<Coalition, number> => ({ afghan: 0, british: 0, russian: 0 });

/**
 * PAMIR-SETUP-1..4: favored suit Political, 12 cards dealt into the market, 4 rupees each, every
 * cylinder on the player boards. Loyalties are chosen next (PAMIR-SETUP-5), from `firstChooser` on.
 */
export function initialState(humans: number, shuffle: Shuffle, firstChooser: PlayerID, wakhan = false): PaxState {
  // PAMIR-WAKHAN-SETUP-1: Wakhan takes the seat after the humans and counts as a player for the deck
  const numPlayers = humans + (wakhan ? 1 : 0);
  const ids = Array.from({ length: numPlayers }, (_, i) => String(i));
  const regions = {} as Record<Region, RegionState>;
  for (const region of REGIONS) {
    regions[region] = { tribes: Object.fromEntries(ids.map((id) => [id, 0])), armies: byCoalition() };
  }
  const roads = {} as Record<Border, Record<Coalition, number>>;
  for (const border of BORDERS) roads[border] = byCoalition();
  const G: PaxState = {
    favored: 'political',
    firstChooser,
    market: [Array(6).fill(null), Array(6).fill(null)],
    regions,
    roads,
    players: Object.fromEntries(
      ids.map((id) => [
        id,
        { hand: [], court: [], rupees: STARTING_RUPEES, loyalty: null, gifts: GIFT_COSTS.map(() => false), prizes: [], score: 0 },
      ]),
    ),
    discard: [],
    effects: [],
    turn: emptyTurn(),
    endedTurn: 0,
    pending: [],
    checks: [],
    secret: { deck: buildDeck(numPlayers, shuffle) },
  };
  if (wakhan) seatWakhan(G, humans, firstPlayer(humans, firstChooser), shuffle);
  refillMarket(G);
  return G;
}

/** PAMIR-SETUP-5: the order in which players choose their loyalty, from the first chooser clockwise. */
export function choosingOrder(numPlayers: number, firstChooser: PlayerID): PlayerID[] {
  const first = Number(firstChooser);
  return Array.from({ length: numPlayers }, (_, i) => String((first + i) % numPlayers));
}

/** PAMIR-SETUP-5: the last to choose plays first. */
export const firstPlayer = (numPlayers: number, firstChooser: PlayerID): PlayerID =>
  String((Number(firstChooser) + numPlayers - 1) % numPlayers);
