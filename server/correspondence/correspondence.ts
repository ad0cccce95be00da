/**
 * Playing by correspondence, around the match engine: after each stored move the players who must act
 * now are told, the turn deadline follows, and the server plays the seats it holds (bots, stand-ins);
 * after each change of seats (a join, bots filling, a stand-in, a seat taken back) the same, but telling;
 * and a player who leaves a started match is heard of by the others.
 */
import type { Server, State } from 'boardgame.io';
import type { Logger } from '../log';
import type { StoredMove } from '../matches/match-engine';
import { deadlineOf, playedByServer, seatsOf } from '../matches/seats';
import type { SqlStorage } from '../storage/sql-storage';
import type { AbandonedMatches } from './abandoned';
import type { BotTurns } from './bot-turns';
import type { Deadlines } from './deadlines';
import type { TurnNotices } from './turn-notices';
import type { MatchNow } from './match-now';

export class Correspondence {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly storage: SqlStorage,
    readonly notices: TurnNotices,
    readonly deadlines: Deadlines,
    readonly bots: BotTurns,
    readonly abandoned: AbandonedMatches,
    private readonly logger: Logger,
  ) {}

  /**
   * The engine's hook after a stored move. The move's event carries the seats as stored and who acts now,
   * so nothing is read: a match without deadlines, bots or a new seat to act costs nothing more.
   */
  stored(move: StoredMove): void {
    const tell = move.newlyToAct.length > 0;
    const follow = deadlineOf(move.metadata) !== 'none' || seatsOf(move.metadata).some((seat) => playedByServer(seat) !== undefined);
    if (!tell && !follow) return;
    this.track(move.matchID, async () => {
      const now: MatchNow = { gameName: move.gameName, metadata: move.metadata, state: move.next };
      await Promise.all([tell && this.notices.afterMove(move), follow && this.follow(move.matchID, now)]);
    });
  }

  /** After the lobby changed the seats of a match. */
  seatsChanged(matchID: string): void {
    this.track(matchID, async () => {
      const now = await this.read(matchID);
      if (now) await this.follow(matchID, now);
    });
  }

  /** A player left the started match: the others are told (the bot that keeps the seat follows from `seatsChanged`). */
  seatLeft(matchID: string, gameName: string, playerID: string, whoLeft: string): void {
    this.track(matchID, () => this.notices.seatLeft(matchID, gameName, playerID, whoLeft));
  }

  /** The deadline and the server's seats follow the match as it is now. */
  private async follow(matchID: string, now: MatchNow): Promise<void> {
    const deadline = deadlineOf(now.metadata) !== 'none' ? this.deadlines.refresh(matchID, now) : undefined;
    const bots = seatsOf(now.metadata).some((seat) => playedByServer(seat)) ? this.bots.play(matchID, now) : undefined;
    await Promise.all([deadline, bots]);
  }

  private async read(matchID: string, held?: State): Promise<MatchNow | undefined> {
    const read = await this.storage.readForMove(matchID, held?._stateID);
    const state = read?.state ?? held;
    return read && state ? { gameName: read.gameName, metadata: read.metadata, state } : undefined;
  }

  private track(matchID: string, work: () => Promise<void>): void {
    const done = work().catch((error: unknown) => this.logger.error({ err: error, matchID }, 'after a change of the match'));
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }

  start(): void {
    this.deadlines.start();
    this.abandoned.start();
  }

  /** Stops the clocks and the bots, and waits for the work under way. */
  async stop(): Promise<void> {
    this.bots.stop();
    this.abandoned.stop();
    await this.deadlines.stop();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
