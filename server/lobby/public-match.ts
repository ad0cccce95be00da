/**
 * A match as the lobby API shows it (boardgame.io's shape, with whether it has started): credentials
 * never leave the server.
 */
import { seatsToAct } from '../../games/engine/acting';
import { publicPlayers } from '../matches/match-engine';
import { hasStarted } from '../matches/started';
import type { MatchExtras } from '../protocol';
import type { MatchSummary } from '../storage/sql-storage';

export function publicMatch({ matchID, metadata, stateID }: Pick<MatchSummary, 'matchID' | 'metadata' | 'stateID'>) {
  const started: MatchExtras['started'] = hasStarted(metadata, stateID);
  return { ...metadata, matchID, players: publicPlayers(metadata), started };
}

/**
 * Whose turn it is, as public as the state's `ctx` is to every client, and when it is due (`turnDueAt`, ms
 * since the epoch) while a turn deadline runs.
 */
export function matchStatus({ gameName, ctx, metadata, updatedAt }: MatchSummary, dueAt?: number) {
  const gameover = ctx.gameover !== undefined || metadata.gameover !== undefined;
  return {
    gameName,
    currentPlayer: ctx.currentPlayer,
    activePlayers: ctx.activePlayers ? seatsToAct({ currentPlayer: ctx.currentPlayer, activePlayers: ctx.activePlayers }) : null,
    gameover,
    updatedAt,
    ...(dueAt !== undefined && !gameover && { turnDueAt: dueAt }),
  };
}
