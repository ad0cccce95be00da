/**
 * A match kept on this device as a record (hotseat, teacher, versus bots), reopened where it stood by
 * replaying its record once its game's module is loaded. An entry that cannot be opened is explained, with a
 * way to remove it.
 */
import { useMemo } from 'react';
import { findCatalogEntry } from '../../games/catalog';
import type { GameEntry } from '../../games/types';
import { GameModule } from '../components/GameModule';
import { Notice } from '../components/Notice';
import { useT } from '../i18n';
import { LocalMatchScreen, type RenderBoard } from '../local/LocalMatch';
import { localTexts } from '../local/local-texts';
import { problemParams, recordProblemTexts } from '../local/record-problem-texts';
import { loadLocalMatch } from '../local/load-saved-match';
import { peekLocalMatch, removeLocalMatch, type SavedLoad, type SavedStore } from '../local/saved-matches';
import { navigate } from '../router';

export function SavedMatchScreen({ id, store, renderBoard }: { id: string; store?: SavedStore; renderBoard?: RenderBoard }) {
  const peeked = useMemo(() => peekLocalMatch(id, store), [id, store]);
  if (!peeked.ok) return <SavedProblem id={id} store={store} loaded={peeked} />;
  // peekLocalMatch checked the game exists.
  return <GameModule game={findCatalogEntry(peeked.saved.record.game)!}>{(entry) => <SavedMatch entry={entry} id={id} store={store} renderBoard={renderBoard} />}</GameModule>;
}

/** The saved match, every move replayed now that its game's module is here. */
function SavedMatch({ entry, id, store, renderBoard }: { entry: GameEntry; id: string; store?: SavedStore; renderBoard?: RenderBoard }) {
  const loaded = useMemo(() => loadLocalMatch(id, store), [id, store]);
  if (!loaded.ok) return <SavedProblem id={id} store={store} loaded={loaded} />;
  return <LocalMatchScreen entry={entry} saved={loaded.saved} store={store} renderBoard={renderBoard} />;
}

function SavedProblem({ id, store, loaded }: { id: string; store?: SavedStore; loaded: SavedLoad & { ok: false } }) {
  const lt = useT(localTexts);
  const pt = useT(recordProblemTexts);
  return (
    <Notice kind="error" testId="saved-problem">
      {pt(loaded.problem, problemParams(loaded))}{' '}
      {loaded.problem !== 'missing' && (
        <button
          type="button"
          onClick={() => {
            removeLocalMatch(id, store);
            navigate({ name: 'lobby' });
          }}
        >
          {lt('remove')}
        </button>
      )}{' '}
      <a href="#/">{lt('openSavedAgain')}</a>
    </Notice>
  );
}
