/**
 * Taking a move back over real sockets, on each database: in PAX's opening a seat may take back a card it
 * kept or put under the deck (PAX-TAKE-BACK-1) while it still has cards to place. Every seat then receives
 * the state before the move, as it saw it, under a new state id, with the take-back in the log; what cannot
 * be taken back is refused (`take-back-refused`), and so is a take-back asked on a state that is not the
 * match's (`stale`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LogEntry, State } from 'boardgame.io';
import { gameEntries } from '../../games';
import type { PaxState } from '../../games/pax/rules/types';
import { startServer, type RunningServer } from '../../server/app';
import { TAKE_BACK_EVENT, type Refusal } from '../../server/protocol';
import { LEVELS, captureLog, type CapturedLog } from '../support/captured-log';
import { DATABASES, RawClient, createFullMatch, move, storedState, type TempDatabase } from '../support/server';

const pax = gameEntries.find((entry) => entry.game.name === 'pax')!;

const pick = <T extends object>(object: T, keys: (keyof T)[]) => Object.fromEntries(keys.map((key) => [key, object[key]]));

/** A PAX match of two seats, each watching over its own socket, and what each saw last. */
async function seatedMatch(server: RunningServer) {
  const { matchID, seats } = await createFullMatch(server, pax, 2);
  const clients: RawClient[] = [];
  const seen: State[] = [];
  for (const seat of seats) {
    const client = new RawClient(server.url, pax.game.name);
    clients.push(client);
    seen.push((await client.sync(matchID, seat, seats.length)).state);
  }

  /** The next update of this match on every socket, with its log. */
  const nextUpdates = () =>
    Promise.all(
      clients.map(async (client) => {
        const [, state, log] = await client.next((event, args) => event === 'update' && args[0] === matchID);
        return { state: state as State, log: log as LogEntry[] };
      }),
    );

  /** The seat's move, sent on the state every seat holds; resolves once every seat received it. */
  async function play(seat: number, name: string, args: unknown[]) {
    const { playerID, credentials } = seats[seat];
    const updates = nextUpdates();
    clients[seat].send(move(name, args, playerID, credentials), seen[seat]._stateID, matchID, playerID);
    (await updates).forEach(({ state }, i) => (seen[i] = state));
  }

  /** The seat asks to take back, on `stateID` (the state it holds unless said otherwise). */
  const askTakeBack = (seat: number, stateID = seen[seat]._stateID) => {
    const { playerID, credentials } = seats[seat];
    clients[seat].socket.emit(TAKE_BACK_EVENT, matchID, playerID, credentials, stateID);
  };

  /** The seat takes back its last move; resolves with what every seat received. */
  async function takeBack(seat: number) {
    const updates = nextUpdates();
    askTakeBack(seat);
    const received = await updates;
    received.forEach(({ state }, i) => (seen[i] = state));
    return received;
  }

  /** The refusal the seat receives next for this match. */
  const refusal = async (seat: number, ask: () => void): Promise<Refusal> => {
    const refused = clients[seat].next((event, args) => event === 'refused' && args[0] === matchID);
    ask();
    return (await refused)[1] as Refusal;
  };

  /** The card the seat's own view shows it drew first in the opening. */
  const drawnCard = (seat: number) => (seen[seat].G as PaxState).players[seats[seat].playerID].drawn[0];

  const close = () => clients.forEach((client) => client.close());
  return { matchID, seats, clients, seen, play, takeBack, askTakeBack, refusal, drawnCard, close };
}

describe.each(DATABASES)('take-back over sockets, on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  let log: CapturedLog;
  beforeAll(async () => {
    database = await makeDatabase();
    log = captureLog('info');
    server = await startServer({ port: 0, databaseUrl: database.url, clientDir: '/nonexistent', logger: log.logger });
  });
  afterEach(() => {
    expect(log.entries().filter((entry) => (entry.level as number) >= LEVELS.error)).toEqual([]);
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  test('PAX-TAKE-BACK-1: every seat receives the state before the move as it saw it, under a new state id, with an UNDO entry; nothing is left to take back after', async () => {
    const match = await seatedMatch(server);
    try {
      const before = [...match.seen];
      const stored = await storedState(server, match.matchID);
      // Seat 1 draws 3 cards in the opening: after keeping one it still has two to place.
      await match.play(1, 'place', [match.drawnCard(1), 'hand']);
      const moved = match.seen[1]._stateID;
      expect(moved).toBe(before[1]._stateID + 1);

      const received = await match.takeBack(1);
      received.forEach(({ state, log }, seat) => {
        expect(state.G).toEqual(before[seat].G);
        expect(state.ctx).toMatchObject(pick(before[seat].ctx, ['turn', 'phase', 'currentPlayer', 'activePlayers', 'numMoves']));
        expect(state._stateID).toBe(moved + 1);
        expect(log).toEqual([expect.objectContaining({ action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID: '1' } }, _stateID: moved })]);
      });
      const restored = await storedState(server, match.matchID);
      expect(restored.G).toEqual(stored.G);
      expect(restored._stateID).toBe(moved + 1);
      const { log } = await server.storage.fetch(match.matchID, { log: true });
      expect(log.at(-1)).toMatchObject({ action: { type: 'UNDO', payload: { type: 'takeBack', playerID: '1' } } });

      // Nothing is left to take back.
      expect(await match.refusal(1, () => match.askTakeBack(1))).toEqual({ code: 'take-back-refused', stateID: moved + 1 });
      expect((await storedState(server, match.matchID))._stateID).toBe(moved + 1);
    } finally {
      match.close();
    }
  });

  // boardgame.io's reducer writes into the state it is given (the stage's move count
  // `ctx._activePlayersNumMoves`, the log plugin's `metadata`); the server reduces a copy (run-move.ts), so the
  // state it keeps to take back to is the one stored before the move.
  test('the state taken back is exactly the stored state before the move', async () => {
    const match = await seatedMatch(server);
    try {
      const stored = await storedState(server, match.matchID);
      await match.play(1, 'place', [match.drawnCard(1), 'hand']);
      await match.takeBack(1);
      const { _stateID: _before, ...before } = stored;
      const { _stateID: _after, ...restored } = await storedState(server, match.matchID);
      expect(restored).toEqual(before);
    } finally {
      match.close();
    }
  });

  test('PAX-TAKE-BACK-1: another seat may not take the move back, nor may the seat on an old state id; a move that may not be taken back ends the take-backs', async () => {
    const match = await seatedMatch(server);
    try {
      const start = match.seen[1]._stateID;
      await match.play(1, 'place', [match.drawnCard(1), 'deck']);
      // Seat 0 made no move to take back.
      expect(await match.refusal(0, () => match.askTakeBack(0))).toEqual({ code: 'take-back-refused', stateID: start + 1 });
      // On the state before the move, which is no longer the match's.
      expect(await match.refusal(1, () => match.askTakeBack(1, start))).toEqual({ code: 'stale', stateID: start });
      // Neither refusal used up seat 1's take-back.
      expect((await match.takeBack(1)).map(({ state }) => state._stateID)).toEqual([start + 2, start + 2]);

      // Seat 0 draws 2: its first card may be taken back, its last (which ends its opening) may not.
      await match.play(0, 'place', [match.drawnCard(0), 'hand']);
      await match.play(0, 'place', [match.drawnCard(0), 'deck']);
      const after = match.seen[0]._stateID;
      expect(await match.refusal(0, () => match.askTakeBack(0))).toEqual({ code: 'take-back-refused', stateID: after });
      expect(await match.refusal(1, () => match.askTakeBack(1))).toEqual({ code: 'take-back-refused', stateID: after });
      expect((await storedState(server, match.matchID))._stateID).toBe(after);
    } finally {
      match.close();
    }
  });
});
