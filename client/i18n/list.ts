/**
 * Lists in the message layer: "A", "A and B", "A, B and C" / « A, B et C », by the language's own rules
 * (Intl.ListFormat), to fill an ICU message's argument; the message says the plural with the count.
 */
import type { Language } from './index';

const formats = new Map<string, Intl.ListFormat>();

/** `items` joined as the language writes a list: with "and", or with "or" for a choice (`type: 'disjunction'`). */
export function formatList(items: readonly string[], language: Language, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${language}/${type}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(language, { style: 'long', type });
    formats.set(key, format);
  }
  return format.format(items);
}
