/**
 * The lobby API: boardgame.io's routes and shapes (its `LobbyClient` reads them unchanged), answered
 * here so that every check comes first and every refusal has a code:
 *
 *   GET  /games                              names of the games
 *   GET  /games/:name                        listed matches (one query)
 *   POST /games/:name/create                 a new match
 *   GET  /games/:name/:id                    one match
 *   POST /games/:name/:id/join|leave|update|rename|playAgain
 *   POST /games/:name/:id/fill|take-seat     bots fill the free seats; a player takes their seat back
 *   POST /games/:name/:id/notifications|webhook   how a seat is told it must act; the match's webhook
 *   POST /games/:name/:id/record|replay      a finished match's record; one step of a match as a viewer sees it
 *   GET  /api/push-key                       the key browsers subscribe to Web Push with
 *   GET  /api/status?ids=a,b                 whose turn it is in the named matches, and when it is due
 *   POST /api/seat                           whether stored credentials still hold a seat
 *
 * A path is decoded once, here (bad percent-encoding is a 400), and a match id under the wrong game's
 * URL is no match at all.
 */
import type { Context, Middleware } from 'koa';
import { LobbyError } from '../http/lobby-error';
import type { LobbyContext } from './lobby-context';
import { create, get, list, playAgain } from './match-routes';
import { matchStatus } from './public-match';
import { DeadlineStore } from '../storage/deadline-store';
import { checkSeat, join, leave, update } from './seat-routes';
import { fill, takeSeat } from './correspondence-routes';
import { notifications, pushKey, webhook } from './notification-routes';
import { record, replay } from '../replay/routes';

const MAX_STATUS_IDS = 100;
const GAMES_PATH = /^\/games(?:\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?)?\/?$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new LobbyError(400, 'bad-request', 'the path is not valid percent-encoding');
  }
}

const notAllowed = () => new LobbyError(404, 'not-found', 'no such route');

export function lobbyRouter(lobby: LobbyContext): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/games' || ctx.path.startsWith('/games/')) return games(ctx, lobby);
    if (ctx.path === '/api/status' && ctx.method === 'GET') return status(ctx, lobby);
    if (ctx.path === '/api/seat' && ctx.method === 'POST') return checkSeat(ctx, lobby);
    if (ctx.path === '/api/push-key' && ctx.method === 'GET') return pushKey(ctx, lobby.notices);
    return next();
  };
}

async function games(ctx: Context, lobby: LobbyContext) {
  const parts = GAMES_PATH.exec(ctx.path);
  if (!parts) throw notAllowed();
  const [name, matchID, action] = parts.slice(1).map((part) => (part === undefined ? undefined : decoded(part)));
  if (name === undefined) {
    if (ctx.method !== 'GET') throw notAllowed();
    ctx.body = [...lobby.games.keys()];
    return;
  }
  const game = lobby.games.get(name);
  if (!game) throw new LobbyError(404, 'game-not-found', `game ${name} not found`);
  if (matchID === undefined) {
    if (ctx.method !== 'GET') throw notAllowed();
    return list(ctx, lobby, game);
  }
  if (matchID === 'create' && action === undefined) {
    if (ctx.method !== 'POST') throw notAllowed();
    return create(ctx, lobby, game);
  }
  const [match] = matchID.length <= 64 ? await lobby.storage.summariesOf([matchID]) : [];
  if (!match || match.gameName !== game.name) throw new LobbyError(404, 'match-not-found', `match ${matchID} not found`);
  if (action === undefined) {
    if (ctx.method !== 'GET') throw notAllowed();
    return get(ctx, match);
  }
  if (ctx.method !== 'POST') throw notAllowed();
  switch (action) {
    case 'join':
      return join(ctx, lobby, matchID);
    case 'leave':
      return leave(ctx, lobby, matchID);
    case 'update':
    case 'rename':
      return update(ctx, lobby, matchID);
    case 'playAgain':
      return playAgain(ctx, lobby, game, matchID, match.metadata);
    case 'fill':
      return fill(ctx, lobby, matchID);
    case 'take-seat':
      return takeSeat(ctx, lobby, matchID);
    case 'notifications':
      return notifications(ctx, lobby, lobby.notices, matchID);
    case 'webhook':
      return webhook(ctx, lobby, lobby.notices, matchID);
    case 'record':
      return record(ctx, lobby, game, matchID);
    case 'replay':
      return replay(ctx, lobby, game, matchID);
    default:
      throw notAllowed();
  }
}

async function status(ctx: Context, lobby: LobbyContext) {
  const ids = String(ctx.query.ids ?? '')
    .split(',')
    .filter((id) => id.length > 0 && id.length <= 64);
  if (ids.length > MAX_STATUS_IDS) throw new LobbyError(400, 'bad-request', `at most ${MAX_STATUS_IDS} ids`);
  const summaries = await lobby.storage.summariesOf(ids);
  const due = await new DeadlineStore(lobby.storage.db, lobby.storage.driver).dueTimes(summaries.map((match) => match.matchID));
  ctx.body = { matches: Object.fromEntries(summaries.map((match) => [match.matchID, matchStatus(match, due.get(match.matchID))])) };
}
