/**
 * Creating, listing and reading matches: boardgame.io's lobby API, with every refusal coded and match
 * creation limited per client address.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { LobbyError } from '../http/lobby-error';
import { readJsonObject } from '../http/read-json';
import type { ProcessedGame } from '../matches/run-move';
import { deadlineOf, holdsSeat } from '../matches/seats';
import { DEADLINES, type Deadline } from '../protocol';
import type { MatchSummary } from '../storage/sql-storage';
import type { LobbyContext } from './lobby-context';
import { publicMatch } from './public-match';

export const newMatchID = () => randomBytes(9).toString('base64url');

/** The player count a request names (boardgame.io's default: 2), or a 400. */
function playerCount(game: ProcessedGame, value: unknown): number {
  const count = value === undefined ? 2 : typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const { minPlayers = 1, maxPlayers = Infinity } = game;
  if (!Number.isInteger(count) || count < minPlayers || count > maxPlayers) {
    throw new LobbyError(400, 'player-count', `${game.name} takes ${minPlayers} to ${maxPlayers} players`);
  }
  return count;
}

/** Spend one match creation of this client's allowance, or a 429. */
async function spendCreation(ctx: Context, lobby: LobbyContext): Promise<void> {
  try {
    await lobby.creations.consume(ctx.ip || 'unknown');
  } catch (refused) {
    if (refused instanceof Error) throw refused;
    ctx.set('Retry-After', String(Math.ceil((refused as RateLimiterRes).msBeforeNext / 1000)));
    throw new LobbyError(429, 'too-many-requests', 'too many matches created from this address; try again later');
  }
}

/** The per-turn deadline a request names (default none), or a 400. */
function deadline(value: unknown): Deadline {
  if (value === undefined || value === null) return 'none';
  if (!(DEADLINES as readonly unknown[]).includes(value)) throw new LobbyError(400, 'deadline-invalid', `deadline must be one of ${DEADLINES.join(', ')}`);
  return value as Deadline;
}

/** Make and store a new match; its id. */
async function storeNewMatch(lobby: LobbyContext, game: ProcessedGame, numPlayers: number, setupData: unknown, unlisted: boolean, turnDeadline: Deadline) {
  const made = createMatch({ game, numPlayers, setupData, unlisted });
  if ('setupDataError' in made) throw new LobbyError(400, 'setup-data', `setupData: ${String(made.setupDataError)}`);
  if (turnDeadline !== 'none') Object.assign(made.metadata, { deadline: turnDeadline });
  const matchID = newMatchID();
  await lobby.storage.createMatch(matchID, made);
  return matchID;
}

/** POST /games/:name/create {numPlayers, setupData, unlisted, deadline} → {matchID} */
export async function create(ctx: Context, lobby: LobbyContext, game: ProcessedGame) {
  const body = await readJsonObject(ctx);
  const numPlayers = playerCount(game, body.numPlayers);
  const turnDeadline = deadline(body.deadline);
  await spendCreation(ctx, lobby);
  ctx.body = { matchID: await storeNewMatch(lobby, game, numPlayers, body.setupData, body.unlisted === true, turnDeadline) };
}

/** GET /games/:name → {matches}: the listed matches, in one query. */
export async function list(ctx: Context, lobby: LobbyContext, game: ProcessedGame) {
  const summaries = await lobby.storage.listSummaries({
    gameName: game.name,
    where: {
      isGameover: bool(ctx.query.isGameover),
      updatedBefore: positiveInt(ctx.query.updatedBefore),
      updatedAfter: positiveInt(ctx.query.updatedAfter),
    },
  });
  ctx.body = { matches: summaries.filter((match) => !match.metadata.unlisted).map(publicMatch) };
}

/** GET /games/:name/:id */
export async function get(ctx: Context, match: MatchSummary) {
  ctx.body = publicMatch(match);
}

/** POST /games/:name/:id/playAgain {playerID, credentials, numPlayers?, setupData?, unlisted?} → {nextMatchID} */
export async function playAgain(ctx: Context, lobby: LobbyContext, game: ProcessedGame, matchID: string, metadata: Server.MatchData) {
  const body = await readJsonObject(ctx);
  if (!holdsSeat(metadata, body.playerID, body.credentials)) throw new LobbyError(403, 'credentials-invalid', 'these credentials do not hold that seat');
  if (metadata.nextMatchID) {
    ctx.body = { nextMatchID: metadata.nextMatchID };
    return;
  }
  const numPlayers = playerCount(game, body.numPlayers ?? Object.keys(metadata.players).length);
  await spendCreation(ctx, lobby);
  const created = await storeNewMatch(lobby, game, numPlayers, body.setupData ?? metadata.setupData, body.unlisted === true, deadlineOf(metadata));
  // Two players asking at once: the first stored next match is everyone's.
  const updated = await lobby.storage.updateMetadata(matchID, (current) => {
    current.nextMatchID ??= created;
    return current;
  });
  ctx.body = { nextMatchID: updated?.nextMatchID ?? created };
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return number > 0 ? number : undefined;
}

function bool(value: unknown): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
