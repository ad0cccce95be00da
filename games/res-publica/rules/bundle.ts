/**
 * The language of trade (RP-TRADE-4..6): what a proposal or a counter-proposal may say, and which
 * exact cards fulfil it.
 */
import { failure, type Result } from '../../result';
import { KINDS, type Kind, familyOf, isKind } from '../data/cards';
import { countCards } from './hand';
import type { Bundle, CardType, Cards, Hand, Proposal, Term } from './types';
import { GENERIC_TYPES } from './types';

/** RP-TRADE-4: no term names more cards than there are of one kind. */
export const MAX_TERM_COUNT = 12;

export type BundleError =
  | 'not-an-object'
  | 'unknown-field'
  | 'bad-join'
  | 'no-cards'
  | 'too-many-types'
  | 'same-type-twice'
  | 'bad-count'
  | 'bad-type'
  | 'exclusion';

export type ProposalError = BundleError | 'no-form' | 'mixed-forms';

/** A bundle or proposal checked (games/result.ts): the value, or the error code the player is shown. */
export type Checked<T, E extends string> = Result<T, E>;

/** Words that would restrict a term ("a Civilisation card but not Alchemy"): refused (RP-TRADE-5). */
const EXCLUSION_FIELDS = new Set(['except', 'but', 'not', 'excluding', 'without']);

export function isCardType(value: unknown): value is CardType {
  return isKind(value) || (GENERIC_TYPES as readonly unknown[]).includes(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function checkTerm(value: unknown): Checked<Term, BundleError> {
  if (!isObject(value)) return failure('not-an-object');
  for (const key of Object.keys(value)) {
    if (EXCLUSION_FIELDS.has(key)) return failure('exclusion');
    if (key !== 'count' && key !== 'type') return failure('unknown-field');
  }
  const { count, type } = value;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_TERM_COUNT) {
    return failure('bad-count');
  }
  if (!isCardType(type)) return failure('bad-type');
  return { ok: true, value: { count, type } };
}

/**
 * RP-TRADE-4, RP-TRADE-5: one or two terms, each a count of one type, joined by "and" or "or"; never
 * three types, never an exclusion, never the same type twice. A single term is written with "and".
 */
export function checkBundle(value: unknown): Checked<Bundle, BundleError> {
  if (!isObject(value)) return failure('not-an-object');
  for (const key of Object.keys(value)) {
    if (EXCLUSION_FIELDS.has(key)) return failure('exclusion');
    if (key !== 'join' && key !== 'terms') return failure('unknown-field');
  }
  const { join, terms } = value;
  if (join !== 'and' && join !== 'or') return failure('bad-join');
  if (!Array.isArray(terms)) return failure('not-an-object');
  if (terms.length === 0) return failure('no-cards');
  if (terms.length > 2) return failure('too-many-types');
  const checked: Term[] = [];
  for (const raw of terms) {
    const term = checkTerm(raw);
    if (!term.ok) return term;
    checked.push(term.value);
  }
  if (checked.length === 2 && checked[0].type === checked[1].type) return failure('same-type-twice');
  if (checked.length === 1 && join === 'or') return failure('bad-join');
  return { ok: true, value: { join, terms: checked } };
}

/** RP-TRADE-2: a proposal seeks or offers, never both. */
export function checkProposal(value: unknown): Checked<Proposal, ProposalError> {
  if (!isObject(value)) return failure('not-an-object');
  const keys = Object.keys(value);
  const seeks = keys.includes('seek');
  const offers = keys.includes('offer');
  if (seeks && offers) return failure('mixed-forms');
  if (!seeks && !offers) return failure('no-form');
  if (keys.length !== 1) return failure('unknown-field');
  const bundle = checkBundle(seeks ? value.seek : value.offer);
  if (!bundle.ok) return bundle;
  return { ok: true, value: seeks ? { seek: bundle.value } : { offer: bundle.value } };
}

export const formOf = (proposal: Proposal): 'seek' | 'offer' => ('seek' in proposal ? 'seek' : 'offer');
export const bundleOf = (proposal: Proposal): Bundle => ('seek' in proposal ? proposal.seek : proposal.offer);

/** Whether a card of `kind` answers to `type` (RP-TRADE-4). */
export function accepts(type: CardType, kind: Kind): boolean {
  return type === kind || type === 'other' || ((type === 'people' || type === 'civilisation') && type === familyOf(kind));
}

/** Kinds first, then families, then "other": the order in which terms are filled (the types nest). */
const specificity = (term: Term): number => (isKind(term.type) ? 0 : term.type === 'other' ? 2 : 1);

function bySpecificity(terms: readonly Term[]): Term[] {
  return terms.length < 2 || specificity(terms[0]) <= specificity(terms[1]) ? [...terms] : [terms[1], terms[0]];
}

/**
 * Fills `terms` together from `cards`, most specific first (exact, because the types nest or are
 * disjoint). Returns how many cards remain, or -1 when the terms cannot all be filled.
 */
function fill(cards: Cards, terms: readonly Term[]): number {
  return terms.length === 1 ? fillOne(cards, terms[0]) : fillTwo(cards, terms[0], terms[1]);
}

/** `fill` for a single term (most bundles): the cards it accepts against its count. */
function fillOne(cards: Cards, { count, type }: Term): number {
  let total = 0;
  let accepted = 0;
  for (const kind in cards) {
    const n = cards[kind as Kind]!;
    total += n;
    if (accepts(type, kind as Kind)) accepted += n;
  }
  return accepted < count ? -1 : total - count;
}

/** `fill` for two terms: the more specific one takes its cards first, the other fills from what is left. */
function fillTwo(cards: Cards, a: Term, b: Term): number {
  const [first, second] = specificity(a) <= specificity(b) ? [a, b] : [b, a];
  const taken: Cards = {};
  let needed = first.count;
  for (let k = 0; k < KINDS.length && needed > 0; k++) {
    const kind = KINDS[k];
    if (!accepts(first.type, kind)) continue;
    const take = Math.min(needed, cards[kind] ?? 0);
    taken[kind] = take;
    needed -= take;
  }
  if (needed > 0) return -1;
  needed = second.count;
  for (let k = 0; k < KINDS.length && needed > 0; k++) {
    const kind = KINDS[k];
    if (accepts(second.type, kind)) needed -= Math.min(needed, (cards[kind] ?? 0) - (taken[kind] ?? 0));
  }
  return needed > 0 ? -1 : countCards(cards) - first.count - second.count;
}

const alternatives = (bundle: Bundle): Term[][] =>
  bundle.join === 'or' ? bundle.terms.map((term) => [term]) : [bundle.terms];

/** RP-TRADE-8: `cards` are exactly what the bundle asks for (one alternative of an "or"). */
export function isDelivery(cards: Cards, bundle: Bundle): boolean {
  if (bundle.join !== 'or') return fill(cards, bundle.terms) === 0;
  for (const term of bundle.terms) if (fillOne(cards, term) === 0) return true;
  return false;
}

/** Whether `hand` can fulfil the bundle one way or another (the giver chooses). */
export function canDeliver(hand: Hand, bundle: Bundle): boolean {
  if (bundle.join !== 'or') return fill(hand, bundle.terms) >= 0;
  for (const term of bundle.terms) if (fillOne(hand, term) >= 0) return true;
  return false;
}

/**
 * RP-TRADE-7: a player who names cards they would give must hold them: every alternative of an "or"
 * (naming cards one does not hold is not honourable).
 */
export function honours(hand: Hand, bundle: Bundle): boolean {
  if (bundle.join !== 'or') return fill(hand, bundle.terms) >= 0;
  for (const term of bundle.terms) if (fillOne(hand, term) < 0) return false;
  return true;
}

/** RP-TRADE-8: the bundle leaves the giver no choice ("2 Goths and 1 Shipbuilding"). */
export function exactCards(bundle: Bundle): Cards | null {
  if (bundle.join === 'or') return null;
  const cards: Cards = {};
  for (const term of bundle.terms) {
    if (!isKind(term.type)) return null;
    cards[term.type] = term.count;
  }
  return cards;
}

/** `exactCards(bundle) !== null`, without making the cards. */
export function isExact(bundle: Bundle): boolean {
  if (bundle.join === 'or') return false;
  for (const term of bundle.terms) if (!isKind(term.type)) return false;
  return true;
}

export function bundleSizes(bundle: Bundle): number[] {
  if (bundle.join === 'or') return bundle.terms.map((term) => term.count);
  return [bundle.terms.reduce((sum, term) => sum + term.count, 0)];
}

const cardsKey = (cards: Cards) => KINDS.map((kind) => cards[kind] ?? 0).join(',');

/**
 * RP-TRADE-8: the ways `hand` can fulfil `bundle`, at most `limit` of them, in a fixed order. Used by
 * the bots; the board lets the player pick freely and checks with `isDelivery`.
 */
export function deliveries(hand: Hand, bundle: Bundle, limit = Infinity): Cards[] {
  const found: Cards[] = [];
  const seen = new Set<string>();
  const left: Record<string, number> = { ...hand };
  const chosen: Record<string, number> = {};

  const record = () => {
    const cards: Cards = {};
    for (const kind of KINDS) if (chosen[kind]) cards[kind] = chosen[kind];
    const key = cardsKey(cards);
    if (!seen.has(key)) {
      seen.add(key);
      found.push(cards);
    }
  };

  // Distribute `needed` cards of the term among the kinds it accepts, from kind index `from` on.
  const spread = (terms: Term[], t: number, needed: number, from: number) => {
    if (found.length >= limit) return;
    if (needed === 0) return next(terms, t + 1);
    let available = 0;
    for (let k = from; k < KINDS.length; k++) if (accepts(terms[t].type, KINDS[k])) available += left[KINDS[k]];
    if (available < needed) return;
    for (let k = from; k < KINDS.length; k++) {
      const kind = KINDS[k];
      if (!accepts(terms[t].type, kind) || left[kind] === 0) continue;
      left[kind]--;
      chosen[kind] = (chosen[kind] ?? 0) + 1;
      spread(terms, t, needed - 1, k);
      chosen[kind]--;
      left[kind]++;
    }
  };
  const next = (terms: Term[], t: number) => {
    if (t === terms.length) record();
    else spread(terms, t, terms[t].count, 0);
  };

  for (const terms of alternatives(bundle)) next(bySpecificity(terms), 0);
  return found.slice(0, limit);
}
