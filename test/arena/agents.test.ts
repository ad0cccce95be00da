/**
 * Agents in any language (arena/agent.ts): a good agent plays whole games; a bad one (invalid JSON, an
 * illegal move, no answer in time, a crash, a line past the bound, a line nobody asked for) forfeits its
 * game with a clear reason, and the arena goes on.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MAX_AGENT_LINE_BYTES } from '../../arena/agent';
import { playArenaGame, type ArenaTask } from '../../arena/play-game';
import { runTournament, tasksOf } from '../../arena/tournament';
import { loadRecord } from '../../games/record-play';

const GAME = 'pax';
const python = 'cmd:python3 examples/agents/random_agent.py';
/** A node one-liner agent: `answer(message)` gives the line to write for each decide message. */
const nodeAgent = (answer: string) =>
  `cmd:node -e "require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.type==='decide'){${answer}}})"`;

const task = (seats: string[], extra: Partial<ArenaTask> = {}): ArenaTask => ({
  index: 0,
  game: GAME,
  numPlayers: 2,
  setupData: {},
  seed: 'agents',
  seatSeeds: ['seat-seed-0', 'seat-seed-1', 'seat-seed-2'],
  seats,
  agentTimeoutMs: 5000,
  sandboxed: true,
  ...extra,
});
const secret = Buffer.from('a secret of this test file only');

test('the Python example agent (standard library only) plays a whole game from its seat', async () => {
  const result = await playArenaGame(task([python, 'random']));
  expect(result.error).toBeUndefined();
  expect(result.forfeit).toBeUndefined();
  expect(result.finished).toBe(true);
  expect(result.thinking['0'].decisions).toBeGreaterThan(5);
  expect(loadRecord(result.record).ok).toBe(true);
  expect(result.record.players).toEqual({ '0': python, '1': 'random' });
}, 60_000);

test('unsandboxed (--unsandboxed-agents), a program that does not exist forfeits too, and the arena goes on', async () => {
  const result = await playArenaGame(task(['random', 'cmd:no-such-agent-program'], { sandboxed: false }));
  expect(result.forfeit).toEqual({ seat: '1', reason: expect.stringMatching(/could not start no-such-agent-program: spawn no-such-agent-program ENOENT/) });
});

test('BOT-SANDBOX-1: in its sandbox an agent reads its own folder and the system, writes only its private /tmp, and its seed is its own', async () => {
  // Answers illegally, and so forfeits, with what it could do in its reason.
  const probe = scriptAgent(`if (m.type === 'start') seed = m.seed; if (m.type === 'decide') { const fs = require('fs'); const can = (f) => { try { f(); return 1; } catch { return 0; } };
    say({ move: 'probe', args: [can(() => fs.readFileSync(__filename)), can(() => fs.readdirSync('${process.cwd()}')), can(() => fs.writeFileSync(__dirname + '/x', '')), can(() => fs.writeFileSync('/tmp/x', '')), process.cwd() === __dirname, seed] }); }`);
  const result = await playArenaGame(task(['random', probe]));
  expect(result.forfeit?.reason).toContain('"args":[1,0,0,1,true,"seat-seed-1"]');
});

test('an agent is never sent the match\'s seed (it orders the hidden cards), in the record or as its own seed', async () => {
  // This agent answers a move that is not legal, and so forfeits, as soon as it sees the seed anywhere.
  const peeker = nodeAgent(`console.log(JSON.stringify(l.includes('agents') ? {move:'peeked'} : {index:0}))`);
  const seen = await playArenaGame(task(['random', peeker]));
  expect(seen.forfeit).toBeUndefined();
  expect(seen.finished).toBe(true);
});

/** Long enough for a node agent to start on a loaded machine: only the silent agent may run out of time. */
const STARTS_IN_TIME_MS = 10_000;

test.each([
  ['invalid JSON', nodeAgent("console.log('hello')"), STARTS_IN_TIME_MS, /invalid JSON: hello/],
  ['an illegal move', nodeAgent(`console.log(JSON.stringify({move:'conquerTheWorld',args:[]}))`), STARTS_IN_TIME_MS, /illegal move/],
  ['an index out of range', nodeAgent(`console.log(JSON.stringify({index:m.legal.length}))`), STARTS_IN_TIME_MS, /illegal move: index/],
  // A silent agent waits out its time and the first decision's time to start: a short one here (BOT-AGENT-5's
  // allowance is tested in test/arena/agent-host.test.ts), so that the test does not idle for ten seconds.
  ['no answer in time', nodeAgent(''), 400, /no answer within 400 ms \(after 600 ms to start\)/, 600],
  ['a crash', `cmd:node -e "process.stderr.write('boom'); process.exit(3)"`, STARTS_IN_TIME_MS, /exited without answering \(stderr: boom\)/],
  ['a program that does not exist', 'cmd:no-such-agent-program --fast', STARTS_IN_TIME_MS, /exited without answering \(stderr: bwrap: execvp no-such-agent-program: No such file or directory\)/],
])('an agent that gives %s forfeits its game with that reason', async (_what, agent, agentTimeoutMs, reason, agentStartupMs?: number) => {
  const result = await playArenaGame(task(['random', agent], { agentTimeoutMs, ...(agentStartupMs !== undefined && { agentStartupMs }) }));
  expect(result.forfeit).toEqual({ seat: '1', reason: expect.stringMatching(reason) });
  expect(result.winners).toEqual(['0']);
  expect(result.finished).toBe(false);
  expect(result.record.forfeit?.seat).toBe('1');
  // The record up to the forfeit is a valid record.
  expect(loadRecord(result.record).ok).toBe(true);
}, 30_000);

test('a forfeit does not stop the tournament: every game is played and reported', async () => {
  const tasks = tasksOf({ game: GAME, numPlayers: 2, setupData: {}, games: 4, seed: 'goes-on', secret, seats: ['random', nodeAgent("console.log('nonsense')")], rotate: true, agentTimeoutMs: 2000, sandboxed: true });
  const seen: number[] = [];
  const results = await runTournament(tasks, playArenaGame, (result) => seen.push(result.index));
  expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3]);
  expect(seen.sort()).toEqual([0, 1, 2, 3]);
  expect(results.every((r) => r.forfeit !== undefined)).toBe(true);
  // Rotated: the bad agent sits at seat 1, then 0, then 1, then 0.
  expect(results.map((r) => r.forfeit!.seat)).toEqual(['1', '0', '1', '0']);
}, 60_000);

/** An agent as a node script in a temporary folder: `onMessage(m, say)` is called for every message, `say` writes a line. */
function scriptAgent(onMessage: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'agent-')), 'agent.js');
  writeFileSync(
    file,
    `const say = (value) => process.stdout.write((typeof value === 'string' ? value : JSON.stringify(value)) + '\\n');
require('readline').createInterface({ input: process.stdin }).on('line', (l) => { const m = JSON.parse(l); ${onMessage} });
`,
  );
  return `cmd:node ${file}`;
}

/** A well-formed, legal answer of 10 MB: only the bound on a line's bytes refuses it. */
const tenMegabytes = scriptAgent(`if (m.type === 'decide') say({ index: 0, padding: 'x'.repeat(10 * 1024 * 1024) });`);
/** Writes a move before anyone asks, then answers every decision properly. */
const unasked = scriptAgent(`if (m.type === 'start') say({ index: 0 }); if (m.type === 'decide') say({ index: 0 });`);
/** Answers every decision twice. */
const twice = scriptAgent(`if (m.type === 'decide') { say({ index: 0 }); say({ index: 0 }); }`);

test.each([
  ['writes a 10 MB line', tenMegabytes, new RegExp(`protocol broken: a line longer than ${MAX_AGENT_LINE_BYTES} bytes`)],
  ['writes a line before it is asked', unasked, /protocol broken: a line it was not asked for: \{"index":0\}/],
  ['answers a decision twice', twice, /protocol broken: a line it was not asked for: \{"index":0\}/],
])('an agent that %s forfeits its game with that reason', async (_what, agent, reason) => {
  const result = await playArenaGame(task(['random', agent]));
  expect(result.forfeit).toEqual({ seat: '1', reason: expect.stringMatching(reason) });
  expect(result.winners).toEqual(['0']);
  expect(result.finished).toBe(false);
  expect(loadRecord(result.record).ok).toBe(true);
}, 30_000);

test('agents breaking the bounds or the protocol do not stop the tournament: every game is played and reported', async () => {
  const tasks = tasksOf({ game: GAME, numPlayers: 3, setupData: {}, games: 3, seed: 'bounds', secret, seats: [tenMegabytes, unasked, twice], rotate: true, agentTimeoutMs: 5000, sandboxed: true });
  const results = await runTournament(tasks, playArenaGame, () => {});
  expect(results.map((r) => r.index)).toEqual([0, 1, 2]);
  for (const result of results) {
    expect(result.forfeit?.reason).toMatch(/^protocol broken: /);
    expect(result.error).toBeUndefined();
  }
}, 60_000);
