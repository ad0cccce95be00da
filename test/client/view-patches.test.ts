/**
 * The browser's transport with view patches (client/view-patches.ts), in boardgame.io's own client over a real
 * server: each seat's client, which runs its own moves ahead of the server, ends every move on exactly the
 * state and log a client taking whole updates holds for the same seat, while its socket receives changes only (no
 * whole update); and a change that does not fit what it holds makes it ask for the match.
 */
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { patchingSocketIO } from '../../client/view-patches';
import { startServer, type RunningServer } from '../../server/app';
import { captureLog } from '../support/captured-log';
import { createFullMatch, eventually, legalMove, tempSqliteFile } from '../support/server';

/** PAX: its moves run on the client ahead of the server (the other games' mostly draw or hide, and wait). */
const entry = gameEntries.find((candidate) => candidate.game.name === 'pax')!;
const MOVES = 30;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: captureLog('fatal').logger, games: [entry.game] });
});
afterAll(async () => {
  await server.stop();
});

type BgioClient = ReturnType<typeof Client>;
/** The socket.io socket under a client's transport, and every event it received. */
function eventsOf(client: BgioClient): string[] {
  const socket = (client as unknown as { transport: { socket: { onAny(listener: (event: string) => void): void } } }).transport.socket;
  const events: string[] = [];
  socket.onAny((event) => events.push(event));
  return events;
}

const wire = (state: (State & { log?: unknown }) | null) => JSON.parse(JSON.stringify({ G: state?.G, ctx: state?.ctx, _stateID: state?._stateID, log: state?.log }));

test('a client taking changes holds, after each move, the state a client taking whole updates holds', async () => {
  const { matchID, seats } = await createFullMatch(server, entry);
  const open = (playerID: string, credentials: string, patched: boolean) => {
    const multiplayer = (patched ? patchingSocketIO : SocketIO)({ server: server.url, socketOpts: { transports: ['websocket'] } });
    const client = Client({ game: entry.game, numPlayers: seats.length, matchID, playerID, credentials, multiplayer, debug: false });
    client.start();
    return client;
  };
  const patched = seats.map((seat) => open(seat.playerID, seat.credentials, true));
  const whole = seats.map((seat) => open(seat.playerID, seat.credentials, false));
  const events = patched.map(eventsOf);
  try {
    await eventually(async () => ([...patched, ...whole].every((client) => client.getState()?._stateID === 0) ? true : undefined));
    let ranAhead = 0;
    for (let move = 0; move < MOVES; move++) {
      const { playerID, move: name, args, stateID } = await legalMove(server, entry, matchID);
      // Through boardgame.io's client, which runs the move ahead of the server before the server's state comes.
      patched[Number(playerID)].moves[name](...args);
      if (patched[Number(playerID)].getState()?._stateID === stateID + 1) ranAhead++;
      await eventually(async () => ([...patched, ...whole].every((client) => client.getState()?._stateID === stateID + 1) ? true : undefined));
      for (const seat of seats.keys()) expect(wire(patched[seat].getState()), `seat ${seat} after move ${move + 1}`).toEqual(wire(whole[seat].getState()));
    }
    // The logs compared above hold the moves.
    expect((patched[0].getState() as { log?: unknown[] }).log?.length).toBeGreaterThanOrEqual(MOVES);
    // Moves the client ran ahead were replaced by the server's states rebuilt from changes.
    expect(ranAhead).toBeGreaterThan(0);
    for (const received of events) {
      expect(received).toContain('viewPatch');
      expect(received).not.toContain('update');
      // Every change fitted: the match never had to be sent again.
      expect(received.filter((event) => event === 'sync')).toHaveLength(1);
    }
  } finally {
    for (const client of [...patched, ...whole]) client.stop();
  }
});
