/**
 * View patches over a real server (VIEW_PATCHES_QUERY in server/protocol.ts, ENGINE-PATCH-1): a socket that
 * asks for them receives each next state as a patch of its own view, which rebuilds exactly the state a
 * socket of the same viewer receives whole, in every game, for every seat and a spectator, on far fewer
 * bytes; a socket that does not ask receives whole updates as before; a patch that does not fit what a
 * client holds makes it ask for the match, which comes whole.
 */
import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { watchWireBytes } from '../../bench/load/wire-bytes';
import { captureLog } from '../support/captured-log';
import { RawClient, createFullMatch, legalMove, tempSqliteFile } from '../support/server';

const MOVES = 40;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: captureLog('fatal').logger, games: gameEntries.map((entry) => entry.game) });
});
afterAll(async () => {
  await server.stop();
});

/** A state as it crosses the wire, to compare a rebuilt one with one received whole. */
const wire = (state: State) => JSON.parse(JSON.stringify(state)) as State;

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  test('each viewer’s patches rebuild the states sent whole to the same viewer, on fewer bytes', async () => {
    const { matchID, seats } = await createFullMatch(server, entry);
    const viewers = [...seats, { playerID: null, credentials: undefined }];
    const bytes = { patch: 0, update: 0 };
    const pairs = await Promise.all(
      viewers.map(async (viewer) => {
        const patched = new RawClient(server.url, name, { patches: true });
        const whole = new RawClient(server.url, name);
        watchWireBytes(patched.socket, (event, size) => event === 'viewPatch' && (bytes.patch += size));
        watchWireBytes(whole.socket, (event, size) => event === 'update' && (bytes.update += size));
        const seat = viewer.playerID === null ? {} : { playerID: viewer.playerID, credentials: viewer.credentials };
        await Promise.all([patched.sync(matchID, seat, seats.length), whole.sync(matchID, seat, seats.length)]);
        const logs = { patched: [] as unknown[], whole: [] as unknown[] };
        patched.onUpdate(matchID, (_state, log) => logs.patched.push(log));
        whole.onUpdate(matchID, (_state, log) => logs.whole.push(log));
        return { viewer: viewer.playerID, patched, whole, logs };
      }),
    );
    try {
      for (let moves = 0; moves < MOVES; moves++) {
        const { playerID, move, args, stateID } = await legalMove(server, entry, matchID);
        const mover = pairs.find((pair) => pair.viewer === playerID)!;
        const arrived = pairs.flatMap(({ patched, whole }) => [patched.updateTo(matchID, stateID + 1), whole.updateTo(matchID, stateID + 1)]);
        mover.patched.move(matchID, seats.find((seat) => seat.playerID === playerID)!, move, args, stateID);
        const states = await Promise.all(arrived);
        for (const [at, pair] of pairs.entries()) expect(wire(states[2 * at]), `${pair.viewer ?? 'spectator'} after move ${moves + 1}`).toEqual(wire(states[2 * at + 1]));
        if ((await legalMove(server, entry, matchID).catch(() => undefined)) === undefined) break;
      }
      for (const { patched, whole, logs } of pairs) {
        // The log entries each move brought, rebuilt from the packed ones.
        expect(logs.patched.length).toBeGreaterThan(0);
        expect(logs.patched).toEqual(logs.whole);
        expect(patched.received.filter((entry) => entry.event === 'update')).toEqual([]);
        expect(whole.received.filter((entry) => entry.event === 'viewPatch')).toEqual([]);
        expect(patched.patchesRefused).toBe(0);
      }
      expect(bytes.patch).toBeGreaterThan(0);
      // The move's log entries travel in both, and are most of a small state's update (Res Publica's).
      expect(bytes.patch).toBeLessThan(bytes.update * 0.75);
    } finally {
      for (const { patched, whole } of pairs) patched.close(), whole.close();
    }
  });
});

test('a patch that does not fit the state a client holds makes it ask for the match, which comes whole', async () => {
  const entry = gameEntries.find((candidate) => candidate.game.name === 'pax')!;
  const { matchID, seats } = await createFullMatch(server, entry);
  const client = new RawClient(server.url, 'pax', { patches: true });
  try {
    await client.sync(matchID, seats[0], seats.length);
    // The client's copy is spoiled: the next patch no longer fits it (a key the patch replaces is gone).
    const held = (client as unknown as { held: Map<string, State> }).held.get(matchID)!;
    delete (held as { ctx?: unknown }).ctx;
    const { playerID, move, args, stateID } = await legalMove(server, entry, matchID);
    const resynced = client.next((event, args) => event === 'sync' && args[0] === matchID && (args[1] as { state: State }).state._stateID === stateID + 1);
    const seat = seats.find((held) => held.playerID === playerID)!;
    const mover = playerID === seats[0].playerID ? client : new RawClient(server.url, 'pax');
    if (mover !== client) await mover.sync(matchID, seat, seats.length);
    mover.move(matchID, seat, move, args, stateID);
    await resynced;
    expect(client.patchesRefused).toBe(1);
    if (mover !== client) mover.close();
  } finally {
    client.close();
  }
});
