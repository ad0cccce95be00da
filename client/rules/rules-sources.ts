/**
 * The games' rules files, each loaded on demand as text: `games/<game>/RULES.md` (English) and, once written,
 * `RULES.fr.md` (French). A glob, so a missing French file is simply absent, never a build error.
 */
import type { Language } from '../i18n';

export type RulesSources = Record<string, () => Promise<string>>;

const RULES_FILES: RulesSources = import.meta.glob<string>('../../games/*/RULES*.md', { query: '?raw', import: 'default' });

/** The path a game's rules file for a language has among the sources. */
export function rulesPath(game: string, language: Language): string {
  return `../../games/${game}/${language === 'en' ? 'RULES.md' : `RULES.${language}.md`}`;
}

export interface LoadedRules {
  markdown: string;
  /** The language of the text: English when the reader's language has no file yet. */
  language: Language;
}

/** The rules of `game` in `language`, English when that file is missing, undefined when there are none. */
export async function loadRules(game: string, language: Language, sources: RulesSources = RULES_FILES): Promise<LoadedRules | undefined> {
  for (const candidate of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
    const load = sources[rulesPath(game, candidate)];
    if (load) return { markdown: await load(), language: candidate };
  }
  return undefined;
}

/** Whether the game has a rules file in `language` (the lobby's links, tests). */
export function hasRules(game: string, language: Language, sources: RulesSources = RULES_FILES): boolean {
  return rulesPath(game, language) in sources;
}
