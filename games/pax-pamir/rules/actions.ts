/**
 * Card actions (PAMIR-ACTION-*): tax, gift, build, move, betray and battle, taken with a court card,
 * bonus actions (PAMIR-BONUS-1) and hostages (PAMIR-HOSTAGE-1). An action is started by one move; tax,
 * build, move and battle then go step by step through a task, each step a choice (`stepOptions`).
 */
import { courtCard, type CardId } from '../data/cards';
import type { CardAction } from '../data/court-cards';
import { COALITIONS, GIFT_COSTS, REGION_BORDERS, REGIONS, borderRegions, type Border, type Coalition, type Region } from '../data/map';
import { changeLoyalty, discardFromCourt, removeTribes, stars } from './court';
import { own, ownArmies, ownCourtSlot, ownDiscard, ownMarketSlot, ownPending, ownPlayer, ownRoads, ownTop, ownTribes, ownTurn } from './cow';
import { isOver } from './dominance';
import { hasAbility, hasEffect, isFavoredCard, owesNoBribe } from './effects';
import { pieceSources, placePiece, placements, takeFromPlay } from './impact';
import { MARKET_COLUMNS, MARKET_ROWS } from '../data/map';
import { payToMarket } from './market';
import { cylinderSources, cylinderSupply, findInCourts, placedKey, tribesOf, type Source } from './pieces';
import { ruler } from './rule';
import { playerIds, seats, type CourtSlot, type PaxState, type PlayerID, type ReadState, type Task } from './state';
import { isRecording, logEvent } from './log';

type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;
export type StepTask = TaskOf<'tax' | 'build' | 'move' | 'battle' | 'prize'>;

/** PAMIR-TURN-1: actions per turn that are not bonus actions. */
export const MAX_ACTIONS = 2;
/** PAMIR-BUILD-1, PAMIR-BETRAY-1: costs. */
export const BLOCK_COST = 2;
export const BETRAY_COST = 2;
export const MAX_BUILD = 3;
export const DONE = 'done';

const rankOf = (card: CardId): number => courtCard(card).rank;
const inCourt = (G: ReadState, player: PlayerID, card: CardId): boolean => G.players[player].court.some((s) => s.card === card);

/**
 * PAMIR-HOSTAGE-1: the bribe to use a card of `owner`'s court: the spies of the one enemy (another player)
 * with strictly the most spies on it, paid to that player. None under Civil Service Reforms
 * (PAMIR-ABILITY-CIVIL), Disregard for Customs or Courtly Manners (PAMIR-EVENT-107D/P).
 */
export function hostageBribe(G: ReadState, owner: PlayerID, card: CardId): { amount: number; to: PlayerID | null } {
  const slot = G.players[owner].court.find((s) => s.card === card);
  return slot ? slotBribe(G, owner, slot) : NO_BRIBE;
}

/** No hostage bribe (shared: the callers only read it). */
const NO_BRIBE: { amount: number; to: PlayerID | null } = Object.freeze({ amount: 0, to: null });

/** `hostageBribe` for a court slot of `owner`'s already at hand. */
function slotBribe(G: ReadState, owner: PlayerID, slot: CourtSlot): { amount: number; to: PlayerID | null } {
  let best: PlayerID | null = null;
  let most = 0;
  let tied = false;
  // the players in id order, as `for...in` lists the spies' owners, but cheaper
  for (const id of playerIds(G)) {
    const n = slot.spies[id];
    if (n === undefined) continue;
    if (n > most) {
      best = id;
      most = n;
      tied = false;
    } else if (n === most) tied = true;
  }
  if (best === null || tied || best === owner) return NO_BRIBE;
  if (hasAbility(G, owner, 'civil_service_reforms') || owesNoBribe(G, owner, false)) return NO_BRIBE;
  return { amount: most, to: best };
}

/**
 * PAMIR-ACTION-1, PAMIR-BONUS-1: can the player use a card of their court for an action now? Nothing
 * pending, the card not used this turn, and an action left unless the card is of the favored suit.
 */
export function canUseCard(G: ReadState, player: PlayerID, card: CardId): boolean {
  if (G.pending.length > 0 || isOver(G) || !inCourt(G, player, card)) return false;
  return isCardReady(G, player, card);
}

/** `canUseCard` for a card of the player's court, nothing pending and the game going on: not used, an action left or favored. */
const isCardReady = (G: ReadState, player: PlayerID, card: CardId): boolean =>
  !G.turn.used.includes(card) && (G.turn.actions < MAX_ACTIONS || isFavoredCard(G, player, card));

/** Does the player rule the region (PAMIR-RULE-1)? */
const rules = (G: ReadState, player: PlayerID, region: Region): boolean => ruler(G, region) === player;

// ---- tax ----

/** PAMIR-TAX-1: the rupees a player keeps from tax: their economic stars. */
export const taxShelter = (G: ReadState, player: PlayerID): number => stars(G, player, 'economic');

/**
 * PAMIR-TAX-1: market cards with rupees (`m|row|col`) and players with a card of a region the taxer rules
 * (`p|id`), at most `limit` of them: whether the player can tax at all needs only the first.
 */
function taxOptions(G: ReadState, player: PlayerID, limit = Infinity): string[] {
  const options: string[] = [];
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) {
      if ((G.market[row][col]?.rupees ?? 0) <= 0) continue;
      options.push(`m|${row}|${col}`);
      if (options.length >= limit) return options;
    }
  }
  const everywhere = hasAbility(G, player, 'claim_of_ancient_lineage'); // PAMIR-ABILITY-CLAIM
  const ruled = REGIONS.filter((region) => everywhere || rules(G, player, region));
  if (ruled.length === 0) return options;
  for (const id of playerIds(G)) {
    if (id === player || G.players[id].rupees <= taxShelter(G, id)) continue;
    if (!G.players[id].court.some((s) => ruled.includes(courtCard(s.card).region))) continue;
    options.push(`p|${id}`);
    if (options.length >= limit) return options;
  }
  return options;
}

// ---- build ----

/**
 * PAMIR-BUILD-1: the blocks the player may build now (`army|region|from`, `road|border|from`), each once in
 * the order first found (a road on a border of two ruled regions is found twice), at most `limit` of them:
 * whether the player can build at all needs only the first.
 */
function buildPlacements(G: ReadState, player: PlayerID, limit = Infinity): string[] {
  const spots = new Set<string>();
  let sources: ReturnType<typeof pieceSources> | undefined; // armies and roads are the same blocks: found once, at the first ruled region
  for (const region of REGIONS) {
    if (!rules(G, player, region)) continue;
    if (sources === undefined) sources = pieceSources(G, player, 'army');
    for (const p of placements(G, player, 'army', region, sources)) spots.add(`army|${region}|${p.from ?? ''}`);
    if (spots.size >= limit) break;
    for (const p of placements(G, player, 'road', region, sources)) spots.add(`road|${p.to}|${p.from ?? ''}`);
    if (spots.size >= limit) break;
  }
  return [...spots];
}

/** PAMIR-BUILD-1, PAMIR-EVENT-112P: the cost of the next paid block (every second one is free under Nation Building). */
const blockCost = (G: ReadState, task: TaskOf<'build'>): number =>
  hasEffect(G, 'nation_building', task.player) && task.paid % 2 === 1 ? 0 : BLOCK_COST;

// ---- move ----

/** The ring of courts: every court card, courts in clockwise seat order, each left to right (PAMIR-MOVE-1). */
function ring(G: ReadState): CardId[] {
  const cards: CardId[] = [];
  for (const id of seats(G)) for (const slot of G.players[id].court) cards.push(slot.card);
  return cards;
}

/** PAMIR-MOVE-1: the cards a spy of `player` on `card` may step to (PAMIR-ABILITY-BEDFELLOWS: same region too). */
function spySteps(G: ReadState, player: PlayerID, card: CardId, cards: CardId[]): CardId[] {
  const i = cards.indexOf(card);
  const n = cards.length;
  const to = new Set<CardId>();
  if (n > 1) {
    to.add(cards[(i + 1) % n]);
    to.add(cards[(i + n - 1) % n]);
  }
  if (hasAbility(G, player, 'strange_bedfellows')) {
    const region = courtCard(card).region;
    for (const other of cards) if (other !== card && courtCard(other).region === region) to.add(other);
  }
  return [...to];
}

/** PAMIR-MOVE-1: half steps a spy step costs (PAMIR-ABILITY-CONNECTED: 1, else 2). */
const spyStepCost = (G: ReadState, player: PlayerID): number => (hasAbility(G, player, 'well_connected') ? 1 : 2);

/**
 * PAMIR-MOVE-1, PAMIR-EVENT-110P: one step: `army|from|to`, `tribe|from|to` (Nationalism), `spy|card|card`, at
 * most `limit` of them: whether the player can move at all needs only the first. A piece crosses a border
 * with a road of its coalition (PAMIR-ABILITY-SUPPLIES: any border).
 */
function moveOptions(G: ReadState, player: PlayerID, left: number, limit = Infinity): string[] {
  const options: string[] = [];
  const coalition = G.players[player].loyalty;
  if (coalition && left >= 2) {
    const tribes = hasEffect(G, 'nationalism', player);
    let supplies: boolean | undefined; // PAMIR-ABILITY-SUPPLIES: cross without a road (looked up once)
    for (const region of REGIONS) {
      const armies = G.regions[region].armies[coalition] > 0;
      const ownTribes = tribes && tribesOf(G, player, region) > 0;
      if (!armies && !ownTribes) continue;
      for (const border of REGION_BORDERS[region]) {
        if (G.roads[border][coalition] === 0 && !(supplies ??= hasAbility(G, player, 'indian_supplies'))) continue;
        const [a, b] = borderRegions(border);
        const to = a === region ? b : a;
        if (armies) options.push(`army|${region}|${to}`);
        if (ownTribes) options.push(`tribe|${region}|${to}`);
        if (options.length >= limit) return options;
      }
    }
  }
  if (left >= spyStepCost(G, player)) {
    let cards: CardId[] | undefined; // the ring, built at the first spy of the player
    for (const id of playerIds(G)) {
      for (const slot of G.players[id].court) {
        if ((slot.spies[player] ?? 0) === 0) continue;
        for (const to of spySteps(G, player, slot.card, (cards ??= ring(G)))) options.push(`spy|${slot.card}|${to}`);
        if (options.length >= limit) return options;
      }
    }
  }
  return options;
}

// ---- battle ----

/** A battle site naming a court card (its number), else null: the site is a region. */
function siteCard(site: string): CardId | null {
  const card = Number(site);
  return Number.isInteger(card) && card > 0 ? card : null;
}

/** PAMIR-BATTLE-1: the player's own pieces in a region: their coalition's armies (and tribes under Nationalism). */
function forceIn(G: ReadState, player: PlayerID, region: Region, nationalism = hasEffect(G, 'nationalism', player)): number {
  const coalition = G.players[player].loyalty;
  let n = coalition ? G.regions[region].armies[coalition] : 0;
  if (nationalism) n += tribesOf(G, player, region);
  return n;
}

/** PAMIR-BATTLE-1: the player's own pieces at a site: in a region (forceIn), or their spies on a card. */
export function ownForce(G: ReadState, player: PlayerID, site: string): number {
  const card = siteCard(site);
  if (card === null) return forceIn(G, player, site as Region);
  const where = findInCourts(G, card);
  return where ? G.players[where.owner].court[where.index].spies[player] ?? 0 : 0;
}

/*
 * The enemy pieces of a battle, one question per kind of piece: `removable` lists them, `hasRemovable`
 * only asks whether there is one (the legal-move generator asks it of every site), so both read the same rules.
 */

/** PAMIR-ABILITY-ADVISORS: a spy of `id` on a card may be removed by `player`. */
const removableSpy = (G: ReadState, player: PlayerID, spies: Record<PlayerID, number>, id: PlayerID): boolean =>
  id !== player && spies[id] > 0 && !hasAbility(G, id, 'indispensable_advisors');

/** PAMIR-ABILITY-CITADEL: a tribe of `id` in the region may be removed by `player` (loyal to `mine`). */
export function removableTribe(G: ReadState, player: PlayerID, mine: Coalition | null, region: Region, id: PlayerID): boolean {
  if (id === player || tribesOf(G, id, region) === 0 || G.players[id].loyalty === mine) return false;
  return !((region === 'kabul' && hasAbility(G, id, 'citadel_kabul')) || (region === 'transcaspia' && hasAbility(G, id, 'citadel_transcaspia')));
}

/** The spies on a card in play (null: the card is in no court). */
function spiesAt(G: ReadState, card: CardId): Record<PlayerID, number> | null {
  const where = findInCourts(G, card);
  return where ? G.players[where.owner].court[where.index].spies : null;
}

/**
 * PAMIR-BATTLE-1: enemy pieces removable at a site. In a region: armies (`army|coalition`) and roads on its
 * borders (`road|border|coalition`) of other coalitions, tribes (`tribe|player`) of players of another
 * loyalty (PAMIR-ABILITY-CITADEL: not the owner's tribes there). On a card: other players' spies
 * (`spy|player`; PAMIR-ABILITY-ADVISORS: not the owner's).
 */
export function removable(G: ReadState, player: PlayerID, site: string): string[] {
  const options: string[] = [];
  const mine = G.players[player].loyalty;
  const card = siteCard(site);
  if (card !== null) {
    const spies = spiesAt(G, card);
    if (spies) for (const id of playerIds(G)) if (removableSpy(G, player, spies, id)) options.push(`spy|${id}`);
    return options;
  }
  const region = site as Region;
  const { armies } = G.regions[region];
  for (const coalition of COALITIONS) if (coalition !== mine && armies[coalition] > 0) options.push(`army|${coalition}`);
  for (const border of REGION_BORDERS[region]) {
    const roads = G.roads[border];
    for (const coalition of COALITIONS) if (coalition !== mine && roads[coalition] > 0) options.push(`road|${border}|${coalition}`);
  }
  for (const id of playerIds(G)) if (removableTribe(G, player, mine, region, id)) options.push(`tribe|${id}`);
  return options;
}

/** Is there an enemy piece the player may remove on a card with these spies (`removable` not empty)? */
function hasRemovableSpy(G: ReadState, player: PlayerID, spies: Record<PlayerID, number>): boolean {
  for (const id of playerIds(G)) if (removableSpy(G, player, spies, id)) return true;
  return false;
}

/** Is there an enemy piece the player may remove in the region (`removable` not empty)? */
function hasRemovableIn(G: ReadState, player: PlayerID, region: Region): boolean {
  const mine = G.players[player].loyalty;
  const { armies } = G.regions[region];
  for (const coalition of COALITIONS) if (coalition !== mine && armies[coalition] > 0) return true;
  for (const border of REGION_BORDERS[region]) {
    const roads = G.roads[border];
    for (const coalition of COALITIONS) if (coalition !== mine && roads[coalition] > 0) return true;
  }
  for (const id of playerIds(G)) if (removableTribe(G, player, mine, region, id)) return true;
  return false;
}

/** PAMIR-BATTLE-1: can the player battle at this site: their own pieces and an enemy piece there? */
export function isBattleSite(G: ReadState, player: PlayerID, site: string): boolean {
  const card = siteCard(site);
  if (card === null) return forceIn(G, player, site as Region) > 0 && hasRemovableIn(G, player, site as Region);
  const spies = spiesAt(G, card);
  return spies !== null && (spies[player] ?? 0) > 0 && hasRemovableSpy(G, player, spies);
}

/** PAMIR-BATTLE-1: the sites where the player can battle. */
function battleSites(G: ReadState, player: PlayerID): string[] {
  const sites: string[] = [];
  const nationalism = hasEffect(G, 'nationalism', player); // the same in every region
  for (const region of REGIONS) if (forceIn(G, player, region, nationalism) > 0 && hasRemovableIn(G, player, region)) sites.push(region);
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) {
      // on a card, the player's own force is their spies there (ownForce)
      if ((slot.spies[player] ?? 0) > 0 && hasRemovableSpy(G, player, slot.spies)) sites.push(String(slot.card));
    }
  }
  return sites;
}

// ---- betray and gift ----

/** PAMIR-BETRAY-1: cards the player has a spy on (PAMIR-ABILITY-BODYGUARDS: not the owner's political cards). */
export function betrayTargets(G: ReadState, player: PlayerID): string[] {
  const targets: string[] = [];
  for (const id of playerIds(G)) {
    const guarded = hasAbility(G, id, 'bodyguards');
    for (const slot of G.players[id].court) {
      if ((slot.spies[player] ?? 0) === 0) continue;
      if (guarded && courtCard(slot.card).suit === 'political') continue;
      targets.push(String(slot.card));
    }
  }
  return targets;
}

/**
 * PAMIR-GIFT-1, PAMIR-D-12: the cost of the next gift: the marked price (2, 4 or 6) of the first empty gift space,
 * where it goes (null: the dial is full).
 */
export function giftCost(G: ReadState, player: PlayerID): number | null {
  const space = G.players[player].gifts.indexOf(false);
  return space < 0 ? null : GIFT_COSTS[space];
}

/**
 * PAMIR-GIFT-2: has a gift been given this turn (the summary allows one a turn)? A gift's cylinder is the only
 * piece placed on a gift space, and the turn remembers every piece placed (`TurnState.placed`).
 */
export function giftGivenThisTurn(G: ReadState): boolean {
  for (const key of G.turn.placed) if (key.startsWith('gift:')) return true;
  return false;
}

/**
 * PAMIR-GIFT-1: a gift the player can pay for: null (the cylinder comes from the supply) or, with the supply
 * empty, each place in play to take it from (PAMIR-PIECE-1; not another gift, PAMIR-D-12). PAMIR-GIFT-2: none
 * once a gift was given this turn.
 */
function giftTargets(G: ReadState, player: PlayerID, rupees: number): (string | null)[] {
  const cost = giftCost(G, player);
  if (cost === null || cost > rupees || giftGivenThisTurn(G)) return [];
  if (cylinderSupply(G, player) > 0) return [null];
  return cylinderSources(G, player).filter((source) => !source.startsWith('gift:'));
}

// ---- starting an action ----

/**
 * PAMIR-ACTION-1: the targets of an action with a card when `rupees` are left after the bribe: a betrayed
 * card, a battle site, where a gift's cylinder comes from when the supply is empty; null for the others
 * (tax, build and move are chosen step by step). Empty when
 * the action cannot be taken.
 */
export function actionTargets(G: ReadState, player: PlayerID, card: CardId, action: CardAction, rupees: number): (string | null)[] {
  switch (action) {
    case 'tax':
      return taxOptions(G, player, 1).length > 0 ? [null] : [];
    case 'gift':
      return giftTargets(G, player, rupees);
    case 'build':
      return rupees >= BLOCK_COST && buildPlacements(G, player, 1).length > 0 ? [null] : [];
    case 'move':
      return moveOptions(G, player, rankOf(card) * 2, 1).length > 0 ? [null] : [];
    case 'betray':
      return rupees >= BETRAY_COST ? betrayTargets(G, player) : [];
    case 'battle':
      return battleSites(G, player);
  }
}

/** PAMIR-HOSTAGE-1: the bribes the player may offer to use a card: the full one, or less unless refused this turn. */
export function actionOffers(G: ReadState, player: PlayerID, card: CardId): number[] {
  return offersUpTo(G, player, card, hostageBribe(G, player, card).amount);
}

/** The offers from the lowest allowed up to the full bribe `amount`, as far as the player's rupees go. */
function offersUpTo(G: ReadState, player: PlayerID, card: CardId, amount: number): number[] {
  const lowest = G.turn.refused.includes(card) ? amount : 0;
  const offers: number[] = [];
  for (let offer = lowest; offer <= amount && offer <= G.players[player].rupees; offer++) offers.push(offer);
  return offers;
}

/**
 * The targets of actions already found for other cards of the same court: they depend on the action and the
 * rupees left, not on the card (a move's reach aside), so a court of many cards finds each once.
 */
export type TargetMemo = Map<number, (string | null)[]>;

const ACTION_KEYS: Record<CardAction, number> = { tax: 0, gift: 1, build: 2, move: 3, betray: 4, battle: 5 };

/** The memo's key: the action, with the rupees left where they matter (gift, build, betray) or a move's reach. */
const memoKey = (action: CardAction, card: CardId, rupees: number): number =>
  ACTION_KEYS[action] * 1000 + (action === 'move' ? rankOf(card) : action === 'gift' || action === 'build' || action === 'betray' ? rupees + 1 : 0);

/**
 * Every action the player may start now with a card of their court (`slot`), action, target and bribe offer
 * each given to `emit` with `sink` (a function made once, not a closure per call), when nothing is pending and the game goes on (the legal-move generator knows it
 * once for all the cards; `canUseCard` asks it again for one card).
 */
export function eachCardAction<T>(
  G: ReadState,
  player: PlayerID,
  slot: CourtSlot,
  memo: TargetMemo,
  sink: T,
  emit: (sink: T, card: CardId, action: CardAction, target: string | null, offer: number) => void,
): void {
  const { card } = slot;
  if (!isCardReady(G, player, card)) return;
  const offers = offersUpTo(G, player, card, slotBribe(G, player, slot).amount);
  const rupees = G.players[player].rupees;
  for (const action of courtCard(card).actions) {
    for (const offer of offers) {
      const key = memoKey(action, card, rupees - offer);
      let targets = memo.get(key);
      if (targets === undefined) memo.set(key, (targets = actionTargets(G, player, card, action, rupees - offer)));
      for (const target of targets) emit(sink, card, action, target, offer);
    }
  }
}

/** Every action the player may start now with a card: action, target and bribe offer. */
export function cardActionChoices(G: ReadState, player: PlayerID, card: CardId): { action: CardAction; target: string | null; offer: number }[] {
  const choices: { action: CardAction; target: string | null; offer: number }[] = [];
  const slot = G.players[player].court.find((s) => s.card === card);
  if (!slot || !canUseCard(G, player, card)) return choices;
  eachCardAction(G, player, slot, new Map(), choices, (list, _card, action, target, offer) => list.push({ action, target, offer }));
  return choices;
}

/** PAMIR-ACTION-1: is this action legal now? */
export function isLegalAction(G: ReadState, player: PlayerID, card: unknown, action: unknown, target: unknown, offer: unknown): boolean {
  if (typeof card !== 'number' || !Number.isInteger(offer) || (target !== null && typeof target !== 'string')) return false;
  if (!canUseCard(G, player, card) || !(courtCard(card).actions as readonly unknown[]).includes(action)) return false;
  if (!actionOffers(G, player, card).includes(offer as number)) return false;
  const rupees = G.players[player].rupees - (offer as number);
  if (action === 'battle') return typeof target === 'string' && isSite(G, target) && isBattleSite(G, player, target); // one site, not all
  return actionTargets(G, player, card, action as CardAction, rupees).includes(target as string | null);
}

/** A battle site as the rules name it: a region, or the number of a court card in play. */
const isSite = (G: ReadState, site: string): boolean =>
  (REGIONS as readonly string[]).includes(site) || (/^[1-9]\d*$/.test(site) && findInCourts(G, Number(site)) !== null);

/**
 * PAMIR-HOSTAGE-1: start an action: an offer below the bribe waits for the spies' owner; otherwise the
 * bribe is paid and the action done.
 */
export function startAction(G: PaxState, player: PlayerID, card: CardId, action: CardAction, target: string | null, offer: number): 'offered' | 'done' {
  const { amount, to } = hostageBribe(G, player, card);
  if (to !== null && offer < amount) {
    ownPending(G).push({ kind: 'bribe', player: to, payer: player, card, side: 'left', offer, action, target });
    logEvent({ kind: 'bribe-offered', rule: 'PAMIR-HOSTAGE-1', player, card, offer, full: amount, to, action });
    return 'offered';
  }
  takeAction(G, player, card, action, target, to, offer);
  return 'done';
}

/**
 * PAMIR-ACTION-1..7: pay the bribe, mark the card used, count the action unless it is a bonus action
 * (PAMIR-BONUS-1), then do it: gift and betray at once, the others through their task.
 */
export function takeAction(G: PaxState, player: PlayerID, card: CardId, action: CardAction, target: string | null, to: PlayerID | null, bribe: number): void {
  if (to !== null && bribe > 0) {
    ownPlayer(G, player).rupees -= bribe;
    ownPlayer(G, to).rupees += bribe;
  }
  const turn = ownTurn(G);
  own(turn, 'used').push(card);
  const bonus = isFavoredCard(G, player, card);
  if (!bonus) turn.actions++;
  if (isRecording()) {
    const cost = action === 'gift' ? giftCost(G, player)! : action === 'betray' ? BETRAY_COST : 0;
    const paid = to !== null && bribe > 0 ? bribe : 0;
    logEvent({ kind: 'action-taken', rule: ACTION_RULES[action], player, card, action, target, bribe: paid, to: paid > 0 ? to : null, bonus, cost });
  }
  const rank = rankOf(card);
  switch (action) {
    case 'tax':
      ownPending(G).push({ kind: 'tax', player, card, left: rank });
      break;
    case 'build': {
      const twice = hasEffect(G, 'nation_building', player) ? 2 : 1;
      ownPending(G).push({ kind: 'build', player, card, left: MAX_BUILD * twice, free: hasAbility(G, player, 'infrastructure') ? 1 : 0, paid: 0 });
      break;
    }
    case 'move':
      ownPending(G).push({ kind: 'move', player, card, left: rank * 2 });
      break;
    case 'battle':
      ownPending(G).push({ kind: 'battle', player, card, site: target!, left: Math.min(rank, ownForce(G, player, target!)) });
      break;
    case 'gift':
      gift(G, player, target);
      break;
    case 'betray':
      betray(G, player, Number(target));
      break;
  }
}

/** The rule of each card action. */
const ACTION_RULES: Record<CardAction, string> = {
  tax: 'PAMIR-TAX-1',
  gift: 'PAMIR-GIFT-1',
  build: 'PAMIR-BUILD-1',
  move: 'PAMIR-MOVE-1',
  betray: 'PAMIR-BETRAY-1',
  battle: 'PAMIR-BATTLE-1',
};

/** PAMIR-GIFT-1: pay the gift's cost into the market and put a cylinder on the first empty gift space (remembered: PAMIR-GIFT-2). */
function gift(G: PaxState, player: PlayerID, source: string | null): void {
  payToMarket(G, player, giftCost(G, player)!);
  if (source) takeFromPlay(G, player, null, source);
  const space = G.players[player].gifts.indexOf(false);
  own(ownPlayer(G, player), 'gifts')[space] = true;
  own(ownTurn(G), 'placed').push(placedKey(`gift:${space}`, player));
}

/** PAMIR-BETRAY-1: pay 2 into the market and discard the card; a card with a prize may be taken as one. */
function betray(G: PaxState, player: PlayerID, card: CardId): void {
  payToMarket(G, player, BETRAY_COST);
  const where = findInCourts(G, card);
  if (!where) return;
  discardFromCourt(G, where.owner, card, 'PAMIR-BETRAY-1');
  if (courtCard(card).prize !== null) ownPending(G).push({ kind: 'prize', player, card });
}

// ---- steps ----

/** The choices of a step task (always with `done`, except the prize's take or leave). */
export function stepOptions(G: ReadState, task: StepTask): string[] {
  const p = G.players[task.player];
  switch (task.kind) {
    case 'tax':
      return task.left > 0 ? taxOptions(G, task.player).concat(DONE) : [DONE];
    case 'build': {
      const options: string[] = [];
      const spots = buildPlacements(G, task.player);
      if (task.left > 0 && p.rupees >= blockCost(G, task)) options.push(...spots);
      if (task.free > 0) for (const spot of spots) options.push(`+${spot}`);
      options.push(DONE);
      return options;
    }
    case 'move':
      return moveOptions(G, task.player, task.left).concat(DONE);
    case 'battle':
      return task.left > 0 ? [...removable(G, task.player, task.site), DONE] : [DONE];
    case 'prize':
      return ['take', 'leave'];
  }
}

/** Do one step of the task on top (already checked legal); `done` ends it. */
export function applyStep(G: PaxState, option: string): void {
  const task = ownTop(G) as StepTask;
  const player = task.player;
  if (option === DONE || option === 'leave') {
    ownPending(G).pop();
    if (task.kind === 'prize') logEvent({ kind: 'prize-decided', rule: 'PAMIR-BETRAY-1', player, card: task.card, taken: false });
    else logEvent({ kind: 'action-ended', rule: ACTION_RULES[task.kind], player, card: task.card, action: task.kind });
    return;
  }
  switch (task.kind) {
    case 'tax': {
      const parts = option.split('|');
      task.left--;
      if (parts[0] === 'm') {
        const [row, col] = [Number(parts[1]), Number(parts[2])];
        logEvent({ kind: 'tax-collected', rule: 'PAMIR-TAX-1', player, from: 'market', card: G.market[row][col]!.card, row, col });
        ownMarketSlot(G, row, col).rupees--;
      } else {
        logEvent({ kind: 'tax-collected', rule: 'PAMIR-TAX-1', player, from: 'player', target: parts[1] });
        ownPlayer(G, parts[1]).rupees--;
      }
      ownPlayer(G, player).rupees++;
      break;
    }
    case 'build': {
      const free = option.startsWith('+');
      const [kind, where, from] = (free ? option.slice(1) : option).split('|');
      const cost = free ? 0 : blockCost(G, task);
      if (free) task.free--;
      else {
        const twice = hasEffect(G, 'nation_building', player);
        payToMarket(G, player, cost, BLOCK_COST * (twice ? Math.ceil(task.paid / 2) : task.paid));
        task.left--;
        task.paid++;
      }
      const region = kind === 'army' ? (where as Region) : borderRegions(where as Border)[0];
      const road = kind === 'road' ? (where as Border) : null;
      const coalition = G.players[player].loyalty!;
      logEvent({ kind: 'block-built', rule: 'PAMIR-BUILD-1', player, piece: kind as 'army' | 'road', region: road ? null : region, border: road, coalition, source: from || null, cost });
      placePiece(G, player, kind as 'army' | 'road', region, { to: kind === 'road' ? (where as Border) : null, from: from || null });
      break;
    }
    case 'move': {
      const [kind, from, to] = option.split('|');
      task.left -= kind === 'spy' ? spyStepCost(G, player) : 2;
      const coalition = kind === 'army' ? G.players[player].loyalty : null;
      logEvent({ kind: 'piece-moved', rule: 'PAMIR-MOVE-1', player, piece: kind as 'army' | 'tribe' | 'spy', from, to, coalition });
      if (kind === 'army') {
        const coalition = G.players[player].loyalty!;
        ownArmies(G, from as Region)[coalition]--;
        ownArmies(G, to as Region)[coalition]++;
      } else if (kind === 'tribe') {
        removeTribes(G, player, from as Region, 1);
        const tribes = ownTribes(G, to as Region);
        tribes[player] = (tribes[player] ?? 0) + 1;
      } else {
        moveSpy(G, player, Number(from), Number(to));
      }
      break;
    }
    case 'battle': {
      task.left--;
      removeInBattle(G, player, task.site, option.split('|'));
      break;
    }
    case 'prize': {
      ownPending(G).pop();
      logEvent({ kind: 'prize-decided', rule: 'PAMIR-BETRAY-1', player, card: task.card, taken: true });
      takePrize(G, player, task.card);
      break;
    }
  }
}

function moveSpy(G: PaxState, player: PlayerID, from: CardId, to: CardId): void {
  const a = findInCourts(G, from);
  const b = findInCourts(G, to);
  if (!a || !b) return;
  const spies = ownCourtSlot(G, a.owner, a.index).spies;
  if (--spies[player] <= 0) delete spies[player];
  const target = ownCourtSlot(G, b.owner, b.index).spies;
  target[player] = (target[player] ?? 0) + 1;
}

/** PAMIR-BATTLE-1: remove one enemy piece (PAMIR-ABILITY-SAFEHOUSE: a spy goes to its owner's Safe House instead). */
function removeInBattle(G: PaxState, player: PlayerID, site: string, [kind, a, b]: string[]): void {
  const piece = kind as 'army' | 'road' | 'tribe' | 'spy';
  const removed = (owner: string, border: Border | null, safeHouse: boolean) =>
    logEvent({ kind: 'piece-removed', rule: 'PAMIR-BATTLE-1', player, piece, site, owner, border, safeHouse });
  if (kind === 'army') {
    removed(a, null, false);
    ownArmies(G, site as Region)[a as Coalition]--;
  } else if (kind === 'road') {
    removed(b, a as Border, false);
    ownRoads(G, a as Border)[b as Coalition]--;
  } else if (kind === 'tribe') {
    removed(a, null, false);
    removeTribes(G, a, site as Region, 1);
  } else {
    const where = findInCourts(G, Number(site));
    if (!where) return;
    const spies = ownCourtSlot(G, where.owner, where.index).spies;
    if (--spies[a] <= 0) delete spies[a];
    const house = G.players[a].court.findIndex((s) => courtCard(s.card).ability === 'safe_house');
    const safe = house >= 0 && a !== player && G.players[a].court[house].card !== Number(site);
    removed(a, null, safe);
    if (safe) {
      const safe = ownCourtSlot(G, a, house).spies;
      safe[a] = (safe[a] ?? 0) + 1;
    }
  }
}

/** PAMIR-BETRAY-1: the betrayed card becomes a prize; a prize of another coalition changes loyalty first (PAMIR-LOYALTY-2). */
function takePrize(G: PaxState, player: PlayerID, card: CardId): void {
  const discard = ownDiscard(G);
  const i = discard.lastIndexOf(card);
  if (i < 0) return;
  discard.splice(i, 1);
  const prize = courtCard(card).prize!;
  // PAMIR-WAKHAN-LOYALTY-1: Wakhan is loyal to every coalition: a prize never changes her loyalty
  if (G.wakhan?.player !== player && G.players[player].loyalty !== prize) changeLoyalty(G, player, prize, null);
  own(ownPlayer(G, player), 'prizes').push(card);
}

/** Is the top task a step task waiting for this player, and the option one of its choices? */
export function isLegalStep(G: ReadState, player: PlayerID, option: unknown): boolean {
  const task = G.pending[G.pending.length - 1];
  if (!task || !isStepTask(task) || task.player !== player || typeof option !== 'string') return false;
  return stepOptions(G, task).includes(option);
}

export const isStepTask = (task: Task): task is StepTask =>
  task.kind === 'tax' || task.kind === 'build' || task.kind === 'move' || task.kind === 'battle' || task.kind === 'prize';

// ---- Blackmail ----

/** PAMIR-ABILITY-BLACKMAIL: the region each Blackmail card watches. */
const BLACKMAIL: Partial<Record<string, Region>> = { blackmail_herat: 'herat', blackmail_kandahar: 'kandahar' };

/** Has the player done nothing yet this turn but Blackmail placements? */
const atTurnStart = (G: ReadState): boolean =>
  G.turn.actions === 0 &&
  G.turn.used.length === 0 &&
  G.turn.paidOn.length === 0 &&
  G.turn.refused.length === 0 &&
  G.turn.done.every((d) => d.startsWith('blackmail:'));

/**
 * PAMIR-ABILITY-BLACKMAIL: at the start of their turn, the owner of a Blackmail card may put a spy on a court
 * card of its region (any court) with no spy; once per card and turn. PAMIR-D-17: with no cylinder in the
 * supply, the spy is taken from play (PAMIR-PIECE-1, blackmailSources), so there must be one to take.
 * `fromOwnTurnTask`: asked by Wakhan's turn task, the one task pending, at the start of her turn.
 */
export function blackmailTargets(G: ReadState, player: PlayerID, card: CardId, fromOwnTurnTask = false): CardId[] {
  const ability = courtCard(card).ability;
  const region = ability ? BLACKMAIL[ability] : undefined;
  // nothing pending, or only the automa's turn task asking it (PAMIR-WAKHAN-MAY-1)
  if (!region || G.pending.length > (fromOwnTurnTask ? 1 : 0) || isOver(G) || !atTurnStart(G) || !inCourt(G, player, card)) return [];
  if (G.turn.done.includes(`blackmail:${card}`) || blackmailSources(G, player).length === 0) return [];
  const targets: CardId[] = [];
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) {
      if (courtCard(slot.card).region === region && Object.keys(slot.spies).length === 0) targets.push(slot.card);
    }
  }
  return targets;
}

/**
 * PAMIR-D-17, PAMIR-PIECE-1: where a Blackmail spy may come from: the supply ([null]) while it has a cylinder,
 * else each of the player's cylinders in play not placed this turn (none is on the target, which has no spy,
 * so PAMIR-D-5 leaves out nothing).
 */
export const blackmailSources = (G: ReadState, player: PlayerID): (Source | null)[] =>
  cylinderSupply(G, player) > 0 ? [null] : cylinderSources(G, player);

/** PAMIR-ABILITY-BLACKMAIL, PAMIR-D-17: `from` omitted is the supply (the move's two arguments before PAMIR-D-17). */
export const isLegalBlackmail = (G: ReadState, player: PlayerID, card: unknown, target: unknown, from: unknown = null): boolean =>
  typeof card === 'number' &&
  typeof target === 'number' &&
  (from === null || typeof from === 'string') &&
  blackmailTargets(G, player, card).includes(target) &&
  blackmailSources(G, player).includes(from as Source | null);

/**
 * PAMIR-ABILITY-BLACKMAIL: place the spy, taken first from `from` when the supply is empty (PAMIR-D-17). Taking a
 * tribe may overthrow (PAMIR-OVERTHROW-1): a target that so left play gets no spy, which stays in the supply
 * (as PAMIR-D-6 for impacts).
 */
export function blackmail(G: PaxState, player: PlayerID, card: CardId, target: CardId, from: Source | null = null): void {
  own(ownTurn(G), 'done').push(`blackmail:${card}`);
  logEvent({ kind: 'blackmail', rule: from === null ? 'PAMIR-ABILITY-BLACKMAIL' : 'PAMIR-D-17', player, card, target, source: from });
  if (from !== null) takeFromPlay(G, player, null, from);
  const where = findInCourts(G, target);
  if (!where) return;
  const spies = ownCourtSlot(G, where.owner, where.index).spies;
  spies[player] = 1;
  own(ownTurn(G), 'placed').push(placedKey(`spy:${target}`, player));
}
