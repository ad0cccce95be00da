/** The page: header with the language switch, then the screen the hash route names. */
import { useEffect, type ReactNode } from 'react';
import { findGameEntry } from '../games';
import { currentRuleId } from '../games/rule-aliases';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Notice } from './components/Notice';
import { LANGUAGES, useLanguage, useT } from './i18n';
import { useRoute } from './router';
import type { Route } from './routes';
import { JoinScreen } from './screens/JoinScreen';
import { LocalScreen } from './screens/LocalScreen';
import { Lobby } from './screens/Lobby';
import { ReplayFileScreen, ReplayScreen } from './screens/ReplayScreen';
import { RulesScreen } from './screens/RulesScreen';
import { SavedMatchScreen } from './screens/SavedMatchScreen';
import { MatchScreen } from './screens/MatchScreen';
import { SeatLinkScreen } from './screens/SeatLinkScreen';
import { texts } from './texts';

function LanguageSwitch() {
  const t = useT(texts);
  const { language, setLanguage } = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          data-testid={`language-${lang}`}
          aria-pressed={lang === language}
          className={lang === language ? 'active' : ''}
          onClick={() => setLanguage(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

function Screen({ route }: { route: Route }) {
  const t = useT(texts);
  if (route.name === 'lobby') return <Lobby />;
  if (route.name === 'notFound') return <Notice kind="warning">{t('pageNotFound', { hash: route.hash })}</Notice>;
  if (route.name === 'replayFile') return <ReplayFileScreen />;
  if (route.name === 'saved') return <SavedMatchScreen key={route.id} id={route.id} />;
  const entry = findGameEntry(route.game);
  if (!entry) return <Notice kind="error">{t('unknownGame', { game: route.game })}</Notice>;
  switch (route.name) {
    case 'match':
      return <MatchScreen key={`${route.game}/${route.matchID}`} entry={entry} matchID={route.matchID} />;
    case 'join':
      return <JoinScreen key={`${route.game}/${route.matchID}`} entry={entry} matchID={route.matchID} />;
    case 'seat':
      return <SeatLinkScreen key={`${route.game}/${route.matchID}/${route.playerID}`} entry={entry} link={route} />;
    case 'hotseat':
    case 'local':
      return <LocalScreen key={`${route.name}/${route.game}`} entry={entry} mode={route.name} />;
    case 'rules':
      return <RulesScreen key={route.game} entry={entry} rule={route.rule && currentRuleId(route.game, route.rule)} />;
    case 'replay':
      return <ReplayScreen key={`${route.game}/${route.matchID}`} entry={entry} matchID={route.matchID} />;
  }
}

function CrashNotice({ error, reset }: { error: Error; reset(): void }): ReactNode {
  const t = useT(texts);
  return (
    <Notice kind="error" testId="screen-error">
      {t('crashed', { message: error.message })}{' '}
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>{' '}
      <a href="#/">{t('backToLobby')}</a>
    </Notice>
  );
}

export function App() {
  const t = useT(texts);
  const { language } = useLanguage();
  const route = useRoute();
  const key = JSON.stringify(route);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    if (route.name === 'lobby' || route.name === 'join' || route.name === 'seat' || route.name === 'notFound') document.title = t('appName');
  }, [route.name, t]);

  return (
    <>
      <header className="app-header">
        <a href="#/" className="brand">
          {t('appName')}
        </a>
        <nav>
          <a href="#/">{t('lobby')}</a>
        </nav>
        <LanguageSwitch />
      </header>
      <main>
        <ErrorBoundary key={key} fallback={(error, reset) => <CrashNotice error={error} reset={reset} />}>
          <Screen route={route} />
        </ErrorBoundary>
      </main>
    </>
  );
}
