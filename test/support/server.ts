/**
 * Helpers for tests that run a real server: throw-away databases, matches created and joined through
 * the lobby API, and raw socket clients that speak boardgame.io's protocol (server/sockets/wire-client.ts,
 * the one the load bench uses too).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import pg from 'pg';
import { WireClient as RawClient, moveAction as move, type SeatHold } from '../../server/sockets/wire-client';
import { playerToMove } from '../../games/engine/acting';
import type { GameEntry } from '../../games/types';
import type { RunningServer } from '../../server/app';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function tempSqliteFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'bgio-test-')), 'matches.sqlite');
}

/** A new, empty PostgreSQL database on the test server, and how to drop it. */
export async function tempPostgresDatabase(): Promise<TempDatabase> {
  const name = `bgio_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Both storage drivers, each as a way to make a throw-away database. */
export const DATABASES = [
  ['SQLite file', async (): Promise<TempDatabase> => ({ url: tempSqliteFile(), drop: async () => {} })],
  ['PostgreSQL', tempPostgresDatabase],
] as const;

export type Seat = SeatHold;

/** Create a match through the lobby API and join every seat. */
export async function createFullMatch(server: Pick<RunningServer, 'url'>, entry: GameEntry, numPlayers = Math.min(entry.game.maxPlayers, Math.max(2, entry.game.minPlayers))) {
  const lobby = new LobbyClient({ server: server.url });
  const name = entry.game.name;
  const { matchID } = await lobby.createMatch(name, { numPlayers });
  const seats: Seat[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    const { playerID, playerCredentials } = await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `Player ${seat}` });
    seats.push({ playerID, credentials: playerCredentials });
  }
  return { matchID, seats };
}

/** The full stored state (a test may read what no client sees). */
export async function storedState(server: RunningServer, matchID: string): Promise<State> {
  const { state } = await server.storage.fetch(matchID, { state: true });
  return state;
}

/** A legal move for whoever must act now, chosen with the game's own enumerate on the full state. */
export async function legalMove(server: RunningServer, entry: GameEntry, matchID: string) {
  const state = await storedState(server, matchID);
  const playerID = playerToMove(state.ctx)!;
  const [choice] = entry.game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args?: unknown[] }[];
  return { playerID, move: choice.move, args: choice.args ?? [], stateID: state._stateID };
}

/**
 * The first defined result of `probe`, polled every 50 ms for up to `ms` (ten seconds: a loaded CI machine
 * may take seconds where a quiet one takes milliseconds, and a condition met returns at once).
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  for (let i = 0; i < ms / 50; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/** The raw socket client speaking the wire protocol directly, to send what a real client would not. */
export { WireClient as RawClient, moveAction as move, gameEventAction as gameEvent } from '../../server/sockets/wire-client';

/**
 * The seats of a match played from the test, each over its own socket with the credentials stored for it,
 * exactly as its player's client would send the move (the test may read what no client sees: the full state
 * `choose` picks from, and the credentials).
 */
export class SeatSockets {
  private readonly clients = new Map<string, RawClient>();

  constructor(
    private readonly server: RunningServer,
    private readonly gameName: string,
    private readonly matchID: string,
  ) {}

  /** Play the move `choose` picks for `playerID`: 'stored', or the refusal's code. */
  async play(playerID: string, choose: (state: State) => { move: string; args?: unknown[] }): Promise<string> {
    const { state, metadata } = await this.server.storage.fetch(this.matchID, { state: true, metadata: true });
    const credentials = metadata.players[Number(playerID)]?.credentials;
    if (!credentials) throw new Error(`seat ${playerID} has no credentials`);
    const client = await this.clientOf(playerID, credentials, Object.keys(metadata.players).length);
    const { move: name, args = [] } = choose(state);
    const answer = client.next(
      (event, received) =>
        received[0] === this.matchID &&
        ((event === 'update' && (received[1] as State)._stateID === state._stateID + 1) || event === 'refused'),
    );
    client.send(move(name, args, playerID, credentials), state._stateID, this.matchID, playerID);
    const [, payload] = await answer;
    return (payload as State)._stateID === state._stateID + 1 ? 'stored' : String((payload as { code?: unknown }).code);
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
    this.clients.clear();
  }

  private async clientOf(playerID: string, credentials: string, numPlayers: number): Promise<RawClient> {
    let client = this.clients.get(playerID);
    if (!client) {
      client = new RawClient(this.server.url, this.gameName);
      this.clients.set(playerID, client);
      await client.sync(this.matchID, { playerID, credentials }, numPlayers);
    }
    return client;
  }
}
