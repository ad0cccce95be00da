/**
 * Matches kept on this device: each one is a match record (games/match-record.ts) with how it is played
 * here (hotseat, teacher, versus bots) and who holds each seat, under its own storage key. A match is
 * saved after every move and reopened by replaying its record, so a reload loses nothing.
 *
 * Storage is the user's to break (other tabs, older versions, hand edits): every entry is checked when it
 * is read, and a bad one is reported with a problem code, never handed to a board.
 */
import { z } from 'zod';
import { type MatchRecord, type RecordLoad, type RecordProblem } from '../../games/match-record';
import { readRecord } from '../../games/record-check';
import { FORMER_SEAT_KINDS, SEAT_KINDS, type SeatKind } from '../bots';

export const LOCAL_MODES = ['hotseat', 'teacher', 'local'] as const;
/** hotseat: every seat a person, a pass screen between them; teacher: every view on demand, step back; local: versus bots. */
export type LocalMode = (typeof LOCAL_MODES)[number];

export interface SavedMatch {
  id: string;
  mode: LocalMode;
  /** Who plays each seat, by seat number. */
  seats: SeatKind[];
  record: MatchRecord;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
  /** How many times it was saved: a page saves only over the revision it read, so two tabs never overwrite each other. */
  revision: number;
}

/** The match was saved by another tab or window (or removed there) since this page read it. */
export class SavedElsewhereError extends Error {
  constructor(id: string) {
    super(`saved match ${id} was changed elsewhere`);
  }
}

/** Why a stored entry cannot be opened: the record's own problem, or an entry that is no saved match at all. */
export type SavedProblem = RecordProblem | 'unreadable' | 'missing';

export type SavedLoad = { ok: true; saved: SavedMatch } | { ok: false; id: string; problem: SavedProblem; detail: string; step?: number };

export const SAVED_MATCH_PREFIX = 'pax-table.saved-match.';

/** The part of the browser's storage this module uses (tests give a map). */
export type SavedStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A store that lasts as long as the page (the fallback, and tests). */
export function memoryStore(): SavedStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** localStorage, or a map that lasts as long as the page where the browser refuses storage (private modes). */
function browserStore(): SavedStore {
  try {
    if (typeof localStorage === 'undefined') return memoryStore();
    localStorage.getItem(SAVED_MATCH_PREFIX);
    return localStorage;
  } catch {
    return memoryStore();
  }
}

let defaultStore: SavedStore | null = null;
const storeOf = (store?: SavedStore) => store ?? (defaultStore ??= browserStore());

/** An id no other saved match has: time and randomness, safe in a URL. */
function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const entryShape = z.object({
  mode: z.enum(LOCAL_MODES),
  seats: z.array(
    z.enum([...SEAT_KINDS, ...(Object.keys(FORMER_SEAT_KINDS) as (keyof typeof FORMER_SEAT_KINDS)[])]).transform((kind): SeatKind => (kind in FORMER_SEAT_KINDS ? FORMER_SEAT_KINDS[kind as keyof typeof FORMER_SEAT_KINDS] : (kind as SeatKind))),
  ),
  record: z.unknown(),
  savedAt: z.number(),
  revision: z.number().int().nonnegative(),
});

/** Every seat human unless said otherwise (hotseat and teacher). */
function seatsFor(record: MatchRecord, seats?: readonly SeatKind[]): SeatKind[] {
  return Array.from({ length: record.numPlayers }, (_, seat) => seats?.[seat] ?? 'human');
}

function write(store: SavedStore, saved: SavedMatch): void {
  const { id, ...entry } = saved;
  store.setItem(SAVED_MATCH_PREFIX + id, JSON.stringify(entry));
}

/**
 * Keep a new match on this device; returns its id (the match opens at `#/saved/<id>`). Throws when the
 * browser refuses to store it (quota): the caller says so instead of opening a match that would be lost.
 */
export function saveLocalMatch(record: MatchRecord, mode: LocalMode, seats?: readonly SeatKind[], store?: SavedStore): string {
  const id = newId();
  write(storeOf(store), { id, mode, seats: seatsFor(record, seats), record, savedAt: Date.now(), revision: 0 });
  return id;
}

/**
 * Save a match again, as it now stands (after a move, after stepping back), over the revision it was read
 * at; `SavedElsewhereError` when another tab saved or removed it since. Throws like `saveLocalMatch` too.
 */
export function updateLocalMatch(saved: SavedMatch, store?: SavedStore): SavedMatch {
  const s = storeOf(store);
  const stored = readSavedMatch(saved.id, readRecord, s);
  if (!stored.ok || stored.saved.revision !== saved.revision) throw new SavedElsewhereError(saved.id);
  const next = { ...saved, savedAt: Date.now(), revision: saved.revision + 1 };
  write(s, next);
  return next;
}

/** How a stored record is checked: its shape, game, players and setup (`readRecord`), or its moves replayed too. */
export type RecordCheck = (record: unknown) => RecordLoad;

/**
 * A stored entry, its shape checked and its record by `checkRecord`: every move replayed is what opening
 * it needs (load-saved-match.ts), the record's shape, game, players and setup what a list needs.
 */
export function readSavedMatch(id: string, checkRecord: RecordCheck, store?: SavedStore): SavedLoad {
  const text = storeOf(store).getItem(SAVED_MATCH_PREFIX + id);
  if (text === null) return { ok: false, id, problem: 'missing', detail: id };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, id, problem: 'unreadable', detail: (error as Error).message };
  }
  const entry = entryShape.safeParse(data);
  if (!entry.success) {
    const issue = entry.error.issues[0];
    return { ok: false, id, problem: 'unreadable', detail: `${issue.path.join('.')}: ${issue.message}` };
  }
  const loaded = checkRecord(entry.data.record);
  if (!loaded.ok) return { ok: false, id, problem: loaded.problem, detail: loaded.detail, ...(loaded.step ? { step: loaded.step } : {}) };
  const { mode, seats, savedAt, revision } = entry.data;
  if (seats.length !== loaded.value.numPlayers) return { ok: false, id, problem: 'unreadable', detail: `${seats.length} seats` };
  return { ok: true, saved: { id, mode, seats, record: loaded.value, savedAt, revision } };
}

/**
 * A saved match, its record's shape, game, players and setup checked but no move replayed: enough to
 * know which game's module to load before `loadLocalMatch`.
 */
export function peekLocalMatch(id: string, store?: SavedStore): SavedLoad {
  return readSavedMatch(id, readRecord, store);
}

/** Every match kept on this device, the latest saved first; bad entries are listed with their problem. */
export function listLocalMatches(store?: SavedStore): SavedLoad[] {
  const s = storeOf(store);
  const ids: string[] = [];
  for (let index = 0; index < s.length; index++) {
    const key = s.key(index);
    if (key?.startsWith(SAVED_MATCH_PREFIX)) ids.push(key.slice(SAVED_MATCH_PREFIX.length));
  }
  const savedAt = (load: SavedLoad) => (load.ok ? load.saved.savedAt : -1);
  return ids.map((id) => readSavedMatch(id, readRecord, s)).sort((a, b) => savedAt(b) - savedAt(a));
}

export function removeLocalMatch(id: string, store?: SavedStore): void {
  storeOf(store).removeItem(SAVED_MATCH_PREFIX + id);
}
