/** What the lobby routes work with. */
import type { Server } from 'boardgame.io';
import type { MatchEngine } from '../matches/match-engine';
import type { ProcessedGame } from '../matches/run-move';
import type { SqlStorage } from '../storage/sql-storage';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { ContactStore } from '../notify/contact-store';
import type { Resolve } from '../notify/public-address';

export interface LobbyContext {
  storage: SqlStorage;
  games: ReadonlyMap<string, ProcessedGame>;
  /** Told when a seat is given up, so the seat's sockets stop receiving its view. */
  engine: () => MatchEngine;
  /** Match creations per client address. */
  creations: RateLimiterMemory;
  /** Told when the seats of a match changed: everyone watching sees them, deadlines and bots follow. */
  seatsChanged(matchID: string, metadata: Server.MatchData): void;
  /** Told when a player left a started match (a bot keeps the seat): the other players hear of it. */
  seatLeft(matchID: string, gameName: string, playerID: string, whoLeft: string): void;
  notices: NotificationContext;
}

/** What the notice settings routes need: where contacts are kept, the Web Push key, and the webhook rule. */
export interface NotificationContext {
  contacts: ContactStore;
  pushPublicKey(): Promise<string>;
  /** After a seat's settings or the webhook changed, so the next notice reads the match's channels again. */
  channelsChanged(matchID: string): void;
  /** Webhooks to plain http and private addresses (tests and local setups only). */
  allowPrivateNetworks: boolean;
  /** How a webhook's host name is looked up when it is set; the system's resolver when absent (tests give their own). */
  resolveHost?: Resolve;
}
