/**
 * BOT-LEVEL-1 on the server as production runs it: a match filled with a level's bots, on a bundled server
 * in its own process, is played by them (their search runs in the worker bundled beside the server), each
 * move marked in the log as a bot's.
 */
import type { LogEntry, State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { seatsToAct } from '../../games/engine/acting';
import { bundleSeededServer, ServerProcess } from '../support/server-process';
import { RawClient, tempSqliteFile } from '../support/server';

const GAME = 'pax';
let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start(await bundleSeededServer(), { DATABASE_URL: tempSqliteFile() });
}, 60_000);
afterAll(async () => {
  server?.killNow();
});

test('a match filled with club bots is played by them on a bundled server', async () => {
  const lobby = new LobbyClient({ server: server.url });
  const { matchID } = await lobby.createMatch(GAME, { numPlayers: 2 });
  const { playerCredentials } = await lobby.joinMatch(GAME, matchID, { playerID: '0', playerName: 'Ann' });
  const seat = { playerID: '0', credentials: playerCredentials };
  const filled = await fetch(`${server.url}/games/${GAME}/${matchID}/fill`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...seat, bot: 'club' }),
  });
  expect(filled.status).toBe(200);
  const client = new RawClient(server.url, GAME, { patches: true });
  const { enumerate } = findGameEntry(GAME)!.game.ai!;
  const botMoves: LogEntry[] = [];
  const madeByBot = () => botMoves.filter((entry) => entry.action.type === 'MAKE_MOVE');
  try {
    let latest: State = (await client.sync(matchID, seat, 2)).state;
    client.onUpdate(matchID, (state, log) => {
      if (state._stateID > latest._stateID) latest = state;
      botMoves.push(...(log ?? []).filter((entry) => entry.action.payload.playerID === '1'));
    });
    // Seat 0 plays its first legal move whenever it must act; the bot plays seat 1, after the server's pause.
    const until = Date.now() + 60_000;
    while (madeByBot().length === 0 && Date.now() < until) {
      if (seatsToAct(latest.ctx).includes('0')) {
        const on = latest;
        const [choice] = enumerate(on.G, on.ctx, '0') as { move: string; args?: unknown[] }[];
        client.move(matchID, seat, choice.move, choice.args ?? [], on._stateID);
        while (latest._stateID === on._stateID && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(madeByBot().length).toBeGreaterThan(0);
    expect(madeByBot().every((entry) => (entry as LogEntry & { by?: string }).by === 'bot')).toBe(true);
  } finally {
    client.close();
  }
}, 90_000);
