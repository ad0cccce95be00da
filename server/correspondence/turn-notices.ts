/**
 * Telling players they must act: after a stored move (once, on the instance that stored it), to the
 * seats that must act now and did not before, never the one who moved; and for the deadlines, the
 * reminder half way and the word that a bot played the turn; and when a player leaves a match that has
 * started, the word to the other players. What a notice says is public: whose turn, which game, who left,
 * the links; nothing the rules hide.
 */
import type { Server } from 'boardgame.io';
import type { Localized } from '../../games/types';
import type { Logger } from '../log';
import type { StoredMove } from '../matches/match-engine';
import { playedByServer, seatOf, seatsOf } from '../matches/seats';
import type { TurnNotice } from '../notify/notifier';
import type { SqlStorage } from '../storage/sql-storage';

export type { TurnNotice };

/** What sends the notices (server/notify's Notifier; tests record them). */
export interface Notify {
  notify(notice: TurnNotice): Promise<void>;
  /** Whether a notice about the match would reach anyone; absent, it is built every time. */
  hasChannels?(matchID: string): Promise<boolean>;
}

/**
 * How long an instance trusts what it last read of a match's channels (a seat turning e-mail on through
 * another instance waits this long at most; through this one, not at all: `channelsChanged`).
 */
const CHANNELS_TTL_MS = 5_000;

/** What some notices add: who left, when the turn is due; and the seats, when a stored move already holds them. */
interface NoticeExtras {
  whoLeft?: string;
  dueAt?: number;
  known?: Server.MatchData;
}

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

  /** After a stored move: its event says who must act now and holds the seats, so nothing is read. */
  async afterMove({ matchID, gameName, newlyToAct, metadata }: StoredMove): Promise<void> {
    if (newlyToAct.length > 0) await this.send(matchID, gameName, newlyToAct, 'turn', { known: metadata });
  }

  /** Half of the turn's time has passed: the seats are told, with when the turn is due (`dueAt`, ms since the epoch). */
  async reminder(matchID: string, gameName: string, seats: readonly string[], dueAt?: number): Promise<void> {
    await this.send(matchID, gameName, seats, 'reminder', { dueAt });
  }

  async stoodIn(matchID: string, gameName: string, seats: readonly string[]): Promise<void> {
    await this.send(matchID, gameName, seats, 'stood-in');
  }

  /** A player left the started match (a bot keeps the seat): every other seat's player is told. */
  async seatLeft(matchID: string, gameName: string, playerID: string, whoLeft: string): Promise<void> {
    const others = (metadata: Server.MatchData) => seatsOf(metadata).map((seat) => String(seat.id)).filter((id) => id !== playerID);
    await this.send(matchID, gameName, others, 'left', { whoLeft });
  }

  /** A seat of the match changed its settings on this instance: what was read of its channels no longer holds. */
  channelsChanged(matchID: string): void {
    this.channels.delete(matchID);
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

  /** Tells the seats named (or those `seats` chooses from the match's seats), as their players chose. */
  private async send(
    matchID: string,
    gameName: string,
    seats: readonly string[] | ((metadata: Server.MatchData) => string[]),
    kind: TurnNotice['kind'],
    { whoLeft, dueAt, known }: NoticeExtras = {},
  ): Promise<void> {
    if (!this.notifier) return;
    if (!(await this.hasChannels(matchID))) return;
    // The seats as a stored move found them, or as stored now. Either way the notifier checks each
    // contact against the credentials again just before it sends.
    const metadata = known ?? (await this.storage.fetch(matchID, { metadata: true })).metadata;
    if (!metadata) return;
    const playerIDs = typeof seats === 'function' ? seats(metadata) : seats;
    // A player a bot stands in for is told only that it did, and who left; bots are never told anything.
    const toldWhileAway = kind === 'stood-in' || kind === 'left';
    const told = playerIDs
      .map((playerID) => ({ playerID, seat: seatOf(metadata, playerID) }))
      .filter(({ seat }) => seat?.name && seat.credentials && (toldWhileAway ? playedByServer(seat) !== 'bot' : !playedByServer(seat)));
    if (told.length === 0) return;
    const base = this.publicUrl().replace(/\/+$/, '');
    const e = encodeURIComponent;
    try {
      await this.notifier.notify({
        gameName,
        gameTitle: this.titleOf(gameName),
        matchID,
        kind,
        ...(whoLeft !== undefined && { whoLeft }),
        ...(dueAt !== undefined && { dueAt }),
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
