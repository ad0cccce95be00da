/**
 * A game's module (its `Game`, bots, log kinds: games/catalog.ts), loaded when a screen of that game opens,
 * then the screen. A notice shows while it loads; a failure goes to the screen's error boundary, whose retry
 * asks for the module again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { loadedGameEntry, type CatalogEntry } from '../../games/catalog';
import type { GameEntry } from '../../games/types';
import { useT } from '../i18n';
import { texts } from '../texts';
import { Notice } from './Notice';

type Load = { entry: GameEntry } | { error: Error } | null;

export function useGameModule(game: CatalogEntry): Load {
  const [load, setLoad] = useState<Load>(() => {
    const entry = loadedGameEntry(game.name);
    return entry ? { entry } : null;
  });
  useEffect(() => {
    if (load !== null) return;
    let current = true;
    game.load().then(
      (entry) => current && setLoad({ entry }),
      (error: Error) => current && setLoad({ error }),
    );
    return () => {
      current = false;
    };
  }, [game, load]);
  return load;
}

export function GameModule({ game, children }: { game: CatalogEntry; children(entry: GameEntry): ReactNode }) {
  const t = useT(texts);
  const load = useGameModule(game);
  if (load === null) return <Notice testId="game-loading">{t('loading')}</Notice>;
  if ('error' in load) throw load.error;
  return children(load.entry);
}
