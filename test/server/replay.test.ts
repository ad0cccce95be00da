/**
 * Records and replays over a real server, on each database. Seeded random games of every game are played
 * over real sockets by seated clients, with a spectator watching; what each of them received live after
 * every move is kept. Then:
 * - a finished match replays, at every step, for each seat and the spectator, exactly as it was received
 *   live (G, ctx and the log); `reveal` shows the full state and the whole log; the chat of a step is the
 *   chat written up to it; its record replays to the stored final state;
 * - a match in progress replays for a seat, with its credentials, exactly as that seat received it, and
 *   for nobody else (other credentials, none, reveal: refused); nothing in an answer holds the seed or a
 *   secret of another seat (each game's `secrets`); its record is refused;
 * - a take-back (PAX opening) leaves the taken-back move out of the record and the steps, and the log as
 *   the players had it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { LogEntry, State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { playerToMove } from '../../games/engine/acting';
import { eventsOf, logForViewer } from '../../games/log-events';
import { type MatchRecord } from '../../games/match-record';
import { loadRecord, stateAtStep } from '../../games/record-play';
import type { GameEntry } from '../../games/types';
import { startServer, type RunningServer } from '../../server/app';
import { createLogger } from '../../server/log';
import { TAKE_BACK_EVENT, isLobbyErrorBody, type ChatLine, type LobbyErrorBody } from '../../server/protocol';
import type { ReplayView } from '../../server/replay/replays';
import { leakedSecrets } from '../contract/secrets';
import { DATABASES, RawClient, createFullMatch, eventually, storedState, type Seat, type TempDatabase } from '../support/server';

const quiet = createLogger({ level: 'warn' });

/** A seeded generator (mulberry32), so each game plays the same moves on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What one viewer held after a step: the state and the log as its client built them. */
interface Live {
  G: unknown;
  ctx: State['ctx'];
  log: LogEntry[];
}

const viewerName = (viewer: Seat | null) => (viewer ? `seat ${viewer.playerID}` : 'the spectator');
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/**
 * A match played over sockets: each seat and a spectator connected, moves chosen at random (seeded) among
 * the enumerated ones and sent by the seat that must act, until the game ends or `maxMoves` moves.
 */
async function playLive(
  server: RunningServer,
  entry: GameEntry,
  { seed, maxMoves, chatAfter, takeBackFirst = false }: { seed: number; maxMoves: number; chatAfter?: number; takeBackFirst?: boolean },
) {
  const name = entry.game.name;
  const { matchID, seats } = await createFullMatch(server, entry, Math.max(2, entry.game.minPlayers));
  const viewers: (Seat | null)[] = [...seats, null];
  const clients = viewers.map(() => new RawClient(server.url, name));
  const current: Live[] = [];
  for (const [i, viewer] of viewers.entries()) {
    const { state, log } = await clients[i].sync(matchID, viewer ?? {}, seats.length);
    current.push({ G: state.G, ctx: state.ctx, log: log as LogEntry[] });
  }
  /** `atStep[k][viewer]`: what each viewer held right after the k-th move that stands. */
  const atStep: Live[][] = [[...current]];
  /** The full stored state at each step, for the secrets each viewer must not receive. */
  const fullAtStep: State[] = [await storedState(server, matchID)];
  const chat: { step: number; line: ChatLine }[] = [];
  const random = seeded(seed);

  /** Every viewer's next update to `stateID`, applied to what it holds. */
  const updatesTo = (stateID: number) =>
    clients.map((client) =>
      client.next((event, args) => event === 'update' && args[0] === matchID && (args[1] as State)._stateID === stateID),
    );
  const apply = async (pending: Promise<unknown[]>[]) => {
    const received = await Promise.all(pending);
    received.forEach(([, state, deltalog], i) => {
      const { G, ctx } = state as State;
      current[i] = { G, ctx, log: [...current[i].log, ...((deltalog as LogEntry[]) ?? [])] };
    });
  };

  let takenBack = false;
  for (let moves = 0; moves < maxMoves; moves++) {
    const state = await storedState(server, matchID);
    if (state.ctx.gameover !== undefined) break;
    const playerID = playerToMove(state.ctx)!;
    const seat = seats.find((s) => s.playerID === playerID)!;
    const client = clients[seats.indexOf(seat)];
    const choices = entry.game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args?: unknown[] }[];
    const choice = choices[Math.floor(random() * choices.length)];
    const pending = updatesTo(state._stateID + 1);
    const refused = client.next((event, args) => event === 'refused' && args[0] === matchID, 60_000);
    refused.then(([, why]) => console.error(`${name}: move ${choice.move}(${JSON.stringify(choice.args)}) by ${playerID} refused: ${JSON.stringify(why)}`), () => {});
    client.send({ type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID, credentials: seat.credentials } }, state._stateID, matchID, playerID);
    await apply(pending);
    atStep.push([...current]);
    fullAtStep.push(await storedState(server, matchID));

    if (takeBackFirst && !takenBack) {
      // The first move is taken back (PAX-TAKE-BACK-1: a card placed in the opening): the step is gone.
      takenBack = true;
      const back = updatesTo(state._stateID + 2);
      client.socket.emit(TAKE_BACK_EVENT, matchID, playerID, seat.credentials, state._stateID + 1);
      await apply(back);
      atStep.pop();
      fullAtStep.pop();
      moves--;
    }
    if (chatAfter === atStep.length - 1) {
      const heard = clients.map((c) => c.next((event, args) => event === 'chat' && args[0] === matchID));
      clients[0].socket.emit('chat', matchID, { id: 'x', sender: seats[0].playerID, payload: { text: `after move ${chatAfter}` } }, seats[0].credentials);
      const [[, line]] = await Promise.all(heard);
      chat.push({ step: chatAfter, line: line as ChatLine });
    }
  }
  // The last step is what every viewer holds now (take-backs after the last kept move included).
  atStep[atStep.length - 1] = [...current];
  const close = () => clients.forEach((c) => c.close());
  return { matchID, seats, viewers, atStep, fullAtStep, chat, takenBack, close };
}

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function replayOf(server: RunningServer, game: string, matchID: string, body: object): Promise<ReplayView> {
  const response = await post(server, `/games/${game}/${matchID}/replay`, body);
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(200);
  return JSON.parse(text) as ReplayView;
}

async function refusal(server: RunningServer, path: string, body: unknown): Promise<[number, string]> {
  const response = await post(server, path, body);
  const answer = (await response.json()) as LobbyErrorBody;
  return [response.status, answer.error];
}

/**
 * Deep equality of two plain JSON values, compared as text (a whole log at every step would make a deep
 * comparison quadratic); the deep comparison runs only to show the difference.
 */
function sameJson(actual: unknown, expected: unknown, where: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, where).toEqual(plain(expected));
}

/** The log as a viewer is meant to hold it: boardgame.io's redaction, then hidden facts removed (view-filter.ts). */
const meantFor = (log: LogEntry[], viewer: Seat | null) => plain(logForViewer(log, viewer?.playerID ?? null));

/** The hidden facts a viewer holds that are not its own (a seat's or a spectator's log must have none). */
function othersHiddenFacts(log: LogEntry[], viewer: Seat | null): string[] {
  return log.flatMap((entry) =>
    eventsOf(entry)
      .filter((event) => event.hidden && !(viewer && event.hidden.seats.includes(viewer.playerID)))
      .map((event) => `${event.kind} (hidden from ${viewerName(viewer)})`),
  );
}

describe.each(DATABASES)('records and replays, on %s', (_name, makeDatabase) => {
  let database: TempDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await makeDatabase();
    // Moves come as fast as the server answers: more than a person's pace, so the packet limit is raised.
    server = await startServer({
      port: 0,
      databaseUrl: database.url,
      clientDir: '/nonexistent',
      logger: quiet,
      socketLimits: { packetsPerSecond: 10_000, burst: 10_000 },
      correspondence: { botDelayMs: 0 },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  describe.each(gameEntries.map((entry, i) => [entry.game.name, entry, i] as const))('%s', (name, entry, index) => {
    /** Hidden facts of other seats that the live server sent a viewer in the finished match. */
    const liveLeaks: string[] = [];
    test('a finished match: every step, for each seat and the spectator, as received live; reveal; chat by step; its record replays to the stored final state', async () => {
      const live = await playLive(server, entry, { seed: 1000 + index, maxMoves: entry.moveBudget, chatAfter: 3, takeBackFirst: name === 'pax' });
      try {
        const final = await storedState(server, live.matchID);
        expect(final.ctx.gameover, 'the random game ends').toBeDefined();
        const steps = live.atStep.length - 1;
        // Every step on SQLite; on PostgreSQL (the same replay over another store) every tenth and the last ones.
        const checked = (step: number) => database.url.startsWith('postgres') === false || step % 10 === 0 || step >= steps - 2;
        for (const [v, viewer] of live.viewers.entries()) {
          for (let step = 0; step <= steps; step++) {
            if (!checked(step)) continue;
            const view = await replayOf(server, name, live.matchID, { step, ...(viewer && { playerID: viewer.playerID }) });
            const held = live.atStep[step][v];
            const where = `${viewerName(viewer)}, step ${step} of ${steps}`;
            expect(view.steps, where).toBe(steps);
            expect(view.step, where).toBe(step);
            sameJson(view.state.G, held.G, `${where}: G`);
            sameJson(view.state.ctx, held.ctx, `${where}: ctx`);
            sameJson(view.log, meantFor(held.log, viewer), `${where}: log`);
            expect(view.chat.map((line) => line.text), where).toEqual(live.chat.filter((c) => c.step <= step).map((c) => c.line.text));
          }
          liveLeaks.push(...othersHiddenFacts(live.atStep[steps][v].log, viewer));
        }
        // The default step is the last; reveal shows the full state and every hidden fact.
        const revealed = await replayOf(server, name, live.matchID, { reveal: true });
        expect(revealed.step).toBe(steps);
        expect(revealed.state.G).toEqual(plain(final.G));
        expect(revealed.state.ctx).toEqual(plain(final.ctx));
        const { log: storedLog } = await server.storage.fetch(live.matchID, { log: true });
        expect(revealed.log).toEqual(plain(storedLog));
        expect(revealed.players).toEqual(live.seats.map((s) => ({ id: s.playerID, name: `Player ${s.playerID}` })));

        const response = await post(server, `/games/${name}/${live.matchID}/record`, {});
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toContain('attachment');
        const load = loadRecord(await response.text());
        expect(load.ok, load.ok ? '' : `${load.problem} ${load.detail}`).toBe(true);
        const record = (load as { value: MatchRecord }).value;
        const { initialState } = await server.storage.fetch(live.matchID, { initialState: true });
        expect(record).toMatchObject({ game: name, numPlayers: live.seats.length, seed: initialState.plugins.random.data.seed, matchID: live.matchID });
        expect(record.moves).toHaveLength(steps);
        const replayed = stateAtStep(record, steps);
        expect(plain(replayed.G)).toEqual(plain(final.G));
        expect(plain(replayed.ctx)).toEqual(plain(final.ctx));
        if (live.takenBack) {
          expect(storedLog.filter((e: LogEntry) => e.action.type === 'MAKE_MOVE')).toHaveLength(steps + 1);
          expect(revealed.log.some((e) => e.action.type === 'UNDO')).toBe(true);
        }
      } finally {
        live.close();
      }
    });

    test('the live server sent no viewer a hidden fact of another seat in its updates (server/matches/view-filter.ts), as the replay does not', () => {
      expect(liveLeaks).toEqual([]);
    });

    test('a match in progress: a seat replays its own views only; other credentials, none and reveal are refused; no seed or other secret in any answer; no record', async () => {
      const live = await playLive(server, entry, { seed: 2000 + index, maxMoves: 12 });
      try {
        const { initialState } = await server.storage.fetch(live.matchID, { initialState: true });
        const seed = String(initialState.plugins.random.data.seed);
        const steps = live.atStep.length - 1;
        expect((await storedState(server, live.matchID)).ctx.gameover).toBeUndefined();
        for (const [v, viewer] of live.viewers.entries()) {
          if (!viewer) continue;
          for (let step = 0; step <= steps; step++) {
            const view = await replayOf(server, name, live.matchID, { step, playerID: viewer.playerID, credentials: viewer.credentials });
            const where = `${viewerName(viewer)}, step ${step}`;
            sameJson(view.state.G, live.atStep[step][v].G, `${where}: G`);
            sameJson(view.state.ctx, live.atStep[step][v].ctx, `${where}: ctx`);
            sameJson(view.log, meantFor(live.atStep[step][v].log, viewer), `${where}: log`);
            const text = JSON.stringify(view);
            expect(text.includes(seed), `${where}: the seed`).toBe(false);
            const full = live.fullAtStep[step];
            expect(leakedSecrets({ payload: view, G: view.state.G }, entry.secrets(full.G, full.ctx, viewer.playerID)), where).toEqual([]);
          }
        }
        const path = `/games/${name}/${live.matchID}/replay`;
        const [first, second] = live.seats;
        expect(await refusal(server, path, { playerID: second.playerID, credentials: first.credentials })).toEqual([403, 'credentials-invalid']);
        expect(await refusal(server, path, { playerID: second.playerID })).toEqual([403, 'match-in-progress']);
        expect(await refusal(server, path, {})).toEqual([403, 'match-in-progress']);
        expect(await refusal(server, path, { playerID: first.playerID, credentials: first.credentials, reveal: true })).toEqual([403, 'match-in-progress']);
        expect(await refusal(server, `/games/${name}/${live.matchID}/record`, {})).toEqual([403, 'match-in-progress']);
        expect(await refusal(server, `/games/${name}/${live.matchID}/record`, { playerID: first.playerID, credentials: first.credentials })).toEqual([
          403,
          'match-in-progress',
        ]);
      } finally {
        live.close();
      }
    });
  });

  test('a match against a bot: the record keeps which moves the bot made, and replays to the stored final state', async () => {
    const entry = gameEntries.find((e) => e.game.name === 'pax-pamir')!;
    const name = entry.game.name;
    const created = (await (await post(server, `/games/${name}/create`, { numPlayers: 2 })).json()) as { matchID: string };
    const matchID = created.matchID;
    const joined = (await (await post(server, `/games/${name}/${matchID}/join`, { playerID: '0', playerName: 'Ada' })).json()) as { playerCredentials: string };
    const seat = { playerID: '0', credentials: joined.playerCredentials };
    expect((await post(server, `/games/${name}/${matchID}/fill`, seat)).status).toBe(200);
    const client = new RawClient(server.url, name);
    const random = seeded(7);
    try {
      await client.sync(matchID, seat, 2);
      for (let moves = 0; moves < entry.moveBudget; moves++) {
        const state = await storedState(server, matchID);
        if (state.ctx.gameover !== undefined) break;
        const active = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
        const moved = client.next((event, args) => event === 'update' && args[0] === matchID && (args[1] as State)._stateID > state._stateID, 2000);
        if (active.includes('0')) {
          const choices = entry.game.ai!.enumerate(state.G, state.ctx, '0') as { move: string; args?: unknown[] }[];
          const choice = choices[Math.floor(random() * choices.length)];
          client.send({ type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args ?? [], playerID: '0', credentials: seat.credentials } }, state._stateID, matchID, '0');
        }
        // The seat's move, or the bot's (which may come first: then the seat's is refused as stale and chosen again).
        await moved.catch(() => eventually(async () => ((await storedState(server, matchID))._stateID > state._stateID ? true : undefined)));
      }
    } finally {
      client.close();
    }
    const final = await storedState(server, matchID);
    expect(final.ctx.gameover).toBeDefined();
    const response = await post(server, `/games/${name}/${matchID}/record`, {});
    const load = loadRecord(await response.text());
    expect(load.ok, load.ok ? '' : `${load.problem} ${load.detail}`).toBe(true);
    const record = (load as { value: MatchRecord }).value;
    expect(record.players).toEqual({ 0: 'Ada', 1: 'Bot 2' });
    expect(record.moves.filter((m) => m.player === '1').every((m) => m.by === 'bot')).toBe(true);
    expect(record.moves.some((m) => m.player === '1')).toBe(true);
    expect(record.moves.filter((m) => m.player === '0').every((m) => m.by === undefined)).toBe(true);
    expect(plain(stateAtStep(record, record.moves.length).G)).toEqual(plain(final.G));
    const last = await replayOf(server, name, matchID, {});
    expect(last.log.filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '1').every((e) => (e as { by?: string }).by === 'bot')).toBe(true);
  });

  test('bad requests are refused with a code, never a crash', async () => {
    const entry = gameEntries[0];
    const name = entry.game.name;
    const { matchID, seats } = await createFullMatch(server, entry, Math.max(2, entry.game.minPlayers));
    const path = `/games/${name}/${matchID}/replay`;
    const own = { playerID: seats[0].playerID, credentials: seats[0].credentials };
    for (const step of [-1, 1, 0.5, '0', 1e9, true]) expect(await refusal(server, path, { ...own, step }), String(step)).toEqual([400, 'bad-step']);
    expect((await replayOf(server, name, matchID, { ...own, step: 0 })).steps).toBe(0);
    for (const playerID of ['__proto__', 'constructor', '7', '-1', 'x']) expect(await refusal(server, path, { playerID, credentials: 'c' }), playerID).toEqual([400, 'seat-invalid']);
    expect(await refusal(server, path, { ...own, playerID: 0 })).toEqual([400, 'bad-request']);
    expect(await refusal(server, path, { ...own, reveal: 'yes' })).toEqual([400, 'bad-request']);
    expect(await refusal(server, path, '{not json')).toEqual([400, 'bad-request']);
    expect(await refusal(server, path, '[]')).toEqual([400, 'bad-request']);
    expect(await refusal(server, `/games/${name}/no-such-match/replay`, {})).toEqual([404, 'match-not-found']);
    expect(await refusal(server, `/games/${name}/no-such-match/record`, {})).toEqual([404, 'match-not-found']);
    const other = gameEntries.find((e) => e.game.name !== name)!.game.name;
    expect(await refusal(server, `/games/${other}/${matchID}/replay`, own)).toEqual([404, 'match-not-found']);
    expect(await refusal(server, `/games/${other}/${matchID}/record`, {})).toEqual([404, 'match-not-found']);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);

    // Any JSON body: an answer or a coded refusal, never a server error.
    const field = fc.oneof(fc.jsonValue(), fc.constantFrom(seats[0].playerID, seats[0].credentials, '__proto__', 0, -1, 1e9, true));
    const body = fc.oneof(fc.jsonValue(), fc.record({ step: field, playerID: field, credentials: field, reveal: field }, { requiredKeys: [] }));
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('replay', 'record'), async (sent, route) => {
        const response = await post(server, `/games/${name}/${matchID}/${route}`, JSON.stringify(sent));
        const answer = (await response.json()) as Partial<LobbyErrorBody>;
        expect([200, 400, 403]).toContain(response.status);
        if (response.status !== 200) expect(isLobbyErrorBody(answer), JSON.stringify(answer)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
