/**
 * A match kept on this device as a record (hotseat, teacher, versus bots), reopened where it stood by
 * replaying its record. An entry that cannot be opened is explained, with a way to remove it.
 */
import { useMemo } from 'react';
import { findGameEntry } from '../../games';
import { Notice } from '../components/Notice';
import { useT } from '../i18n';
import { LocalMatchScreen, type RenderBoard } from '../local/LocalMatch';
import { localTexts } from '../local/local-texts';
import { problemParams, recordProblemTexts } from '../local/record-problem-texts';
import { loadLocalMatch, removeLocalMatch, type SavedStore } from '../local/saved-matches';
import { navigate } from '../router';

export function SavedMatchScreen({ id, store, renderBoard }: { id: string; store?: SavedStore; renderBoard?: RenderBoard }) {
  const lt = useT(localTexts);
  const pt = useT(recordProblemTexts);
  const loaded = useMemo(() => loadLocalMatch(id, store), [id, store]);
  if (!loaded.ok) {
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
  // loadLocalMatch checked the game exists.
  const entry = findGameEntry(loaded.saved.record.game)!;
  return <LocalMatchScreen entry={entry} saved={loaded.saved} store={store} renderBoard={renderBoard} />;
}
