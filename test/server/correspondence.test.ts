/**
 * Playing by correspondence over a real server: the waiting room, bots filling free seats, turn notices,
 * deadlines (reminder, stand-in, taking the seat back; each firing once with two instances), the chat
 * kept with the match, and matches nobody joined removed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app';
import type { TurnNotice } from '../../server/correspondence/turn-notices';
import { createLogger } from '../../server/log';
import { seatOf } from '../../server/matches/seats';
import type { ChatLine } from '../../server/protocol';
import {
  DATABASES,
  REDIS_URL,
  RawClient,
  createFullMatch,
  eventually,
  legalMove,
  move,
  storedState,
  tempPostgresDatabase,
  tempSqliteFile,
  type Seat,
  type TempDatabase,
} from '../support/server';
import { httpReceiver, smtpReceiver, type HttpReceiver, type SmtpReceiver } from '../support/receivers';
import { pushSubscriber } from '../support/push-subscriber';
import { STAND_IN_BOT } from '../../server/protocol';

const quiet = createLogger({ level: 'warn' });
const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
const game = entry.game.name;

function recorder() {
  const notices: TurnNotice[] = [];
  return { notices, notifier: { notify: async (notice: TurnNotice) => void notices.push(notice) } };
}

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function create(server: RunningServer, body: object = {}): Promise<string> {
  const response = await post(server, `/games/${game}/create`, { numPlayers: 2, ...body });
  return ((await response.json()) as { matchID: string }).matchID;
}

async function join(server: RunningServer, matchID: string, playerID: string): Promise<Seat> {
  const response = await post(server, `/games/${game}/${matchID}/join`, { playerID, playerName: `P${playerID}` });
  const { playerCredentials } = (await response.json()) as { playerCredentials: string };
  return { playerID, credentials: playerCredentials };
}

async function start(options: ServerOptions = {}) {
  return startServer({ port: 0, databaseUrl: tempSqliteFile(), clientDir: '/nonexistent', logger: quiet, ...options });
}

describe('the waiting room and bots', () => {
  let server: RunningServer;
  const { notices, notifier } = recorder();
  beforeAll(async () => {
    server = await start({ correspondence: { notifier, botDelayMs: 0 } });
  });
  afterAll(async () => {
    await server.stop();
  });

  test('no move is accepted before every seat is taken; the seats joining are shown at once; then the match plays', async () => {
    const matchID = await create(server);
    const first = await join(server, matchID, '0');
    const client = new RawClient(server.url, game);
    try {
      await client.sync(matchID, first, 2);
      const next = await legalMove(server, entry, matchID);
      // Whoever must act first, no move of seat 0 is made while seat 1 is free.
      client.send(move(next.move, next.args, '0', first.credentials), next.stateID, matchID, '0');
      const [, refusal] = await client.next((event) => event === 'refused');
      expect(refusal).toEqual({ code: 'waiting-for-players', stateID: next.stateID });
      expect((await storedState(server, matchID))._stateID).toBe(next.stateID);
      const joined = client.next((event, args) => event === 'matchData' && (args[1] as { name?: string }[]).every((p) => p.name));
      const second = await join(server, matchID, '1');
      await joined;
      const seat = next.playerID === '0' ? first : second;
      const player = seat === first ? client : new RawClient(server.url, game);
      if (player !== client) await player.sync(matchID, seat, 2);
      const updated = player.updateTo(matchID, next.stateID + 1);
      player.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
      await updated;
      if (player !== client) player.close();
    } finally {
      client.close();
    }
  });

  test('a seated player fills the free seats with bots; the match starts and the bots play their turns, marked in the log', async () => {
    const matchID = await create(server);
    const seat = await join(server, matchID, '0');
    // A bot the server does not offer is refused, and no seat is filled.
    const refused = await post(server, `/games/${game}/${matchID}/fill`, { ...seat, bot: 'grandmaster' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'bot-invalid' });
    expect(seatOf((await server.storage.fetch(matchID, { metadata: true })).metadata, '1')?.name).toBeUndefined();
    const filled = await post(server, `/games/${game}/${matchID}/fill`, seat);
    expect(await filled.json()).toEqual({ filled: ['1'] });
    const { metadata } = await server.storage.fetch(matchID, { metadata: true });
    expect(seatOf(metadata, '1')).toMatchObject({ name: 'Bot 2', bot: 'random' });
    expect((await post(server, `/games/${game}/${matchID}/fill`, seat)).status).toBe(409);
    expect((await post(server, `/games/${game}/${matchID}/fill`, { playerID: '1', credentials: 'guess' })).status).toBe(403);

    // Play seat 0's moves; the bot answers each time it must act, until it has moved a few times.
    const client = new RawClient(server.url, game);
    try {
      await client.sync(matchID, seat, 2);
      for (let i = 0; i < 40; i++) {
        const state = await storedState(server, matchID);
        const { log } = await server.storage.fetch(matchID, { log: true });
        if (log.filter((e) => (e as { by?: string }).by === 'bot' && e.action.type === 'MAKE_MOVE').length >= 3 || state.ctx.gameover) break;
        const next = await legalMove(server, entry, matchID);
        if (next.playerID !== '0') {
          await eventually(async () => ((await storedState(server, matchID))._stateID > next.stateID ? true : undefined));
          continue;
        }
        const updated = client.updateTo(matchID, next.stateID + 1);
        client.send(move(next.move, next.args, '0', seat.credentials), next.stateID, matchID, '0');
        await updated;
      }
      const { log } = await server.storage.fetch(matchID, { log: true });
      const byBot = log.filter((e) => (e as { by?: string }).by === 'bot' && e.action.type === 'MAKE_MOVE');
      expect(byBot.length).toBeGreaterThanOrEqual(3);
      expect(byBot.every((e) => e.action.payload.playerID === '1')).toBe(true);
      // Nobody is told anything about a bot's turn.
      expect(notices.filter((n) => n.matchID === matchID && n.seats.some((s) => s.playerID === '1'))).toEqual([]);
    } finally {
      client.close();
    }
  });

  test('matches nobody joined are removed after the configured time; a joined one stays', async () => {
    const lonely = await create(server);
    const joined = await create(server);
    await join(server, joined, '0');
    expect(await server.correspondence.abandoned.sweep(Date.now())).toBe(0);
    await server.correspondence.abandoned.sweep(Date.now() + 8 * 86_400_000);
    expect(await server.storage.exists(lonely)).toBe(false);
    expect(await server.storage.exists(joined)).toBe(true);
  });
});

describe('turn notices', () => {
  let server: RunningServer;
  const { notices, notifier } = recorder();
  beforeAll(async () => {
    server = await start({ correspondence: { notifier, publicUrl: 'https://table.example' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  test('after a stored move the seat that must act now is told once, with its personal link; the mover never', async () => {
    const { matchID, seats } = await createFullMatch(server, entry, 2);
    const clients = new Map<string, RawClient>();
    try {
      for (const seat of seats) {
        const client = new RawClient(server.url, game);
        await client.sync(matchID, seat, 2);
        clients.set(seat.playerID, client);
      }
      for (let i = 0; i < 6; i++) {
        const next = await legalMove(server, entry, matchID);
        const seat = seats.find((s) => s.playerID === next.playerID)!;
        const before = await storedState(server, matchID);
        const updated = clients.get(seat.playerID)!.updateTo(matchID, next.stateID + 1);
        clients.get(seat.playerID)!.send(move(next.move, next.args, seat.playerID, seat.credentials), next.stateID, matchID, seat.playerID);
        await updated;
        const after = await storedState(server, matchID);
        const acting = (s: State) => (s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers) : [s.ctx.currentPlayer]);
        const newly = acting(after).filter((p) => !acting(before).includes(p) && p !== seat.playerID);
        const expected = newly.length > 0 ? 1 : 0;
        await eventually(async () => (notices.filter((n) => n.matchID === matchID).length >= expected ? true : undefined));
        const told = notices.splice(0).filter((n) => n.matchID === matchID);
        expect(told.length, `move ${i}`).toBe(expected);
        for (const notice of told) {
          expect(notice.kind).toBe('turn');
          expect(notice.seats.map((s) => s.playerID)).toEqual(newly);
          expect(notice.seats.every((s) => s.playerID !== seat.playerID)).toBe(true);
          const other = seats.find((s) => s.playerID === notice.seats[0].playerID)!;
          expect(notice.seats[0].personalLink).toBe(`https://table.example/#/seat/${game}/${matchID}/${other.playerID}/${encodeURIComponent(other.credentials)}`);
          expect(notice.matchLink).toBe(`https://table.example/#/match/${game}/${matchID}`);
        }
      }
    } finally {
      for (const client of clients.values()) client.close();
    }
  });
});

describe('notices through the real channels', () => {
  let smtp: SmtpReceiver;
  let hooks: HttpReceiver;
  let pushService: HttpReceiver;
  let server: RunningServer;
  beforeAll(async () => {
    [smtp, hooks, pushService] = await Promise.all([smtpReceiver(), httpReceiver(204), httpReceiver(201)]);
    server = await start({ notify: { smtpUrl: smtp.url, mailFrom: 'Pax table <pax@table.example>', allowPrivateNetworks: true } });
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([smtp.close(), hooks.close(), pushService.close()]);
  });

  test('a seat chooses e-mail and Web Push, a seated player sets the webhook; the next turn reaches all three', async () => {
    const { matchID, seats } = await createFullMatch(server, entry, 2);
    const next = await legalMove(server, entry, matchID);
    const mover = seats.find((s) => s.playerID === next.playerID)!;
    const other = seats.find((s) => s.playerID !== next.playerID)!;
    const { publicKey } = (await (await fetch(`${server.url}/api/push-key`)).json()) as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const browser = pushSubscriber(`${pushService.url}/push/${other.playerID}`);
    const settings = await post(server, `/games/${game}/${matchID}/notifications`, {
      ...other,
      email: 'other@example.org',
      emailOn: true,
      pushOn: true,
      language: 'fr',
      addPush: browser.subscription,
    });
    expect(await settings.json()).toEqual({ email: 'other@example.org', emailOn: true, pushOn: true, pushDevices: 1, webhook: false });
    const refused = await post(server, `/games/${game}/${matchID}/notifications`, { ...mover, email: 'not an address' });
    expect(await refused.json()).toMatchObject({ error: 'email-invalid' });
    expect((await post(server, `/games/${game}/${matchID}/notifications`, { ...mover, credentials: other.credentials })).status).toBe(403);
    expect(await (await post(server, `/games/${game}/${matchID}/webhook`, { ...mover, url: `${hooks.url}/hook` })).json()).toEqual({ webhook: true });

    const client = new RawClient(server.url, game);
    try {
      await client.sync(matchID, mover, 2);
      const updated = client.updateTo(matchID, next.stateID + 1);
      client.send(move(next.move, next.args, mover.playerID, mover.credentials), next.stateID, matchID, mover.playerID);
      await updated;
    } finally {
      client.close();
    }
    await eventually(async () => (smtp.mails.length > 0 && hooks.requests.length > 0 && pushService.requests.length > 0 ? true : undefined));
    const [{ to, mail }] = smtp.mails;
    expect(to).toEqual(['other@example.org']);
    expect(mail.text).toContain(`/#/seat/${game}/${matchID}/${other.playerID}/`);
    const hook = JSON.parse(hooks.requests[0].body.toString('utf8')) as { content: string; text: string };
    expect(hook.content).toContain(`Player ${other.playerID}`); // the seat's name, as createFullMatch gave it
    expect(hook.content).not.toContain(other.credentials);
    const pushed = browser.decrypt(pushService.requests[0].body) as { title: string; body: string; url: string };
    expect(pushed.url).toBe(`http://localhost:${server.port}/#/match/${game}/${matchID}`);
    expect(JSON.stringify(pushed)).not.toContain(other.credentials);
    // One notice each: the turn changed once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([smtp.mails.length, hooks.requests.length, pushService.requests.length]).toEqual([1, 1, 1]);
  });
});

describe.each(DATABASES)('the chat, on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let databaseUrl: string;
  let server: RunningServer;
  beforeAll(async () => {
    database = await makeDatabase();
    databaseUrl = database.url;
    server = await start({ databaseUrl });
  });
  afterAll(async () => {
    await server?.stop();
    await database.drop();
  });

  const say = (client: RawClient, matchID: string, seat: Seat | null, text: unknown) =>
    client.socket.emit('chat', matchID, { id: 'x', sender: seat?.playerID ?? '0', payload: { text } }, seat?.credentials);

  test('seated players write, everyone reads; lines are plain text, at most 500 characters, 5 per 10 seconds, kept across a restart', async () => {
    const { matchID, seats } = await createFullMatch(server, entry, 2);
    const writer = new RawClient(server.url, game);
    const spectator = new RawClient(server.url, game);
    try {
      await writer.sync(matchID, seats[0], 2);
      await spectator.sync(matchID, {}, 2);
      const heard = spectator.next((event) => event === 'chat');
      say(writer, matchID, seats[0], '  <b>hello</b> <script>alert(1)</script>  ');
      const [, line] = await heard;
      expect(line).toMatchObject({ sender: '0', text: '<b>hello</b> <script>alert(1)</script>' });
      // A spectator, an empty line, a line too long: refused.
      say(spectator, matchID, null, 'from the stands');
      expect((await spectator.next((event) => event === 'refused'))[1]).toMatchObject({ code: 'chat-refused' });
      for (const text of ['   ', 'x'.repeat(501), 42]) {
        say(writer, matchID, seats[0], text);
        expect((await writer.next((event) => event === 'refused'))[1]).toMatchObject({ code: 'chat-refused' });
      }
      for (let i = 2; i <= 5; i++) {
        const echoed = writer.next((event, args) => event === 'chat' && (args[1] as ChatLine).text === `line ${i}`);
        say(writer, matchID, seats[0], `line ${i}`);
        await echoed;
      }
      say(writer, matchID, seats[0], 'line 6');
      expect((await writer.next((event) => event === 'refused'))[1]).toMatchObject({ code: 'chat-too-fast' });
    } finally {
      writer.close();
      spectator.close();
    }

    await server.stop();
    server = await start({ databaseUrl });
    const reader = new RawClient(server.url, game);
    try {
      const history = reader.next((event) => event === 'chatHistory');
      await reader.sync(matchID, {}, 2);
      const [, lines] = await history;
      expect((lines as ChatLine[]).map((l) => l.text)).toEqual(['<b>hello</b> <script>alert(1)</script>', 'line 2', 'line 3', 'line 4', 'line 5']);
    } finally {
      reader.close();
    }
  });
});

describe('deadlines', () => {
  const seconds = { none: null, '1d': 1, '3d': 3, '7d': 7 };

  test('half way the seat is reminded; at the deadline a bot plays for it, marked in the log, until its player takes the seat back', async () => {
    const { notices, notifier } = recorder();
    const server = await start({ correspondence: { notifier, botDelayMs: 0, deadlines: { tickMs: 50, seconds } } });
    try {
      const matchID = await create(server, { deadline: '1d' });
      const seats = [await join(server, matchID, '0'), await join(server, matchID, '1')];
      const first = (await legalMove(server, entry, matchID)).playerID;
      const standIn = await eventually(async () => notices.find((n) => n.matchID === matchID && n.kind === 'stood-in'));
      expect(standIn.seats.map((s) => s.playerID)).toEqual([first]);
      const reminders = notices.filter((n) => n.matchID === matchID && n.kind === 'reminder');
      expect(reminders.map((n) => n.seats.map((s) => s.playerID))).toEqual([[first]]);
      const { metadata } = await server.storage.fetch(matchID, { metadata: true });
      expect(seatOf(metadata, first)).toMatchObject({ bot: STAND_IN_BOT, standIn: true });
      // The stand-in (a level) searches in a worker thread, which starts with the first search: on a loaded
      // machine, seconds.
      const { log } = await eventually(async () => {
        const fetched = await server.storage.fetch(matchID, { log: true });
        return fetched.log.some((e) => (e as { by?: string }).by === 'stand-in') ? fetched : undefined;
      }, 20_000);
      expect(log.find((e) => (e as { by?: string }).by === 'stand-in')!.action.payload.playerID).toBe(first);
      // The player takes the seat back: no bot plays for it any more.
      const seat = seats.find((s) => s.playerID === first)!;
      expect((await post(server, `/games/${game}/${matchID}/take-seat`, seat)).status).toBe(200);
      const { metadata: after } = await server.storage.fetch(matchID, { metadata: true });
      expect(seatOf(after, first)).not.toHaveProperty('standIn');
      expect((await post(server, `/games/${game}/${matchID}/take-seat`, seat)).status).toBe(409);
    } finally {
      await server.stop();
    }
  });

  test('with two instances sharing PostgreSQL and Redis, each deadline fires once', async () => {
    const database = await tempPostgresDatabase();
    const recorders = [recorder(), recorder()];
    const servers = await Promise.all(
      recorders.map(({ notifier }) =>
        start({ databaseUrl: database.url, redisUrl: REDIS_URL, correspondence: { notifier, botDelayMs: 0, deadlines: { tickMs: 20, seconds } } }),
      ),
    );
    try {
      const matchIDs: string[] = [];
      for (let i = 0; i < 4; i++) {
        const matchID = await create(servers[i % 2], { deadline: '1d' });
        await join(servers[0], matchID, '0');
        await join(servers[1], matchID, '1');
        matchIDs.push(matchID);
      }
      const all = () => recorders.flatMap((r) => r.notices);
      await eventually(async () => (matchIDs.every((id) => all().some((n) => n.matchID === id && n.kind === 'stood-in')) ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const matchID of matchIDs) {
        const firstSeat = all().find((n) => n.matchID === matchID && n.kind === 'stood-in')!.seats[0].playerID;
        const about = (kind: string) => all().filter((n) => n.matchID === matchID && n.kind === kind && n.seats[0].playerID === firstSeat);
        expect(about('reminder'), matchID).toHaveLength(1);
        expect(about('stood-in'), matchID).toHaveLength(1);
      }
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  });
});
