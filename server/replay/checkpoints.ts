/**
 * States of replayed matches kept to step from, least recently used first out: a replay starts from the
 * nearest kept state at or before its step instead of the match's start. A state is keyed by its match and
 * the state id it had when stored; a state id names one state of a match for good (a take-back goes on
 * under a new id), so a kept state never goes stale.
 */
import type { State } from 'boardgame.io';

export class Checkpoints {
  private readonly states = new Map<string, State>();

  /** At most `capacity` states in all (a state of a long game is tens of kilobytes). */
  constructor(readonly capacity: number) {}

  get(matchID: string, stateID: number): State | undefined {
    const key = `${matchID}:${stateID}`;
    const state = this.states.get(key);
    if (state) {
      // Used again: now the most recent.
      this.states.delete(key);
      this.states.set(key, state);
    }
    return state;
  }

  set(matchID: string, stateID: number, state: State): void {
    const key = `${matchID}:${stateID}`;
    this.states.delete(key);
    this.states.set(key, state);
    while (this.states.size > this.capacity) this.states.delete(this.states.keys().next().value!);
  }

  clear(): void {
    this.states.clear();
  }

  get size(): number {
    return this.states.size;
  }
}
