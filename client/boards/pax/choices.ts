/**
 * What the prompt says, read from the legal actions (games/pax/rules/actions.ts) and from the rules that
 * decide them: the board never offers what the rules refuse, and says why a usual choice is missing.
 */
import type { CardId } from '../../../games/pax/data/cards';
import type { Action } from '../../../games/pax/rules/actions';
import { buyingOpen } from '../../../games/pax/rules/buy';
import { nextPlayCost, withinMilitaryLimit } from '../../../games/pax/rules/play';
import { legionOf, type PaxState, type PlayerId } from '../../../games/pax/rules/types';

/** The choices of the act step (PAX-TURN-1): groups to buy, cards to play, ending the turn. */
export interface ActChoices {
  buy: number[];
  play: CardId[];
  endTurn: boolean;
}

export function actChoices(actions: readonly Action[]): ActChoices {
  const buy: number[] = [];
  const play: CardId[] = [];
  let endTurn = false;
  for (const action of actions) {
    if (action.move === 'buy') buy.push(action.args[0]);
    else if (action.move === 'play') play.push(action.args[0]);
    else if (action.move === 'endTurn') endTurn = true;
  }
  return { buy, play, endTurn };
}

export type ActPrompt = 'actBuyPlay' | 'actBuy' | 'actPlay' | 'actEnd';

/** The sentence of the act step: exactly the kinds of choices that are legal now. */
export function actPrompt(choices: ActChoices): ActPrompt {
  if (choices.buy.length > 0) return choices.play.length > 0 ? 'actBuyPlay' : 'actBuy';
  return choices.play.length > 0 ? 'actPlay' : 'actEnd';
}

export type NoBuyReason = 'noBuyPlayed' | 'noBuyBought' | 'noBuyAfford' | 'noBuyEmpty';

/** Why no group can be bought now (PAX-BUY-1/2, PAX-DEC-BUY), or null when one can. */
export function noBuyReason(G: PaxState, choices: ActChoices): NoBuyReason | null {
  if (choices.buy.length > 0) return null;
  if (!buyingOpen(G)) return G.turn.bought ? 'noBuyBought' : 'noBuyPlayed';
  return G.legions.some((cards) => cards.length > 0) ? 'noBuyAfford' : 'noBuyEmpty';
}

export type NoPlayReason = 'noPlayCoins' | 'noPlayLimit';

/** Why a card of the hand cannot be played now (PAX-PLAY-1, PAX-POWER-1/2), or null when it can. */
export function noPlayReason(G: PaxState, player: PlayerId, card: CardId, choices: ActChoices): NoPlayReason | null {
  if (choices.play.includes(card)) return null;
  if (nextPlayCost(G, player) > G.players[player].coins) return 'noPlayCoins';
  return withinMilitaryLimit(G.areas[player], card) ? null : 'noPlayLimit';
}

export type PlaceKind = 'hand' | 'legion' | 'deck' | 'play';

/** Where the drawn cards may go now (PAX-DRAW-2, PAX-POWER-3, PAX-SETUP-6), in the rulebook's order. */
export function placeKinds(actions: readonly Action[]): PlaceKind[] {
  const kinds = new Set<PlaceKind>();
  for (const action of actions) {
    if (action.move !== 'place') continue;
    const to = action.args[1];
    kinds.add(legionOf(to) !== null ? 'legion' : (to as PlaceKind));
  }
  return (['hand', 'legion', 'deck', 'play'] as const).filter((kind) => kinds.has(kind));
}
