/**
 * Using a court card for an action (PAMIR-ACTION-1, PAMIR-BONUS-1, PAMIR-HOSTAGE-1): whether it may be used
 * now, the hostage bribe its spies ask, and the rule each card action follows.
 */
import { courtCard, type CardId } from '../../data/cards';
import type { CardAction } from '../../data/court-cards';
import type { Region } from '../../data/map';
import { isOver } from '../dominance';
import { hasAbility, isFavoredCard, owesNoBribe } from '../effects';
import { tribesOf } from '../pieces';
import { ruler } from '../rule';
import { playerIds, type CourtSlot, type PlayerID, type ReadState } from '../state';

/** PAMIR-TURN-1: actions per turn that are not bonus actions. */
export const MAX_ACTIONS = 2;

/** The rule of each card action. */
export const ACTION_RULES: Record<CardAction, string> = {
  tax: 'PAMIR-TAX-1',
  gift: 'PAMIR-GIFT-1',
  build: 'PAMIR-BUILD-1',
  move: 'PAMIR-MOVE-1',
  betray: 'PAMIR-BETRAY-1',
  battle: 'PAMIR-BATTLE-1',
};

export const rankOf = (card: CardId): number => courtCard(card).rank;
export const inCourt = (G: ReadState, player: PlayerID, card: CardId): boolean => G.players[player].court.some((s) => s.card === card);

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
export function slotBribe(G: ReadState, owner: PlayerID, slot: CourtSlot): { amount: number; to: PlayerID | null } {
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
export const isCardReady = (G: ReadState, player: PlayerID, card: CardId): boolean =>
  !G.turn.used.includes(card) && (G.turn.actions < MAX_ACTIONS || isFavoredCard(G, player, card));

/**
 * Does the player rule the region (PAMIR-RULE-1)? A ruler has a tribe there: a player without one is answered
 * without counting everyone's pieces.
 */
export const rules = (G: ReadState, player: PlayerID, region: Region): boolean => tribesOf(G, player, region) > 0 && ruler(G, region) === player;
