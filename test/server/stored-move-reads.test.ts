/**
 * A stored move's event carries what the listeners need (the seats as stored, who acts now, the state id),
 * so that after a move nobody reads the match again: over a real server whose storage counts its match
 * reads, the turn notices and the deadline of a correspondence match, and a bot's reply in a match its
 * player watches, cost no read of the match.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { playerToMove } from '../../games/engine/acting';
import { startServer, type RunningServer } from '../../server/app';
import type { TurnNotice } from '../../server/correspondence/turn-notices';
import { createLogger } from '../../server/log';
import { RawClient, eventually, move, tempSqliteFile, type Seat } from '../support/server';

const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const game = entry.game.name;
const seconds = { none: null, '1d': 86_400, '3d': 3 * 86_400, '7d': 7 * 86_400 };

let server: RunningServer;
const notices: TurnNotice[] = [];

beforeEach(async () => {
  notices.length = 0;
  server = await startServer({
    port: 0,
    databaseUrl: tempSqliteFile(),
    clientDir: '/nonexistent',
    logger: createLogger({ level: 'warn' }),
    correspondence: { notifier: { notify: async (notice) => void notices.push(notice) }, botDelayMs: 0, deadlines: { tickMs: 60_000, seconds } },
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.stop();
});

const post = async (path: string, body: unknown) =>
  (await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

async function join(matchID: string, playerID: string): Promise<Seat> {
  const { playerCredentials } = (await post(`/games/${game}/${matchID}/join`, { playerID, playerName: `P${playerID}` })) as { playerCredentials: string };
  return { playerID, credentials: playerCredentials };
}

/** Every read of a match the storage serves, counted from now. */
function countMatchReads() {
  const spies = [vi.spyOn(server.storage, 'readForMove'), vi.spyOn(server.storage, 'readForSync'), vi.spyOn(server.storage, 'fetch')];
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

/** The newest state a client was sent for the match (its own seat's view). */
function latest(client: RawClient, matchID: string): State {
  for (let i = client.received.length - 1; i >= 0; i--) {
    const { event, args } = client.received[i];
    if (args[0] !== matchID) continue;
    if (event === 'update') return args[1] as State;
    if (event === 'sync') return (args[1] as { state: State }).state;
  }
  throw new Error('no state received');
}

/** A legal move for `playerID`, chosen from its own view (what its client holds), so the test reads nothing. */
function legalFromView(state: State, playerID: string) {
  const [choice] = entry.game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args?: unknown[] }[];
  return { move: choice.move, args: choice.args ?? [] };
}

test('after each move of a correspondence match (a deadline, notices), no listener reads the match', async () => {
  const { matchID } = (await post(`/games/${game}/create`, { numPlayers: 2, deadline: '1d' })) as { matchID: string };
  const seats = [await join(matchID, '0'), await join(matchID, '1')];
  const clients = seats.map(() => new RawClient(server.url, game));
  try {
    for (const [i, seat] of seats.entries()) await clients[i].sync(matchID, seat, 2);
    const reads = countMatchReads();
    for (let i = 0; i < 8; i++) {
      const state = latest(clients[0], matchID);
      const playerID = playerToMove(state.ctx)!;
      const client = clients[Number(playerID)];
      const { move: name, args } = legalFromView(latest(client, matchID), playerID);
      const updated = clients.map((each) => each.updateTo(matchID, state._stateID + 1));
      client.send(move(name, args, playerID, seats[Number(playerID)].credentials), state._stateID, matchID, playerID);
      await Promise.all(updated);
    }
    // The listeners ran: the turn passed and its seat was told, with its personal link (its credentials).
    await eventually(async () => (notices.length > 0 ? true : undefined));
    expect(notices[0].seats[0].personalLink).toContain(encodeURIComponent(seats[Number(notices[0].seats[0].playerID)].credentials));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(0);
  } finally {
    clients.forEach((client) => client.close());
  }
});

test('a bot answering a move in a match its player watches reads nothing: the engine holds the state and the seats', async () => {
  const { matchID } = (await post(`/games/${game}/create`, { numPlayers: 2 })) as { matchID: string };
  const seat = await join(matchID, '0');
  expect(await post(`/games/${game}/${matchID}/fill`, seat)).toEqual({ filled: ['1'] });
  const client = new RawClient(server.url, game);
  try {
    await client.sync(matchID, seat, 2);
    // The bot may move first: wait until seat 0 must act, then count.
    await eventually(async () => (playerToMove(latest(client, matchID).ctx) === '0' ? true : undefined));
    const reads = countMatchReads();
    let botMoves = 0;
    for (let i = 0; i < 40 && botMoves < 2; i++) {
      const state = latest(client, matchID);
      if (state.ctx.gameover) break;
      if (playerToMove(state.ctx) !== '0') {
        // The bot's turn: its move comes as the next update.
        await client.updateTo(matchID, state._stateID + 1);
        botMoves++;
        continue;
      }
      const { move: name, args } = legalFromView(state, '0');
      const updated = client.updateTo(matchID, state._stateID + 1);
      client.send(move(name, args, '0', seat.credentials), state._stateID, matchID, '0');
      await updated;
    }
    expect(botMoves).toBe(2);
    await server.engine.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(0);
  } finally {
    client.close();
  }
});
