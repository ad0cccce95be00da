/**
 * Taking, renaming and giving up a seat. Each is one atomic change of the stored metadata, computed on
 * the metadata as stored: two players joining at once cannot both get the same seat, and a seat id is
 * looked up only as an own key (seats.ts).
 *
 * Giving up a seat before the match starts frees it; after (started.ts), a bot keeps it, marked as left,
 * until someone joins it through the invite link, and the other players are told. Either way the leaver's
 * credentials stop holding the seat at once, and what they set for it goes with them (match-rows.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import { checkedPlayerName } from '../guards/player-names';
import { LobbyError } from '../http/lobby-error';
import { readJsonObject } from '../http/read-json';
import { holdsSeat, joinable, playedByServer, seatOf, seatsOf, type StoredSeat } from '../matches/seats';
import { hasStarted, noteStart } from '../matches/started';
import { STAND_IN_BOT } from '../protocol';
import type { LobbyContext } from './lobby-context';

const newCredentials = () => randomBytes(16).toString('base64url');

/** Player data a seat may carry (boardgame.io's `data`), kept small. */
const MAX_PLAYER_DATA = 1_000;

/** What no JSON string in a seat's metadata may hold: PostgreSQL reads the metadata as jsonb, which refuses both. */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

function checkedData(data: unknown): unknown {
  if (data === undefined) return data;
  let unstorable = false;
  const json = JSON.stringify(data, (key, value: unknown) => {
    unstorable ||= UNSTORABLE.test(key) || (typeof value === 'string' && UNSTORABLE.test(value));
    return value;
  });
  if (json.length > MAX_PLAYER_DATA) throw new LobbyError(400, 'bad-request', `player data must be at most ${MAX_PLAYER_DATA} characters of JSON`);
  if (unstorable) throw new LobbyError(400, 'bad-request', 'player data must hold no U+0000 and no lone surrogate');
  return data;
}

const noSuchMatch = (matchID: string) => new LobbyError(404, 'match-not-found', `match ${matchID} not found`);

/** The seat a request names, or a 400 (a missing seat id is a 400 too, where one is required). */
function namedSeat(metadata: Server.MatchData, playerID: unknown) {
  const seat = seatOf(metadata, playerID);
  if (!seat) throw new LobbyError(400, 'seat-invalid', 'playerID is not a seat of this match');
  return seat;
}

function checkCredentials(metadata: Server.MatchData, playerID: unknown, credentials: unknown) {
  if (!holdsSeat(metadata, playerID, credentials)) throw new LobbyError(403, 'credentials-invalid', 'these credentials do not hold that seat');
}

/** POST /games/:name/:id/join {playerID?, playerName, data?} → {playerID, playerCredentials} */
export async function join(ctx: Context, lobby: LobbyContext, matchID: string) {
  const body = await readJsonObject(ctx);
  const name = checkedPlayerName(body.playerName);
  const data = checkedData(body.data);
  const credentials = newCredentials();
  let playerID = '';
  const updated = await lobby.storage.updateMetadata(matchID, (metadata) => {
    // A free seat first, else one a bot keeps since its player left.
    const free = seatsOf(metadata).find((seat) => joinable(seat) && !seat.left) ?? seatsOf(metadata).find(joinable);
    const requested = body.playerID === undefined || body.playerID === null ? undefined : body.playerID;
    if (requested === undefined && !free) throw new LobbyError(409, 'match-full', 'every seat of this match is taken');
    const seat: StoredSeat = requested === undefined ? free! : namedSeat(metadata, requested);
    if (!joinable(seat)) throw new LobbyError(409, 'seat-taken', `seat ${seat.id} is taken`);
    // A seat a bot kept since its player left: the bot gives it up.
    for (const key of ['bot', 'left', 'standIn', 'isConnected', 'data'] as const) delete seat[key];
    seat.name = name;
    seat.credentials = credentials;
    if (data !== undefined) seat.data = data;
    noteStart(metadata);
    metadata.updatedAt = Date.now();
    playerID = String(seat.id);
    return metadata;
  });
  if (!updated) throw noSuchMatch(matchID);
  lobby.seatsChanged(matchID, updated);
  ctx.body = { playerID, playerCredentials: credentials };
}

/**
 * POST /games/:name/:id/leave {playerID, credentials} → {}. Before the start the seat is freed; after, a
 * bot keeps it (with new credentials of its own) until someone joins it. The match goes when its last
 * player leaves (a player a bot stands in for still holds their seat).
 */
export async function leave(ctx: Context, lobby: LobbyContext, matchID: string) {
  const { playerID, credentials } = await readJsonObject(ctx);
  let left: { name: string } | undefined;
  const updated = await lobby.storage.updateMetadata(matchID, (metadata, { stateID }) => {
    const seat = namedSeat(metadata, playerID);
    checkCredentials(metadata, playerID, credentials);
    const started = hasStarted(metadata, stateID);
    if (started) left = { name: seat.name ?? '' };
    for (const key of ['credentials', 'isConnected', 'data', 'bot', 'standIn', 'left'] as const) delete seat[key];
    if (started) Object.assign(seat, { bot: STAND_IN_BOT, left: true, credentials: newCredentials() });
    else delete seat.name;
    metadata.updatedAt = Date.now();
    return metadata;
  });
  if (!updated) throw noSuchMatch(matchID);
  lobby.engine().releaseSeat(matchID, String(playerID));
  lobby.seatsChanged(matchID, updated);
  if (!seatsOf(updated).some((seat) => seat.name && playedByServer(seat) !== 'bot')) await lobby.storage.wipe(matchID);
  else if (left) lobby.seatLeft(matchID, updated.gameName, String(playerID), left.name);
  ctx.body = {};
}

/** POST /games/:name/:id/update (and the older /rename) {playerID, credentials, newName?, data?} → {} */
export async function update(ctx: Context, lobby: LobbyContext, matchID: string) {
  const { playerID, credentials, newName, data } = await readJsonObject(ctx);
  if (newName === undefined && data === undefined) throw new LobbyError(400, 'bad-request', 'newName or data is required');
  const name = newName === undefined ? undefined : checkedPlayerName(newName);
  const checked = checkedData(data);
  const updated = await lobby.storage.updateMetadata(matchID, (metadata) => {
    const seat = namedSeat(metadata, playerID);
    checkCredentials(metadata, playerID, credentials);
    if (name !== undefined) seat.name = name;
    if (checked !== undefined) seat.data = checked;
    metadata.updatedAt = Date.now();
    return metadata;
  });
  if (!updated) throw noSuchMatch(matchID);
  lobby.seatsChanged(matchID, updated);
  ctx.body = {};
}

/** POST /api/seat {matchID, playerID, credentials} → {ok}: whether stored credentials still hold a seat. */
export async function checkSeat(ctx: Context, lobby: LobbyContext) {
  const { matchID, playerID, credentials } = await readJsonObject(ctx);
  if (![matchID, playerID, credentials].every((value) => typeof value === 'string' && value.length > 0 && value.length <= 64)) {
    throw new LobbyError(400, 'bad-request', 'matchID, playerID and credentials are required');
  }
  const [match] = await lobby.storage.summariesOf([matchID as string]);
  if (!match) throw noSuchMatch(matchID as string);
  ctx.body = { ok: holdsSeat(match.metadata, playerID, credentials) };
}
