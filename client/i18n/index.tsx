/**
 * Translation. Every text the client shows goes through here. Dictionaries are plain objects, one per
 * language, and TypeScript makes the French one carry every key of the English one.
 *
 *   const t = useT(dictionary);   t('yourTurn')   t('players', { n: 3 })
 *
 * Texts are ICU messages (FormatJS's intl-messageformat): `{name}` placeholders, plurals, and `'` quoting
 * before `{`, so texts use the typographic apostrophe ’. French texts are set with French punctuation spacing
 * here (french-typography.ts), on the message's own words only: a text is written "Secteur favori : {suit}"
 * or "Secteur favori: {suit}" and shows the same.
 */
import IntlMessageFormat from 'intl-messageformat';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Localized } from '../../games/types';
import { spaceFrenchPunctuation } from './french-typography';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A dictionary: each language maps the same keys to ICU messages. */
export type Dictionary<K extends string> = Record<Language, Record<K, string>>;

/** Build a dictionary from the English texts and their French translations (same keys, checked). */
export function dictionary<const E extends Record<string, string>>(en: E, fr: { [K in keyof E]: string }) {
  return { en, fr } as Dictionary<keyof E & string>;
}

export type Params = Record<string, string | number>;

/** Parsed messages by language and text: a text is parsed once, then formatted many times. */
const parsed = new Map<string, IntlMessageFormat>();

function message(text: string, language: Language): IntlMessageFormat {
  const key = `${language}\u0000${text}`;
  let found = parsed.get(key);
  if (!found) {
    // ignoreTag: a "<" in a text is a character, not rich-text markup.
    found = new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
    if (language === 'fr') found = new IntlMessageFormat(typesetLiterals(found.getAst()), language, undefined, { ignoreTag: true });
    parsed.set(key, found);
  }
  return found;
}

type MessageElements = ReturnType<IntlMessageFormat['getAst']>;
/** The parser's literal element (its TYPE.literal is 0). */
const LITERAL = 0;

/** A parsed message with French spacing set in its literal words, plural and select branches included. */
function typesetLiterals(elements: MessageElements): MessageElements {
  return elements.map((element) => {
    if (element.type === LITERAL) return { ...element, value: spaceFrenchPunctuation(element.value) };
    if ('options' in element) {
      const options = Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, { ...option, value: typesetLiterals(option.value) }]));
      return { ...element, options } as typeof element;
    }
    return element;
  });
}

/**
 * An ICU message (`{n, plural, one {# card} other {# cards}}`) filled in with the language's plural rules.
 * A placeholder without a value stays as written, so a missing parameter shows instead of breaking the page.
 */
export function format(text: string, params: Params = {}, language: Language = 'en'): string {
  try {
    return String(message(text, language).format(params));
  } catch {
    const typeset = language === 'fr' ? spaceFrenchPunctuation(text) : text;
    return typeset.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  }
}

const STORAGE_KEY = 'language';

function initialLanguage(): Language {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (saved === 'en' || saved === 'fr') return saved;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'en';
  return browser === 'fr' ? 'fr' : 'en';
}

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export function LanguageProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(fixed ?? initialLanguage);
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** A translate function over one dictionary, in the current language. */
export function useT<K extends string>(dict: Dictionary<K>): (key: K, params?: Params) => string {
  const { language } = useLanguage();
  return useCallback((key: K, params?: Params) => format(dict[language][key] ?? dict.en[key] ?? key, params, language), [dict, language]);
}

/** Pick the current language's text of a `Localized` value (game titles, option labels). */
export function useLocalized(): (text: Localized) => string {
  const { language } = useLanguage();
  return useCallback((text: Localized) => (language === 'fr' ? spaceFrenchPunctuation(text.fr) : text[language]), [language]);
}
