/**
 * A viewer's next state as the changes to the last one it received (ENGINE-PATCH-1): what the server sends
 * a client that applies them, in place of the whole state on every move.
 *
 * A change is `[path, value]` (set the value there: an object's key, an array's slot, or `-` for a new
 * last slot) or `[path]` (remove it); the path is a JSON Pointer (RFC 6901). This is JSON Patch (RFC 6902)
 * with its operation names left out, on which a move's few changes spent most of their bytes: a set is
 * RFC 6902's `add` on a new key or slot and its `replace` on one that is there, a removal its `remove`.
 *
 * The states are compared as their JSON reads: a key holding `undefined` is no key at all and an
 * `undefined` array slot is `null`, so that changes made on the server's objects apply to the client's
 * parsed copy. Arrays are compared slot by slot, with only their tail added or removed, in one pass
 * (rfc6902's `createPatch` searches the cheapest edit of every array, quadratic in its length, on each move
 * of each viewer). Unchanged subtrees are skipped by identity first: a move shares every part of the state
 * it did not touch.
 */
import type { LogEntry, State } from 'boardgame.io';

export type ViewChange = [path: string] | [path: string, value: unknown];

type Json = Record<string, unknown> | unknown[];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Whether a value reaches JSON at all (`undefined` and functions do not). */
const written = (value: unknown) => value !== undefined && typeof value !== 'function';

/** What JSON.stringify writes for an array slot: `undefined` (and functions) as null. */
const slot = (value: unknown) => (written(value) ? value : null);

/**
 * A key's value, if it is the object's own and reaches JSON (else undefined). States are plain data (their prototype
 * Object's or none): an inherited value is then a function, which JSON leaves out, or the prototype under `__proto__`.
 */
const own = (object: Record<string, unknown>, key: string): unknown => {
  const value = object[key];
  return written(value) && (key !== '__proto__' || Object.hasOwn(object, key)) ? value : undefined;
};

/** A key as a JSON Pointer token (RFC 6901: `~` as `~0`, `/` as `~1`). */
const token = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** The changes that turn `previous` into `next`, as their JSON reads (ENGINE-PATCH-1). */
export function viewPatch(previous: unknown, next: unknown): ViewChange[] {
  const changes: ViewChange[] = [];
  diff(previous, next, '', changes, []);
  return changes;
}

/**
 * The walk carries the JSON Pointer of where it is (`''` at the root), extended only on the way into a changed
 * object or array, and the length each change found so far takes as JSON (`lengths[i]` for `out[i]`, counted
 * once however many enclosing values weigh it against sending themselves whole).
 */
function diff(previous: unknown, next: unknown, path: string, out: ViewChange[], lengths: number[]): void {
  if (previous === next) return;
  if (!isObject(previous) || !isObject(next) || Array.isArray(previous) !== Array.isArray(next)) {
    // Numbers compare as JSON writes them: NaN and the infinities are all null there (distinct finite ones differ).
    if (typeof previous === 'number' && typeof next === 'number' && !Number.isFinite(previous) && !Number.isFinite(next)) return;
    out.push([path, next]);
    return;
  }
  const first = out.length;
  if (Array.isArray(previous)) diffArrays(previous, next as unknown[], path, out, lengths);
  else diffObjects(previous as Record<string, unknown>, next as Record<string, unknown>, path, out, lengths);
  // Several changes within a small value are sent as the value itself when that is shorter: the changes as a
  // JSON array take their lengths, a comma between each two and the brackets.
  if (path !== '' && out.length - first >= 2) {
    let spent = out.length - first + 1;
    for (let i = first; i < out.length; i++) spent += (lengths[i] ??= JSON.stringify(out[i]).length);
    if (jsonLengthLeft(next, spent - path.length - 6) >= 0) {
      out.splice(first, out.length - first, [path, next]);
      lengths.length = first;
    }
  }
}

/** `left` less the characters `value` takes as JSON, counted only until that runs below zero. */
function jsonLengthLeft(value: unknown, left: number): number {
  if (value === null || typeof value !== 'object') return left - (typeof value === 'string' ? value.length + 2 : String(value).length);
  left -= 2;
  if (Array.isArray(value)) {
    for (const element of value) {
      left = jsonLengthLeft(slot(element), left - 1);
      if (left < 0) return left;
    }
    return left;
  }
  for (const key in value) {
    const entry = own(value as Record<string, unknown>, key);
    if (entry === undefined) continue;
    left = jsonLengthLeft(entry, left - key.length - 4);
    if (left < 0) return left;
  }
  return left;
}

function diffArrays(previous: unknown[], next: unknown[], path: string, out: ViewChange[], lengths: number[]): void {
  const shared = Math.min(previous.length, next.length);
  for (let i = 0; i < shared; i++) {
    const before = previous[i];
    const after = next[i];
    if (before !== after) diff(slot(before), slot(after), `${path}/${i}`, out, lengths);
  }
  for (let i = shared; i < next.length; i++) out.push([`${path}/-`, slot(next[i])]);
  // From the end, so that each index still names the slot it removes.
  for (let i = previous.length - 1; i >= shared; i--) out.push([`${path}/${i}`]);
}

function diffObjects(previous: Record<string, unknown>, next: Record<string, unknown>, path: string, out: ViewChange[], lengths: number[]): void {
  // for…in gives an object's own keys first, then inherited enumerable ones, which plain data has none of.
  for (const key in previous) {
    if (own(previous, key) !== undefined && own(next, key) === undefined) out.push([`${path}/${token(key)}`]);
  }
  for (const key in next) {
    const after = own(next, key);
    if (after === undefined) continue;
    const before = own(previous, key);
    if (before === after) continue;
    if (before !== undefined) diff(before, after, `${path}/${token(key)}`, out, lengths);
    else out.push([`${path}/${token(key)}`, after]);
  }
}

/**
 * `base` (a state as the client parsed it) with `changes` applied, as a new value that shares what did not
 * change with the base, which is left as it was; undefined when any change does not fit the base (its parent
 * missing, a slot past the end, a key to remove absent): the client then holds something else than what the
 * changes were made against, and asks for the whole match.
 */
export function applyViewPatch<T>(base: T, changes: readonly ViewChange[]): T | undefined {
  const [first] = changes;
  // The whole value replaced (only when its type changed: a state never does).
  if (changes.length === 1 && Array.isArray(first) && first.length === 2 && first[0] === '') return first[1] as T;
  if (changes.length === 0) return base;
  if (!isObject(base)) return undefined;
  // Copied along the changed paths only: the rest is the base's own, unchanged (and never written to).
  const root = shallowCopy(base);
  const copies = new Set<Json>([root]);
  return changes.every((change) => applyChange(root, change, copies)) ? (root as T) : undefined;
}

const shallowCopy = (value: Json): Json => (Array.isArray(value) ? [...value] : { ...value });

function applyChange(root: Json, change: ViewChange, copies: Set<Json>): boolean {
  if (!Array.isArray(change) || typeof change[0] !== 'string' || !change[0].startsWith('/')) return false;
  const tokens = change[0].slice(1).split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const key = tokens.pop()!;
  let parent: Json = root;
  for (const part of tokens) {
    if (Array.isArray(parent) ? !isIndex(part, parent.length - 1) : !Object.hasOwn(parent, part)) return false;
    const child = (parent as Record<string, unknown>)[part];
    if (!isObject(child)) return false;
    let copy = child;
    if (!copies.has(child)) {
      copy = shallowCopy(child);
      copies.add(copy);
      (parent as Record<string, unknown>)[part] = copy;
    }
    parent = copy;
  }
  const setting = change.length === 2;
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : isIndex(key, parent.length) ? Number(key) : -1;
    if (index < 0 || (!setting && index === parent.length)) return false;
    if (setting) parent[index] = change[1];
    else parent.splice(index, 1);
    return true;
  }
  if (!setting) return Object.hasOwn(parent, key) && delete parent[key];
  // As an own property, whatever the key (`__proto__` included): a change never reaches a prototype.
  Object.defineProperty(parent, key, { value: change[1], writable: true, enumerable: true, configurable: true });
  return true;
}

/** Whether `token` names an array slot from 0 to `last` (RFC 6901: digits, no leading zero). */
const isIndex = (token: string, last: number) => /^(0|[1-9][0-9]*)$/.test(token) && Number(token) <= last;

/**
 * A state's changes leave out its `_stateID`, which their message carries (`applyStateChanges` sets it): one
 * change fewer on every move.
 */
export function stateChanges(previous: State, next: State): ViewChange[] {
  return viewPatch(previous, next._stateID === previous._stateID ? next : { ...next, _stateID: previous._stateID });
}

/** `base` with a state's changes applied and its `_stateID` set; undefined when they do not fit. */
export function applyStateChanges(base: State, changes: readonly ViewChange[], stateID: number): State | undefined {
  const next = applyViewPatch(base, changes);
  if (next) next._stateID = stateID;
  return next;
}

/** A log entry as a view patch carries it: its state id, turn and phase left out where they are the base's. */
export type PackedLogEntry = Omit<LogEntry, '_stateID' | 'turn' | 'phase'> & Partial<Pick<LogEntry, '_stateID' | 'turn' | 'phase'>>;

/**
 * A move's log entries without what the client reads from the state the move was made on (the base of the
 * changes): each entry's state id, turn and phase, where they are that state's, as they are for all but the
 * entries of a new turn or phase begun within the move.
 */
export function packLog(log: readonly LogEntry[] | undefined, base: State): PackedLogEntry[] | undefined {
  return log?.map(({ _stateID, turn, phase, ...entry }) => ({
    ...entry,
    ...(_stateID !== base._stateID && { _stateID }),
    ...(turn !== base.ctx.turn && { turn }),
    ...(phase !== base.ctx.phase && { phase }),
  }));
}

/** The entries `packLog` packed, whole again. */
export function unpackLog(log: readonly PackedLogEntry[] | undefined, base: State): LogEntry[] | undefined {
  return log?.map((entry) => ({
    ...entry,
    _stateID: entry._stateID ?? base._stateID,
    turn: entry.turn ?? base.ctx.turn,
    phase: Object.hasOwn(entry, 'phase') ? entry.phase! : base.ctx.phase,
  }));
}

/**
 * What a client does with a view patch, given the newest state it holds from the server: nothing for a patch
 * of an older state ('older'), ask for the whole match when it was made on another state or does not fit
 * ('misfit'), else the next state and the move's log entries whole.
 */
export function receivePatch(
  held: State | undefined,
  prevStateID: number,
  stateID: number,
  changes: readonly ViewChange[],
  log: readonly PackedLogEntry[] | undefined,
): 'older' | 'misfit' | { state: State; log: LogEntry[] | undefined } {
  if (held && held._stateID > prevStateID) return 'older';
  const state = held?._stateID === prevStateID ? applyStateChanges(held, changes, stateID) : undefined;
  return state ? { state, log: unpackLog(log, held!) } : 'misfit';
}
