/**
 * Special abilities of court cards in play (PAMIR-ABILITY-*) and event effects lasting until the next
 * Dominance Check (PAMIR-EVENT-*): the questions the other rules ask about them. Only reads.
 */
import type { AbilityId } from '../data/abilities';
import { courtCard, type CardId } from '../data/cards';
import { playerIds, type PlayerID, type ReadState } from './state';

/** Does the player have a court card with this ability? */
export function hasAbility(G: ReadState, player: PlayerID, ability: AbilityId): boolean {
  for (const slot of G.players[player].court) if (courtCard(slot.card).ability === ability) return true;
  return false;
}

/** The owner of a court card with this ability, if any (each ability is on one card, but two cards may share a title). */
export function abilityOwner(G: ReadState, ability: AbilityId): PlayerID | null {
  for (const id of playerIds(G)) if (hasAbility(G, id, ability)) return id;
  return null;
}

/** Is an event effect active (for `player` when given: effects on everyone count too)? */
export function hasEffect(G: ReadState, id: string, player?: PlayerID): boolean {
  for (const effect of G.effects) {
    if (effect.id === id && (player === undefined || effect.player === null || effect.player === player)) return true;
  }
  return false;
}

/** PAMIR-EVENT-108P: the player named by Rumor, whose patriots give no influence. */
export const isRumored = (G: ReadState, player: PlayerID): boolean => G.effects.some((e) => e.id === 'rumor' && e.target === player);

/**
 * PAMIR-BONUS-1: does a court card count as of the favored suit for its owner? Its suit is favored, or it
 * has Savvy Operator or Irregulars (PAMIR-ABILITY-FAVORED), or it is military under New Tactics (PAMIR-EVENT-105P).
 */
export function isFavoredCard(G: ReadState, player: PlayerID, card: CardId): boolean {
  const data = courtCard(card);
  if (data.suit === G.favored) return true;
  if (data.ability === 'savvy_operator' || data.ability === 'irregulars') return true;
  return data.suit === 'military' && hasEffect(G, 'new_tactics', player);
}

/**
 * PAMIR-EVENT-107D, PAMIR-EVENT-107P, PAMIR-ABILITY-CHARISMATIC: the player owes no bribe to play cards
 * (`forPlay`) or to use hostage cards.
 */
export function owesNoBribe(G: ReadState, player: PlayerID, forPlay: boolean): boolean {
  if (hasEffect(G, 'disregard_for_customs') || hasEffect(G, 'courtly_manners', player)) return true;
  return forPlay && hasAbility(G, player, 'charismatic_courtiers');
}
