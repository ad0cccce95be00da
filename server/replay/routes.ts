/**
 * The lobby routes of records and replays:
 *
 *   POST /games/:name/:id/record   {playerID?, credentials?}                  → the match record (JSON file)
 *   POST /games/:name/:id/replay   {step?, playerID?, credentials?, reveal?}  → ReplayView (replays.ts)
 *
 * A record holds the seed and so every hidden card: it is given, to anyone, once the match is over, never
 * before (403 `match-in-progress`). A finished match may be replayed by anyone from any seat, or with
 * every hand shown (`reveal`). A match in progress only by a seated player, with their credentials, from
 * their own seat, never revealed: what the live server sends that seat.
 */
import type { Context } from 'koa';
import { LobbyError } from '../http/lobby-error';
import { readJsonObject } from '../http/read-json';
import type { LobbyContext } from '../lobby/lobby-context';
import type { ProcessedGame } from '../matches/run-move';
import { holdsSeat, seatOf } from '../matches/seats';
import { ChatStore } from '../storage/chat-store';
import type { SqlStorage } from '../storage/sql-storage';
import { Replays, type ReplaySource, type Viewer } from './replays';
import { readLog, readMatchRow, readStates, type StoredMatchRow } from './stored-match';

/** One replay service (and its cache) per server. */
const services = new WeakMap<SqlStorage, { replays: Replays; chat: ChatStore }>();

function serviceOf(storage: SqlStorage) {
  let service = services.get(storage);
  if (!service) services.set(storage, (service = { replays: new Replays(), chat: new ChatStore(storage.db, storage.driver) }));
  return service;
}

/** The replay service of a server's storage, for the tests and the bench to look into. */
export const replaysOf = (storage: SqlStorage): Replays => serviceOf(storage).replays;

const noSuchMatch = (matchID: string) => new LobbyError(404, 'match-not-found', `match ${matchID} not found`);
const inProgress = () => new LobbyError(403, 'match-in-progress', 'this match is still being played');

async function rowOf(lobby: LobbyContext, game: ProcessedGame, matchID: string): Promise<StoredMatchRow> {
  const row = await readMatchRow(lobby.storage, matchID);
  if (!row || row.gameName !== game.name) throw noSuchMatch(matchID);
  return row;
}

async function sourceOf(lobby: LobbyContext, game: ProcessedGame, row: StoredMatchRow): Promise<ReplaySource> {
  return serviceOf(lobby.storage).replays.source(row.matchID, game, row.stateID, row.metadata, async () => {
    const [states, entries] = await Promise.all([readStates(lobby.storage, row.matchID), readLog(lobby.storage, row.matchID, row.stateID)]);
    // A move stored between the reads: the log stops at the row's state id, so the state must be that one.
    if (!states) throw noSuchMatch(row.matchID);
    const current = states.currentState._stateID === row.stateID ? states.currentState : undefined;
    return { initialState: states.initialState, entries, ...(current && { currentState: current }) };
  });
}

/** POST /games/:name/:id/record → the MatchRecord of a finished match. */
export async function record(ctx: Context, lobby: LobbyContext, game: ProcessedGame, matchID: string) {
  await readJsonObject(ctx);
  const row = await rowOf(lobby, game, matchID);
  if (!row.finished) throw inProgress();
  const source = await sourceOf(lobby, game, row);
  ctx.set('Content-Disposition', `attachment; filename="${game.name}-${matchID.replace(/[^\w-]/g, '_')}.json"`);
  ctx.body = source.record;
}

const optionalString = (body: Record<string, unknown>, field: string): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new LobbyError(400, 'bad-request', `${field} must be a string`);
  return value;
};

/** POST /games/:name/:id/replay → what one viewer sees at one step. */
export async function replay(ctx: Context, lobby: LobbyContext, game: ProcessedGame, matchID: string) {
  const body = await readJsonObject(ctx);
  const playerID = optionalString(body, 'playerID');
  const credentials = optionalString(body, 'credentials');
  if (body.reveal !== undefined && typeof body.reveal !== 'boolean') throw new LobbyError(400, 'bad-request', 'reveal must be true or false');
  const reveal = body.reveal === true;
  const row = await rowOf(lobby, game, matchID);
  if (playerID !== undefined && !seatOf(row.metadata, playerID)) throw new LobbyError(400, 'seat-invalid', 'playerID is not a seat of this match');

  let viewer: Viewer;
  if (row.finished) viewer = reveal ? { reveal: true } : { reveal: false, playerID: playerID ?? null };
  else {
    if (reveal || playerID === undefined || credentials === undefined) throw inProgress();
    if (!holdsSeat(row.metadata, playerID, credentials)) throw new LobbyError(403, 'credentials-invalid', 'these credentials do not hold that seat');
    viewer = { reveal: false, playerID };
  }

  const { replays, chat } = serviceOf(lobby.storage);
  const [source, lines] = await Promise.all([sourceOf(lobby, game, row), chat.linesWithStates(matchID)]);
  const steps = source.timeline.moves.length;
  const step = body.step ?? steps;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > steps) {
    throw new LobbyError(400, 'bad-step', `step must be a whole number from 0 to ${steps}`);
  }
  ctx.body = replays.view(source, step, viewer, lines);
}
