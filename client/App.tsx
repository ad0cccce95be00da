/** The page: header with the language switch, then the screen the hash route names. */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { findCatalogEntry } from '../games/catalog';
import { currentRuleId } from '../games/rule-aliases';
import { ErrorBoundary } from './components/ErrorBoundary';
import { GameModule } from './components/GameModule';
import { Notice } from './components/Notice';
import { LANGUAGES, useLanguage, useT } from './i18n';
import { useRoute } from './router';
import type { Route } from './routes';
import { Lobby } from './screens/Lobby';
import { texts } from './texts';

// Every screen but the lobby is its own chunk, loaded when it opens; the screens of a match also load its
// game's module (GameModule), so the first page carries no game's rules or bots.
const JoinScreen = lazy(() => import('./screens/JoinScreen').then((module) => ({ default: module.JoinScreen })));
const LocalScreen = lazy(() => import('./screens/LocalScreen').then((module) => ({ default: module.LocalScreen })));
const MatchScreen = lazy(() => import('./screens/MatchScreen').then((module) => ({ default: module.MatchScreen })));
const ReplayFileScreen = lazy(() => import('./screens/ReplayScreen').then((module) => ({ default: module.ReplayFileScreen })));
const ReplayScreen = lazy(() => import('./screens/ReplayScreen').then((module) => ({ default: module.ReplayScreen })));
const RulesScreen = lazy(() => import('./screens/RulesScreen').then((module) => ({ default: module.RulesScreen })));
const SavedMatchScreen = lazy(() => import('./screens/SavedMatchScreen').then((module) => ({ default: module.SavedMatchScreen })));
const SeatLinkScreen = lazy(() => import('./screens/SeatLinkScreen').then((module) => ({ default: module.SeatLinkScreen })));

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
  const game = findCatalogEntry(route.game);
  if (!game) return <Notice kind="error">{t('unknownGame', { game: route.game })}</Notice>;
  switch (route.name) {
    case 'match':
      return <GameModule game={game}>{(entry) => <MatchScreen key={`${route.game}/${route.matchID}`} entry={entry} matchID={route.matchID} />}</GameModule>;
    case 'join':
      return <JoinScreen key={`${route.game}/${route.matchID}`} entry={game} matchID={route.matchID} />;
    case 'seat':
      return <SeatLinkScreen key={`${route.game}/${route.matchID}/${route.playerID}`} entry={game} link={route} />;
    case 'hotseat':
    case 'local':
      return <GameModule game={game}>{(entry) => <LocalScreen key={`${route.name}/${route.game}`} entry={entry} mode={route.name} />}</GameModule>;
    case 'rules':
      return <RulesScreen key={route.game} entry={game} rule={route.rule && currentRuleId(route.game, route.rule)} />;
    case 'replay':
      return <GameModule game={game}>{(entry) => <ReplayScreen key={`${route.game}/${route.matchID}`} entry={entry} matchID={route.matchID} />}</GameModule>;
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
          <Suspense fallback={<Notice testId="screen-loading">{t('loading')}</Notice>}>
            <Screen route={route} />
          </Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}
