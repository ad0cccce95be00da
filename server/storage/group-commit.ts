/**
 * Moves committed in groups: the moves asked for while the previous group was being committed (or during
 * one turn of the event loop, when none was) are stored by one transaction, so many moves (of different
 * matches) share one round trip and one wait for the disk. One group is committed at a time; each move keeps
 * its own condition and gets its own answer, and none is acknowledged before its group's commit has returned.
 *
 * One match's failure stays its own: a group whose commit throws is committed again in halves, down to the
 * moves that fail alone, and only those are refused. A commit that threw may still have stored some of its
 * moves (a connection lost after the commit was sent, a disk sync that failed after it); a second attempt
 * at such a move finds its previous state gone and stores nothing (the write's own condition), so a move
 * found not stored after an attempt that threw is looked up before it is answered: it is told it was stored
 * only when it was, and never stored twice.
 */
export interface GroupStore<T, R = true> {
  /**
   * Stores a group (in one transaction or several) and says, for each move, whether it was stored: what
   * the write found (`R`), or false.
   */
  commit(items: T[]): (R | false)[] | Promise<(R | false)[]>;
  /** Whether this move is stored, durably, by an attempt that threw (what it found then, or false). */
  storedEarlier(item: T): R | false | Promise<R | false>;
}

interface Pending<T, R> {
  item: T;
  done(stored: R | false): void;
  failed(error: unknown): void;
}

export class GroupCommit<T, R = true> {
  private pending: Pending<T, R>[] = [];
  private committing = false;

  constructor(private readonly store: GroupStore<T, R>) {}

  add(item: T): Promise<R | false> {
    return new Promise((done, failed) => {
      this.pending.push({ item, done, failed });
      if (this.pending.length === 1 && !this.committing) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    this.committing = true;
    try {
      await this.commitApart(group, false);
    } finally {
      this.committing = false;
      if (this.pending.length > 0) void this.flush();
    }
  }

  /** Commit the moves together; if that throws, each half on its own, until the failing moves are alone. */
  private async commitApart(group: Pending<T, R>[], attemptedBefore: boolean): Promise<void> {
    let stored: (R | false)[];
    try {
      stored = await this.store.commit(group.map((move) => move.item));
    } catch (error) {
      if (group.length === 1) return this.failAlone(group[0], error);
      const half = Math.ceil(group.length / 2);
      await this.commitApart(group.slice(0, half), true);
      await this.commitApart(group.slice(half), true);
      return;
    }
    for (const [i, move] of group.entries()) {
      if (stored[i] !== false || !attemptedBefore) move.done(stored[i]);
      else await this.storedEarlier(move).then(move.done, move.failed);
    }
  }

  /** A move whose commit, alone, threw: refused, unless that attempt stored it after all. */
  private async failAlone(move: Pending<T, R>, error: unknown): Promise<void> {
    const earlier = await this.storedEarlier(move).catch(() => false as const);
    if (earlier !== false) move.done(earlier);
    else move.failed(error);
  }

  /** The store's lookup, its throw as a rejection. */
  private async storedEarlier(move: Pending<T, R>): Promise<R | false> {
    return this.store.storedEarlier(move.item);
  }
}
