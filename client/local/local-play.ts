/**
 * A match played on this device, driven by boardgame.io's own reducer (HeadlessMatch) exactly as the
 * server drives an online match. Its record is the truth: every accepted move is appended to it, the log
 * is what the reducer wrote for those moves, and stepping back replays the record's first moves again.
 */
import type { LogEntry, State } from 'boardgame.io';
import type { HeadlessMatch, MoveResult } from '../../games/headless';
import { type MatchRecord, type MoveAuthor, type RecordedMove } from '../../games/match-record';
import { startRecord } from '../../games/record-play';

export class LocalPlay {
  private match: HeadlessMatch;
  private entries: LogEntry[] = [];
  private moves: RecordedMove[] = [];
  private readonly start: Omit<MatchRecord, 'moves'>;

  /** Replays `record` (loaded and checked already: a refused move here is a bug, and throws). */
  constructor(record: MatchRecord) {
    const { moves, ...start } = record;
    this.start = start;
    this.match = startRecord(record);
    for (const move of moves) {
      const result = this.play(move.player, move.move, move.args, move.by);
      if (!result.ok) throw new Error(`record move ${this.moves.length + 1} (${move.move}) refused: ${result.refusal.type}`);
    }
  }

  get state(): State {
    return this.match.state;
  }

  /** The log entries of every move so far (with the events each move wrote in `metadata.events`). */
  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** The record of the match as it stands: a fresh object after each change. */
  get record(): MatchRecord {
    return { ...this.start, moves: this.moves };
  }

  get step(): number {
    return this.moves.length;
  }

  /** Play a move for a seat; a refused move changes nothing. */
  play(player: string, move: string, args: unknown[] = [], by?: MoveAuthor): MoveResult {
    const result = this.match.move(player, move, args);
    if (!result.ok) return result;
    this.moves = [...this.moves, { player, move, args, ...(by ? { by } : {}) }];
    // A bot's entries are marked as the server marks them, so the log says who played.
    const logged = this.match.state.deltalog ?? [];
    this.entries = [...this.entries, ...(by ? logged.map((entry) => ({ ...entry, by })) : logged)];
    return result;
  }

  /** Go back to the state after the first `step` moves; the later moves are dropped. */
  stepBack(step: number): void {
    const kept = this.moves.slice(0, Math.max(0, Math.min(step, this.moves.length)));
    this.match = startRecord(this.start);
    this.entries = [];
    this.moves = [];
    for (const move of kept) this.play(move.player, move.move, move.args, move.by);
  }
}
