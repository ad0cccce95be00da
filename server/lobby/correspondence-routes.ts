/**
 * The lobby routes of playing by correspondence:
 *   POST /games/:name/:id/fill       {playerID, credentials, bot}  bots take every free seat; the match starts
 *   POST /games/:name/:id/take-seat  {playerID, credentials}  the seat's player plays again (no stand-in)
 * A seated player of the match asks (credentials checked); each is one atomic change of the metadata.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { LobbyError } from '../http/lobby-error';
import { readJsonObject } from '../http/read-json';
import { holdsSeat, seatOf, seatsOf } from '../matches/seats';
import { noteStart } from '../matches/started';
import type { LobbyContext } from './lobby-context';
import { SERVER_BOTS, type ServerBot } from '../protocol';

const notSeated = () => new LobbyError(403, 'credentials-invalid', 'these credentials do not hold a seat of this match');

/** The bot a request names (default `random`), or a 400. */
function serverBot(value: unknown): ServerBot {
  if (value === undefined || value === null) return 'random';
  if (!(SERVER_BOTS as readonly unknown[]).includes(value)) throw new LobbyError(400, 'bot-invalid', `bot must be one of ${SERVER_BOTS.join(', ')}`);
  return value as ServerBot;
}

/** POST /games/:name/:id/fill → {filled: seat ids} */
export async function fill(ctx: Context, lobby: LobbyContext, matchID: string) {
  const { playerID, credentials, bot: named } = await readJsonObject(ctx);
  const bot = serverBot(named);
  const filled: string[] = [];
  const updated = await lobby.storage.updateMetadata(matchID, (metadata) => {
    if (!holdsSeat(metadata, playerID, credentials)) throw notSeated();
    for (const seat of seatsOf(metadata)) {
      if (seat.name) continue;
      Object.assign(seat, { name: `Bot ${seat.id + 1}`, bot, credentials: randomBytes(16).toString('base64url') });
      filled.push(String(seat.id));
    }
    if (filled.length === 0) throw new LobbyError(409, 'nothing-to-fill', 'every seat is already taken');
    noteStart(metadata);
    metadata.updatedAt = Date.now();
    return metadata;
  });
  if (!updated) throw new LobbyError(404, 'match-not-found', `match ${matchID} not found`);
  lobby.seatsChanged(matchID, updated);
  ctx.body = { filled };
}

/** POST /games/:name/:id/take-seat → {} */
export async function takeSeat(ctx: Context, lobby: LobbyContext, matchID: string) {
  const { playerID, credentials } = await readJsonObject(ctx);
  const updated = await lobby.storage.updateMetadata(matchID, (metadata) => {
    if (!holdsSeat(metadata, playerID, credentials)) throw notSeated();
    const seat = seatOf(metadata, playerID)!;
    if (!seat.standIn) throw new LobbyError(409, 'seat-not-stood-in', 'no bot plays for this seat');
    delete seat.bot;
    delete seat.standIn;
    metadata.updatedAt = Date.now();
    return metadata;
  });
  if (!updated) throw new LobbyError(404, 'match-not-found', `match ${matchID} not found`);
  lobby.seatsChanged(matchID, updated);
  ctx.body = {};
}
