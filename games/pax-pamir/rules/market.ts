/** The market: 2 rows × 6 columns, costs, buying, and the cleanup slide and refill. */
import { courtCard, isCourtCard, isDominanceCheck, type CardId } from '../data/cards';
import { MARKET_COLUMNS, MARKET_ROWS } from '../data/map';
import { own, ownDiscard, ownMarketRow, ownMarketSlot, ownPlayer, ownTurn } from './cow';
import type { MarketSlot, PaxState, PlayerID, ReadState, StrayRupees } from './state';
import { isRecording, logEvent } from './log';

export const isRow = (row: unknown): row is number => Number.isInteger(row) && (row as number) >= 0 && (row as number) < MARKET_ROWS;
export const isColumn = (col: unknown): col is number =>
  Number.isInteger(col) && (col as number) >= 0 && (col as number) < MARKET_COLUMNS;

/** PAMIR-BUY-3: rupees per card to the left: 2 when Military is favored, else 1. */
export const rupeesPerCard = (G: ReadState): number => (G.favored === 'military' ? 2 : 1);

/** PAMIR-EVENT-111P: Public Withdrawal cannot be bought; rupees put on it leave the game. */
export const PUBLIC_WITHDRAWAL = 111;

/** PAMIR-ABILITY-INFLUENCE: which of Herat, Persian and Russian Influence a player has. */
export interface Influence {
  herat: boolean;
  persia: boolean;
  russian: boolean;
}

/** The player's Influence abilities, read in one pass over their court (the same for every card of one market listing). */
export function influenceOf(G: ReadState, player: PlayerID): Influence {
  const influence = { herat: false, persia: false, russian: false };
  for (const slot of G.players[player].court) {
    const { ability } = courtCard(slot.card);
    if (ability === 'herat_influence') influence.herat = true;
    else if (ability === 'persian_influence') influence.persia = true;
    else if (ability === 'russian_influence') influence.russian = true;
  }
  return influence;
}

/**
 * PAMIR-BUY-1: a card costs one rupee (PAMIR-BUY-3: two) per column to its left. PAMIR-ABILITY-INFLUENCE:
 * Herat cards, Persia cards, Russian patriots cost nothing to the owner of Herat, Persian, Russian Influence.
 */
export function buyCost(G: ReadState, player: PlayerID, row: number, col: number, influence = influenceOf(G, player)): number {
  return slotCost(G, G.market[row][col], col, influence);
}

/** `buyCost` of the market slot at column `col`, read already. */
function slotCost(G: ReadState, slot: MarketSlot | null, col: number, influence: Influence): number {
  if (slot && isCourtCard(slot.card)) {
    const data = courtCard(slot.card);
    if (data.region === 'herat' && influence.herat) return 0;
    if (data.region === 'persia' && influence.persia) return 0;
    if (data.patriot === 'russian' && influence.russian) return 0;
  }
  return col * rupeesPerCard(G);
}

/**
 * Put rupees on a market card (PAMIR-EVENT-111P: on Public Withdrawal they leave the game). PAMIR-BUY-5: the
 * player whose turn it is may not buy a card that received a rupee this turn, whatever the reason.
 */
function addRupees(G: PaxState, row: number, col: number, n: number, paid = true): void {
  const slot = ownMarketSlot(G, row, col);
  if (slot.card !== PUBLIC_WITHDRAWAL) slot.rupees += n;
  if (paid && !G.turn.paidOn.includes(slot.card)) own(ownTurn(G), 'paidOn').push(slot.card);
}

/**
 * PAMIR-CLEANUP-4: rupees left on market positions by discarded events go to the card now at each position
 * (PAMIR-EVENT-111P: on Public Withdrawal they leave the game); returns those still on empty positions.
 */
export function settleStray(G: PaxState, stray: readonly StrayRupees[]): StrayRupees[] {
  const rest: StrayRupees[] = [];
  for (const s of stray) {
    if (G.market[s.row][s.col]) addRupees(G, s.row, s.col, s.rupees, false);
    else rest.push(s);
  }
  return rest;
}

/**
 * PAMIR-COST-1: the market cards in the order an action's cost is paid onto them: the rightmost card of each
 * row (top row first), then the next card to its left in each row, each row skipping its own empty spaces.
 */
export function costOrder(G: ReadState): { row: number; col: number }[] {
  const rows: number[][] = [];
  for (let row = 0; row < MARKET_ROWS; row++) {
    const cols: number[] = [];
    for (let col = MARKET_COLUMNS - 1; col >= 0; col--) if (G.market[row][col]) cols.push(col);
    rows.push(cols);
  }
  const order: { row: number; col: number }[] = [];
  for (let k = 0; k < MARKET_COLUMNS; k++) for (let row = 0; row < MARKET_ROWS; row++) if (k < rows[row].length) order.push({ row, col: rows[row][k] });
  return order;
}

/**
 * PAMIR-COST-1: pay an action's cost onto the market, one rupee per card in `costOrder`; rupees left over
 * (more than the cards) leave the game. An action paid in several steps (build) goes on where its earlier
 * payments stopped.
 */
export function payToMarket(G: PaxState, player: PlayerID, amount: number, alreadyPaid = 0): void {
  ownPlayer(G, player).rupees -= amount;
  for (const { row, col } of costOrder(G).slice(alreadyPaid, alreadyPaid + amount)) addRupees(G, row, col, 1);
}

/**
 * PAMIR-BUY-2: the row of the card that takes the rupee paid for column `col` (left of the bought card in
 * `row`): the same row, else the other row, else none (PAMIR-D-1: the rupee leaves the game).
 */
export function payeeRow(G: ReadState, row: number, col: number): number | null {
  if (G.market[row][col]) return row;
  return G.market[1 - row][col] ? 1 - row : null;
}

/**
 * PAMIR-BUY-1, PAMIR-BUY-5: what the card at (row, col) costs the player if they may buy it, else null. Not a
 * card that received a rupee this turn for any reason (a purchase, an action cost). (Action count checked
 * elsewhere.)
 */
export function purchaseCost(G: ReadState, player: PlayerID, row: number, col: number, influence?: Influence): number | null {
  return buyerCost(G, buyerOf(G, player, influence), row, col);
}

/** What `purchaseCost` reads of the buyer, the same for every card of the market: read once to list them all. */
export interface Buyer {
  rupees: number;
  influence: Influence;
  /** The cards that received a rupee this turn (PAMIR-BUY-5): mostly none. */
  paidOn: readonly CardId[];
}

export const buyerOf = (G: ReadState, player: PlayerID, influence = influenceOf(G, player)): Buyer => ({
  rupees: G.players[player].rupees,
  influence,
  paidOn: G.turn.paidOn,
});

/** `purchaseCost` for a buyer read already (`buyerOf`). */
export function buyerCost(G: ReadState, buyer: Buyer, row: number, col: number): number | null {
  const slot = G.market[row][col];
  if (!slot || slot.card === PUBLIC_WITHDRAWAL) return null;
  if (buyer.paidOn.length > 0 && buyer.paidOn.includes(slot.card)) return null;
  const cost = slotCost(G, slot, col, buyer.influence);
  return buyer.rupees >= cost ? cost : null;
}

/** PAMIR-BUY-1, PAMIR-BUY-5: can the player buy the card at (row, col)? */
export const canBuy = (G: ReadState, player: PlayerID, row: number, col: number, influence?: Influence): boolean =>
  purchaseCost(G, player, row, col, influence) !== null;

/**
 * PAMIR-BUY-1..4: pay the cost onto the cards to the left, take the card and the rupees on it. Returns the
 * card; the caller resolves events and Dominance Checks (PAMIR-BUY-6).
 */
export function buyCard(G: PaxState, player: PlayerID, row: number, col: number): CardId {
  const per = rupeesPerCard(G);
  const slot = G.market[row][col]!;
  const cost = buyCost(G, player, row, col);
  const p = ownPlayer(G, player);
  p.rupees -= cost;
  for (let c = 0; c < col && cost > 0; c++) {
    const target = payeeRow(G, row, c);
    if (target === null) continue;
    addRupees(G, target, c, per);
  }
  ownMarketRow(G, row)[col] = null;
  p.rupees += slot.rupees;
  if (isCourtCard(slot.card)) own(p, 'hand').push(slot.card);
  else ownDiscard(G).push(slot.card);
  return slot.card;
}

/** PAMIR-CLEANUP-4: cards slide left in their row to fill the gaps (with their rupees). */
export function slideMarket(G: PaxState): void {
  for (let row = 0; row < MARKET_ROWS; row++) {
    if (!G.market[row].includes(null)) continue;
    const slid: (MarketSlot | null)[] = G.market[row].filter((slot) => slot !== null);
    while (slid.length < MARKET_COLUMNS) slid.push(null);
    own(G, 'market')[row] = slid;
  }
}

/**
 * PAMIR-CLEANUP-4, PAMIR-SETUP-3: fill empty spaces from the deck, column by column from the left, top first.
 * PAMIR-CLEANUP-5: the filling stops as soon as a second Dominance Check is visible (it resumes after the check).
 */
export function refillMarket(G: PaxState): void {
  const drawn: { row: number; col: number; card: CardId }[] | null = isRecording(G) ? [] : null;
  fill(G, drawn);
  if (drawn && drawn.length > 0) logEvent(G, { kind: 'market-refilled', rule: 'PAMIR-CLEANUP-4', cards: drawn });
}

/** The refill itself; the cards drawn are listed in `drawn` (the log's), when given. */
function fill(G: PaxState, drawn: { row: number; col: number; card: CardId }[] | null): void {
  let checks = visibleChecks(G).length;
  for (let col = 0; col < MARKET_COLUMNS; col++) {
    for (let row = 0; row < MARKET_ROWS; row++) {
      if (G.market[row][col] !== null || G.secret.deck.length === 0) continue;
      const card = own(own(G, 'secret'), 'deck').pop()!;
      ownMarketRow(G, row)[col] = { card, rupees: 0 };
      drawn?.push({ row, col, card });
      if (isDominanceCheck(card) && ++checks >= 2) return;
    }
  }
}

/** The Dominance Checks visible in the market, as (row, col). */
export function visibleChecks(G: ReadState): { row: number; col: number }[] {
  const found: { row: number; col: number }[] = [];
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) {
      const slot = G.market[row][col];
      if (slot && isDominanceCheck(slot.card)) found.push({ row, col });
    }
  }
  return found;
}
