import { describe, expect, test } from 'vitest';
import { correspondenceTexts } from '../../client/correspondence-texts';
import { format, LANGUAGES } from '../../client/i18n';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import { refusalTexts } from '../../client/refusal-texts';
import { texts } from '../../client/texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('client texts', () => {
  const keys = Object.keys(texts.en) as (keyof typeof texts.en)[];

  test.each(LANGUAGES)('every key has a non-empty %s text', (language) => {
    expect(Object.keys(texts[language]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(texts[language][key].trim(), `${language}.${key}`).not.toBe('');
  });

  test.each(keys)('%s has the same placeholders in every language', (key) => {
    for (const language of LANGUAGES) expect(placeholders(texts[language][key]), `${language}.${key}`).toEqual(placeholders(texts.en[key]));
  });

  test('French texts are translated, not copies of the English (names and symbols aside)', () => {
    const same = keys.filter((key) => texts.fr[key] === texts.en[key]);
    expect(same).toEqual(['appName', 'options', 'botName']);
  });

  test.each([
    ['texts', texts],
    ['lobbyErrorTexts', lobbyErrorTexts],
    ['refusalTexts', refusalTexts],
    ['correspondenceTexts', correspondenceTexts],
  ] as const)('French %s: a non-breaking space before : ; ? ! and inside « », typographic apostrophes', (_, dictionary) => {
    for (const [key, text] of Object.entries(dictionary.fr as Record<string, string>)) {
      expect(text, key).not.toMatch(/[^\u00a0][:;?!»]|«[^\u00a0]/u);
      expect(text, key).not.toContain("'");
    }
  });

  test('format fills placeholders and leaves unknown ones', () => {
    expect(format('Seat {n} of {name}', { n: 2 })).toBe('Seat 2 of {name}');
    expect(format('plain')).toBe('plain');
  });

  test('format follows each language’s plural rules (French "one" covers 0)', () => {
    const en = '{n, plural, one {# card} other {# cards}}';
    const fr = '{n, plural, one {# carte} other {# cartes}}';
    expect([0, 1, 2].map((n) => format(en, { n }, 'en'))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => format(fr, { n }, 'fr'))).toEqual(['0 carte', '1 carte', '2 cartes']);
  });

  test('a tag-like "<" is text, not markup', () => {
    expect(format('{a} < {b} <b>', { a: 1, b: 2 })).toBe('1 < 2 <b>');
  });
});
