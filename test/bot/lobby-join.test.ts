/**
 * The bot's lobby client against lobby servers that misbehave (a local HTTP server in the test): one
 * that never answers, one that sends headers and then a body with no end, one that trickles its body
 * forever. The join fails with a clear error within the bound each time, and reads no more than the cap.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { takeSeat, type LobbyLimits } from '../../bot/lobby-join';

const LIMITS: LobbyLimits = { timeoutMs: 500, maxAnswerBytes: 64 * 1024 };
/** How long the test waits before it calls the client unbounded. */
const GIVE_UP_MS = 4000;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function lobby(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The join's outcome and how long it took, or a note that it was still waiting after GIVE_UP_MS. */
async function join(server: string): Promise<{ error?: Error; ms: number }> {
  const started = Date.now();
  const outcome = await Promise.race([
    takeSeat({ server, game: 'pax', matchID: 'm1', name: 'Bot', lobbyLimits: LIMITS }).then(
      () => ({ error: new Error('joined') }),
      (error: Error) => ({ error }),
    ),
    new Promise<{ error: Error }>((resolve) => setTimeout(() => resolve({ error: new Error(`still waiting after ${GIVE_UP_MS} ms`) }), GIVE_UP_MS).unref()),
  ]);
  return { ...outcome, ms: Date.now() - started };
}

test('a lobby that never answers: the join fails within the time limit, saying so', async () => {
  const server = await lobby(() => {}); // takes the request, answers nothing
  const { error, ms } = await join(server);
  expect(error?.message).toBe(`${server}/games/pax/m1 did not answer within ${LIMITS.timeoutMs} ms`);
  expect(ms).toBeGreaterThanOrEqual(LIMITS.timeoutMs - 50);
  expect(ms).toBeLessThan(LIMITS.timeoutMs + 1000);
});

test('a lobby whose answer never ends: the join fails once the cap is read, saying so', async () => {
  let sent = 0;
  const server = await lobby((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"players":"');
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const more = setInterval(() => {
      if (response.destroyed) return clearInterval(more);
      response.write(chunk);
      sent += chunk.length;
    }, 2);
    response.on('close', () => clearInterval(more));
  });
  const { error, ms } = await join(server);
  expect(error?.message).toBe(`${server}/games/pax/m1 answered more than ${LIMITS.maxAnswerBytes} bytes`);
  expect(ms).toBeLessThan(LIMITS.timeoutMs);
  expect(sent).toBeLessThan(16 * LIMITS.maxAnswerBytes);
});

test('a lobby that trickles its answer forever: the join fails within the time limit', async () => {
  const server = await lobby((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const more = setInterval(() => response.write(' '), 50);
    response.on('close', () => clearInterval(more));
  });
  const { error, ms } = await join(server);
  expect(error?.message).toBe(`${server}/games/pax/m1 did not answer within ${LIMITS.timeoutMs} ms`);
  expect(ms).toBeLessThan(LIMITS.timeoutMs + 1000);
});

test('a lobby that answers in time is read as before: its refusal is the server\'s words', async () => {
  const server = await lobby((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'match-not-found', message: 'match m1 not found' }));
  });
  const { error } = await join(server);
  expect(error?.message).toBe('match m1 not found (match-not-found)');
});
