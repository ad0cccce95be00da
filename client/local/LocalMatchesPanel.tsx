/**
 * The lobby's "Continue a match on this device": every match kept here (bad entries explained, with a
 * way to remove them), and opening a record file to go on from its last move.
 */
import { useEffect, useMemo, useState } from 'react';
import { findCatalogEntry } from '../../games/catalog';
import { relativeTime } from '../format';
import { useLanguage, useLocalized, useT } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';
import { localTexts } from './local-texts';
import { problemParams, recordProblemTexts, type ProblemReport } from './record-problem-texts';
import { readRecordFile } from '../replay/record-file';
import { listLocalMatches, removeLocalMatch, saveLocalMatch, SAVED_MATCH_PREFIX, type LocalMode, type SavedStore } from './saved-matches';
import { savedMatchHash } from './start-local';

export const MODE_TEXT = { hotseat: 'modeHotseat', teacher: 'modeTeacher', local: 'modeLocal' } as const satisfies Record<LocalMode, string>;

/** A record file chosen by the user, read and kept as a match; its problem when it cannot be. */
export async function importRecordFile(file: Pick<File, 'size' | 'text'>, mode: 'hotseat' | 'teacher', store?: SavedStore): Promise<{ id: string } | ProblemReport> {
  const read = await readRecordFile(file);
  // A file of many games (an arena's): its first game is the one kept.
  const load = read.ok && read.lines ? await (await import('../../games/record-play')).openRecord(read.lines[0]) : read;
  if (!load.ok) return { problem: load.problem, detail: load.detail, step: 'step' in load ? load.step : undefined };
  try {
    return { id: saveLocalMatch(load.value, mode, undefined, store) };
  } catch (error) {
    // The device's storage refused it (full, or unavailable).
    return { problem: 'unreadable', detail: (error as Error).message };
  }
}

export function LocalMatchesPanel({ store, now = Date.now() }: { store?: SavedStore; now?: number }) {
  const lt = useT(localTexts);
  const pt = useT(recordProblemTexts);
  const localized = useLocalized();
  const { language } = useLanguage();
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  const [importMode, setImportMode] = useState<'hotseat' | 'teacher'>('teacher');
  const [importProblem, setImportProblem] = useState<ProblemReport | null>(null);
  // Read again after a change only (here or in another tab): the lobby draws again on every keystroke of the name field.
  const saved = useMemo(() => listLocalMatches(store), [store, version]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(SAVED_MATCH_PREFIX)) setVersion((n) => n + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <section className="panel local-matches" data-testid="local-matches">
      <h2>{lt('savedTitle')}</h2>
      {saved.length === 0 && <p className="hint">{lt('noSaved')}</p>}
      <ul className="saved-list">
        {saved.map((load) => {
          const id = load.ok ? load.saved.id : load.id;
          return (
            <li key={id} data-testid={`saved-${id}`} className={load.ok ? undefined : 'bad'}>
              {load.ok ? (
                <>
                  <a href={savedMatchHash(id)}>{localized(findCatalogEntry(load.saved.record.game)!.title)}</a>{' '}
                  <span className="hint">
                    {lt('savedLine', { mode: lt(MODE_TEXT[load.saved.mode]), players: load.saved.record.numPlayers, moves: load.saved.record.moves.length })}
                    {' · '}
                    {relativeTime(load.saved.savedAt, now, language)}
                  </span>{' '}
                  <a className="button-link" href={savedMatchHash(id)}>
                    {lt('continue')}
                  </a>
                </>
              ) : (
                <span className="error-text">{lt('badSaved', { problem: pt(load.problem, problemParams(load)) })}</span>
              )}{' '}
              <button type="button" data-testid={`remove-${id}`} onClick={() => setRemoving(id)}>
                {lt('remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <fieldset className="record-import">
        <legend>{lt('openFile')}</legend>
        <p className="hint">{lt('openFileHint')}</p>
        <label className="field">
          <span>{lt('playAs')}</span>
          <select data-testid="import-mode" value={importMode} onChange={(event) => setImportMode(event.target.value as 'hotseat' | 'teacher')}>
            <option value="teacher">{lt('modeTeacher')}</option>
            <option value="hotseat">{lt('modeHotseat')}</option>
          </select>
        </label>
        <input
          type="file"
          accept=".json,application/json"
          data-testid="import-record"
          aria-label={lt('openFile')}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const result = await importRecordFile(file, importMode, store);
            if ('id' in result) window.location.hash = savedMatchHash(result.id);
            else setImportProblem(result);
          }}
        />
        {importProblem && (
          <p className="error-text" role="alert" data-testid="import-problem">
            {pt(importProblem.problem, problemParams(importProblem))}
          </p>
        )}
      </fieldset>
      {removing !== null && (
        <ConfirmDialog
          message={lt('confirmRemove')}
          confirmLabel={lt('remove')}
          onConfirm={() => {
            removeLocalMatch(removing, store);
            setRemoving(null);
            setVersion((n) => n + 1);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
