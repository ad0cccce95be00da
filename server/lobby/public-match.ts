/** A match as the lobby API shows it (boardgame.io's shape): credentials never leave the server. */
import type { Server } from 'boardgame.io';
import { publicPlayers } from '../matches/match-engine';
import type { MatchSummary } from '../storage/sql-storage';

export function publicMatch(matchID: string, metadata: Server.MatchData) {
  return { ...metadata, matchID, players: publicPlayers(metadata) };
}

/** Whose turn it is, as public as the state's `ctx` is to every client. */
export function matchStatus({ gameName, ctx, metadata, updatedAt }: MatchSummary) {
  return {
    gameName,
    currentPlayer: ctx.currentPlayer,
    activePlayers: ctx.activePlayers ? Object.keys(ctx.activePlayers) : null,
    gameover: ctx.gameover !== undefined || metadata.gameover !== undefined,
    updatedAt,
  };
}
