/**
 * The load bench's bytes per update are the packet as it came over the wire: over a real server, the size
 * `watchWireBytes` reports for a seat's `sync` and `update` is exactly the socket.io packet text of what the
 * seat received (its namespace, then the JSON of the event name and arguments), and nothing else is counted
 * as one of them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { resPublica } from '../../games/res-publica';
import { startServer, type RunningServer } from '../../server/app';
import { watchWireBytes } from '../../bench/load/wire-bytes';
import { captureLog } from '../support/captured-log';
import { RawClient, createFullMatch, legalMove, tempSqliteFile } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: captureLog('fatal').logger, games: [resPublica.game] });
});
afterAll(async () => {
  await server.stop();
});

test('a seat’s sync and update are counted at the byte length of their packet text', async () => {
  const name = resPublica.game.name!;
  const { matchID, seats } = await createFullMatch(server, resPublica);
  const { playerID, move, args, stateID } = await legalMove(server, resPublica, matchID);
  const seat = seats.find((held) => held.playerID === playerID)!;
  const client = new RawClient(server.url, name);
  const counted: { event: string; bytes: number }[] = [];
  watchWireBytes(client.socket, (event, bytes) => counted.push({ event, bytes }));
  try {
    const synced = await client.sync(matchID, seat, seats.length);
    client.move(matchID, seat, move, args, stateID);
    await client.updateTo(matchID, stateID + 1);
    const packet = (args: unknown[]) => Buffer.byteLength(`2/${name},${JSON.stringify(args)}`);
    const sizes = (event: string) => counted.filter((entry) => entry.event === event).map((entry) => entry.bytes);
    expect(sizes('sync')).toEqual([packet(['sync', matchID, synced])]);
    // Each update counted is one the seat received (the match, its state and the log's new entries), at its own size.
    const updates = client.received.filter((entry) => entry.event === 'update');
    expect(updates.length).toBeGreaterThan(0);
    expect(sizes('update')).toEqual(updates.map((entry) => packet([entry.event, ...entry.args])));
  } finally {
    client.close();
  }
});
