/**
 * The online replay's steps, fetched once each: keyed by the view (seat, reveal) and the step, bounded, a
 * failed fetch forgotten so that it can be tried again. Neighbouring steps are fetched ahead so that
 * stepping feels immediate.
 */

export class StepCache<T> {
  private readonly pending = new Map<string, Promise<T>>();
  private readonly done = new Map<string, T>();

  constructor(
    private readonly load: (view: string, step: number) => Promise<T>,
    private readonly limit = 400,
  ) {}

  /** The step, from the cache when it was fetched already. */
  get(view: string, step: number): Promise<T> {
    const key = `${view}#${step}`;
    const known = this.done.get(key);
    if (known !== undefined) return Promise.resolve(known);
    let promise = this.pending.get(key);
    if (!promise) {
      promise = this.load(view, step).then(
        (value) => {
          this.pending.delete(key);
          this.keep(key, value);
          return value;
        },
        (error: unknown) => {
          this.pending.delete(key);
          throw error;
        },
      );
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** The step when it is already here, without waiting. */
  peek(view: string, step: number): T | undefined {
    return this.done.get(`${view}#${step}`);
  }

  /** Keep a step fetched otherwise (the first answer, which says how many steps there are). */
  put(view: string, step: number, value: T): void {
    this.keep(`${view}#${step}`, value);
  }

  /** Fetch a step ahead of need; its failure is left for `get` to report. */
  prefetch(view: string, step: number): void {
    this.get(view, step).catch(() => {});
  }

  private keep(key: string, value: T): void {
    this.done.delete(key);
    this.done.set(key, value);
    // Oldest first out: a Map iterates in insertion order.
    while (this.done.size > this.limit) this.done.delete(this.done.keys().next().value as string);
  }
}
