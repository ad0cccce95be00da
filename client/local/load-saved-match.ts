/**
 * Opening a match kept on this device: its entry read (saved-matches.ts) and every move of its record
 * replayed, with its game's module, which the screen loaded first (games/catalog.ts). Apart from
 * saved-matches.ts so that the lobby's list does not carry the reducer.
 */
import { loadRecord } from '../../games/record-play';
import { readSavedMatch, type SavedLoad, type SavedStore } from './saved-matches';

/** A saved match, every move replayed and checked. */
export function loadLocalMatch(id: string, store?: SavedStore): SavedLoad {
  return readSavedMatch(id, (record) => loadRecord(record), store);
}
