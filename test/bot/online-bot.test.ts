/**
 * `npm run bot` against a real server, over real sockets: two bot processes join a match through the
 * lobby and play it to its end, across a SIGKILL of the server and its restart on the same port and
 * database; and the refusals a bot cannot play past end it with code 2 and the server's reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { State } from 'boardgame.io';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MatchRecord } from '../../games/match-record';
import { bundleServer, bundleServerAndWorker } from '../../server/bundle';
import { RawClient, tempSqliteFile } from '../support/server';
import { ServerProcess } from '../support/server-process';

/** A game whose `ai.enumerate` takes a seat's view, with seats acting at once (racing moves) in places. */
const GAME = 'pax-barbarorum';
/** The server is killed once the match has reached this state. */
const KILL_AT = 30;

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = (name: string) => fileURLToPath(new URL(`../../dist/test/${name}-${process.pid}.mjs`, import.meta.url));
const bundle = built('bot-server');
/** bot/cli.ts built into one file as the server is (server/bundle.ts): it starts in a second, not four. */
const botBundle = built('bot-cli');
let env: Record<string, string>;
let server: ServerProcess;
const started = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface BotRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run bot -- --server <server> …args` (from its bundle), run to its exit. */
function runBot(args: string[]): Promise<BotRun> {
  const child = spawn(process.execPath, [botBundle, '--server', server.url, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      resolve({ code, stdout, stderr });
    }),
  );
}

async function lobby(path: string, body: object = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(server.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

const newMatch = async () => (await lobby(`/games/${GAME}/create`, { numPlayers: 2 })).json.matchID as string;

beforeAll(async () => {
  await Promise.all([
    bundleServerAndWorker(bundle, fileURLToPath(new URL('./server-main.ts', import.meta.url))),
    bundleServer(botBundle, fileURLToPath(new URL('../../bot/cli.ts', import.meta.url))),
  ]);
  env = { PORT: String(await freePort()), DATABASE_URL: tempSqliteFile() };
  server = await ServerProcess.start(bundle, env);
}, 60_000);

afterAll(async () => {
  for (const child of started) child.kill('SIGKILL');
  server?.killNow();
  await server?.gone();
  for (const file of [bundle, botBundle]) {
    rmSync(file, { force: true });
    rmSync(`${file}.map`, { force: true });
  }
});

test('two random bots play a match to its end, through a SIGKILL and restart of the server', { timeout: 90_000 }, async () => {
  const matchID = await newMatch();
  const spectator = new RawClient(server.url, GAME);
  await spectator.sync(matchID);
  const killPoint = spectator.next((event, args) => event === 'update' && args[0] === matchID && (args[1] as State)._stateID >= KILL_AT, 45_000);

  // One bot joins the first free seat; the other plays a seat joined beforehand, with its credentials.
  const joined = await lobby(`/games/${GAME}/${matchID}/join`, { playerID: '1', playerName: 'Bot B' });
  const bots = [
    runBot(['--game', GAME, '--match', matchID, '--bot', 'random', '--seed', 'a', '--name', 'Bot A']),
    runBot(['--game', GAME, '--match', matchID, '--bot', 'random', '--seed', 'b', '--seat', '1', '--credentials', joined.json.playerCredentials]),
  ];

  const [, killedAt] = (await killPoint) as [string, State];
  server.killNow();
  await server.gone();
  spectator.close();
  server = await ServerProcess.start(bundle, env);

  const runs = await Promise.all(bots);
  for (const run of runs) {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^game over \\(match ${matchID}, seat [01]\\): \\{`));
    // Enumerated moves are legal, and a bot keeps under the server's packet rate.
    expect(run.stderr).not.toMatch(/refused: (invalid-move|not-allowed-now|bad-arguments|unknown-move|rate-limited)/);
  }
  expect(runs.every((run) => run.stderr.includes('reconnected'))).toBe(true);
  const seats = runs.map((run) => /seat (\d+) of/.exec(run.stderr)?.[1]);
  expect(seats).toEqual(['0', '1']);

  // The server gives the record only of a finished match.
  const { status, json } = await lobby(`/games/${GAME}/${matchID}/record`);
  expect(status).toBe(200);
  const record = json as MatchRecord;
  expect(record.moves.length).toBeGreaterThan(killedAt._stateID);
  for (const move of record.moves) {
    expect(seats).toContain(move.player);
    expect(move.by).toBeUndefined(); // each move came from the seat's own client, no server bot
  }
  const players = (await (await fetch(`${server.url}/games/${GAME}/${matchID}`)).json()).players as { name?: string }[];
  expect(players.map((player) => player.name).sort()).toEqual(['Bot A', 'Bot B']);
});

test('a bot that cannot play the seat says why and exits with code 2', { timeout: 90_000 }, async () => {
  const full = await newMatch();
  for (const seat of ['0', '1']) expect((await lobby(`/games/${GAME}/${full}/join`, { playerID: seat, playerName: `P${seat}` })).status).toBe(200);

  const cases: [string[], RegExp][] = [
    [['--game', 'no-such-game', '--match', full], /unknown game "no-such-game"/],
    [['--game', GAME, '--match', 'no-such-match'], /match no-such-match not found/],
    [['--game', GAME, '--match', full], /every seat of this match is taken/],
    [['--game', GAME, '--match', full, '--seat', '1'], /seat 1 is taken/],
    [['--game', GAME, '--match', full, '--seat', '5'], /has no seat 5/],
    [['--game', GAME, '--match', full, '--seat', '0', '--credentials', 'not-the-credentials'], /credentials do not hold seat 0/],
  ];
  const runs = await Promise.all(cases.map(([args]) => runBot(args)));
  runs.forEach((run, index) => {
    expect(run.stderr, cases[index][0].join(' ')).toMatch(cases[index][1]);
    expect(run.code, cases[index][0].join(' ')).toBe(2);
    expect(run.stdout).toBe('');
  });
});
