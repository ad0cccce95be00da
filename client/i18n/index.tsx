/**
 * Translation. Every text the client shows goes through here. Dictionaries are plain objects, one per
 * language, and TypeScript makes the French one carry every key of the English one.
 *
 *   const t = useT(dictionary);   t('yourTurn')   t('players', { n: 3 })
 *
 * Texts are ICU messages (FormatJS's intl-messageformat): `{name}` placeholders, plurals, and `'` quoting
 * before `{`, so texts use the typographic apostrophe ’.
 */
import IntlMessageFormat from 'intl-messageformat';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Localized } from '../../games/types';

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
    parsed.set(key, found);
  }
  return found;
}

/**
 * An ICU message (`{n, plural, one {# card} other {# cards}}`) filled in with the language's plural rules.
 * A placeholder without a value stays as written, so a missing parameter shows instead of breaking the page.
 */
export function format(text: string, params: Params = {}, language: Language = 'en'): string {
  try {
    return String(message(text, language).format(params));
  } catch {
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
  return useCallback((text: Localized) => text[language], [language]);
}
