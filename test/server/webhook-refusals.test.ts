/**
 * Issue 39, item 10: a webhook address refused over the real route says why, each reason its own code and
 * sentence in both languages: not a web address, not https, a host written as an IP address, a private or
 * local network, a host that does not exist, a host that cannot be looked up now. The server's resolver is
 * given (a test cannot rely on the machine's DNS); the system's own answers are checked in notify.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameEntries } from '../../games';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import type { Resolve } from '../../server/notify/public-address';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import { createFullMatch, tempSqliteFile, type Seat } from '../support/server';

const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const DNS: Record<string, string[] | 'unreachable'> = {
  'discord.com': ['162.159.135.232'],
  'inside.example': ['10.0.0.7'],
  'mixed.example': ['3.33.0.1', '192.168.1.1'],
  'flaky.example': 'unreachable',
};
const resolveHost: Resolve = async (host) => DNS[host] ?? [];

let server: RunningServer;
let matchID: string;
let seat: Seat;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: createLogger({ level: 'warn' }), notify: { resolveHost } });
  ({ matchID, seats: [seat] } = await createFullMatch(server, entry, 2));
});
afterAll(async () => {
  await server.stop();
});

const setWebhook = (url: unknown) =>
  fetch(`${server.url}/games/${entry.game.name}/${matchID}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...seat, url }),
  });

describe('a refused webhook address says why', () => {
  test.each([
    ['not a web address', 'not a url', 'webhook-invalid'],
    ['a user name in it', 'https://user:pass@discord.com/api/webhooks/123/abc', 'webhook-invalid'],
    ['plain http', 'http://discord.com/api/webhooks/123/abc', 'webhook-not-https'],
    ['another scheme', 'ftp://discord.com/x', 'webhook-not-https'],
    ['a public IP address', 'https://8.8.8.8/hook', 'webhook-ip-address'],
    ['a loopback IP address', 'https://127.0.0.1/hook', 'webhook-private'],
    ['a name of a private address', 'https://inside.example/hook', 'webhook-private'],
    ['a name with one private address among public ones', 'https://mixed.example/hook', 'webhook-private'],
    ['a host that does not exist', 'https://nowhere.example/api/webhooks/123/abc', 'webhook-host-not-found'],
    ['a host that cannot be looked up now', 'https://flaky.example/hook', 'webhook-unreachable'],
  ])('%s: %s', async (_reason, url, code) => {
    const response = await setWebhook(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: code });
  });

  test('a public https address is taken', async () => {
    const response = await setWebhook('https://discord.com/api/webhooks/123/abc');
    expect(await response.json()).toEqual({ webhook: true });
  });

  test('each reason has its own sentence, in both languages', () => {
    const codes = ['webhook-invalid', 'webhook-not-https', 'webhook-ip-address', 'webhook-private', 'webhook-host-not-found', 'webhook-unreachable'] as const;
    for (const language of ['en', 'fr'] as const) {
      const sentences = codes.map((code) => lobbyErrorTexts[language][code]);
      expect(new Set(sentences).size, language).toBe(codes.length);
    }
    expect(lobbyErrorTexts.en['webhook-host-not-found']).toMatch(/not found/);
    expect(lobbyErrorTexts.en['webhook-host-not-found']).not.toMatch(/https/);
    expect(lobbyErrorTexts.fr['webhook-private']).toMatch(/privé/);
  });
});
