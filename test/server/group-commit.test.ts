/**
 * The group commit keeps one match's failure to that match: a group whose commit throws is committed
 * again in parts, down to the moves that fail alone, and a move whose attempt threw after storing it is
 * told it was stored (found by the store's lookup), never stored twice, never told it was refused.
 */
import { describe, expect, test } from 'vitest';
import { GroupCommit, type GroupStore } from '../../server/storage/group-commit';

interface Move {
  matchID: string;
  previous: number;
  tag: string;
}

/** Matches as rows with a state id, written under the condition on the previous id, like the SQL stores. */
class FakeStore implements GroupStore<Move> {
  readonly rows = new Map<string, { stateID: number; tags: string[] }>();
  readonly commits: string[][] = [];
  /** Matches whose writes the store refuses (a whole commit throws when one is in it). */
  readonly poisoned = new Set<string>();
  /** Throws after storing, once: the commit's outcome is unknown to the caller (a connection lost after the commit). */
  loseNextAnswer = false;

  constructor(matchIDs: string[]) {
    for (const id of matchIDs) this.rows.set(id, { stateID: 0, tags: [] });
  }

  async commit(items: Move[]): Promise<boolean[]> {
    this.commits.push(items.map((move) => move.tag));
    if (items.some((move) => this.poisoned.has(move.matchID))) throw new Error('the database refused the write');
    const stored = items.map((move) => {
      const row = this.rows.get(move.matchID)!;
      if (row.stateID !== move.previous) return false;
      row.stateID++;
      row.tags.push(move.tag);
      return true;
    });
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new Error('connection lost after the commit was sent');
    }
    return stored;
  }

  storedEarlier(move: Move): boolean {
    return this.rows.get(move.matchID)!.tags.includes(move.tag);
  }
}

/** Every move of one event-loop turn lands in one group. */
function addAll(group: GroupCommit<Move>, moves: Move[]) {
  return Promise.allSettled(moves.map((move) => group.add(move)));
}

describe('GroupCommit', () => {
  test('a group with a failing match: every other move is stored, only the failing ones are refused', async () => {
    const store = new FakeStore(['a', 'b', 'c', 'd', 'x', 'y', 'z']);
    store.poisoned.add('x');
    const group = new GroupCommit(store);
    const moves = ['a', 'x', 'b', 'c', 'd', 'y', 'z'].map((matchID) => ({ matchID, previous: 0, tag: `${matchID}1` }));
    const outcomes = await addAll(group, moves);

    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'refused'))).toEqual([true, 'refused', true, true, true, true, true]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('the database refused the write'));
    for (const id of ['a', 'b', 'c', 'd', 'y', 'z']) expect(store.rows.get(id)!.tags).toEqual([`${id}1`]);
    expect(store.rows.get('x')!.tags).toEqual([]);
    // The first attempt held them all; the failing move ended alone.
    expect(store.commits[0]).toHaveLength(7);
    expect(store.commits.filter((c) => c.includes('x1')).at(-1)).toEqual(['x1']);
  });

  test('two failing matches in one group are both isolated; the moves between them are stored', async () => {
    const store = new FakeStore(['a', 'b', 'c', 'x', 'y']);
    store.poisoned.add('x').add('y');
    const group = new GroupCommit(store);
    const outcomes = await addAll(group, ['x', 'a', 'b', 'y', 'c'].map((matchID) => ({ matchID, previous: 0, tag: `${matchID}1` })));
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect([...store.rows].filter(([, row]) => row.stateID === 1).map(([id]) => id)).toEqual(['a', 'b', 'c']);
  });

  test('a commit whose answer is lost: the moves it stored are told so, a stale one is still stale, none is stored twice', async () => {
    const store = new FakeStore(['a', 'b', 'c']);
    store.rows.get('c')!.stateID = 5; // c's move was computed on a state another move replaced
    store.loseNextAnswer = true;
    const group = new GroupCommit(store);
    const outcomes = await addAll(group, [
      { matchID: 'a', previous: 0, tag: 'a1' },
      { matchID: 'b', previous: 0, tag: 'b1' },
      { matchID: 'c', previous: 0, tag: 'c1' },
    ]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: true },
      { status: 'fulfilled', value: false },
    ]);
    expect(store.rows.get('a')).toEqual({ stateID: 1, tags: ['a1'] });
    expect(store.rows.get('b')).toEqual({ stateID: 1, tags: ['b1'] });
    expect(store.rows.get('c')).toEqual({ stateID: 5, tags: [] });
  });

  test('a lone move whose answer is lost after it was stored is told it was stored', async () => {
    const store = new FakeStore(['a']);
    store.loseNextAnswer = true;
    const group = new GroupCommit(store);
    await expect(group.add({ matchID: 'a', previous: 0, tag: 'a1' })).resolves.toBe(true);
    expect(store.rows.get('a')).toEqual({ stateID: 1, tags: ['a1'] });
  });

  test('a failing move whose lookup fails too is refused with the write error', async () => {
    const store = new FakeStore(['x']);
    store.poisoned.add('x');
    store.storedEarlier = () => {
      throw new Error('lookup failed');
    };
    const group = new GroupCommit(store);
    await expect(group.add({ matchID: 'x', previous: 0, tag: 'x1' })).rejects.toThrow('the database refused the write');
  });

  test('moves asked for while a group is retried wait for it and are committed after it', async () => {
    const store = new FakeStore(['a', 'x']);
    store.poisoned.add('x');
    const group = new GroupCommit(store);
    const first = addAll(group, [
      { matchID: 'a', previous: 0, tag: 'a1' },
      { matchID: 'x', previous: 0, tag: 'x1' },
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    const second = group.add({ matchID: 'a', previous: 1, tag: 'a2' });
    await first;
    await expect(second).resolves.toBe(true);
    expect(store.rows.get('a')!.tags).toEqual(['a1', 'a2']);
    expect(store.commits.at(-1)).toEqual(['a2']);
  });
});
