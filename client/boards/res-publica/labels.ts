/**
 * The names the board shows (card kinds, exact cards), shared by the board and the log's sentences,
 * which are written outside React for a given language.
 */
import { KINDS } from '../../../games/res-publica/data/cards';
import type { Cards } from '../../../games/res-publica/rules/types';
import { format, type Language } from '../../i18n';
import { texts, type TextKey } from './texts';

export type Translate = (key: TextKey, params?: Record<string, string | number>) => string;

/** The board's translate function for one language, without React. */
export function translator(language: Language): Translate {
  return (key, params) => format(texts[language][key] ?? texts.en[key], params, language);
}

/** "1 × Arts, 2 × Goths": exact cards, in the order of the kinds. */
export function describeCards(cards: Cards, t: Translate): string {
  return KINDS.filter((kind) => (cards[kind] ?? 0) > 0)
    .map((kind) => t('term', { count: cards[kind]!, type: t(kind) }))
    .join(', ');
}
