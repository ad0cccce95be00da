import { describe, expect, test } from 'vitest';
import { DEADLINES } from '../../server/protocol';
import { correspondenceTexts, DEADLINE_TEXT } from '../../client/correspondence-texts';
import { LANGUAGES } from '../../client/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keys = Object.keys(correspondenceTexts.en) as (keyof typeof correspondenceTexts.en)[];

describe('the texts of playing by correspondence', () => {
  test.each(LANGUAGES)('every key has a non-empty %s text', (language) => {
    expect(Object.keys(correspondenceTexts[language]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(correspondenceTexts[language][key].trim(), `${language}.${key}`).not.toBe('');
  });

  test.each(keys)('%s has the same placeholders in every language', (key) => {
    for (const language of LANGUAGES) expect(placeholders(correspondenceTexts[language][key]), `${language}.${key}`).toEqual(placeholders(correspondenceTexts.en[key]));
  });

  test('French texts are translated, not copies of the English', () => {
    expect(keys.filter((key) => correspondenceTexts.fr[key] === correspondenceTexts.en[key])).toEqual([]);
  });

  test.each(LANGUAGES)('%s uses typographic apostrophes only', (language) => {
    for (const key of keys) expect(correspondenceTexts[language][key], `${language}.${key}`).not.toContain("'");
  });

  test('French puts a non-breaking space before : ; ? ! and inside « », never a plain one or none', () => {
    for (const key of keys) {
      const text = correspondenceTexts.fr[key];
      expect(text, key).not.toMatch(/[^\u00a0][:;?!»]|«[^\u00a0]/u);
    }
  });

  test('every deadline the server offers has a name', () => {
    expect(Object.keys(DEADLINE_TEXT).sort()).toEqual([...DEADLINES].sort());
  });
});
