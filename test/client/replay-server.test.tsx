/**
 * The replay viewer's requests against a real server (SQLite): a seat replays its own match while it goes
 * on and nobody else does; once it is over, its record computed in the browser (RecordReplay) shows each
 * seat exactly the view the server's replay shows at every step.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { playerToMove } from '../../games/engine/acting';
import { loadRecord } from '../../games/record-play';
import { startServer, type RunningServer } from '../../server/app';
import { fetchRecord, fetchReplayStep, ReplayRequestError } from '../../client/replay/replay-api';
import { RecordReplay } from '../../client/replay/record-replay';
import { seatView } from '../../games/engine/view';
import { createFullMatch, SeatSockets, tempSqliteFile, type Seat } from '../support/server';

const pax = findGameEntry('pax')!;
let server: RunningServer;
let matchID: string;
let seats: Seat[];
/** The two players, each over its own socket. */
let players: SeatSockets;

/** The client names the page's own origin; here, the test server's. */
const toServer: typeof fetch = (url, init) => fetch(String(url).replace(/^https?:\/\/[^/]+/, server.url), init);

async function botMoves(count: number): Promise<number> {
  let played = 0;
  for (; played < count; played++) {
    const { state } = await server.storage.fetch(matchID, { state: true });
    if (state.ctx.gameover !== undefined) break;
    const seat = playerToMove(state.ctx)!;
    const stored = await players.play(seat, (current) => {
      const choices = pax.game.ai!.enumerate(current.G, current.ctx, seat) as { move: string; args?: unknown[] }[];
      return choices[(played * 7) % choices.length];
    });
    expect(stored).toBe('stored');
  }
  return played;
}

async function refusal(promise: Promise<unknown>): Promise<ReplayRequestError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReplayRequestError);
  return error as ReplayRequestError;
}

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile() });
  ({ matchID, seats } = await createFullMatch(server, pax, 2));
  players = new SeatSockets(server, 'pax', matchID);
}, 60_000);
afterAll(async () => {
  players?.close();
  await server?.stop();
});

describe('a match going on', () => {
  test('its seat replays it with its credentials; nobody else, and no record', async () => {
    expect(await botMoves(4)).toBe(4);
    const [alice] = seats;
    const last = await fetchReplayStep('pax', matchID, { playerID: alice.playerID, credentials: alice.credentials }, undefined, toServer);
    expect([last.step, last.steps]).toEqual([4, 4]);
    const first = await fetchReplayStep('pax', matchID, { playerID: alice.playerID, credentials: alice.credentials }, 0, toServer);
    expect(first.step).toBe(0);
    expect(first.log).toEqual([]);

    expect((await refusal(fetchReplayStep('pax', matchID, {}, undefined, toServer))).code).toBe('match-in-progress');
    const stolen = await refusal(fetchReplayStep('pax', matchID, { playerID: '1', credentials: alice.credentials }, undefined, toServer));
    expect([stolen.status, stolen.code]).toEqual([403, 'credentials-invalid']);
    expect((await refusal(fetchRecord('pax', matchID, toServer))).code).toBe('match-in-progress');
    expect((await refusal(fetchReplayStep('pax', 'no-such-match', {}, undefined, toServer))).status).toBe(404);
  });
});

describe('a finished match', () => {
  test('the browser’s replay of its record shows each seat what the server’s replay shows, at every step', async () => {
    await botMoves(pax.moveBudget);
    const loaded = loadRecord(await fetchRecord('pax', matchID, toServer));
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const replay = new RecordReplay(loaded.value);
    expect(replay.stateAt(replay.steps).ctx.gameover).toBeDefined();
    const steps = [0, 1, 2, 5, Math.floor(replay.steps / 2), replay.steps];
    for (const step of steps) {
      for (const seat of ['0', '1', null]) {
        const remote = await fetchReplayStep('pax', matchID, seat === null ? {} : { playerID: seat }, step, toServer);
        expect(remote.steps).toBe(replay.steps);
        const local = replay.stateAt(step);
        expect(remote.state.G, `step ${step}, seat ${seat}`).toEqual(seatView(pax.game, local, seat));
      }
      const revealed = await fetchReplayStep('pax', matchID, { reveal: true }, step, toServer);
      expect(revealed.state.G).toEqual(replay.stateAt(step).G);
      expect(revealed.log.length).toBe(replay.logUpTo(step).length);
    }
  });
});
