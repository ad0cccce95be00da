/**
 * BOT-AGENT-4: how an agent's view is kept current without sending it whole: the changes from the view it
 * had to the view it has now, as a list of operations applied in order.
 *   [path, value]  set `value` at `path` (a key of an object, or an index of an array: its length appends)
 *   [path]         remove what `path` leads to (a key of an object; of an array, its last element)
 * A path is a list of keys and indices from the view's root; `[[], value]` replaces the whole view. Where
 * listing a part's changes would take more bytes than the part itself, the part is set whole.
 */
export type PatchOp = [path: (string | number)[], value: unknown] | [path: (string | number)[]];

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const size = (value: unknown) => JSON.stringify(value).length;

/** The operations that turn `before` into `after` (both plain JSON). */
export function viewPatch(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diff(before, after, [], ops);
  return ops;
}

function diff(before: unknown, after: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (before === after) return;
  const inner: PatchOp[] = [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) diff(before[i], after[i], [...path, i], inner);
    for (let i = common; i < after.length; i++) inner.push([[...path, i], after[i]]);
    for (let i = before.length - 1; i >= after.length; i--) inner.push([[...path, i]]);
  } else if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) inner.push([[...path, key], after[key]]);
      else diff(before[key], after[key], [...path, key], inner);
    }
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) inner.push([[...path, key]]);
  } else if (size(before) === size(after) && JSON.stringify(before) === JSON.stringify(after)) {
    return;
  } else {
    ops.push([path, after]);
    return;
  }
  if (inner.length > 0 && size(inner) > size(after) + size(path) + 4) ops.push([path, after]);
  else ops.push(...inner);
}

/** `view` with the operations applied (it is changed in place where it can be, and returned). */
export function applyPatch(view: unknown, ops: readonly PatchOp[]): unknown {
  let root = view;
  for (const op of ops) {
    const [path] = op;
    if (path.length === 0) {
      root = op[1];
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (op.length === 2) parent[last] = op[1];
    else if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  }
  return root;
}
