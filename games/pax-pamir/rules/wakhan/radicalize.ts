/**
 * Wakhan buys: her Ambition for a Dominance Check (PAMIR-WAKHAN-AMBITION-1) and the radicalize instructions
 * (PAMIR-WAKHAN-RADICALIZE-1..4): which market card, bought and played at once, paying the full bribe
 * (PAMIR-WAKHAN-BRIBE-1); cards reaching her hand are played the same way (PAMIR-WAKHAN-HAND-1).
 */
import { courtCard, isCourtCard, isDominanceCheck, type CardId } from '../../data/cards';
import { COALITIONS, MARKET_COLUMNS, MARKET_ROWS } from '../../data/map';
import type { WakhanAction } from '../../data/wakhan-cards';
import { courtLimit, discardFromHand } from '../court';
import { checkPoints, dominantCoalition, isOver, leader, winners } from '../dominance';
import { buyCost, canBuy, influenceOf, purchaseCost, visibleChecks } from '../market';
import { spiesInPlay, tribesOf } from '../pieces';
import { ruler } from '../rule';
import { playerIds, type PaxState, type PlayerID, type ReadState, type Side } from '../state';
import { bribeToPlay, buy, play } from '../turn';
import { blackArrowColumn, redArrow } from './ai-card';
import { because, logEvent } from '../log';

interface Offer {
  row: number;
  col: number;
  card: CardId;
  cost: number;
}

/**
 * What she can buy now (PAMIR-BUY-5 included) by a radicalize instruction: no Dominance Check, she buys those
 * only by her Ambition (PAMIR-WAKHAN-RADICALIZE-2, PAMIR-WAKHAN-AMBITION-1).
 */
function offers(G: PaxState, player: PlayerID): Offer[] {
  const list: Offer[] = [];
  const influence = influenceOf(G, player); // the same for every market card
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) {
      const slot = G.market[row][col];
      if (slot === null || isDominanceCheck(slot.card)) continue;
      const cost = purchaseCost(G, player, row, col, influence);
      if (cost !== null) list.push({ row, col, card: slot.card, cost });
    }
  }
  return list;
}

/** The court cards among `offers` of a suit. */
const ofSuit = (offers: Offer[], suit: string): Offer[] => offers.filter((o) => courtCard(o.card).suit === suit);

/** PAMIR-WAKHAN-RADICALIZE-2: the highest ranked, then the cheapest. */
const highest = (offers: Offer[]): Offer | null => most(offers, (o) => courtCard(o.card).rank);

/** An offer chosen by an instruction of PAMIR-WAKHAN-RADICALIZE-2. */
const pick = (offer: Offer | null): { offer: Offer; rule: string } | null => (offer ? { offer, rule: 'PAMIR-WAKHAN-RADICALIZE-2' } : null);

/** PAMIR-WAKHAN-RADICALIZE-2: the cheapest, then the highest card number. */
function cheapest(list: Offer[]): Offer | null {
  let best: Offer | null = null;
  for (const o of list) if (!best || o.cost < best.cost || (o.cost === best.cost && o.card > best.card)) best = o;
  return best;
}

/** Among the offers with the highest `score` (at least `min`), the cheapest (PAMIR-WAKHAN-RADICALIZE-2). */
function most(list: Offer[], score: (o: Offer) => number, min = -Infinity): Offer | null {
  let best: Offer | null = null;
  let top = min;
  for (const o of list) {
    const n = score(o);
    if (n < top) continue;
    // a higher score starts over; an equal one keeps the cheaper (then the higher card number)
    if (!best || n > top || o.cost < best.cost || (o.cost === best.cost && o.card > best.card)) best = o;
    top = n;
  }
  return best;
}

/** How many of the card's impact icons are of `kinds`. */
function icons(card: CardId, kinds: readonly string[]): number {
  let n = 0;
  for (const icon of courtCard(card).impact) if (kinds.includes(icon)) n++;
  return n;
}

/**
 * PAMIR-WAKHAN-AMBITION-1: a Dominance Check in the market she can buy whose check would give her more
 * points than every other player, or make her win the game: a 4-point lead (PAMIR-END-2) or, when it is the
 * final check, the victory on points and tie-breaks (PAMIR-END-3) with what she has after buying it.
 */
export function ambition(G: PaxState, player: PlayerID): { row: number; col: number } | null {
  const visible = visibleChecks(G);
  if (visible.length === 0) return null;
  const final = visible.length === 1 && !G.secret.deck.some(isDominanceCheck);
  let scored: Record<PlayerID, number> | null = null; // the check scores the same whichever card she buys
  for (const { row, col } of visible) {
    if (!canBuy(G, player, row, col)) continue;
    const points = (scored ??= checkPoints(G, final).points);
    const others = playerIds(G).filter((id) => id !== player);
    const more = others.every((id) => points[player] > points[id]);
    const after: ReadState = { ...G, players: { ...G.players } };
    for (const id of playerIds(G)) after.players[id] = { ...G.players[id], score: G.players[id].score + points[id] };
    const rupees = G.players[player].rupees - buyCost(G, player, row, col) + G.market[row][col]!.rupees;
    after.players[player] = { ...after.players[player], rupees };
    const ahead = leader(after) === player;
    const wins = ahead || (final && winners(after).length === 1 && winners(after)[0] === player);
    if (more || wins) return { row, col };
  }
  return null;
}

/**
 * PAMIR-WAKHAN-RADICALIZE-2: does a radicalize instruction apply now? Most name a condition ("if military is
 * favored...") that is checked before the market is looked at.
 */
function applies(G: PaxState, player: PlayerID, instruction: WakhanAction): boolean {
  switch (instruction) {
    case 'radicalize_if_military_favored_highest_ranked_military':
      return G.favored === 'military';
    case 'radicalize_if_political_favored_highest_ranked_economic':
      return G.favored === 'political';
    case 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees':
      return G.players[player].rupees < 2;
    case 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders':
      return dominantCoalition(G) === null;
    case 'radicalize_if_no_card_with_move_card_with_move_action':
      return !G.players[player].court.some((s) => courtCard(s.card).actions.includes('move'));
    case 'radicalize_if_dominant_coalition_matching_patriot':
      return dominantCoalition(G) !== null;
    case 'radicalize_if_court_size_at_limit_highest_ranked_political':
      return G.players[player].court.length >= courtLimit(G, player);
    case 'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence': {
      const mine = spiesInPlay(G, player);
      return playerIds(G).some((id) => id !== player && spiesInPlay(G, id) > mine);
    }
    default:
      return true;
  }
}

/** The market card her radicalize instruction takes, with the rule that chose it (null: none, the instruction is skipped). */
export function radicalizeChoice(G: PaxState, player: PlayerID, instruction: WakhanAction): { offer: Offer; rule: string } | null {
  if (!applies(G, player, instruction)) return null;
  const all = offers(G, player);
  const court = all.filter((o) => isCourtCard(o.card));
  switch (instruction) {
    case 'radicalize':
      return plainRadicalize(G, player, all, court);
    case 'radicalize_if_military_favored_highest_ranked_military':
      return pick(highest(ofSuit(court, 'military')));
    case 'radicalize_if_political_favored_highest_ranked_economic':
      return pick(highest(ofSuit(court, 'economic')));
    case 'radicalize_highest_ranked_political':
    case 'radicalize_if_court_size_at_limit_highest_ranked_political':
      return pick(highest(ofSuit(court, 'political')));
    case 'radicalize_highest_ranked_intelligence':
    case 'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence':
      return pick(highest(ofSuit(court, 'intelligence')));
    case 'radicalize_intelligence':
      return pick(cheapest(ofSuit(court, 'intelligence')));
    case 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees':
      return pick(most(all, (o) => netRupees(G, player, o), 1));
    case 'radicalize_card_that_gives_control_of_region':
      return pick(cheapest(court.filter((o) => wouldGiveRule(G, player, o.card))));
    case 'radicalize_card_that_would_place_most_blocks':
      return pick(most(court, (o) => icons(o.card, ['army', 'road']), 1));
    case 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders':
      return pick(most(court, (o) => icons(o.card, ['tribe', 'spy']), 1));
    case 'radicalize_if_no_card_with_move_card_with_move_action':
      return pick(cheapest(court.filter((o) => courtCard(o.card).actions.includes('move'))));
    case 'radicalize_if_dominant_coalition_matching_patriot': {
      const dominant = dominantCoalition(G);
      return pick(cheapest(court.filter((o) => courtCard(o.card).patriot === dominant)));
    }
    default:
      return null;
  }
}

/**
 * PAMIR-WAKHAN-RADICALIZE-1: with a Dominance Check in the market: the cheapest patriot of the dominant
 * coalition, else the cheapest card with the most army and road icons; with no dominant coalition, the
 * cheapest card with the most spy and tribe icons. PAMIR-WAKHAN-RADICALIZE-3: otherwise the arrows: the
 * row of the red arrow from the column of the black arrow leftwards, then the other row.
 */
function plainRadicalize(G: PaxState, player: PlayerID, all: Offer[], court: Offer[]): { offer: Offer; rule: string } | null {
  if (visibleChecks(G).length > 0) {
    const dominant = dominantCoalition(G);
    const rule = 'PAMIR-WAKHAN-RADICALIZE-1';
    if (dominant) {
      const patriot = cheapest(court.filter((o) => courtCard(o.card).patriot === dominant));
      const offer = patriot ?? most(court, (o) => icons(o.card, ['army', 'road']));
      return offer ? { offer, rule } : null;
    }
    const offer = most(court, (o) => icons(o.card, ['spy', 'tribe']));
    return offer ? { offer, rule } : null;
  }
  const first = redArrow(G) === 'top_left' ? 0 : 1;
  const start = blackArrowColumn(G);
  for (const row of [first, 1 - first]) {
    // the first card leftwards from the black arrow's column: the rightmost one not beyond it
    let offer: Offer | null = null;
    for (const o of all) if (o.row === row && o.col <= start && (!offer || o.col > offer.col)) offer = o;
    if (offer) return { offer, rule: 'PAMIR-WAKHAN-RADICALIZE-3' };
  }
  return null;
}

/** PAMIR-EVENT-113P: the event whose purchase gives 3 rupees. */
const BACKING_OF_PERSIAN_ARISTOCRACY = 113;

/**
 * PAMIR-WAKHAN-RADICALIZE-2: the rupees radicalizing a card nets her: the rupees on it, less its cost; for a
 * court card she can bribe, less the bribe and plus 2 per leverage icon (PAMIR-IMPACT-5; a card she cannot
 * bribe is discarded, PAMIR-WAKHAN-BRIBE-1); Backing of Persian Aristocracy adds its 3 (PAMIR-EVENT-113P).
 */
function netRupees(G: ReadState, player: PlayerID, o: Offer): number {
  let net = G.market[o.row][o.col]!.rupees - o.cost;
  if (o.card === BACKING_OF_PERSIAN_ARISTOCRACY) net += 3;
  if (isCourtCard(o.card)) {
    const { amount, to } = bribeToPlay(G, player, o.card);
    if (to === null || amount <= G.players[player].rupees + net) net += 2 * icons(o.card, ['leverage']) - (to === null ? 0 : amount);
  }
  return net;
}

/** PAMIR-WAKHAN-RADICALIZE-2: would playing the card make her rule its region (its tribes and armies counted)? */
function wouldGiveRule(G: ReadState, player: PlayerID, card: CardId): boolean {
  const d = courtCard(card);
  if (ruler(G, d.region) === player) return false;
  const tribes = tribesOf(G, player, d.region) + icons(card, ['tribe']);
  if (tribes === 0) return false;
  const coalition = G.players[player].loyalty;
  const armies = { ...G.regions[d.region].armies };
  if (coalition) armies[coalition] += icons(card, ['army']);
  const mine = tribes + Math.max(...COALITIONS.map((c) => armies[c]));
  for (const id of playerIds(G)) {
    if (id === player) continue;
    const loyalty = G.players[id].loyalty;
    if (tribesOf(G, id, d.region) + (loyalty ? armies[loyalty] : 0) >= mine) return false;
  }
  return true;
}

/**
 * PAMIR-WAKHAN-RADICALIZE-4: buy the chosen card (one action) and play it at once on the side of the red
 * arrow, paying the full bribe as a player (PAMIR-WAKHAN-BRIBE-1); a card whose bribe she cannot pay is
 * discarded. A bought event or Dominance Check is resolved as for a player.
 */
export function radicalize(G: PaxState, player: PlayerID, instruction: WakhanAction): void {
  const choice = radicalizeChoice(G, player, instruction);
  if (!choice) {
    logEvent(G, { kind: 'wakhan-skips', rule: 'PAMIR-WAKHAN-ACTION-2', player, aiCard: G.wakhan!.card!, instruction });
    return;
  }
  const { row, col } = choice.offer;
  const card = because(G, choice.rule, () => buy(G, player, row, col));
  if (!isCourtCard(card) || isOver(G)) return;
  playFromHand(G, player, card, 'PAMIR-WAKHAN-RADICALIZE-4');
}

/**
 * PAMIR-WAKHAN-RADICALIZE-4, PAMIR-WAKHAN-BRIBE-1, PAMIR-WAKHAN-HAND-1: she plays a card of her hand on the side of
 * the red arrow, paying the full bribe as a player (no action counted: a radicalize counts its purchase);
 * a card whose bribe she cannot pay is discarded.
 */
export function playFromHand(G: PaxState, player: PlayerID, card: CardId, rule: string): void {
  const { amount, to } = bribeToPlay(G, player, card);
  if (to !== null && amount > G.players[player].rupees) {
    because(G, 'PAMIR-WAKHAN-BRIBE-1', () => discardFromHand(G, player, card, 'PAMIR-WAKHAN-BRIBE-1'), { unpaidBribe: amount, bribeTo: to });
    return;
  }
  const side: Side = redArrow(G) === 'top_left' ? 'left' : 'right';
  because(G, rule, () => play(G, player, card, side, amount, false));
}
