/**
 * Turn deadlines. A match created with one gives the seats that must act that long: half way they are
 * reminded; at the end a bot plays for them (marked in the log) until they take their seat back. A
 * deadline follows who must act: it starts when a seat must act that did not before, and ends when it
 * acts, the game ends or the server plays for the seat. Deadlines are rows in the database, found by
 * every instance's clock and acted on by the one that leases the row (deadline-store.ts): each fires once,
 * across restarts and instances.
 */
import { DEADLINE_SECONDS, STAND_IN_BOT, type Deadline } from '../protocol';
import type { Logger } from '../log';
import type { MatchEngine } from '../matches/match-engine';
import { deadlineOf, playedByServer, seatOf, seatsOf } from '../matches/seats';
import type { DeadlineStore } from '../storage/deadline-store';
import type { SqlStorage } from '../storage/sql-storage';
import type { BotTurns } from './bot-turns';
import type { TurnNotices } from './turn-notices';
import type { MatchNow } from './match-now';
import { seatsToAct } from '../../games/engine/acting';

export interface DeadlineOptions {
  /** How often each instance looks for due deadlines. */
  tickMs: number;
  /** How long an instance holds a deadline it acts on. */
  leaseMs: number;
  /** Seconds per deadline (tests shorten them). */
  seconds: Record<Deadline, number | null>;
}

export const DEFAULT_DEADLINE_OPTIONS: DeadlineOptions = { tickMs: 15_000, leaseMs: 60_000, seconds: DEADLINE_SECONDS };

const sameSeats = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((seat, i) => seat === b[i]);

export class Deadlines {
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;

  constructor(
    private readonly store: DeadlineStore,
    private readonly storage: SqlStorage,
    private readonly engine: () => MatchEngine,
    private readonly notices: TurnNotices,
    private readonly bots: BotTurns,
    private readonly instanceID: string,
    private readonly logger: Logger,
    private readonly options: DeadlineOptions,
  ) {}

  /** The seats whose players must act now themselves (not those the server plays). */
  private async humansToAct(matchID: string, known?: MatchNow) {
    const read = known ?? (await this.storage.readForMove(matchID, undefined));
    if (!read?.state) return undefined;
    const seats = seatsToAct(read.state.ctx).filter((playerID) => {
      const seat = seatOf(read.metadata, playerID);
      return seat?.name && !playedByServer(seat);
    });
    const allTaken = seatsOf(read.metadata).every((seat) => seat.name);
    return { read, state: read.state, seats: allTaken ? seats : [] };
  }

  /** After a move or a change of seats: the match's deadline follows who must act now. */
  async refresh(matchID: string, known?: MatchNow): Promise<void> {
    const now = await this.humansToAct(matchID, known);
    const seconds = now && this.options.seconds[deadlineOf(now.read.metadata)];
    if (!now || !seconds || now.seats.length === 0) return this.store.remove(matchID);
    const current = await this.store.get(matchID);
    if (current && sameSeats(current.playerIDs, now.seats)) return; // the same seats, still in their time
    const start = Date.now();
    await this.store.set({
      matchID,
      stateID: now.state._stateID,
      playerIDs: now.seats,
      remindAt: start + (seconds * 1000) / 2,
      dueAt: start + seconds * 1000,
      reminded: false,
    });
  }

  start(): void {
    this.timer = setInterval(() => {
      this.ticking ??= this.tick()
        .catch((error: unknown) => this.logger.error({ err: error }, 'looking for due deadlines failed'))
        .finally(() => (this.ticking = undefined));
    }, this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }

  /** Act on every deadline due now that this instance could lease. */
  async tick(): Promise<void> {
    const due = await this.store.claimDue(this.instanceID, Date.now(), this.options.leaseMs, 20);
    for (const row of due) {
      const now = await this.humansToAct(row.matchID);
      if (!now || !sameSeats(now.seats, row.playerIDs)) {
        await this.refresh(row.matchID); // the match moved on meanwhile
        continue;
      }
      const { gameName } = now.read;
      if (Date.now() >= row.dueAt) {
        await this.standIn(row.matchID, row.playerIDs);
        await this.store.ended(row.matchID, this.instanceID);
        await this.notices.stoodIn(row.matchID, gameName, row.playerIDs);
        await this.bots.play(row.matchID);
      } else if (!row.reminded) {
        await this.notices.reminder(row.matchID, gameName, row.playerIDs, row.dueAt);
        await this.store.reminded(row.matchID, this.instanceID);
      }
    }
  }

  /** A bot plays for these seats until their players take them back. */
  private async standIn(matchID: string, playerIDs: readonly string[]): Promise<void> {
    const updated = await this.storage.updateMetadata(matchID, (metadata) => {
      for (const playerID of playerIDs) {
        const seat = seatOf(metadata, playerID);
        if (seat?.name) Object.assign(seat, { bot: STAND_IN_BOT, standIn: true });
      }
      return metadata;
    });
    if (updated) this.engine().seatsChanged(matchID, updated);
  }
}
