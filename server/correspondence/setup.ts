/** The parts of playing by correspondence, put together for one server. */
import { findGameEntry } from '../../games';
import type { Logger } from '../log';
import type { MatchEngine } from '../matches/match-engine';
import type { ProcessedGame } from '../matches/run-move';
import { DeadlineStore } from '../storage/deadline-store';
import type { SqlStorage } from '../storage/sql-storage';
import { AbandonedMatches } from './abandoned';
import { BotTurns } from './bot-turns';
import { Correspondence } from './correspondence';
import { Deadlines, DEFAULT_DEADLINE_OPTIONS, type DeadlineOptions } from './deadlines';
import { TurnNotices, type Notify } from './turn-notices';

export interface CorrespondenceOptions {
  /** The address players reach the site at, for the links in notices. */
  publicUrl: () => string;
  notifier?: Notify;
  deadlines?: Partial<DeadlineOptions>;
  /** Pause before each bot move, in ms. */
  botDelayMs?: number;
  /** Days after which a match nobody joined is removed. */
  abandonedAfterDays?: number;
}

export function createCorrespondence(
  storage: SqlStorage,
  engine: () => MatchEngine,
  games: () => ReadonlyMap<string, ProcessedGame>,
  instanceID: string,
  logger: Logger,
  options: CorrespondenceOptions,
): Correspondence {
  const titleOf = (gameName: string) => findGameEntry(gameName)?.title ?? { en: gameName, fr: gameName };
  const notices = new TurnNotices(options.notifier, storage, options.publicUrl, titleOf, logger);
  const bots = new BotTurns(engine, storage, games, logger, { delayMs: options.botDelayMs ?? 1500 });
  const deadlines = new Deadlines(new DeadlineStore(storage.db, storage.driver), storage, engine, notices, bots, instanceID, logger, {
    ...DEFAULT_DEADLINE_OPTIONS,
    ...options.deadlines,
  });
  const abandoned = new AbandonedMatches(storage, (options.abandonedAfterDays ?? 7) * 86_400_000, logger);
  return new Correspondence(storage, notices, deadlines, bots, abandoned, logger);
}
