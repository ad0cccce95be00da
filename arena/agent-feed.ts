/**
 * BOT-AGENT-4: what an agent is told of its game, one seat's stream. `start` carries the seat's record with
 * no moves yet; each `decide` carries only what changed since the seat's last decision: the moves played
 * since (as the seat may read them, games/bots/record-for-seat.ts) and the changes to its view
 * (view-patch.ts), the whole view at the seat's first decision only; `end` carries the last moves and
 * changes. An agent that appends the moves and applies the patches holds the record and the view it would
 * have been sent whole.
 */
import type { MatchRecord } from '../games/match-record';
import { recordForSeat, type SeatRecord } from '../games/bots/record-for-seat';
import { viewPatch } from './view-patch';

export class AgentFeed {
  /** The view the agent holds, as last sent (plain JSON), or undefined before its first decision. */
  private view: unknown = undefined;
  /** How many of the record's moves the agent has been sent. */
  private seen = 0;

  constructor(
    private readonly seat: string,
    private readonly redacted: ReadonlySet<string>,
  ) {}

  /** The seat's record before any move: the record the agent builds by appending the moves it is sent. */
  start(record: MatchRecord): SeatRecord {
    return recordForSeat({ ...record, moves: [] }, this.seat, this.redacted);
  }

  /** The moves since the last message, as the seat may read them. */
  private newMoves(record: MatchRecord): SeatRecord['moves'] {
    const moves = recordForSeat({ ...record, moves: record.moves.slice(this.seen) }, this.seat, this.redacted).moves;
    this.seen = record.moves.length;
    return moves;
  }

  /** The fields of a `decide` message besides `legal`: `view` the first time, `patch` after. */
  decide(view: unknown, ctx: unknown, record: MatchRecord): Record<string, unknown> {
    const moves = this.newMoves(record);
    const first = this.view === undefined;
    const message = first ? { seat: this.seat, view, ctx, moves } : { seat: this.seat, patch: viewPatch(this.view, view), ctx, moves };
    this.view = view;
    return message;
  }

  /** The fields of the `end` message's news: the moves and view changes since the last decision. */
  end(view: unknown, record: MatchRecord): Record<string, unknown> {
    const moves = this.newMoves(record);
    const news = this.view === undefined ? { view, moves } : { patch: viewPatch(this.view, view), moves };
    this.view = view;
    return news;
  }
}
