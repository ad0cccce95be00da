/**
 * When a match has started. A match starts once every one of its seats is taken at the same time (by
 * players or by bots): from then on it takes moves, and none of its seats is ever simply free again. A
 * player who leaves it hands the seat to a bot, which plays it until someone takes it through the invite
 * link; before the start, leaving frees the seat.
 *
 * The change that takes the last seat (a join, bots filling) records the moment as `startedAt`. A match
 * stored before that field was kept counts as started when every seat is taken now, or when its state has
 * moved past the initial one (state id 0): a move is only ever stored while every seat is taken.
 */
import type { Server } from 'boardgame.io';
import type { MatchExtras } from '../protocol';
import { allSeatsTaken } from './seats';

type Started = Pick<Server.MatchData, 'players'> & Pick<MatchExtras, 'startedAt'>;

export function hasStarted(metadata: Pick<Server.MatchData, 'players'>, stateID: number): boolean {
  return typeof (metadata as Started).startedAt === 'number' || allSeatsTaken(metadata) || stateID > 0;
}

/** Records the start when this change took the last seat (call it on the changed metadata). */
export function noteStart(metadata: Pick<Server.MatchData, 'players'>, now = Date.now()): void {
  const match = metadata as Started;
  if (match.startedAt === undefined && allSeatsTaken(metadata)) match.startedAt = now;
}
