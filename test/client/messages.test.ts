/**
 * Every message of every client dictionary, in both languages: the same keys, valid ICU that formats with
 * sample values, plurals instead of "card(s)", and French typography (a non-breaking space before : ; ! ?
 * and inside « », the typographic apostrophe).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { ALL_DICTIONARIES } from '../../client/i18n/all-dictionaries';
import { texts as paxTexts } from '../../client/boards/pax/texts';
import { format, LANGUAGES, type Language, type Params } from '../../client/i18n';
import { localTexts } from '../../client/local/local-texts';

/** French texts that are rightly the English ones: names, symbols, words both languages share. */
const SAME_IN_FRENCH: Record<string, string[]> = {
  'client/boards/pax-barbarorum/texts.ts': ['archer', 'card_sabotage', 'influence', 'order_influence', 'religion'],
  'client/boards/pax-pamir/texts.ts': ['actions', 'influence', 'insurrection', 'kandahar', 'pointsOf'],
  'client/boards/pax/texts.ts': ['aurei', 'intrigue', 'linePrimus', 'lineTotal', 'primus', 'religion', 'rome', 'total'],
  'client/boards/res-publica/texts.ts': ['anglo-saxons', 'arts', 'civilisationFamily', 'colonies', 'colonyLine', 'goths', 'huns', 'lombards', 'proposalSays', 'term', 'total', 'type', 'vikings'],
  'client/local/local-texts.ts': ['pause'],
  'client/replay/replay-texts.ts': ['seatName'],
  'client/texts.ts': ['appName', 'botName', 'options'],
};

// Node kinds of FormatJS's message syntax tree (the parser's TYPE enum).
const NUMBER_KINDS = new Set([2, 6, 7]);
const SELECT = 5;
const PLURAL = 6;

interface Node {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Node[] }>;
}

/** Each argument of a message and whether it is a number (a plural, a `{n, number}`) or a select. */
function argumentsOf(nodes: Node[], found = new Map<string, 'number' | 'text' | string[]>()) {
  for (const node of nodes) {
    if (typeof node.value === 'string' && node.type !== 0 && node.type !== 8) {
      if (node.type === SELECT) found.set(node.value, Object.keys(node.options ?? {}));
      else if (NUMBER_KINDS.has(node.type) || node.type === PLURAL) found.set(node.value, 'number');
      else if (!found.has(node.value)) found.set(node.value, 'text');
    }
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, found);
  }
  return found;
}

/** Sample parameters: every number argument at `n`, every select at its first choice, the others a name. */
function samples(text: string, language: Language): Params[] {
  const args = argumentsOf(new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).getAst() as Node[]);
  return [0, 1, 2, 5].map((n) => {
    const params: Params = {};
    for (const [name, kind] of args) params[name] = kind === 'number' ? n : kind === 'text' ? 'Alice' : (kind.find((c) => c !== 'other') ?? 'other');
    return params;
  });
}

const messages = ALL_DICTIONARIES.flatMap(({ file, dictionary }) =>
  LANGUAGES.flatMap((language) => Object.entries(dictionary[language]).map(([key, text]) => ({ id: `${file}:${key}`, language, text }))),
);
const french = messages.filter((m) => m.language === 'fr');
/** URLs keep their own colons and question marks. */
const withoutUrls = (text: string) => text.replace(/\b\w+:\/\/\S+/g, '');

describe('every client dictionary', () => {
  test('the list holds every dictionary the client defines', () => {
    const defined: string[] = [];
    const walk = (dir: string) => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, item.name);
        if (item.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(item.name))
          for (const m of readFileSync(path, 'utf8').matchAll(/export const (\w+) = dictionary\(/g)) defined.push(`${path}:${m[1]}`);
      }
    };
    walk('client');
    expect(defined.length).toBeGreaterThan(10);
    expect(ALL_DICTIONARIES.map((d) => `${d.file}:${d.name}`).sort()).toEqual(defined.sort());
  });

  test.each(ALL_DICTIONARIES.map((d) => [`${d.file}:${d.name}`, d] as const))('%s: the same keys in both languages', (_, { dictionary }) => {
    expect(Object.keys(dictionary.fr).sort()).toEqual(Object.keys(dictionary.en).sort());
  });

  test('every message parses as ICU and formats with sample values, leaving no brace', () => {
    const broken: string[] = [];
    for (const { id, language, text } of messages) {
      try {
        for (const params of samples(text, language)) {
          const out = format(text, params, language);
          if (/[{}]/.test(out)) broken.push(`${language} ${id}: ${out}`);
        }
      } catch (error) {
        broken.push(`${language} ${id}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('plurals, not "card(s)"', () => {
    const marked = messages.filter((m) => /\p{L}\((s|e|es|x)\)/u.test(m.text)).map((m) => `${m.language} ${m.id}`);
    expect(marked).toEqual([]);
  });

  test.each([
    ['en', 1, 'The later move will be dropped.'],
    ['en', 3, 'The 3 later moves will be dropped.'],
    ['fr', 1, 'Le coup suivant sera abandonné.'],
    ['fr', 3, 'Les 3 coups suivants seront abandonnés.'],
  ] as const)('a counted text agrees with its count (%s, %i)', (language, count, expected) => {
    expect(format(localTexts[language].confirmStepBack, { step: 2, count }, language)).toContain(expected);
  });

  test('French "one" covers zero: "0 carte", as the pile shows it', () => {
    expect(format(paxTexts.fr.deck, { n: 0 }, 'fr')).toBe('Pioche\u00a0: 0 carte');
    expect(format(paxTexts.en.deck, { n: 0 }, 'en')).toBe('Deck: 0 cards');
  });

  test('typographic apostrophes only (ICU reads a straight one as a quote)', () => {
    expect(messages.filter((m) => m.text.includes("'")).map((m) => `${m.language} ${m.id}`)).toEqual([]);
  });

  test('French: a non-breaking space before : ; ? ! and inside « »', () => {
    const slips = french
      .filter(({ text }) => /[^\u00a0\u202f][:;?!»]|«[^\u00a0\u202f]/u.test(withoutUrls(text)))
      .map(({ id, text }) => `${id}: ${text}`);
    expect(slips).toEqual([]);
  });

  test('French is translated, save the listed names and symbols', () => {
    const english = new Map(messages.filter((m) => m.language === 'en').map((m) => [m.id, m.text]));
    const same = french.filter((m) => english.get(m.id) === m.text).map((m) => m.id);
    const allowed = Object.entries(SAME_IN_FRENCH).flatMap(([file, keys]) => keys.map((key) => `${file}:${key}`));
    expect(same.sort()).toEqual(allowed.sort());
  });

  test('no "en tant que" before a name, whose elision no text can know', () => {
    expect(french.filter((m) => /en tant que \{/.test(m.text)).map((m) => m.id)).toEqual([]);
  });
});
