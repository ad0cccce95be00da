/**
 * Starting a card action (PAMIR-ACTION-1..7, PAMIR-BONUS-1, PAMIR-HOSTAGE-1): what each action of a card may
 * target now, the bribes the player may offer, and the action taken: gift and betray at once, tax, build,
 * move and battle as a task whose steps follow (steps.ts). Each action's own rules are in its module.
 */
import { courtCard, type CardId } from '../../data/cards';
import type { CardAction } from '../../data/court-cards';
import { REGIONS } from '../../data/map';
import { own, ownPending, ownPlayer, ownTurn } from '../cow';
import { hasAbility, hasEffect, isFavoredCard } from '../effects';
import { isRecording, logEvent } from '../log';
import { findInCourts } from '../pieces';
import type { CourtSlot, PaxState, PlayerID, ReadState } from '../state';
import { isBattleSite, battleSites, ownForce } from './battle';
import { betray, betrayTargets, BETRAY_COST } from './betray';
import { BLOCK_COST, buildPlacements, MAX_BUILD } from './build';
import { ACTION_RULES, canUseCard, hostageBribe, isCardReady, rankOf, slotBribe } from './card';
import { gift, giftCost, giftTargets } from './gift';
import { moveOptions } from './move';
import { taxOptions } from './tax';

/**
 * PAMIR-ACTION-1: the targets of an action with a card when `rupees` are left after the bribe: a betrayed
 * card, a battle site, where a gift's cylinder comes from when the supply is empty; null for the others
 * (tax, build and move are chosen step by step). Empty when
 * the action cannot be taken.
 */
export function actionTargets(G: ReadState, player: PlayerID, card: CardId, action: CardAction, rupees: number): (string | null)[] {
  return canPayFor(G, player, action, rupees) ? paidActionTargets(G, player, card, action) : [];
}

/** PAMIR-GIFT-1, PAMIR-BUILD-1, PAMIR-BETRAY-1: can the player pay the action's cost with `rupees` (the others cost nothing)? */
function canPayFor(G: ReadState, player: PlayerID, action: CardAction, rupees: number): boolean {
  switch (action) {
    case 'gift': {
      const cost = giftCost(G, player);
      return cost !== null && cost <= rupees;
    }
    case 'build':
      return rupees >= BLOCK_COST;
    case 'betray':
      return rupees >= BETRAY_COST;
    default:
      return true;
  }
}

/** `actionTargets` once its cost is paid: they depend on the rupees no further. */
function paidActionTargets(G: ReadState, player: PlayerID, card: CardId, action: CardAction): (string | null)[] {
  switch (action) {
    case 'tax':
      return taxOptions(G, player, 1).length > 0 ? [null] : [];
    case 'gift':
      return giftTargets(G, player);
    case 'build':
      return buildPlacements(G, player, 1).size > 0 ? [null] : [];
    case 'move':
      return moveOptions(G, player, rankOf(card) * 2, 1).length > 0 ? [null] : [];
    case 'betray':
      return betrayTargets(G, player);
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
 * The targets of actions already found for other cards of the same court, by action (`ACTION_INDEX`), as
 * their cost paid (`paidActionTargets`): they depend on the action only, not on the card nor on the rupees
 * left, so a court of many cards finds each once. (A move's reach, the card's rank, never matters to its
 * first step: any rank pays one, 2 half steps.)
 */
export type TargetMemo = ((string | null)[] | undefined)[];

const ACTION_INDEX: Record<CardAction, number> = { tax: 0, gift: 1, build: 2, move: 3, betray: 4, battle: 5 };

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
      if (!canPayFor(G, player, action, rupees - offer)) continue;
      const targets = (memo[ACTION_INDEX[action]] ??= paidActionTargets(G, player, card, action));
      for (const target of targets) emit(sink, card, action, target, offer);
    }
  }
}

/** Every action the player may start now with a card: action, target and bribe offer. */
export function cardActionChoices(G: ReadState, player: PlayerID, card: CardId): { action: CardAction; target: string | null; offer: number }[] {
  const choices: { action: CardAction; target: string | null; offer: number }[] = [];
  const slot = G.players[player].court.find((s) => s.card === card);
  if (!slot || !canUseCard(G, player, card)) return choices;
  eachCardAction(G, player, slot, [], choices, (list, _card, action, target, offer) => list.push({ action, target, offer }));
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
    logEvent(G, { kind: 'bribe-offered', rule: 'PAMIR-HOSTAGE-1', player, card, offer, full: amount, to, action });
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
  if (isRecording(G)) {
    const cost = action === 'gift' ? giftCost(G, player)! : action === 'betray' ? BETRAY_COST : 0;
    const paid = to !== null && bribe > 0 ? bribe : 0;
    logEvent(G, { kind: 'action-taken', rule: ACTION_RULES[action], player, card, action, target, bribe: paid, to: paid > 0 ? to : null, bonus, cost });
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
