/**
 * Times a Pax Pamir automa (rules/flow.ts's `Automa`: the engine calls Wakhan only through it) in place,
 * for bench/wakhan-share.ts: while on, the milliseconds spent inside her four methods add up; while off,
 * her methods run as they are behind one call.
 */
import { performance } from 'node:perf_hooks';
import type { Automa } from '../games/pax-pamir/rules/flow';

const METHODS = ['prepare', 'startTurn', 'step', 'decide'] as const;

export class AutomaTimer {
  /** Milliseconds spent inside the automa while on, since `time` began. */
  ms = 0;
  private on = false;

  constructor(automa: Automa) {
    const methods = automa as unknown as Record<(typeof METHODS)[number], (...args: unknown[]) => void>;
    for (const name of METHODS) {
      const method = methods[name];
      methods[name] = (...args) => {
        if (!this.on) return method(...args);
        const started = performance.now();
        try {
          return method(...args);
        } finally {
          this.ms += performance.now() - started;
        }
      };
    }
  }

  /** Time `body`: the milliseconds it spent inside the automa. */
  time(body: () => void): number {
    this.ms = 0;
    this.on = true;
    try {
      body();
    } finally {
      this.on = false;
    }
    return this.ms;
  }
}
