/**
 * Moves committed in groups: the moves asked for while the previous group was being committed (or during
 * one turn of the event loop, when none was) are stored by one transaction, so many moves (of different
 * matches) share one round trip and one wait for the disk. One group is committed at a time; each move keeps
 * its own condition and gets its own answer, and none is acknowledged before its group's commit has returned.
 */
export class GroupCommit<T> {
  private pending: { item: T; done(stored: boolean): void; failed(error: unknown): void }[] = [];
  private committing = false;

  /** `commit` stores a group in one transaction and says, for each move, whether it was stored. */
  constructor(private readonly commit: (items: T[]) => boolean[] | Promise<boolean[]>) {}

  add(item: T): Promise<boolean> {
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
      const stored = await this.commit(group.map((move) => move.item));
      group.forEach((move, i) => move.done(stored[i]));
    } catch (error) {
      for (const move of group) move.failed(error);
    } finally {
      this.committing = false;
      if (this.pending.length > 0) void this.flush();
    }
  }
}
