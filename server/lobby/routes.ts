/**
 * Lobby routes the server answers before boardgame.io's own router:
 * - any `/games/<name>…` for a game that is not registered: 404 with a message (boardgame.io would
 *   list an empty set or serve a match of another game);
 * - `GET /games/<name>`: the match listing in one query (boardgame.io fetches each match separately);
 * - `GET /api/status?ids=a,b`: whose turn it is in the named matches ("my matches" in the client);
 * - `POST /api/seat {matchID, playerID, credentials}`: whether stored credentials still hold the seat
 *   (boardgame.io ignores a sync with bad credentials, and the client would wait forever).
 * Responses keep boardgame.io's shapes, so its LobbyClient reads them unchanged.
 */
import type { Middleware } from 'koa';
import type { Server } from 'boardgame.io';
import { httpError } from '../guards/http-error';
import type { MatchSummary, SqlStorage } from '../storage/sql-storage';

const MAX_STATUS_IDS = 100;

/** A match as the lobby API shows it: credentials never leave the server. */
export function publicMatch({ matchID, metadata }: MatchSummary) {
  return {
    ...metadata,
    matchID,
    players: Object.values(metadata.players).map(({ credentials: _credentials, ...player }) => player),
  };
}

/** Whose turn it is, as public as the state's `ctx` is to every client. */
export function matchStatus({ gameName, ctx, metadata, updatedAt }: MatchSummary) {
  return {
    gameName,
    currentPlayer: ctx.currentPlayer,
    activePlayers: ctx.activePlayers ? Object.keys(ctx.activePlayers) : null,
    gameover: ctx.gameover !== undefined || (metadata as Server.MatchData).gameover !== undefined,
    updatedAt,
  };
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

export function lobbyRoutes(storage: SqlStorage, gameNames: readonly string[]): Middleware {
  const known = new Set(gameNames);
  return async (ctx, next) => {
    const gamePath = /^\/games\/([^/]+)(\/.*)?$/.exec(ctx.path);
    if (gamePath) {
      const name = decodeURIComponent(gamePath[1]);
      if (!known.has(name)) ctx.throw(404, `Game ${name} not found`);
      if (ctx.method === 'GET' && !gamePath[2]) {
        const summaries = await storage.listSummaries({
          gameName: name,
          where: {
            isGameover: bool(ctx.query.isGameover),
            updatedBefore: positiveInt(ctx.query.updatedBefore),
            updatedAfter: positiveInt(ctx.query.updatedAfter),
          },
        });
        ctx.body = { matches: summaries.filter((match) => !match.metadata.unlisted).map(publicMatch) };
        return;
      }
      return next();
    }
    if (ctx.method === 'GET' && ctx.path === '/api/status') {
      const ids = String(ctx.query.ids ?? '')
        .split(',')
        .filter((id) => id.length > 0 && id.length <= 64);
      if (ids.length > MAX_STATUS_IDS) ctx.throw(400, `at most ${MAX_STATUS_IDS} ids`);
      const summaries = await storage.summariesOf(ids);
      ctx.body = { matches: Object.fromEntries(summaries.map((match) => [match.matchID, matchStatus(match)])) };
      return;
    }
    if (ctx.method === 'POST' && ctx.path === '/api/seat') {
      const { matchID, playerID, credentials } = await readJson(ctx.req);
      if (![matchID, playerID, credentials].every((value) => typeof value === 'string' && value.length > 0 && value.length <= 64)) {
        ctx.throw(400, 'matchID, playerID and credentials are required');
      }
      const [match] = await storage.summariesOf([matchID as string]);
      if (!match) ctx.throw(404, `Match ${matchID} not found`);
      const seat = match.metadata.players[playerID as unknown as number];
      ctx.body = { ok: !!seat && seat.credentials === credentials };
      return;
    }
    return next();
  };
}

const MAX_BODY = 10_000;

/** A small JSON body, or 400. */
async function readJson(request: NodeJS.ReadableStream): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY) throw httpError(413, 'request body too large');
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw httpError(400, 'the body must be a JSON object');
}
