/** Trading (RP-TRADE-1..9): who speaks when, what each may say, and the exchange. */
import { bundleOf, canDeliver, exactCards, formOf, honours, isExact } from './bundle';
import { withCards, withoutCards } from './hand';
import type { Bundle, Cards, Hand, PlayerID, Proposal, Trade } from './types';

/** RP-TRADE-3: the other players answer in turn order, starting after the proposer. */
export function answerOrder(playOrder: readonly PlayerID[], proposer: PlayerID): PlayerID[] {
  const at = playOrder.indexOf(proposer);
  return [...playOrder.slice(at + 1), ...playOrder.slice(0, at)];
}

/** The next player to answer, or null once all have (`answerOrder` walked without making it). */
export function nextAnswerer(trade: Trade, playOrder: readonly PlayerID[], proposer: PlayerID): PlayerID | null {
  const at = playOrder.indexOf(proposer);
  for (let i = 1; i < playOrder.length; i++) {
    const id = playOrder[(at + i) % playOrder.length];
    if (!(id in trade.answers)) return id;
  }
  return null;
}

/** The players who made a counter-proposal, in turn order. */
export function counterProposals(trade: Trade): PlayerID[] {
  const ids: PlayerID[] = [];
  for (const id in trade.answers) if (trade.answers[id] !== null) ids.push(id);
  return ids;
}

/** Whether anybody made a counter-proposal. */
export function anyCounterProposal(trade: Trade): boolean {
  for (const id in trade.answers) if (trade.answers[id] !== null) return true;
  return false;
}

/** RP-TRADE-7: an offer names cards the proposer holds; a seek may name any cards. */
export function canPropose(hand: Hand, proposal: Proposal): boolean {
  return 'offer' in proposal ? honours(hand, proposal.offer) : true;
}

/**
 * RP-TRADE-3, RP-TRADE-7: a counter-proposal names the other half of the deal. To a seek, the answerer
 * names what they want in return and must be able to give what is sought; to an offer, the answerer
 * names what they would give and must hold it.
 */
export function canCounter(answererHand: Hand, proposal: Proposal, counter: Bundle): boolean {
  return 'seek' in proposal ? canDeliver(answererHand, proposal.seek) : honours(answererHand, counter);
}

/**
 * `canCounter` for many counter-proposals to one proposal: to a seek, one answer for all of them (`true` or
 * `false`); to an offer, null: each counter-proposal is checked (`honours`).
 */
export function counterCheck(answererHand: Hand, proposal: Proposal): boolean | null {
  return 'seek' in proposal ? canDeliver(answererHand, proposal.seek) : null;
}

/** What `who` (the proposer or the partner) hands over in the deal. */
export function givenBy(trade: Trade, proposer: PlayerID, who: PlayerID): Bundle {
  const counter = trade.answers[trade.partner!]!;
  const proposerGives = formOf(trade.proposal) === 'offer';
  return (who === proposer) === proposerGives ? bundleOf(trade.proposal) : counter;
}

/**
 * RP-TRADE-6, RP-TRADE-7: the proposer accepts a counter-proposal only if they can hand over their side
 * of it.
 */
export function canAccept(proposerHand: Hand, trade: Trade, partner: PlayerID): boolean {
  const counter = trade.answers[partner];
  if (!counter || trade.partner !== null || trade.closed) return false;
  return 'seek' in trade.proposal ? canDeliver(proposerHand, counter) : honours(proposerHand, trade.proposal.offer);
}

/** The two traders, proposer first. */
export function traders(trade: Trade, proposer: PlayerID): PlayerID[] {
  return [proposer, trade.partner!];
}

/**
 * RP-TRADE-8: the traders who must choose the exact cards they hand over (their side named an "or" or
 * a generic type), proposer first.
 */
export function deliverers(trade: Trade, proposer: PlayerID): PlayerID[] {
  const choosing: PlayerID[] = [];
  for (const id of traders(trade, proposer)) if (!isExact(givenBy(trade, proposer, id))) choosing.push(id);
  return choosing;
}

/** RP-TRADE-8: the next trader who has still to choose, or null when every side is settled. */
export function nextDeliverer(trade: Trade, proposer: PlayerID, giving: Readonly<Record<PlayerID, { giving: Cards | null }>>): PlayerID | null {
  for (const id of traders(trade, proposer)) if (!isExact(givenBy(trade, proposer, id)) && giving[id].giving === null) return id;
  return null;
}

/** RP-TRADE-8: the cards `who` hands over: the bundle itself when exact, else their choice. */
export function handedOver(trade: Trade, proposer: PlayerID, who: PlayerID, chosen: Cards | null): Cards {
  return exactCards(givenBy(trade, proposer, who)) ?? chosen!;
}

/** RP-TRADE-9: both sides hand over their cards at once, face down. Returns the two new hands. */
export function exchange(
  handA: Hand,
  givesA: Cards,
  handB: Hand,
  givesB: Cards,
): { a: Hand; b: Hand } {
  return { a: withCards(withoutCards(handA, givesA), givesB), b: withCards(withoutCards(handB, givesB), givesA) };
}
