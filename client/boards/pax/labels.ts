/** Names the PAX board and its log share: legions in Roman numerals, cards by category, symbols and value. */
import { cardFace, type CardId, type Category } from '../../../games/pax/data/cards';
import type { Language } from '../../i18n';
import { texts } from './texts';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Legion `index` (0 = the first) as printed on its card: I, II, III… */
export function legionNumber(index: number): string {
  return ROMAN[index] ?? String(index + 1);
}

export function categoryName(category: Category, language: Language): string {
  return texts[language][category];
}

/** An amount of Aurei: "1 Aureus", "3 Aurei" (French: "0 Aureus" too, the singular up to 1). */
export function aurei(n: number, language: Language): string {
  return `${n} ${n === 1 || (language === 'fr' && n === 0) ? 'Aureus' : 'Aurei'}`;
}

/** Categories whose French name is feminine (une Intrigue, une Flotte…), and English names read with "an". */
const FEMININE: ReadonlySet<Category> = new Set(['intrigue', 'religion', 'wealth', 'fleet', 'army', 'militia']);
const VOWEL_EN: ReadonlySet<Category> = new Set(['intrigue', 'army', 'adversary']);

/** A card as the log names it: "a Senator (2 symbols, worth 3)", « un Sénateur (2 symboles, valeur 3) ». */
export function cardName(card: CardId, language: Language): string {
  const { category, symbols, value } = cardFace(card);
  const name = categoryName(category, language);
  if (language === 'fr') return `${FEMININE.has(category) ? 'une' : 'un'} ${name} (${symbols} symbole${symbols > 1 ? 's' : ''}, valeur ${value})`;
  return `${VOWEL_EN.has(category) ? 'an' : 'a'} ${name} (${symbols} symbol${symbols > 1 ? 's' : ''}, worth ${value})`;
}

/** Items in a sentence: "a, b and c", « a, b et c ». */
export function listed(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${items[items.length - 1]}`;
}

export function cardList(cards: readonly CardId[], language: Language): string {
  return listed(cards.map((card) => cardName(card, language)), language);
}

export function categoryList(categories: readonly Category[], language: Language): string {
  return listed(categories.map((category) => categoryName(category, language)), language);
}
