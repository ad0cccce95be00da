/**
 * Wakhan's card actions (PAMIR-WAKHAN-ACTION-1..2): which court card takes an action an instruction names,
 * and her own versions of the actions: targets (PAMIR-WAKHAN-BATTLE-1, PAMIR-WAKHAN-BETRAY-1, PAMIR-WAKHAN-GIFT-1)
 * and her army moves (PAMIR-WAKHAN-MOVE-1).
 */
import { courtCard, type CardId } from '../../data/cards';
import type { CardAction } from '../../data/court-cards';
import { COALITIONS, REGION_BORDERS, areAdjacent, type Coalition, type Region } from '../../data/map';
import { BETRAY_COST, MAX_ACTIONS, actionTargets, betrayTargets, hostageBribe, isBattleSite, ownForce, removableTribe, startAction } from '../actions';
import { ownArmies, ownPending } from '../cow';
import { isFavoredCard } from '../effects';
import { findInCourts, tribesOf } from '../pieces';
import { ruler } from '../rule';
import { playerIds, type PaxState, type PlayerID, type ReadState } from '../state';
import { regionOrder } from './ai-card';
import { firstSource } from './choices';
import { because, logEvent } from '../log';
import { byCardPriority, topByCardPriority } from './priorities';

/** Can she use this court card now (PAMIR-ACTION-1, PAMIR-BONUS-1; her turn task is pending, so not canUseCard)? */
export function canUse(G: ReadState, player: PlayerID, card: CardId, bonusOnly: boolean): boolean {
  if (G.turn.used.includes(card) || !G.players[player].court.some((s) => s.card === card)) return false;
  const favored = isFavoredCard(G, player, card);
  return bonusOnly ? favored : favored || G.turn.actions < MAX_ACTIONS;
}

/**
 * The target of her version of an action with a card (undefined: she cannot take it). PAMIR-WAKHAN-BATTLE-1:
 * a region of her region priority, else a court card of her card priority; PAMIR-WAKHAN-BETRAY-1: the card of
 * highest card priority with her spy and a prize; PAMIR-WAKHAN-GIFT-1: the cheapest free gift space; tax,
 * build: as the rules allow; move: her own (PAMIR-WAKHAN-MOVE-1).
 */
export function actionTarget(G: PaxState, player: PlayerID, card: CardId, action: CardAction, spiesOnly: boolean): string | null | undefined {
  const rupees = G.players[player].rupees - hostageBribe(G, player, card).amount;
  if (rupees < 0) return undefined;
  switch (action) {
    case 'tax':
    case 'build':
    case 'gift': {
      // PAMIR-WAKHAN-GIFT-1: a gift's cylinder from her supply, else from play by her priority (PAMIR-WAKHAN-IMPACT-1)
      const targets = actionTargets(G, player, card, action, rupees);
      return targets.length > 0 ? firstSource(G, player, targets) : undefined;
    }
    case 'move':
      return armyMove(G, player) ? null : undefined;
    case 'betray': {
      if (rupees < BETRAY_COST) return undefined;
      const targets = betrayTargets(G, player).map(Number).filter((c) => courtCard(c).prize !== null);
      return targets.length > 0 ? String(topByCardPriority(G, player, targets)) : undefined;
    }
    case 'battle':
      return battleTarget(G, player, spiesOnly);
  }
}

/**
 * PAMIR-WAKHAN-BATTLE-1: does another player have pieces she may remove in the region (tribes, blocks of
 * `othersLoyalties`, the coalitions other players are loyal to)? The pieces of `removable`, asked without
 * listing them.
 */
function hasPlayerPieces(G: PaxState, player: PlayerID, region: Region, othersLoyalties: readonly Coalition[]): boolean {
  const mine = G.players[player].loyalty;
  const { armies } = G.regions[region];
  for (const coalition of othersLoyalties) {
    if (coalition === mine) continue;
    if (armies[coalition] > 0) return true;
    for (const border of REGION_BORDERS[region]) if (G.roads[border][coalition] > 0) return true;
  }
  for (const id of playerIds(G)) if (removableTribe(G, player, mine, region, id)) return true;
  return false;
}

/** The coalitions players other than `player` are loyal to. */
function othersLoyalties(G: ReadState, player: PlayerID): Coalition[] {
  const loyalties: Coalition[] = [];
  for (const id of playerIds(G)) {
    const loyalty = G.players[id].loyalty;
    if (id !== player && loyalty) loyalties.push(loyalty);
  }
  return loyalties;
}

/** PAMIR-WAKHAN-BATTLE-1: where she battles (undefined: nowhere). */
function battleTarget(G: PaxState, player: PlayerID, spiesOnly: boolean): string | undefined {
  if (!spiesOnly) {
    // a battle site (PAMIR-BATTLE-1): her own pieces there and an enemy piece, here another player's
    const loyalties = othersLoyalties(G, player); // the same for every region: found once
    for (const region of regionOrder(G)) if (ownForce(G, player, region) > 0 && hasPlayerPieces(G, player, region, loyalties)) return region;
  }
  const cards: CardId[] = [];
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) {
      // her own pieces on a card are her spies there (PAMIR-BATTLE-1)
      if ((slot.spies[player] ?? 0) > 0 && isBattleSite(G, player, String(slot.card))) cards.push(slot.card);
    }
  }
  if (cards.length === 0) return undefined;
  if (!spiesOnly) return String(topByCardPriority(G, player, cards));
  // the card with the most spies where she has a spy, then card priority
  const sorted = byCardPriority(G, player, cards);
  let best = sorted[0];
  for (const card of sorted) if (spiesOn(G, card) > spiesOn(G, best)) best = card;
  return String(best);
}

/** All the spies on a court card in play. */
function spiesOn(G: ReadState, card: CardId): number {
  const where = findInCourts(G, card)!;
  const { spies } = G.players[where.owner].court[where.index];
  let n = 0;
  for (const id of playerIds(G)) n += spies[id] ?? 0;
  return n;
}

/** The instruction that battles only on court cards where she has a spy. */
const SPIES_BATTLE = 'battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy';

/**
 * PAMIR-WAKHAN-ACTION-1: an action an instruction names is taken with the valid court card of highest card
 * priority having it, paying the full hostage bribe as a player; PAMIR-WAKHAN-ACTION-2: none, it is skipped.
 */
export function courtAction(G: PaxState, player: PlayerID, action: CardAction, spiesOnly: boolean): boolean {
  const cards: CardId[] = [];
  for (const { card } of G.players[player].court) if (courtCard(card).actions.includes(action) && canUse(G, player, card, false)) cards.push(card);
  for (const card of byCardPriority(G, player, cards)) {
    const target = actionTarget(G, player, card, action, spiesOnly);
    if (target === undefined) continue;
    takeHerAction(G, player, card, action, target, 'PAMIR-WAKHAN-ACTION-1');
    return true;
  }
  logEvent(G, { kind: 'wakhan-skips', rule: 'PAMIR-WAKHAN-ACTION-2', player, aiCard: G.wakhan!.card!, instruction: spiesOnly ? SPIES_BATTLE : action });
  return false;
}

export function takeHerAction(G: PaxState, player: PlayerID, card: CardId, action: CardAction, target: string | null, rule: string): void {
  const bribe = hostageBribe(G, player, card);
  because(G, rule, () => startAction(G, player, card, action, target, bribe.amount));
  if (action === 'move') {
    ownPending(G).pop(); // PAMIR-WAKHAN-MOVE-1: her own move replaces the player's step by step move
    let left = courtCard(card).rank;
    for (let m = armyMove(G, player); m && left > 0; m = armyMove(G, player), left--) {
      const coalition = G.players[player].loyalty!;
      logEvent(G, { kind: 'piece-moved', rule: 'PAMIR-WAKHAN-MOVE-1', player, piece: 'army', from: m.from, to: m.to, coalition, aiCard: G.wakhan!.card! });
      ownArmies(G, m.from)[coalition]--;
      ownArmies(G, m.to)[coalition]++;
    }
  }
}



/** Would she still rule `region` (if she does) without one army of `coalition` there? */
function keepsRule(G: ReadState, player: PlayerID, region: Region, coalition: Coalition): boolean {
  if (ruler(G, region) !== player) return true;
  const armies = { ...G.regions[region].armies, [coalition]: G.regions[region].armies[coalition] - 1 };
  const mine = tribesOf(G, player, region) + Math.max(...COALITIONS.map((c) => armies[c]));
  for (const id of playerIds(G)) {
    if (id === player) continue;
    const loyalty = G.players[id].loyalty;
    if (tribesOf(G, id, region) + (loyalty ? armies[loyalty] : 0) >= mine) return false;
  }
  return true;
}

/**
 * PAMIR-WAKHAN-MOVE-1: her next army move: armies of her pragmatic loyalty only, no road needed, to an
 * adjacent region where other players' tribes outnumber her coalition's armies, never losing a region
 * she rules; destination then origin by her region priority.
 */
export function armyMove(G: ReadState, player: PlayerID): { from: Region; to: Region } | null {
  const coalition = G.players[player].loyalty;
  if (!coalition) return null;
  const order = regionOrder(G);
  for (const to of order) {
    let tribes = 0;
    for (const id of playerIds(G)) if (id !== player) tribes += tribesOf(G, id, to);
    if (tribes <= G.regions[to].armies[coalition]) continue;
    for (const from of order) {
      if (from === to || !areAdjacent(from, to) || G.regions[from].armies[coalition] === 0) continue;
      if (keepsRule(G, player, from, coalition)) return { from, to };
    }
  }
  return null;
}
