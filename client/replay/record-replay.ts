/**
 * A record stepped through in the browser: every state is computed with boardgame.io's reducer
 * (games/headless.ts), as the server computed it. States are kept at checkpoints so that jumping around a
 * long match replays a few moves, not the whole match; the log of each move is kept (it is small).
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { type MatchRecord } from '../../games/match-record';
import { startRecord } from '../../games/record-play';
import type { HeadlessMatch } from '../../games/headless';

/** A state is kept every this many steps. */
export const CHECKPOINT_EVERY = 16;

export class RecordReplay {
  readonly record: MatchRecord;
  private readonly match: HeadlessMatch;
  /** Step of `match.state`. */
  private at = 0;
  private readonly checkpoints = new Map<number, State>();
  /** `moveLogs[i]`: the log entries of move i + 1, once it has been replayed. */
  private readonly moveLogs: LogEntry[][] = [];

  /** `record` must have been checked by `loadRecord` (its moves all replay). */
  constructor(record: MatchRecord) {
    this.record = record;
    this.match = startRecord(record);
    this.checkpoints.set(0, structuredClone(this.match.state));
  }

  get steps(): number {
    return this.record.moves.length;
  }

  /** The full state after the first `step` moves: a copy the caller may keep. */
  stateAt(step: number): State {
    const target = Math.min(Math.max(step, 0), this.steps);
    if (target < this.at || target - this.at > CHECKPOINT_EVERY) this.resumeFrom(target);
    while (this.at < target) this.replayNext();
    return structuredClone(this.match.state);
  }

  /** The log of the first `step` moves (every fact in it: the viewer's filter is the log panel's). */
  logUpTo(step: number): LogEntry[] {
    const target = Math.min(Math.max(step, 0), this.steps);
    if (this.moveLogs.length < target) this.stateAt(target);
    return this.moveLogs.slice(0, target).flat();
  }

  private resumeFrom(target: number): void {
    const from = Math.floor(target / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    // The last checkpoint at or before the target that was reached; logs before it are known already.
    let start = from;
    while (!this.checkpoints.has(start)) start -= CHECKPOINT_EVERY;
    if (this.at <= target && this.at > start) return; // closer than any checkpoint
    // The reducer writes into the state it is given: replay from a copy, never the checkpoint itself.
    this.match.state = structuredClone(this.checkpoints.get(start)!);
    this.at = start;
  }

  private replayNext(): void {
    const move = this.record.moves[this.at];
    const result = this.match.move(move.player, move.move, move.args);
    if (!result.ok) throw new Error(`record move ${this.at + 1} (${move.move}) refused: ${result.refusal.type}`);
    this.at += 1;
    this.moveLogs[this.at - 1] ??= this.match.state.deltalog ?? [];
    if (this.at % CHECKPOINT_EVERY === 0 && !this.checkpoints.has(this.at)) this.checkpoints.set(this.at, structuredClone(this.match.state));
  }
}
