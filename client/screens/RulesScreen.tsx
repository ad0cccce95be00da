/**
 * The rules reference of one game, in the reader's language (English, with a notice, while a translation
 * is missing): contents by section, every rule under its id; the rule the route names is scrolled to and
 * highlighted (the log's rule links and shared links open it).
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameMeta } from '../../games/types';
import { parseRules, ruleIdsOf, typesetText } from '../../games/rules-reference';
import { Notice } from '../components/Notice';
import { useLanguage, useLocalized, useT, type Language } from '../i18n';
import { spaceFrenchPunctuation } from '../i18n/french-typography';
import { loadRules, type LoadedRules } from '../rules/rules-sources';
import { rulesTexts } from '../rules/rules-texts';
import { RulesView } from '../rules/RulesView';
import { texts } from '../texts';

type Loading = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | ({ state: 'loaded'; for: Language } & LoadedRules);

export function RulesScreen({ entry, rule }: { entry: GameMeta; rule?: string }) {
  const t = useT(rulesTexts);
  const tShell = useT(texts);
  const localized = useLocalized();
  const { language } = useLanguage();
  const game = entry.name;
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const title = t('rulesOf', { game: localized(entry.title) });

  useEffect(() => {
    let current = true;
    loadRules(game, language).then(
      (loaded) => current && setLoading(loaded ? { state: 'loaded', for: language, ...loaded } : { state: 'missing' }),
      (error: unknown) => current && setLoading({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [game, language]);

  useEffect(() => {
    document.title = `${title} — ${tShell('appName')}`;
  }, [title, tShell]);

  return (
    <div className="rules-screen" data-game={game}>
      <div className="rules-header">
        <h1>{title}</h1>
        <nav className="actions">
          {typeof window !== 'undefined' && window.history.length > 1 && (
            <button type="button" onClick={() => window.history.back()}>
              {t('back')}
            </button>
          )}
          <a href="#/">{t('backToLobby')}</a>
        </nav>
      </div>
      {loading.state === 'loading' && <Notice>{t('loading')}</Notice>}
      {loading.state === 'missing' && <Notice kind="warning">{t('noRules')}</Notice>}
      {loading.state === 'failed' && <Notice kind="error">{t('loadFailed', { message: loading.message })}</Notice>}
      {loading.state === 'loaded' && <LoadedRulesView game={game} loaded={loading} language={language} rule={rule} />}
    </div>
  );
}

/** The parsed rules, with the notices they call for; scrolls to the named rule once it is on the page. */
export function LoadedRulesView({ game, loaded, language, rule }: { game: string; loaded: LoadedRules; language: Language; rule?: string }) {
  const t = useT(rulesTexts);
  // Developer's notes are left out by the parser; French text is set with French punctuation spacing.
  const document = useMemo(() => {
    const parsed = parseRules(loaded.markdown);
    return loaded.language === 'fr' ? typesetText(parsed, spaceFrenchPunctuation) : parsed;
  }, [loaded.markdown, loaded.language]);
  const known = useMemo(() => new Set(ruleIdsOf(document)), [document]);

  useEffect(() => {
    if (rule) window.document.getElementById(rule)?.scrollIntoView({ block: 'center' });
  }, [rule, document]);

  return (
    <>
      {loaded.language !== language && (
        <Notice kind="warning" testId="rules-not-translated">
          {t('notTranslated')}
        </Notice>
      )}
      {rule && !known.has(rule) && <Notice kind="warning">{t('unknownRule', { rule })}</Notice>}
      <RulesView document={document} game={game} highlight={rule} />
    </>
  );
}
