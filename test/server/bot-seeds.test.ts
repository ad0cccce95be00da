/**
 * The server's bots in seats are reproducible: they choose from a seed of the match's own (its random seed,
 * which no client ever receives) and the step, so two servers playing the same match from the same start
 * make the same moves, whatever the instance, the restart or the timing: the random bot, and a level
 * (BOT-LEVEL-1), which searches in the server's worker thread.
 */
import type { LogEntry, State } from 'boardgame.io';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import type { ServerBot } from '../../server/protocol';
import { createLogger } from '../../server/log';
import { LevelPool } from '../../server/correspondence/level-pool';
import { seatsToAct } from '../../games/engine/acting';
import { eventually, tempSqliteFile } from '../support/server';

const game = 'pax';
const MOVES = 40;
let servers: RunningServer[] = [];

const postRaw = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const post = (server: RunningServer, path: string, body: unknown) => postRaw(server, path, body).then((r) => r.json());

beforeAll(async () => {
  const start = () =>
    startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: createLogger({ level: 'warn' }), correspondence: { botDelayMs: 0 } });
  servers = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/**
 * A 2-player match on `server` whose seats the server plays (a bot fills seat 1, a bot stands in for seat 0),
 * started from `start` when given (written into its rows before anyone joins); its moves once `MOVES` are made.
 */
async function playedByBots(server: RunningServer, bot: ServerBot, start?: State): Promise<{ initial: State; moves: unknown[] }> {
  const { matchID } = (await post(server, `/games/${game}/create`, { numPlayers: 2 })) as { matchID: string };
  if (start) {
    const state = JSON.stringify(start);
    await server.storage.db.updateTable('matches').set({ state, initial_state: state, ctx: JSON.stringify(start.ctx), state_id: start._stateID }).where('id', '=', matchID).execute();
  }
  const { playerCredentials } = (await post(server, `/games/${game}/${matchID}/join`, { playerID: '0', playerName: 'Ann' })) as { playerCredentials: string };
  // Ann's seat is stood in for before the other is filled, so that the bots begin together, from the start.
  await server.storage.updateMetadata(matchID, (current) => {
    Object.assign(current.players[0], { bot, standIn: true });
    return current;
  });
  const filled = await postRaw(server, `/games/${game}/${matchID}/fill`, { playerID: '0', credentials: playerCredentials, bot });
  expect(filled.status).toBe(200);
  const { metadata } = await server.storage.fetch(matchID, { metadata: true });
  expect(metadata.players[1]).toMatchObject({ bot });
  expect(metadata.players[0]).toMatchObject({ bot, standIn: true });
  const moves = await eventually(async () => {
    const { log, state } = await server.storage.fetch(matchID, { log: true, state: true });
    const made = (log as LogEntry[]).filter((entry) => entry.action.type === 'MAKE_MOVE');
    return made.length >= MOVES || state.ctx.gameover !== undefined ? made.map((entry) => entry.action.payload) : undefined;
  }, 30_000);
  const { initialState } = await server.storage.fetch(matchID, { initialState: true });
  return { initial: initialState, moves: moves.slice(0, MOVES) };
}

test.each(['random', 'club'] as const)('two servers playing the same match from the same start make the same %s bot moves', async (bot) => {
  const [first, second] = servers;
  const one = await playedByBots(first, bot);
  const other = await playedByBots(second, bot, one.initial);
  expect(one.moves.length).toBeGreaterThanOrEqual(Math.min(MOVES, 10));
  expect(other.moves).toEqual(one.moves);
  // A match of its own (another seed) plays otherwise: the moves follow the match, not a fixed sequence.
  const third = await playedByBots(second, bot);
  expect(third.moves).not.toEqual(one.moves);
}, 120_000);

test('where several of its seats act at once, the server searches for the first in seat order only, the next once its move is stored: no search races another', async () => {
  // Which seats were searched for at each state (ctx counts the moves: no two states of a match share it).
  const seatsSearchedAt = new Map<string, Set<string>>();
  const original = LevelPool.prototype.decide;
  const decide = vi.spyOn(LevelPool.prototype, 'decide').mockImplementation(function (this: LevelPool, question) {
    const at = JSON.stringify(question.ctx);
    seatsSearchedAt.set(at, (seatsSearchedAt.get(at) ?? new Set()).add(question.playerID));
    return original.call(this, question);
  });
  try {
    const { initial, moves } = await playedByBots(servers[0], 'club');
    // PAX's opening (PAX-SETUP-7): both seats choose their card at once.
    expect(seatsToAct(initial.ctx)).toEqual(['0', '1']);
    expect(seatsSearchedAt.get(JSON.stringify(initial.ctx))).toEqual(new Set(['0']));
    expect([...seatsSearchedAt.values()].filter((seats) => seats.size > 1)).toEqual([]);
    expect((moves[0] as { playerID: string }).playerID).toBe('0');
  } finally {
    decide.mockRestore();
  }
}, 120_000);
