/**
 * Matches nobody joined are removed after a while (7 days unless configured), so that created and
 * forgotten matches do not pile up. A match with any seat taken, or any move made, stays.
 */
import type { Logger } from '../log';
import { seatsOf } from '../matches/seats';
import type { SqlStorage } from '../storage/sql-storage';
import { metadataFrom } from '../storage/match-rows';

export class AbandonedMatches {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly storage: SqlStorage,
    private readonly afterMs: number,
    private readonly logger: Logger,
  ) {}

  /** Remove the matches created before `now - afterMs` that nobody joined; how many went. */
  async sweep(now = Date.now()): Promise<number> {
    const rows = await this.storage.db
      .selectFrom('matches')
      .select(['id', 'metadata', 'ctx', 'updated_at'])
      .where('created_at', '<', now - this.afterMs)
      .where('state_id', '=', 0)
      .execute();
    const abandoned = rows.filter((row) => !seatsOf(metadataFrom(row)).some((seat) => seat.name));
    for (const { id } of abandoned) await this.storage.wipe(id);
    if (abandoned.length > 0) this.logger.info({ removed: abandoned.length }, 'removed matches nobody joined');
    return abandoned.length;
  }

  start(everyMs = 3_600_000): void {
    const sweep = () => void this.sweep().catch((error: unknown) => this.logger.error({ err: error }, 'removing abandoned matches failed'));
    sweep();
    this.timer = setInterval(sweep, everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
