import type { Server, State } from 'boardgame.io';

/** A match as stored now: what the parts need to decide, read once. */
export interface MatchNow {
  gameName: string;
  metadata: Server.MatchData;
  state: State;
}
