/**
 * Runs the work of one match one piece at a time, in arrival order (moves of different matches run
 * concurrently). Between instances the database serializes moves; within one this saves the reads and
 * refusals that racing moves would cost. A match's queue exists only while it has work.
 */
export class MatchQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(matchID: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(matchID) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(matchID, tail);
    void tail.then(() => {
      if (this.tails.get(matchID) === tail) this.tails.delete(matchID);
    });
    return result;
  }

  /** Matches with work queued or running. */
  get size(): number {
    return this.tails.size;
  }

  /** Resolves once every queued piece of work has finished. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
