/**
 * A request's time to arrive is bounded, over a real server and raw TCP sockets: a body that never comes
 * whole is answered 408 `request-timeout` (the lobby's JSON refusal) and its connection closed; headers
 * that never end are answered 408 by Node and closed; both within the bound. A socket.io connection (a
 * websocket, or long polls) that stays open longer than the bounds is not cut.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { io } from 'socket.io-client';
import { resPublica } from '../../games/res-publica';
import { startServer, type RunningServer } from '../../server/app';
import { captureLog } from '../support/captured-log';
import { RawClient, createFullMatch, tempSqliteFile } from '../support/server';

const HEADERS_MS = 400;
const BODY_MS = 400;
/** Node checks its bounds on an interval; the route's own timer is exact. What a bound may overrun by here. */
const SLACK_MS = 400;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    port: 0,
    databaseUrl: tempSqliteFile(),
    clientDir: '/nonexistent',
    logger: captureLog('fatal').logger,
    games: [resPublica.game],
    requestTimeouts: { headersMs: HEADERS_MS, bodyMs: BODY_MS },
  });
});
afterAll(async () => {
  await server.stop();
});

/**
 * Open a TCP connection, let `talk` write on it, and collect what the server sends until it closes the
 * connection or `giveUpMs` passes (then `closedAfterMs` is undefined).
 */
function rawExchange(talk: (write: (text: string) => void) => void, giveUpMs = 3000): Promise<{ text: string; closedAfterMs?: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(server.port, '127.0.0.1');
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ text });
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => talk((line) => socket.write(line)));
  });
}

describe('a request that does not arrive in time', () => {
  test('a body declared and sent in part: 408 request-timeout as JSON, then the connection is closed, within the bound', async () => {
    const { text, closedAfterMs } = await rawExchange((write) => {
      write('POST /api/seat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
      write('{"matchID"'); // 10 of the 100 bytes, then silence
    });
    expect(closedAfterMs, 'the connection is closed').toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(BODY_MS - 50);
    expect(closedAfterMs!).toBeLessThan(BODY_MS + SLACK_MS);
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(body)).toEqual({ error: 'request-timeout', message: expect.any(String) });
  });

  test('a body on a route that does not read it: closed within the bound of the whole request', async () => {
    const { text, closedAfterMs } = await rawExchange((write) => {
      write('POST /nowhere HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n0123456789');
    });
    // The route answers at once (without reading the body); the connection, whose request never ends, is
    // then closed by Node's bound on the whole request.
    expect(text).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(closedAfterMs, 'the connection is closed').toBeDefined();
    expect(closedAfterMs!).toBeLessThan(HEADERS_MS + BODY_MS + SLACK_MS);
  });

  test('headers that never end: 408, then the connection is closed, within the bound', async () => {
    const { text, closedAfterMs } = await rawExchange((write) => write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n'));
    expect(closedAfterMs, 'the connection is closed').toBeDefined();
    expect(closedAfterMs!).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('headers trickled a byte at a time are bounded the same', async () => {
    const { text, closedAfterMs } = await rawExchange((write) => {
      const header = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(1000);
      let i = 0;
      const trickle = setInterval(() => (i < header.length ? write(header[i++]) : clearInterval(trickle)), 20);
      setTimeout(() => clearInterval(trickle), 3000);
    });
    expect(closedAfterMs, 'the connection is closed').toBeDefined();
    expect(closedAfterMs!).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a request that arrives in time is answered as before', async () => {
    const response = await fetch(`${server.url}/api/seat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad-request' });
  });
});

describe('long-lived connections are not cut', () => {
  const OPEN_MS = 3 * (HEADERS_MS + BODY_MS);

  test('a websocket open longer than the bounds stays connected and keeps being answered', async () => {
    const { matchID, seats } = await createFullMatch(server, resPublica);
    const client = new RawClient(server.url, resPublica.game.name);
    try {
      await client.sync(matchID, seats[0], seats.length);
      let disconnected = false;
      client.socket.on('disconnect', () => (disconnected = true));
      await new Promise((resolve) => setTimeout(resolve, OPEN_MS));
      expect(disconnected).toBe(false);
      const { state } = await client.sync(matchID, seats[0], seats.length);
      expect(state._stateID).toBe(0);
    } finally {
      client.close();
    }
  });

  test('a socket.io connection over long polls open longer than the bounds stays connected', async () => {
    const socket = io(`${server.url}/${resPublica.game.name}`, { transports: ['polling'], reconnection: false, forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const id = socket.id;
      let disconnected = false;
      socket.on('disconnect', () => (disconnected = true));
      await new Promise((resolve) => setTimeout(resolve, OPEN_MS));
      expect(disconnected).toBe(false);
      expect(socket.connected).toBe(true);
      expect(socket.id).toBe(id);
    } finally {
      socket.close();
    }
  });
});
