/**
 * What a client may send as a move, over real sockets, for every registered game: a refused move is
 * always said (`refused` with its reason, then the match as stored when the client may have applied the
 * move ahead of the server: it sent it on another state, or boardgame.io's client runs it), moves always need the seat's
 * credentials, only the game's own move names reach boardgame.io, and arguments are bounded by the
 * move's own signature.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { gameEntries } from '../../games';
import type { GameEntry } from '../../games/types';
import { startServer, type RunningServer } from '../../server/app';
import { MAX_PACKET_BYTES } from '../../server/sockets/transport';
import type { Refusal } from '../../server/protocol';
import { LEVELS, captureLog, type CapturedLog } from '../support/captured-log';
import { RawClient, createFullMatch, legalMove, move, storedState, tempSqliteFile, type Seat } from '../support/server';

let server: RunningServer;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLog('info');
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: log.logger });
});
afterAll(async () => {
  await server.stop();
});

const INHERITED_NAMES = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

/** How long a refusal that must come alone is watched for a sync after it. */
const NO_SYNC_MS = 300;

/**
 * The refusal the client receives next for this match, and the sync that follows it when one must; when
 * none must, none comes (the resync would follow the refusal at once, within the match's queue).
 */
/** Watch `client` for `watchMs`: it received no sync of the match since its `from`-th packet. */
async function noSyncSince(client: RawClient, matchID: string, from: number, watchMs = NO_SYNC_MS): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, watchMs));
  expect(client.received.slice(from).filter((r) => r.event === 'sync' && r.args[0] === matchID)).toEqual([]);
}

async function refusalOf(client: RawClient, matchID: string, expectSync: boolean, watchMs = NO_SYNC_MS): Promise<{ refusal: Refusal; synced?: State }> {
  // Both waits start now: the sync may arrive in the same packet batch as the refusal.
  const refused = client.next((event, args) => event === 'refused' && args[0] === matchID);
  const synced = expectSync ? client.next((event, args) => event === 'sync' && args[0] === matchID) : undefined;
  const from = client.received.length;
  const [, refusal] = await refused;
  if (!synced) {
    await noSyncSince(client, matchID, from, watchMs);
    return { refusal: refusal as Refusal };
  }
  const [, info] = await synced;
  return { refusal: refusal as Refusal, synced: (info as { state: State }).state };
}

async function seatedMatch(entry: GameEntry) {
  const { matchID, seats } = await createFullMatch(server, entry);
  const clients = new Map<string, RawClient>();
  for (const seat of seats) {
    const client = new RawClient(server.url, entry.game.name);
    await client.sync(matchID, seat, seats.length);
    clients.set(seat.playerID, client);
  }
  return { matchID, seats, clients, close: () => clients.forEach((client) => client.close()) };
}

const isActive = (ctx: State['ctx'], playerID: string) => (ctx.activePlayers ? Object.hasOwn(ctx.activePlayers, playerID) : ctx.currentPlayer === playerID);

type Flow = { getMove(ctx: unknown, name: string, id: string): unknown };
const flowOf = (entry: GameEntry) => (ProcessGameConfig(entry.game) as unknown as { flow: Flow }).flow;

/** Whether boardgame.io's client applies this move ahead of the server: the seat has it now, and it is not `client: false`. */
function runsOnClient(entry: GameEntry, ctx: State['ctx'], name: string, playerID: string): boolean {
  const config = flowOf(entry).getMove(ctx, name, playerID);
  return config !== null && config !== undefined && isActive(ctx, playerID) && (config as { client?: unknown }).client !== false;
}

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (name, entry) => {
  test('a refused move is said with its reason, followed by the match as stored when the client may have run ahead; nothing changes', async () => {
    const { matchID, seats, clients, close } = await seatedMatch(entry);
    try {
      const before = await storedState(server, matchID);
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      const client = clients.get(seat.playerID)!;
      const send = (moveName: string, args: unknown[], stateID: number, from: Seat = seat) =>
        clients.get(from.playerID)!.send(move(moveName, args, from.playerID, from.credentials), stateID, matchID, from.playerID);

      // On a state that is not the stored one.
      send(next.move, next.args, next.stateID + 1);
      let { refusal, synced } = await refusalOf(client, matchID, true);
      expect(refusal).toEqual({ code: 'stale', stateID: next.stateID + 1 });
      expect(synced!._stateID).toBe(before._stateID);

      // A move the game has, but not for this seat now: no client runs it, so the refusal comes alone.
      const flow = flowOf(entry);
      const unavailable = Object.keys(entry.moveArgs).find((n) => flow.getMove(before.ctx, n, seat.playerID) === null);
      if (unavailable) {
        send(unavailable, [], next.stateID);
        ({ refusal } = await refusalOf(client, matchID, false));
        expect(refusal.code).toBe('not-allowed-now');
      }
      const waiting = seats.find((s) => !isActive(before.ctx, s.playerID));
      if (waiting) {
        send(next.move, next.args, next.stateID, waiting);
        ({ refusal } = await refusalOf(clients.get(waiting.playerID)!, matchID, false));
        expect(refusal.code).toBe('not-allowed-now');
      }

      // Arguments the rules refuse: the client ran the move ahead, unless the game keeps it on the server.
      const choices = entry.game.ai!.enumerate(before.G, before.ctx, seat.playerID) as { move: string; args?: unknown[] }[];
      const withArgs = choices.find((c) => (c.args?.length ?? 0) > 0);
      if (withArgs) {
        send(withArgs.move, withArgs.args!.map(() => 'nonsense'), next.stateID);
        ({ refusal, synced } = await refusalOf(client, matchID, runsOnClient(entry, before.ctx, withArgs.move, seat.playerID)));
        expect(refusal).toEqual({ code: 'invalid-move', stateID: next.stateID });
        if (synced) expect(synced._stateID).toBe(before._stateID);
      }
      // Both kinds of move, where the game has both: one the client runs ahead and one it leaves to the server.
      for (const runs of [true, false]) {
        const choice = choices.find((c) => (c.args?.length ?? 0) > 0 && runsOnClient(entry, before.ctx, c.move, seat.playerID) === runs);
        if (!choice) continue;
        send(choice.move, choice.args!.map(() => 'nonsense'), next.stateID);
        ({ refusal, synced } = await refusalOf(client, matchID, runs));
        expect(refusal).toEqual({ code: 'invalid-move', stateID: next.stateID });
      }

      const after = await storedState(server, matchID);
      expect(after).toEqual(before);
      expect(client.received.filter((r) => r.event === 'update')).toEqual([]);
    } finally {
      close();
    }
  });

  test('a match nobody has joined accepts no move, and a seat nobody holds cannot be synced without its credentials', async () => {
    const numPlayers = Math.max(2, entry.game.minPlayers);
    const created = await fetch(`${server.url}/games/${name}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers }),
    });
    const { matchID } = (await created.json()) as { matchID: string };
    const before = await storedState(server, matchID);
    const playerID = before.ctx.activePlayers ? Object.keys(before.ctx.activePlayers)[0] : before.ctx.currentPlayer;
    const [choice] = entry.game.ai!.enumerate(before.G, before.ctx, playerID) as { move: string; args?: unknown[] }[];
    const client = new RawClient(server.url, name);
    try {
      // Each refusal comes alone: watched once for all six, for as long as after a single one.
      const from = client.received.length;
      for (const credentials of [undefined, '', 'guess']) {
        client.socket.emit('sync', matchID, playerID, credentials, numPlayers);
        const { refusal } = await refusalOf(client, matchID, false, 0);
        expect(refusal.code).toBe('unauthorized');
        client.send(move(choice.move, choice.args ?? [], playerID, credentials), before._stateID, matchID, playerID);
        expect((await refusalOf(client, matchID, false, 0)).refusal.code).toBe('not-synced');
      }
      await noSyncSince(client, matchID, from);
      // As a spectator the match is visible, but a move as a seat is still refused.
      await client.sync(matchID, {}, numPlayers);
      client.send(move(choice.move, choice.args ?? [], playerID, undefined), before._stateID, matchID, playerID);
      expect((await refusalOf(client, matchID, false)).refusal.code).toBe('not-synced');
      expect(await storedState(server, matchID)).toEqual(before);
    } finally {
      client.close();
    }
  });

  test('only the game\'s own move names reach the game: inherited names are unknown moves and change nothing', async () => {
    const { matchID, seats, clients, close } = await seatedMatch(entry);
    try {
      const before = await storedState(server, matchID);
      const errorsBefore = log.entries().filter((e) => (e.level as number) >= LEVELS.error).length;
      for (const seat of seats) {
        const client = clients.get(seat.playerID)!;
        for (const inherited of INHERITED_NAMES) {
          client.send(move(inherited, [], seat.playerID, seat.credentials), before._stateID, matchID, seat.playerID);
          // No game has such a move: no client ran it (no sync, checked once below for all of them).
          const { refusal } = await refusalOf(client, matchID, false, 0);
          expect(refusal, inherited).toEqual({ code: 'unknown-move', stateID: before._stateID });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, NO_SYNC_MS));
      for (const client of clients.values()) expect(client.received.filter((r) => r.event === 'sync' && r.args[0] === matchID)).toHaveLength(1);
      expect(await storedState(server, matchID)).toEqual(before);
      const { log: entries } = await server.storage.fetch(matchID, { log: true });
      expect(entries).toEqual([]);
      expect(log.entries().filter((e) => (e.level as number) >= LEVELS.error).length).toBe(errorsBefore);
      // The match still plays.
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      const updated = clients.get(seat.playerID)!.updateTo(matchID, next.stateID + 1);
      clients.get(seat.playerID)!.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      await updated;
    } finally {
      close();
    }
  });

  test('arguments beyond the move\'s signature are refused, and a packet too large closes only its own connection', async () => {
    const { matchID, seats, clients, close } = await seatedMatch(entry);
    try {
      const next = await legalMove(server, entry, matchID);
      const seat = seats.find((s) => s.playerID === next.playerID)!;
      const client = clients.get(seat.playerID)!;
      const { count } = entry.moveArgs[next.move];
      const { ctx } = await storedState(server, matchID);
      const padded = [...next.args, ...Array<unknown>(count - next.args.length).fill(null)];
      // One argument more than the move takes; an argument larger than it can be.
      for (const args of [[...padded, 'x'.repeat(2_000)], [...next.args.slice(0, -1), 'x'.repeat(8_000)]]) {
        if (args.length === 0) continue;
        client.send(move(next.move, args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
        const { refusal } = await refusalOf(client, matchID, runsOnClient(entry, ctx, next.move, seat.playerID));
        expect(refusal).toEqual({ code: 'bad-arguments', stateID: next.stateID });
      }
      // 900 KB: socket.io refuses the packet and closes that connection.
      const closed = new Promise((resolve) => client.socket.once('disconnect', resolve));
      client.send(move(next.move, [...next.args, 'x'.repeat(900_000)], seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      await closed;
      expect(900_000).toBeGreaterThan(MAX_PACKET_BYTES);
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID);
      // The legal move, from a new connection, is stored; the log and the syncs hold no junk.
      const again = new RawClient(server.url, name);
      try {
        await again.sync(matchID, seat, seats.length);
        const updated = again.updateTo(matchID, next.stateID + 1);
        again.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
        await updated;
        const { log: entries, state } = await again.sync(matchID, seat, seats.length);
        expect(JSON.stringify({ entries, state })).not.toContain('xxxxxxxxxx');
      } finally {
        again.close();
      }
    } finally {
      close();
    }
  });
});
