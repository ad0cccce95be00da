/**
 * Two instances sharing PostgreSQL and Redis, with clients on both: the database serializes the moves of
 * a match, a client is never shown a state that was not stored, and a move sent on the latest state a
 * client was shown is refused only when another move really came first.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { REDIS_URL, RawClient, createFullMatch, eventually, move, storedState, tempPostgresDatabase, type TempDatabase } from '../support/server';
import { playScript, scriptGame, seededGames, trackStates } from '../support/scripted';

const quiet = createLogger({ level: 'warn' });
let database: TempDatabase;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  database = await tempPostgresDatabase();
  const options = { port: 0, databaseUrl: database.url, redisUrl: REDIS_URL, clientDir: '/nonexistent', games: seededGames(), logger: quiet };
  first = await startServer(options);
  second = await startServer(options);
});
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.drop();
});

const refusalsOf = (client: RawClient) => client.received.filter((r) => r.event === 'refused');
const updatesTo = (client: RawClient, matchID: string, stateID: number) =>
  client.received.filter((r) => r.event === 'update' && r.args[0] === matchID && (r.args[1] as { _stateID: number })._stateID === stateID);

describe.each(gameEntries.map((entry) => [entry.game.name, entry] as const))('%s', (_name, entry) => {
  const numPlayers = Math.max(2, entry.game.minPlayers);

  test('players on different instances, each moving the moment the other\'s move reaches them: no move is refused or lost', async () => {
    const script = await scriptGame(entry, numPlayers, 60);
    const { matchID, seats } = await createFullMatch(first, entry, numPlayers);
    const clients = new Map(
      seats.map((seat, i) => {
        const client = new RawClient((i % 2 === 0 ? first : second).url, entry.game.name);
        return [seat.playerID, { client, tracker: trackStates(client, matchID) }] as const;
      }),
    );
    try {
      for (const seat of seats) await clients.get(seat.playerID)!.client.sync(matchID, seat, numPlayers);
      await playScript(matchID, script, seats, clients);
      const last = script.length;
      for (const { tracker } of clients.values()) await tracker.wait(last);
      for (const { client } of clients.values()) expect(refusalsOf(client)).toEqual([]);
      expect((await storedState(first, matchID))._stateID).toBe(last);
    } finally {
      for (const { client } of clients.values()) client.close();
    }
  });
});

test('one seat sending a move from each instance at once: the database keeps one, watchers see it once, the other is refused and resynced', async () => {
  const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
  const races = 10;
  const script = await scriptGame(entry, 2, races);
  const { matchID, seats } = await createFullMatch(first, entry, 2);
  const onFirst = new Map(seats.map((seat) => [seat.playerID, new RawClient(first.url, entry.game.name)]));
  const onSecond = new Map(seats.map((seat) => [seat.playerID, new RawClient(second.url, entry.game.name)]));
  const watchers = [new RawClient(first.url, entry.game.name), new RawClient(second.url, entry.game.name)];
  const all = [...onFirst.values(), ...onSecond.values(), ...watchers];
  try {
    for (const seat of seats) {
      await onFirst.get(seat.playerID)!.sync(matchID, seat, 2);
      await onSecond.get(seat.playerID)!.sync(matchID, seat, 2);
    }
    for (const watcher of watchers) await watcher.sync(matchID, {}, 2);
    for (const step of script) {
      const seat = seats.find((s) => s.playerID === step.playerID)!;
      const racers = [onFirst.get(seat.playerID)!, onSecond.get(seat.playerID)!];
      const refusedBefore = racers.map((r) => refusalsOf(r).length);
      const receivedBefore = racers.map((r) => r.received.length);
      const arrived = watchers.map((w) => w.updateTo(matchID, step.stateID + 1));
      for (const racer of racers) racer.send(move(step.move, step.args, seat.playerID, seat.credentials), step.stateID, matchID, seat.playerID);
      await Promise.all(arrived);
      // Both answers are in: the winner's broadcast and the loser's refusal and resync.
      const refusals = await eventually(async () => {
        const now = racers.map((r, i) => refusalsOf(r).slice(refusedBefore[i]));
        return now.flat().length > 0 ? now : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(refusals.flat().map((r) => r.args[1])).toEqual([{ code: 'stale', stateID: step.stateID }]);
      // The loser's resync follows its refusal: waited for, not assumed in (a loaded machine can take longer).
      const loserIndex = refusals.findIndex((r) => r.length > 0);
      const loser = racers[loserIndex];
      const resync = await eventually(async () => loser.received.slice(receivedBefore[loserIndex]).reverse().find((r) => r.event === 'sync'), 10_000);
      expect((resync!.args[1] as { state: { _stateID: number } }).state._stateID).toBe(step.stateID + 1);
      for (const watcher of watchers) expect(updatesTo(watcher, matchID, step.stateID + 1)).toHaveLength(1);
      const stored = await storedState(first, matchID);
      expect(stored._stateID).toBe(step.stateID + 1);
    }
    const { log } = await first.storage.fetch(matchID, { log: true });
    expect(log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(races);
  } finally {
    for (const client of all) client.close();
  }
});
