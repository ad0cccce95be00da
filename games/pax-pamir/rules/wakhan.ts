/**
 * The Wakhan automa (PAX-WAKHAN-*): her turn runs on the server as tasks of the task engine (flow.ts),
 * so a human answers only the choices the rules give them during her turn. Every choice of hers is
 * decided here from her AI card, her priorities and the position, and written to her public log with
 * the rule it followed.
 */
import { courtCard, isCourtCard, isDominanceCheck, type CardId } from '../data/cards';
import type { CardAction } from '../data/court-cards';
import { COALITIONS, MARKET_COLUMNS, MARKET_ROWS, REGION_BORDERS, REGIONS, borderRegions, type Border, type Coalition, type Region } from '../data/map';
import { WAKHAN_CARDS, type RowSide, type WakhanAction, type WakhanCardData } from '../data/wakhan-cards';
import {
  BETRAY_COST,
  DONE,
  MAX_ACTIONS,
  actionTargets,
  betrayTargets,
  blackmail,
  blackmailTargets,
  hostageBribe,
  isBattleSite,
  removable,
  startAction,
  stepOptions,
  type StepTask,
} from './actions';
import { courtLimit, discardFromHand } from './court';
import { own, ownArmies, ownPending, ownPlayer, ownTop } from './cow';
import { checkPoints, dominantCoalition, isOver, leader, winners } from './dominance';
import { isFavoredCard } from './effects';
import { pickOptions } from './events';
import type { Placement } from './impact';
import { canBuy, buyCost, visibleChecks } from './market';
import { findInCourts, isRegion, parseSource, spiesInPlay, tribesOf, type Source } from './pieces';
import { ruler } from './rule';
import type { Shuffle } from './setup';
import { emptyTurn, seats, type PaxState, type PlayerID, type ReadState, type Side, type Task, type WakhanEvent, type WakhanState } from './state';
import { bribeToPlay, buy, endActions, play } from './turn';

type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;
type WakhanTask = TaskOf<'wakhan'>;

/** How many of her decisions the public log keeps. */
export const WAKHAN_LOG_SIZE = 40;
export const WAKHAN_CARD_COUNT = WAKHAN_CARDS.length;

export const isWakhan = (G: ReadState, player: PlayerID): boolean => G.wakhan?.player === player;
export const wakhanCard = (n: number): WakhanCardData => WAKHAN_CARDS[n - 1];

/** PAX-WAKHAN-SETUP-1: her public state at setup (the AI deck is secret). */
export const initialWakhan = (player: PlayerID): WakhanState => ({ player, card: null, discard: [], turns: 0, log: [] });

/** The back of the next AI card (public, PAX-WAKHAN-HIDDEN-1); null when Wakhan does not play. */
export function nextBack(G: PaxState): WakhanCardData['back'] | null {
  const deck = G.secret.wakhanDeck;
  return deck && deck.length > 0 ? wakhanCard(deck[deck.length - 1]).back : null;
}

/** Write one decision to her public log (PAX-WAKHAN-LOG-1). */
export function note(G: PaxState, rule: string, event: WakhanEvent, facts: Record<string, string | number> = {}): void {
  const w = own(G, 'wakhan') as WakhanState;
  const log = w.log.length >= WAKHAN_LOG_SIZE ? w.log.slice(1 - WAKHAN_LOG_SIZE) : w.log.slice();
  log.push({ turn: w.turns, rule, event, facts });
  w.log = log;
}

// ---- her card: loyalty, arrows, region priority ----

const front = (G: ReadState): WakhanCardData['front'] | null => (G.wakhan?.card ? wakhanCard(G.wakhan.card).front : null);

/**
 * PAX-WAKHAN-LOYALTY-2: her pragmatic loyalty: the leftmost coalition of her current AI card that no
 * other player is loyal to (the first one if all are taken).
 */
export function pragmaticLoyalty(G: ReadState): Coalition | null {
  const f = front(G);
  if (!f || !G.wakhan) return null;
  const taken = new Set<Coalition | null>();
  for (const id in G.players) if (id !== G.wakhan.player) taken.add(G.players[id].loyalty);
  return f.pragmaticLoyalty.find((c) => !taken.has(c)) ?? f.pragmaticLoyalty[0];
}

/** Keep her stored loyalty (what the shared rules read) equal to her pragmatic loyalty. */
export function syncLoyalty(G: PaxState): void {
  const w = G.wakhan;
  if (!w) return;
  const coalition = pragmaticLoyalty(G);
  if (coalition && G.players[w.player].loyalty !== coalition) ownPlayer(G, w.player).loyalty = coalition;
}

/** PAX-WAKHAN-RADICALIZE-3: the red arrow of her card read on the next card's back. */
export function redArrow(G: PaxState): RowSide {
  const f = front(G);
  const back = nextBack(G);
  return f && back ? back.rowSide[f.rowSideArrow] : 'top_left';
}

/** PAX-WAKHAN-RADICALIZE-3: the market column the black arrow of her card points at on the next card's back. */
export function blackArrowColumn(G: PaxState): number {
  const f = front(G);
  const back = nextBack(G);
  return f && back ? back.columnNumbers[f.columnArrow] : 0;
}

/** PAX-WAKHAN-PRIORITY-2: regions in the order of her current AI card. */
export const regionOrder = (G: ReadState): readonly Region[] => front(G)?.regionOrder ?? REGIONS;

/**
 * PAX-WAKHAN-ARROW-1: the other players in the order the red arrow gives: top/left starts with the player
 * to her left (the next seat), bottom/right with the player to her right (the seat before hers).
 */
export function playersByArrow(G: PaxState, player: PlayerID): PlayerID[] {
  const all = seats(G);
  const i = all.indexOf(player);
  const n = all.length;
  const step = redArrow(G) === 'top_left' ? 1 : n - 1;
  const order: PlayerID[] = [];
  for (let k = 1; k < n; k++) order.push(all[(i + k * step) % n]);
  return order;
}

// ---- priorities ----

/** Compare two keys, highest first. */
function byKeyDesc(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/**
 * PAX-WAKHAN-PRIORITY-1: card priority: another player's card, favored suit, patriot of the dominant
 * coalition, prize of the dominant coalition (PAX-WAKHAN-D-3), other patriot, leverage, highest rank,
 * highest number.
 */
export function cardPriority(G: ReadState, player: PlayerID, owner: PlayerID, card: CardId): number[] {
  const d = courtCard(card);
  const dominant = dominantCoalition(G);
  return [
    owner !== player ? 1 : 0,
    d.suit === G.favored ? 1 : 0,
    dominant !== null && d.patriot === dominant ? 1 : 0,
    dominant !== null && d.prize === dominant ? 1 : 0,
    d.patriot !== null && d.patriot !== dominant ? 1 : 0,
    d.impact.includes('leverage') ? 1 : 0,
    d.rank,
    card,
  ];
}

/** Cards (with owners) sorted by her card priority, highest first. */
function byCardPriority(G: ReadState, player: PlayerID, cards: CardId[]): CardId[] {
  const keyed = cards.map((card) => ({ card, key: cardPriority(G, player, findInCourts(G, card)?.owner ?? player, card) }));
  keyed.sort((a, b) => byKeyDesc(a.key, b.key));
  return keyed.map((k) => k.card);
}

/**
 * PAX-WAKHAN-CLEANUP-1: discard priority (highest first): not political, not a patriot, no leverage,
 * more enemy spies than hers, fewest spies, lowest rank, not of the favored suit, lowest number.
 */
export function discardPriority(G: ReadState, player: PlayerID, card: CardId): number[] {
  const d = courtCard(card);
  const slot = G.players[player].court.find((s) => s.card === card);
  let mine = 0;
  let enemy = 0;
  for (const id in slot?.spies ?? {}) {
    if (id === player) mine += slot!.spies[id];
    else enemy += slot!.spies[id];
  }
  return [
    d.suit !== 'political' ? 1 : 0,
    d.patriot === null ? 1 : 0,
    d.impact.includes('leverage') ? 0 : 1,
    enemy > mine ? 1 : 0,
    -(mine + enemy),
    -d.rank,
    d.suit !== G.favored ? 1 : 0,
    -card,
  ];
}

// ---- the turn ----

/**
 * PAX-WAKHAN-TURN-1: draw the top AI card face up (the previous one goes to the AI discard pile); when
 * the AI deck is then empty, the whole discard pile, the card just drawn included, is shuffled into a new
 * deck and she draws again, so that the back of a next card is always visible.
 */
export function drawAiCard(G: PaxState, shuffle: Shuffle): void {
  const w = own(G, 'wakhan') as WakhanState;
  const secret = own(G, 'secret');
  const deck = own(secret, 'wakhanDeck') as number[];
  if (w.card !== null) w.discard = [...w.discard, w.card];
  w.card = deck.pop() ?? null;
  w.turns++;
  if (deck.length === 0) {
    const all = shuffle([...w.discard, ...(w.card === null ? [] : [w.card])]);
    w.card = all.pop() ?? null;
    secret.wakhanDeck = all;
    w.discard = [];
  }
}

/** PAX-WAKHAN-TURN-1: her turn begins: a fresh turn record, an AI card drawn, her loyalty updated. */
export function startWakhanTurn(G: PaxState, shuffle: Shuffle): void {
  const player = G.wakhan!.player;
  G.turn = emptyTurn();
  drawAiCard(G, shuffle);
  syncLoyalty(G);
  note(G, 'PAX-WAKHAN-TURN-1', 'draw', { card: G.wakhan!.card!, coalition: G.players[player].loyalty ?? '' });
  useBlackmail(G, player);
  ownPending(G).push({ kind: 'wakhan', player, stage: 'actions', index: 0, passStart: 0 });
}

/**
 * PAX-WAKHAN-MAY-1: what a card says she "may" do she always does: at the start of her turn, each Blackmail
 * card of hers puts a spy on the card of highest card priority it can (PAX-ABILITY-BLACKMAIL).
 */
function useBlackmail(G: PaxState, player: PlayerID): void {
  for (const { card } of G.players[player].court) {
    const targets = blackmailTargets(G, player, card);
    if (targets.length === 0) continue;
    const target = byCardPriority(G, player, targets)[0];
    blackmail(G, player, card, target);
    note(G, 'PAX-WAKHAN-MAY-1', 'action', { action: 'blackmail', card, target: String(target), amount: 0, to: '' });
  }
}

/** The seat after `player` in turn order. */
export function nextSeat(G: ReadState, player: PlayerID): PlayerID {
  const all = seats(G);
  return all[(all.indexOf(player) + 1) % all.length];
}

/**
 * One step of her turn (the task on top is hers). PAX-WAKHAN-TURN-2: the instructions of her card top to
 * bottom, starting again from the top while actions remain (a pass that took no action ends them);
 * PAX-WAKHAN-TURN-3: then her bonus actions; PAX-WAKHAN-TURN-4: then cleanup.
 */
export function wakhanStep(G: PaxState): void {
  const task = ownTop(G) as WakhanTask;
  const player = task.player;
  if (task.stage === 'actions') {
    if (G.turn.actions >= MAX_ACTIONS) {
      task.stage = 'bonus';
      return;
    }
    if (task.index >= 3) {
      if (G.turn.actions === task.passStart) {
        task.stage = 'bonus';
        note(G, 'PAX-WAKHAN-TURN-2', 'noInstruction');
        return;
      }
      task.index = 0;
      task.passStart = G.turn.actions;
      note(G, 'PAX-WAKHAN-TURN-2', 'restart');
    }
    const instruction = wakhanCard(G.wakhan!.card!).front.actions[task.index];
    task.index++;
    doInstruction(G, player, instruction);
    return;
  }
  if (!bonusAction(G, player)) {
    ownPending(G).pop();
    note(G, 'PAX-WAKHAN-TURN-4', 'cleanup');
    endActions(G, player);
  }
}

/** PAX-WAKHAN-AMBITION-1 first, then the instruction. */
function doInstruction(G: PaxState, player: PlayerID, instruction: WakhanAction): void {
  const check = ambition(G, player);
  if (check) {
    note(G, 'PAX-WAKHAN-AMBITION-1', 'ambition', { row: check.row, col: check.col, instruction });
    buy(G, player, check.row, check.col);
    return;
  }
  switch (instruction) {
    case 'tax':
    case 'build':
    case 'battle':
    case 'move':
    case 'betray':
      courtAction(G, player, instruction, false);
      return;
    case 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy':
      courtAction(G, player, 'battle', true);
      return;
    default:
      radicalize(G, player, instruction);
  }
}

// ---- Ambition and radicalize ----

interface Offer {
  row: number;
  col: number;
  card: CardId;
  cost: number;
}

/** What she can buy now (PAX-BUY-5 included). */
function offers(G: PaxState, player: PlayerID): Offer[] {
  const list: Offer[] = [];
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) {
      const slot = G.market[row][col];
      if (slot && canBuy(G, player, row, col)) list.push({ row, col, card: slot.card, cost: buyCost(G, player, row, col) });
    }
  }
  return list;
}

/** PAX-WAKHAN-RADICALIZE-2: the cheapest, then the highest card number. */
function cheapest(list: Offer[]): Offer | null {
  let best: Offer | null = null;
  for (const o of list) if (!best || o.cost < best.cost || (o.cost === best.cost && o.card > best.card)) best = o;
  return best;
}

/** Among the offers with the highest `score` (at least `min`), the cheapest (PAX-WAKHAN-RADICALIZE-2). */
function most(list: Offer[], score: (o: Offer) => number, min = -Infinity): Offer | null {
  let top = min;
  for (const o of list) top = Math.max(top, score(o));
  return cheapest(list.filter((o) => score(o) >= top && score(o) >= min));
}

const icons = (card: CardId, kinds: string[]): number => courtCard(card).impact.filter((i) => kinds.includes(i)).length;

/**
 * PAX-WAKHAN-AMBITION-1: a Dominance Check in the market she can buy whose check would give her more
 * points than every other player, or make her win the game: a 4-point lead (PAX-END-2) or, when it is the
 * final check, the victory on points and tie-breaks (PAX-END-3) with what she has after buying it.
 */
export function ambition(G: PaxState, player: PlayerID): { row: number; col: number } | null {
  const visible = visibleChecks(G);
  for (const { row, col } of visible) {
    if (!canBuy(G, player, row, col)) continue;
    const final = visible.length === 1 && !G.secret.deck.some(isDominanceCheck);
    const { points } = checkPoints(G, final);
    const others = Object.keys(G.players).filter((id) => id !== player);
    const more = others.every((id) => points[player] > points[id]);
    const after: ReadState = { ...G, players: { ...G.players } };
    for (const id in G.players) after.players[id] = { ...G.players[id], score: G.players[id].score + points[id] };
    const rupees = G.players[player].rupees - buyCost(G, player, row, col) + G.market[row][col]!.rupees;
    after.players[player] = { ...after.players[player], rupees };
    const ahead = leader(after) === player;
    const wins = ahead || (final && winners(after).length === 1 && winners(after)[0] === player);
    if (more || wins) return { row, col };
  }
  return null;
}

/** The market card her radicalize instruction takes, with the rule that chose it (null: none, the instruction is skipped). */
export function radicalizeChoice(G: PaxState, player: PlayerID, instruction: WakhanAction): { offer: Offer; rule: string } | null {
  // PAX-WAKHAN-RADICALIZE-2: she buys a Dominance Check only by her Ambition (PAX-WAKHAN-AMBITION-1)
  const all = offers(G, player).filter((o) => !isDominanceCheck(o.card));
  const court = all.filter((o) => isCourtCard(o.card));
  const suit = (s: string) => court.filter((o) => courtCard(o.card).suit === s);
  const highest = (list: Offer[]) => most(list, (o) => courtCard(o.card).rank);
  const rule = 'PAX-WAKHAN-RADICALIZE-2';
  const pick = (offer: Offer | null) => (offer ? { offer, rule } : null);
  const dominant = dominantCoalition(G);
  switch (instruction) {
    case 'radicalize':
      return plainRadicalize(G, player, all, court);
    case 'radicalize_if_military_favored_highest_ranked_military':
      return G.favored === 'military' ? pick(highest(suit('military'))) : null;
    case 'radicalize_if_political_favored_highest_ranked_economic':
      return G.favored === 'political' ? pick(highest(suit('economic'))) : null;
    case 'radicalize_highest_ranked_political':
      return pick(highest(suit('political')));
    case 'radicalize_highest_ranked_intelligence':
      return pick(highest(suit('intelligence')));
    case 'radicalize_intelligence':
      return pick(cheapest(suit('intelligence')));
    case 'radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees':
      return G.players[player].rupees < 2 ? pick(most(all, (o) => netRupees(G, player, o), 1)) : null;
    case 'radicalize_card_that_gives_control_of_region':
      return pick(cheapest(court.filter((o) => wouldGiveRule(G, player, o.card))));
    case 'radicalize_card_that_would_place_most_blocks':
      return pick(most(court, (o) => icons(o.card, ['army', 'road']), 1));
    case 'radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders':
      return dominant === null ? pick(most(court, (o) => icons(o.card, ['tribe', 'spy']), 1)) : null;
    case 'radicalize_if_no_card_with_move_card_with_move_action': {
      const hasMove = G.players[player].court.some((s) => courtCard(s.card).actions.includes('move'));
      return hasMove ? null : pick(cheapest(court.filter((o) => courtCard(o.card).actions.includes('move'))));
    }
    case 'radicalize_if_dominant_coalition_matching_patriot':
      return dominant ? pick(cheapest(court.filter((o) => courtCard(o.card).patriot === dominant))) : null;
    case 'radicalize_if_court_size_at_limit_highest_ranked_political':
      return G.players[player].court.length >= courtLimit(G, player) ? pick(highest(suit('political'))) : null;
    case 'radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence': {
      const mine = spiesInPlay(G, player);
      const fewer = Object.keys(G.players).some((id) => id !== player && spiesInPlay(G, id) > mine);
      return fewer ? pick(highest(suit('intelligence'))) : null;
    }
    default:
      return null;
  }
}

/**
 * PAX-WAKHAN-RADICALIZE-1: with a Dominance Check in the market: the cheapest patriot of the dominant
 * coalition, else the cheapest card with the most army and road icons; with no dominant coalition, the
 * cheapest card with the most spy and tribe icons. PAX-WAKHAN-RADICALIZE-3: otherwise the arrows: the
 * row of the red arrow from the column of the black arrow leftwards, then the other row.
 */
function plainRadicalize(G: PaxState, player: PlayerID, all: Offer[], court: Offer[]): { offer: Offer; rule: string } | null {
  if (visibleChecks(G).length > 0) {
    const dominant = dominantCoalition(G);
    const rule = 'PAX-WAKHAN-RADICALIZE-1';
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
    for (let col = start; col >= 0; col--) {
      const offer = all.find((o) => o.row === row && o.col === col);
      if (offer) return { offer, rule: 'PAX-WAKHAN-RADICALIZE-3' };
    }
  }
  return null;
}

/** PAX-EVENT-113P: the event whose purchase gives 3 rupees. */
const BACKING_OF_PERSIAN_ARISTOCRACY = 113;

/**
 * PAX-WAKHAN-RADICALIZE-2: the rupees radicalizing a card nets her: the rupees on it, less its cost; for a
 * court card she can bribe, less the bribe and plus 2 per leverage icon (PAX-IMPACT-5; a card she cannot
 * bribe is discarded, PAX-WAKHAN-BRIBE-1); Backing of Persian Aristocracy adds its 3 (PAX-EVENT-113P).
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

/** PAX-WAKHAN-RADICALIZE-2: would playing the card make her rule its region (its tribes and armies counted)? */
function wouldGiveRule(G: ReadState, player: PlayerID, card: CardId): boolean {
  const d = courtCard(card);
  if (ruler(G, d.region) === player) return false;
  const tribes = tribesOf(G, player, d.region) + icons(card, ['tribe']);
  if (tribes === 0) return false;
  const coalition = G.players[player].loyalty;
  const armies = { ...G.regions[d.region].armies };
  if (coalition) armies[coalition] += icons(card, ['army']);
  const mine = tribes + Math.max(...COALITIONS.map((c) => armies[c]));
  for (const id in G.players) {
    if (id === player) continue;
    const loyalty = G.players[id].loyalty;
    if (tribesOf(G, id, d.region) + (loyalty ? armies[loyalty] : 0) >= mine) return false;
  }
  return true;
}

/**
 * PAX-WAKHAN-RADICALIZE-4: buy the chosen card (one action) and play it at once on the side of the red
 * arrow, paying the full bribe as a player (PAX-WAKHAN-BRIBE-1); a card whose bribe she cannot pay is
 * discarded. A bought event or Dominance Check is resolved as for a player.
 */
function radicalize(G: PaxState, player: PlayerID, instruction: WakhanAction): void {
  const choice = radicalizeChoice(G, player, instruction);
  if (!choice) {
    note(G, 'PAX-WAKHAN-ACTION-2', 'skipRadicalize', { instruction });
    return;
  }
  const { row, col } = choice.offer;
  const card = buy(G, player, row, col);
  note(G, choice.rule, 'buys', { instruction, card, row, col });
  if (!isCourtCard(card) || isOver(G)) return;
  playFromHand(G, player, card, 'PAX-WAKHAN-RADICALIZE-4');
}

/**
 * PAX-WAKHAN-RADICALIZE-4, PAX-WAKHAN-BRIBE-1, PAX-WAKHAN-HAND-1: she plays a card of her hand on the side of
 * the red arrow, paying the full bribe as a player (no action counted: a radicalize counts its purchase);
 * a card whose bribe she cannot pay is discarded.
 */
export function playFromHand(G: PaxState, player: PlayerID, card: CardId, rule: string): void {
  const { amount, to } = bribeToPlay(G, player, card);
  if (to !== null && amount > G.players[player].rupees) {
    discardFromHand(G, player, card);
    note(G, 'PAX-WAKHAN-BRIBE-1', 'cannotBribe', { amount, to, card });
    return;
  }
  const side: Side = redArrow(G) === 'top_left' ? 'left' : 'right';
  play(G, player, card, side, amount, false);
  note(G, rule, 'plays', { card, side, amount: to === null ? 0 : amount, to: to ?? '' });
}

// ---- her card actions ----

/** Can she use this court card now (PAX-ACTION-1, PAX-BONUS-1; her turn task is pending, so not canUseCard)? */
function canUse(G: ReadState, player: PlayerID, card: CardId, bonusOnly: boolean): boolean {
  if (G.turn.used.includes(card) || !G.players[player].court.some((s) => s.card === card)) return false;
  const favored = isFavoredCard(G, player, card);
  return bonusOnly ? favored : favored || G.turn.actions < MAX_ACTIONS;
}

/**
 * The target of her version of an action with a card (undefined: she cannot take it). PAX-WAKHAN-BATTLE-1:
 * a region of her region priority, else a court card of her card priority; PAX-WAKHAN-BETRAY-1: the card of
 * highest card priority with her spy and a prize; PAX-WAKHAN-GIFT-1: the cheapest free gift space; tax,
 * build: as the rules allow; move: her own (PAX-WAKHAN-MOVE-1).
 */
export function actionTarget(G: PaxState, player: PlayerID, card: CardId, action: CardAction, spiesOnly: boolean): string | null | undefined {
  const rupees = G.players[player].rupees - hostageBribe(G, player, card).amount;
  if (rupees < 0) return undefined;
  switch (action) {
    case 'tax':
    case 'build':
    case 'gift': {
      // PAX-WAKHAN-GIFT-1: a gift's cylinder from her supply, else from play by her priority (PAX-WAKHAN-IMPACT-1)
      const targets = actionTargets(G, player, card, action, rupees);
      return targets.length > 0 ? firstSource(G, player, targets) : undefined;
    }
    case 'move':
      return armyMove(G, player) ? null : undefined;
    case 'betray': {
      if (rupees < BETRAY_COST) return undefined;
      const targets = betrayTargets(G, player).map(Number).filter((c) => courtCard(c).prize !== null);
      return targets.length > 0 ? String(byCardPriority(G, player, targets)[0]) : undefined;
    }
    case 'battle':
      return battleTarget(G, player, spiesOnly);
  }
}

/** PAX-WAKHAN-BATTLE-1: does another player have pieces she may remove in the region (tribes, blocks of their loyalty)? */
function hasPlayerPieces(G: PaxState, player: PlayerID, region: Region): boolean {
  const coalitions = new Set<string>();
  for (const id in G.players) if (id !== player && G.players[id].loyalty) coalitions.add(G.players[id].loyalty!);
  return removable(G, player, region).some((o) => {
    const [kind, a, b] = o.split('|');
    if (kind === 'tribe') return true;
    return coalitions.has(kind === 'army' ? a : b);
  });
}

/** PAX-WAKHAN-BATTLE-1: where she battles (undefined: nowhere). */
function battleTarget(G: PaxState, player: PlayerID, spiesOnly: boolean): string | undefined {
  if (!spiesOnly) {
    for (const region of regionOrder(G)) if (isBattleSite(G, player, region) && hasPlayerPieces(G, player, region)) return region;
  }
  const cards: CardId[] = [];
  for (const id in G.players) for (const slot of G.players[id].court) if (isBattleSite(G, player, String(slot.card))) cards.push(slot.card);
  if (cards.length === 0) return undefined;
  const sorted = byCardPriority(G, player, cards);
  if (!spiesOnly) return String(sorted[0]);
  // the card with the most spies where she has a spy, then card priority
  const total = (card: CardId) => {
    const where = findInCourts(G, card)!;
    return Object.values(G.players[where.owner].court[where.index].spies).reduce((a, b) => a + b, 0);
  };
  let best = sorted[0];
  for (const card of sorted) if (total(card) > total(best)) best = card;
  return String(best);
}

/**
 * PAX-WAKHAN-ACTION-1: an action an instruction names is taken with the valid court card of highest card
 * priority having it, paying the full hostage bribe as a player; PAX-WAKHAN-ACTION-2: none, it is skipped.
 */
function courtAction(G: PaxState, player: PlayerID, action: CardAction, spiesOnly: boolean): boolean {
  const cards = G.players[player].court.map((s) => s.card).filter((c) => courtCard(c).actions.includes(action) && canUse(G, player, c, false));
  for (const card of byCardPriority(G, player, cards)) {
    const target = actionTarget(G, player, card, action, spiesOnly);
    if (target === undefined) continue;
    takeHerAction(G, player, card, action, target, 'PAX-WAKHAN-ACTION-1');
    return true;
  }
  note(G, 'PAX-WAKHAN-ACTION-2', 'skipAction', { action, spiesOnly: spiesOnly ? 1 : 0 });
  return false;
}

function takeHerAction(G: PaxState, player: PlayerID, card: CardId, action: CardAction, target: string | null, rule: string): void {
  const bribe = hostageBribe(G, player, card);
  note(G, rule, 'action', { action, card, target: target ?? '', amount: bribe.to === null ? 0 : bribe.amount, to: bribe.to ?? '' });
  startAction(G, player, card, action, target, bribe.amount);
  if (action === 'move') {
    ownPending(G).pop(); // PAX-WAKHAN-MOVE-1: her own move replaces the player's step by step move
    let left = courtCard(card).rank;
    for (let m = armyMove(G, player); m && left > 0; m = armyMove(G, player), left--) {
      const coalition = G.players[player].loyalty!;
      ownArmies(G, m.from)[coalition]--;
      ownArmies(G, m.to)[coalition]++;
      note(G, 'PAX-WAKHAN-MOVE-1', 'moves', { coalition, from: m.from, to: m.to });
    }
  }
}

/** PAX-WAKHAN-TURN-3: her next bonus action: the leftmost unused favored card, its leftmost possible action. */
function bonusAction(G: PaxState, player: PlayerID): boolean {
  if (isOver(G)) return false;
  for (const { card } of G.players[player].court) {
    if (!canUse(G, player, card, true)) continue;
    for (const action of courtCard(card).actions) {
      const target = actionTarget(G, player, card, action, false);
      if (target === undefined) continue;
      takeHerAction(G, player, card, action, target, 'PAX-WAKHAN-TURN-3');
      return true;
    }
  }
  return false;
}

const adjacent = (a: Region, b: Region): boolean => REGION_BORDERS[a].some((border) => borderRegions(border).includes(b));

/** Would she still rule `region` (if she does) without one army of `coalition` there? */
function keepsRule(G: ReadState, player: PlayerID, region: Region, coalition: Coalition): boolean {
  if (ruler(G, region) !== player) return true;
  const armies = { ...G.regions[region].armies, [coalition]: G.regions[region].armies[coalition] - 1 };
  const mine = tribesOf(G, player, region) + Math.max(...COALITIONS.map((c) => armies[c]));
  for (const id in G.players) {
    if (id === player) continue;
    const loyalty = G.players[id].loyalty;
    if (tribesOf(G, id, region) + (loyalty ? armies[loyalty] : 0) >= mine) return false;
  }
  return true;
}

/**
 * PAX-WAKHAN-MOVE-1: her next army move: armies of her pragmatic loyalty only, no road needed, to an
 * adjacent region where other players' tribes outnumber her coalition's armies, never losing a region
 * she rules; destination then origin by her region priority.
 */
export function armyMove(G: ReadState, player: PlayerID): { from: Region; to: Region } | null {
  const coalition = G.players[player].loyalty;
  if (!coalition) return null;
  const order = regionOrder(G);
  for (const to of order) {
    let tribes = 0;
    for (const id in G.regions[to].tribes) if (id !== player) tribes += G.regions[to].tribes[id];
    if (tribes <= G.regions[to].armies[coalition]) continue;
    for (const from of order) {
      if (from === to || !adjacent(from, to) || G.regions[from].armies[coalition] === 0) continue;
      if (keepsRule(G, player, from, coalition)) return { from, to };
    }
  }
  return null;
}

// ---- her choices in tasks ----

/** The step she takes in her tax, build, battle (or move) task. */
export function stepChoice(G: PaxState, task: StepTask): string {
  const options = stepOptions(G, task);
  const player = task.player;
  switch (task.kind) {
    case 'prize':
      return 'take'; // PAX-WAKHAN-BETRAY-1: she always takes the prize
    case 'tax': {
      // PAX-WAKHAN-TAX-1: players first, richest first (red arrow on ties), then the market from the left
      const players = options.filter((o) => o.startsWith('p|')).map((o) => o.slice(2));
      if (players.length > 0) {
        const arrow = playersByArrow(G, player);
        players.sort((a, b) => G.players[b].rupees - G.players[a].rupees || arrow.indexOf(a) - arrow.indexOf(b));
        return `p|${players[0]}`;
      }
      const first = redArrow(G) === 'top_left' ? 0 : 1;
      for (let col = 0; col < MARKET_COLUMNS; col++) {
        for (const row of [first, 1 - first]) if (options.includes(`m|${row}|${col}`)) return `m|${row}|${col}`;
      }
      return DONE;
    }
    case 'build': {
      // PAX-WAKHAN-BUILD-1: armies only, in the regions she rules by region priority, as many as she can pay
      for (const region of regionOrder(G)) {
        const armies = options.filter((o) => o.replace(/^\+/, '').startsWith(`army|${region}|`));
        if (armies.length === 0) continue;
        // a block from the supply, else from play by her priority (PAX-WAKHAN-IMPACT-1)
        const from = firstSource(G, player, armies.map((o) => o.split('|')[2] || null));
        return armies.find((o) => (o.split('|')[2] || null) === from)!;
      }
      return DONE;
    }
    case 'battle': {
      // PAX-WAKHAN-BATTLE-1: other players' pieces only: their tribes, then the armies, then the roads of
      // their loyalty (roads by her region priority); the red arrow orders the players; on a card, spies
      const arrow = playersByArrow(G, player);
      if (isRegion(task.site)) {
        const borders = roadOrder(G, task.site);
        for (const kind of ['tribe', 'army', 'road'] as const) {
          for (const id of arrow) {
            const loyalty = G.players[id].loyalty;
            const mine = kind === 'tribe' ? [`tribe|${id}`] : kind === 'army' ? [`army|${loyalty}`] : borders.map((b) => `road|${b}|${loyalty}`);
            const found = mine.find((o) => options.includes(o));
            if (found && (kind === 'tribe' || loyalty)) return found;
          }
        }
        return DONE;
      }
      for (const id of arrow) if (options.includes(`spy|${id}`)) return `spy|${id}`;
      return DONE;
    }
    default:
      return DONE;
  }
}

/** PAX-WAKHAN-IMPACT-1: the borders of a region in the order of her region priority (of the region across each). */
function roadOrder(G: ReadState, region: Region): Border[] {
  const order = regionOrder(G);
  const across = (border: Border) => borderRegions(border).find((r) => r !== region)!;
  return [...REGION_BORDERS[region]].sort((a, b) => order.indexOf(across(a)) - order.indexOf(across(b)));
}

/**
 * PAX-WAKHAN-IMPACT-1: where a piece of hers goes. Spies: on a card of the region where she does not
 * have the most spies, by card priority; roads: one per border, on consecutive borders in her region
 * priority (leftmost first), starting the priority again if roads remain; the piece comes from her supply,
 * else from play by her region priority (sourceChoice).
 */
export function placementChoice(G: PaxState, task: TaskOf<'impact'>, options: Placement[]): Placement {
  const player = task.player;
  const icon = courtCard(task.card).impact[task.step];
  const destinations = [...new Set(options.map((p) => p.to))];
  let to = destinations[0];
  if (icon === 'spy') {
    const cards = destinations as CardId[];
    const notMost = cards.filter((card) => {
      const where = findInCourts(G, card)!;
      const spies = G.players[where.owner].court[where.index].spies;
      const mine = spies[player] ?? 0;
      return Object.keys(spies).some((id) => id !== player && spies[id] >= mine) || mine === 0;
    });
    to = byCardPriority(G, player, notMost.length > 0 ? notMost : cards)[0];
  } else if (icon === 'road') {
    // the card's k-th road goes on the k-th border by region priority, starting again after the last one
    const borders = roadOrder(G, courtCard(task.card).region);
    const k = courtCard(task.card).impact.slice(0, task.step).filter((i) => i === 'road').length;
    const next = borders.map((_, i) => borders[(k + i) % borders.length]).find((border) => destinations.includes(border));
    if (next) to = next;
  }
  return sourceChoice(G, player, options.filter((p) => p.to === to));
}

/**
 * PAX-WAKHAN-IMPACT-1, PAX-WAKHAN-D-12: how early she takes a piece from a place in play: by the region
 * priority of her AI card (a road by the first of its two regions, then the other; an army before a road),
 * a spy by its card's region, then card priority; gifts (on no region) last, the cheapest space first.
 */
function sourceRank(G: ReadState, player: PlayerID, source: Source): number[] {
  const order = regionOrder(G);
  const { kind, at } = parseSource(source);
  if (kind === 'army' || kind === 'tribe') return [order.indexOf(at as Region), 0, 0];
  if (kind === 'road') {
    const ranks = borderRegions(at as Border).map((r) => order.indexOf(r)).sort((a, b) => a - b);
    return [ranks[0], 1, ranks[1]];
  }
  if (kind === 'spy') {
    const card = Number(at);
    const priority = cardPriority(G, player, findInCourts(G, card)?.owner ?? player, card);
    return [order.indexOf(courtCard(card).region), 2, ...priority.map((n) => -n)];
  }
  return [REGIONS.length, 3, Number(at)];
}

/** Compare two keys, lowest first. */
const byKeyAsc = (a: number[], b: number[]): number => -byKeyDesc(a, b);

/** PAX-WAKHAN-IMPACT-1: where a piece of hers comes from: the supply, else the first place in play by her priority. */
export function sourceChoice(G: ReadState, player: PlayerID, options: readonly Placement[]): Placement {
  const supply = options.find((p) => p.from === null);
  if (supply) return supply;
  return [...options].sort((a, b) => byKeyAsc(sourceRank(G, player, a.from!), sourceRank(G, player, b.from!)))[0];
}

/** The same for a source named alone (a gift's cylinder, a built army): null is the supply. */
function firstSource<T extends string | null>(G: ReadState, player: PlayerID, sources: readonly T[]): T {
  return sourceChoice(G, player, sources.map((from) => ({ to: null, from }))).from as T;
}

/** PAX-WAKHAN-CLEANUP-1: the card she discards for a discard task (court or hand). */
export function discardChoice(G: PaxState, player: PlayerID, candidates: CardId[]): CardId {
  const court = candidates.filter((c) => G.players[player].court.some((s) => s.card === c));
  const pool = court.length > 0 && court.length === candidates.length ? court : candidates.filter((c) => !court.includes(c));
  const list = pool.length > 0 ? pool : candidates;
  return [...list].sort((a, b) => byKeyDesc(discardPriority(G, player, a), discardPriority(G, player, b)))[0];
}

/**
 * PAX-WAKHAN-EVENT-1: her event choices: Pashtunwali keeps the favored suit; Rebuke the first region of her
 * priority with another player's tribe; Rumor names the first player by the red arrow; Other Persuasive
 * Methods the first player by the red arrow whose hand holds cards (else the first player by it).
 */
export function pickChoice(G: PaxState, task: TaskOf<'pick'>): string {
  const options = pickOptions(G, task);
  const arrow = playersByArrow(G, task.player).filter((id) => options.includes(id));
  switch (task.event) {
    case 'pashtunwali':
      return G.favored;
    case 'rebuke':
      for (const region of regionOrder(G)) {
        if (Object.keys(G.regions[region].tribes).some((id) => id !== task.player && G.regions[region].tribes[id] > 0)) return region;
      }
      return regionOrder(G)[0];
    case 'rumor':
      return arrow[0];
    case 'persuasion':
      return arrow.find((id) => G.players[id].hand.length > 0) ?? arrow[0];
  }
}
