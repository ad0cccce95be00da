/**
 * Trade statements as players say them aloud, in the rulebook's grammar (RP-TRADE-2..4): « je cherche un
 * Viking et un Goth », « je propose 2 Arts ou 3 cartes Peuple ». Counts agree with their noun and the French
 * article with its gender, through the ICU messages of texts.ts; nothing here decides what may be said.
 */
import { KINDS } from '../../../games/res-publica/data/cards';
import type { Bundle, Cards, CardType, Proposal, Term } from '../../../games/res-publica/rules/types';
import type { Translate } from './labels';
import type { TextKey } from './texts';

/** "a Goth", "2 Vikings", "une carte Métal"; "other cards" alone are just "cards" (RP-D-OTHER). */
function counted(count: number, type: CardType | 'anyCards', t: Translate): string {
  return t(`n-${type}` as TextKey, { n: count });
}

/** "a, b and c": a list joined the language's way. */
export function listed(items: readonly string[], t: Translate, join: 'both' | 'either' = 'both'): string {
  if (items.length < 2) return items.join('');
  return t(join, { first: items.slice(0, -1).join(', '), second: items[items.length - 1] });
}

/** One side of a trade: "2 Goths and a Shipbuilding card", "2 Arts cards or 3 People cards". */
export function goods(bundle: Bundle, t: Translate): string {
  const terms = bundle.terms.map((term: Term) =>
    counted(term.count, term.type === 'other' && bundle.terms.length === 1 ? 'anyCards' : term.type, t),
  );
  return listed(terms, t, bundle.join === 'or' ? 'either' : 'both');
}

/** Exact cards, in the order of the kinds: "a Goth, 2 Huns and an Arts card". */
export function cardsGoods(cards: Cards, t: Translate): string {
  return listed(
    KINDS.filter((kind) => (cards[kind] ?? 0) > 0).map((kind) => counted(cards[kind]!, kind, t)),
    t,
  );
}

/** The proposal as its player says it: "I seek a Viking: what do you want in return?" (RP-TRADE-2). */
export function proposalSentence(proposal: Proposal, t: Translate): string {
  return 'seek' in proposal ? t('saySeek', { goods: goods(proposal.seek, t) }) : t('sayOffer', { goods: goods(proposal.offer, t) });
}

/**
 * A counter-proposal as its player says it (RP-TRADE-3): to a seek, what they want in return; to an offer,
 * what they give for it.
 */
export function counterSentence(proposal: Proposal, counter: Bundle, t: Translate): string {
  return 'seek' in proposal
    ? t('sayWant', { other: goods(proposal.seek, t), goods: goods(counter, t) })
    : t('sayGive', { other: goods(proposal.offer, t), goods: goods(counter, t) });
}
