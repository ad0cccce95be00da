/**
 * A rulebook position (data/scenarios.ts) as a game state: checked first (every card at most once and where
 * it may be, pieces within their supplies, a loyalty for every player), then dealt around the position as
 * at setup (PAMIR-SETUP-2, PAMIR-SETUP-3): the deck loses the cards the position places, the market positions it
 * leaves free are filled from the deck. Never throws: a wrong position is a problem code.
 */
import { success, type Result } from '../../result';
import { DOMINANCE_CHECK_IDS, EVENT_IDS, COURT_CARD_IDS, isCourtCard, type CardId } from '../data/cards';
import { BLOCKS_PER_COALITION, BORDERS, CYLINDERS_IN_SUPPLY, MARKET_COLUMNS, MARKET_ROWS, REGIONS } from '../data/map';
import type { ScenarioSpec } from '../data/scenarios';
import { refillMarket } from './market';
import { blocksInPlay, cylindersInPlay } from './pieces';
import { initialState } from './setup';
import { nextSeat, type PaxState, type Shuffle } from './state';

export type ScenarioProblem =
  | 'players'
  | 'unknown-card'
  | 'card-twice'
  | 'not-a-court-card'
  | 'market-position'
  | 'too-many-blocks'
  | 'too-many-cylinders';

/** A position checked (games/result.ts): the state, or why it cannot be played. */
export type ScenarioResult = Result<PaxState, ScenarioProblem, { detail: string }>;

const ALL_CARDS = new Set<CardId>([...COURT_CARD_IDS, ...EVENT_IDS, ...DOMINANCE_CHECK_IDS]);

const cardOf = (entry: CardId | [CardId, Record<string, number>]): CardId => (Array.isArray(entry) ? entry[0] : entry);

/** The cards the position places, each with where (for the problem's detail). */
function placedCards(spec: ScenarioSpec): { card: CardId; where: string; court: boolean }[] {
  const placed: { card: CardId; where: string; court: boolean }[] = [];
  for (const [id, p] of Object.entries(spec.players)) {
    for (const card of p.hand ?? []) placed.push({ card, where: `player ${id}'s hand`, court: true });
    for (const entry of p.court ?? []) placed.push({ card: cardOf(entry), where: `player ${id}'s court`, court: true });
    for (const card of p.prizes ?? []) placed.push({ card, where: `player ${id}'s prizes`, court: true });
  }
  for (const m of spec.market ?? []) placed.push({ card: m.card, where: `market ${m.row},${m.col}`, court: false });
  return placed;
}

/** Build the position, dealing the rest with `shuffle` (boardgame.io's seeded one in a match). */
export function scenarioState(id: string, spec: ScenarioSpec, shuffle: Shuffle): ScenarioResult {
  const seats = Array.from({ length: spec.numPlayers }, (_, i) => String(i));
  if (spec.numPlayers < 2 || Object.keys(spec.players).sort().join() !== seats.join() || !seats.includes(spec.first)) {
    return { ok: false, problem: 'players', detail: `seats ${Object.keys(spec.players).join(', ')} for ${spec.numPlayers} players` };
  }
  const seen = new Set<CardId>();
  for (const { card, where, court } of placedCards(spec)) {
    if (!ALL_CARDS.has(card)) return { ok: false, problem: 'unknown-card', detail: `${card} in ${where}` };
    if (seen.has(card)) return { ok: false, problem: 'card-twice', detail: `${card} again in ${where}` };
    if (court && !isCourtCard(card)) return { ok: false, problem: 'not-a-court-card', detail: `${card} in ${where}` };
    seen.add(card);
  }
  const positions = new Set<string>();
  for (const m of spec.market ?? []) {
    const key = `${m.row},${m.col}`;
    if (m.row < 0 || m.row >= MARKET_ROWS || m.col < 0 || m.col >= MARKET_COLUMNS || positions.has(key)) {
      return { ok: false, problem: 'market-position', detail: key };
    }
    positions.add(key);
  }

  // PAMIR-SETUP-5: the first player is the last to choose, so the first chooser is the seat after them
  const G = initialState(spec.numPlayers, shuffle, nextSeat({ players: spec.players }, spec.first));
  G.scenario = id;
  G.favored = spec.favored;
  // the cards dealt into the market at setup go back on top of the deck, to be dealt again in the same order
  // around the position's own market cards; the cards the position places leave the deck
  const dealt: CardId[] = [];
  for (let col = 0; col < MARKET_COLUMNS; col++) for (let row = 0; row < MARKET_ROWS; row++) if (G.market[row][col]) dealt.push(G.market[row][col]!.card);
  G.secret.deck = [...G.secret.deck, ...dealt.reverse()].filter((card) => !seen.has(card));
  G.market = [Array(MARKET_COLUMNS).fill(null), Array(MARKET_COLUMNS).fill(null)];
  for (const m of spec.market ?? []) G.market[m.row][m.col] = { card: m.card, rupees: m.rupees ?? 0 };
  for (const id of seats) {
    const p = spec.players[id];
    G.players[id] = {
      hand: [...(p.hand ?? [])],
      court: (p.court ?? []).map((entry) => ({ card: cardOf(entry), spies: Array.isArray(entry) ? { ...entry[1] } : {} })),
      rupees: p.rupees ?? 4,
      loyalty: p.loyalty,
      gifts: [0, 1, 2].map((space) => space < (p.gifts ?? 0)),
      prizes: [...(p.prizes ?? [])],
      score: p.score ?? 0,
    };
  }
  for (const region of REGIONS) {
    for (const [id, n] of Object.entries(spec.tribes?.[region] ?? {})) G.regions[region].tribes[id] = n;
    Object.assign(G.regions[region].armies, spec.armies?.[region] ?? {});
  }
  for (const border of BORDERS) Object.assign(G.roads[border], spec.roads?.[border] ?? {});
  for (const coalition of ['afghan', 'british', 'russian'] as const) {
    if (blocksInPlay(G, coalition) > BLOCKS_PER_COALITION) return { ok: false, problem: 'too-many-blocks', detail: coalition };
  }
  for (const id of seats) {
    if (cylindersInPlay(G, id) > CYLINDERS_IN_SUPPLY) return { ok: false, problem: 'too-many-cylinders', detail: `player ${id}` };
  }
  refillMarket(G);
  return success(G);
}
