/**
 * Telling players they must act: after a stored move (once, on the instance that stored it), to the
 * seats that must act now and did not before, never the one who moved; and for the deadlines, the
 * reminder half way and the word that a bot played the turn. What a notice says is public: whose turn,
 * which game, the links; nothing the rules hide.
 */
import type { Localized } from '../../games/types';
import type { Logger } from '../log';
import type { StoredMove } from '../matches/match-engine';
import { playedByServer, seatOf } from '../matches/seats';
import type { TurnNotice } from '../notify/notifier';
import type { SqlStorage } from '../storage/sql-storage';
import { newlyToAct } from './turns';

export type { TurnNotice };

/** What sends the notices (server/notify's Notifier; tests record them). */
export interface Notify {
  notify(notice: TurnNotice): Promise<void>;
  /** Whether a notice about the match would reach anyone; absent, it is built every time. */
  hasChannels?(matchID: string): Promise<boolean>;
}

/** How long an instance trusts what it last read of a match's channels (a seat turning e-mail on waits this long at most). */
const CHANNELS_TTL_MS = 5_000;

export class TurnNotices {
  /** Whether each match recently seen has a channel, and until when that answer holds. */
  private readonly channels = new Map<string, { has: boolean; until: number }>();

  constructor(
    private readonly notifier: Notify | undefined,
    private readonly storage: SqlStorage,
    private readonly publicUrl: () => string,
    private readonly titleOf: (gameName: string) => Localized,
    private readonly logger: Logger,
  ) {}

  async afterMove({ matchID, gameName, playerID, previous, next }: StoredMove): Promise<void> {
    const seats = newlyToAct(previous.ctx, next.ctx, playerID);
    if (seats.length > 0) await this.send(matchID, gameName, seats, 'turn');
  }

  async reminder(matchID: string, gameName: string, seats: readonly string[]): Promise<void> {
    await this.send(matchID, gameName, seats, 'reminder');
  }

  async stoodIn(matchID: string, gameName: string, seats: readonly string[]): Promise<void> {
    await this.send(matchID, gameName, seats, 'stood-in');
  }

  /** Whether a notice about the match would reach anyone; a turn change of a match with none costs no query. */
  private async hasChannels(matchID: string): Promise<boolean> {
    if (!this.notifier?.hasChannels) return true;
    const now = Date.now();
    const known = this.channels.get(matchID);
    if (known && known.until > now) return known.has;
    const has = await this.notifier.hasChannels(matchID);
    if (this.channels.size > 10_000) this.channels.clear(); // a bound, not a policy: answers are cheap to read again
    this.channels.set(matchID, { has, until: now + CHANNELS_TTL_MS });
    return has;
  }

  private async send(matchID: string, gameName: string, playerIDs: readonly string[], kind: TurnNotice['kind']): Promise<void> {
    if (!this.notifier) return;
    if (!(await this.hasChannels(matchID))) return;
    const { metadata } = await this.storage.fetch(matchID, { metadata: true });
    if (!metadata) return;
    // A seat the server plays is told only that a bot played for it; bots are never told anything.
    const told = playerIDs
      .map((playerID) => ({ playerID, seat: seatOf(metadata, playerID) }))
      .filter(({ seat }) => seat?.name && seat.credentials && (kind === 'stood-in' || !playedByServer(seat)));
    if (told.length === 0) return;
    const base = this.publicUrl().replace(/\/+$/, '');
    const e = encodeURIComponent;
    try {
      await this.notifier.notify({
        gameName,
        gameTitle: this.titleOf(gameName),
        matchID,
        kind,
        seats: told.map(({ playerID, seat }) => ({
          playerID,
          name: seat!.name!,
          credentials: seat!.credentials!,
          personalLink: `${base}/#/seat/${e(gameName)}/${e(matchID)}/${e(playerID)}/${e(seat!.credentials!)}`,
        })),
        matchLink: `${base}/#/match/${e(gameName)}/${e(matchID)}`,
      });
    } catch (error) {
      this.logger.error({ err: error, matchID, kind }, 'a turn notice failed');
    }
  }
}
