/**
 * Playing by correspondence, around the match engine: after each stored move the players who must act
 * now are told, the turn deadline follows, and the server plays the seats it holds (bots, stand-ins);
 * after each change of seats (a join, bots filling, a stand-in, a seat taken back) the same, but telling.
 */
import type { Logger } from '../log';
import type { StoredMove } from '../matches/match-engine';
import type { AbandonedMatches } from './abandoned';
import type { BotTurns } from './bot-turns';
import type { Deadlines } from './deadlines';
import type { TurnNotices } from './turn-notices';

export class Correspondence {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    readonly notices: TurnNotices,
    readonly deadlines: Deadlines,
    readonly bots: BotTurns,
    readonly abandoned: AbandonedMatches,
    private readonly logger: Logger,
  ) {}

  /** The engine's hook after a stored move. */
  stored(move: StoredMove): void {
    this.settle(move.matchID, [this.notices.afterMove(move)]);
  }

  /** After the lobby changed the seats of a match. */
  seatsChanged(matchID: string): void {
    this.settle(matchID, []);
  }

  private settle(matchID: string, first: Promise<void>[]): void {
    const work = Promise.all([...first, this.deadlines.refresh(matchID), this.bots.play(matchID)]).catch((error: unknown) =>
      this.logger.error({ err: error, matchID }, 'after a change of the match'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
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
