/**
 * The full text of a card, as the board shows it when a card is hovered, tapped or focused, and as its
 * accessible name: a court card's name, region, suit, rank, patriot, impact, actions, prize and special
 * ability; both halves of an event; what a Dominance Check does and how it scores (PAMIR-DOM-1..4).
 */
import { courtCard, eventCard, isCourtCard, isDominanceCheck, type CardId } from '../../../games/pax-pamir/data/cards';
import { SUITS, type Suit } from '../../../games/pax-pamir/data/map';
import { FAILURE_POINTS, SUCCESS_POINTS } from '../../../games/pax-pamir/rules/dominance';
import type { Translate } from './labels';
import type { effectTexts } from './effect-texts';

type EffectKey = keyof (typeof effectTexts)['en'];

/** The translate functions a card's text needs: the board's, the titles' and the effects'. */
export interface CardTranslate extends Translate {
  effect: (key: EffectKey) => string;
}

export interface CardText {
  /** The card's name (a court card's printed name; an event by its two effects; "Dominance Check"). */
  name: string;
  /** The rest, one sentence a line. */
  lines: string[];
}

/** PAMIR-DOM-1: the usual margin; the board passes the current one (Conflict Fatigue lowers it to 2). */
const USUAL_MARGIN = 4;

/** The name of an impact icon: a piece, leverage, or a change of the favored suit. */
export function impactName(icon: string, t: Translate['t']): string {
  if ((SUITS as readonly string[]).includes(icon)) return t('suitChange', { suit: t(icon as Suit) });
  return t(icon as 'army');
}

/** A card's name alone (for prompts and buttons): a court card's in the viewer's language (court-card-names.ts). */
export function cardName(card: CardId, tr: Translate): string {
  const { t, title } = tr;
  if (isCourtCard(card)) return tr.court(card);
  if (isDominanceCheck(card)) return t('dominanceCheck');
  const data = eventCard(card);
  return t('eventName', { discarded: title(data.discarded.id as 'rumor'), purchased: title(data.purchased.id as 'rumor') });
}

/** Every line of a card's full text. `margin` is the blocks a coalition needs ahead to dominate now. */
export function cardText(card: CardId, tr: CardTranslate, margin = USUAL_MARGIN): CardText {
  const { t, title, effect } = tr;
  const name = cardName(card, tr);
  if (isCourtCard(card)) {
    const data = courtCard(card);
    const lines = [t('cardFacts', { region: t(data.region), suit: t(data.suit), rank: data.rank })];
    if (data.patriot) lines.push(t('patriot', { coalition: t(data.patriot) }));
    lines.push(data.impact.length === 0 ? t('noImpact') : t('impactList', { list: data.impact.map((icon) => impactName(icon, t)).join(', ') }));
    lines.push(data.actions.length === 0 ? t('noActionsFull') : t('actionList', { list: data.actions.map((a) => t(a)).join(', ') }));
    if (data.prize) lines.push(t('prize', { coalition: t(data.prize) }));
    if (data.ability) lines.push(t('abilityFull', { name: title(data.ability), effect: effect(data.ability) }));
    return { name, lines };
  }
  if (isDominanceCheck(card)) {
    const [first, second, third] = SUCCESS_POINTS;
    const [fail1, fail2] = FAILURE_POINTS;
    return {
      name,
      lines: [t('checkWhen'), t('checkSuccessRule', { margin, first, second, third }), t('checkFailureRule', { first: fail1, second: fail2 }), t('checkTies'), t('checkLastRule')],
    };
  }
  const data = eventCard(card);
  return {
    name,
    lines: [
      t('eventDiscarded', { name: title(data.discarded.id as 'rumor'), effect: effect(data.discarded.id as EffectKey) }),
      t('eventBought', { name: title(data.purchased.id as 'rumor'), effect: effect(data.purchased.id as EffectKey) }),
    ],
  };
}

/** Sentences joined into one text (an accessible name): each ends with a stop. */
export function sentences(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/[.!?:;…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/** The whole text of a card as one string: its accessible name, with what is around it (cost, spies…). */
export const cardLabel = (text: CardText, extra: readonly string[] = []): string => sentences([text.name, ...text.lines, ...extra]);

