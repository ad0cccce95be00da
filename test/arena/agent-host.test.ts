/**
 * BOT-AGENT-5 (arena/agent-host.ts): one agent process per tournament and worker, told each game's `start`
 * and `end`, with a start-up allowance apart from the per-decision time; an agent that forfeits is replaced.
 */
import { afterAll, expect, test } from 'vitest';
import { stopIdleAgents } from '../../arena/agent-host';
import { playArenaGame, type ArenaResult, type ArenaTask } from '../../arena/play-game';
import { runTournament, tasksOf } from '../../arena/tournament';

afterAll(() => stopIdleAgents());

const secret = Buffer.from('a secret of the agent host test');

/** A worker's way: one game after another. */
function oneAtATime(): (task: ArenaTask) => Promise<ArenaResult> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(() => playArenaGame(task));
    last = next;
    return next;
  };
}

const tournament = (seats: string[], games: number, extra: Partial<ArenaTask> = {}) =>
  tasksOf({ game: 'pax', numPlayers: 2, setupData: {}, games, seed: 'host', secret, seats, rotate: true, agentTimeoutMs: 5000, sandboxed: true }).map((task) => ({ ...task, ...extra }));

/** A node agent counting the games it was started for; `onDecide` answers each decision (m the message, starts the count). */
const counting = (onDecide: string, boot = '') =>
  `cmd:node -e "${boot}let starts=0,ends=0;require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.type==='start')starts++;if(m.type==='end')ends++;if(m.type==='decide'){${onDecide}}})"`;

test('one process plays every game of a worker, told each start and end: the third game is its third start, after two ends', async () => {
  const agent = counting(`console.log(JSON.stringify(starts===3?{move:'counted',args:[starts,ends]}:{index:0}))`);
  const results = await runTournament(tournament([agent, 'random'], 3), oneAtATime(), () => {});
  expect(results.slice(0, 2).map((r) => r.forfeit)).toEqual([undefined, undefined]);
  expect(results.slice(0, 2).every((r) => r.finished)).toBe(true);
  expect(results[2].forfeit?.reason).toContain('{"move":"counted","args":[3,2]}');
}, 60_000);

test('an agent that forfeited is stopped: the next game starts a new process', async () => {
  const agent = counting(`console.log(JSON.stringify({move:'counted',args:[starts]}))`);
  const results = await runTournament(tournament([agent, 'random'], 3), oneAtATime(), () => {});
  for (const result of results) expect(result.forfeit?.reason).toContain('{"move":"counted","args":[1]}');
}, 60_000);

/** Starts reading only after 1.5 s, as an agent loading a model would. */
const slowStart = counting(`console.log(JSON.stringify({index:0}))`, `const until=Date.now()+1500;while(Date.now()<until);`);

test('a new agent\'s start-up is not counted against its first decision: 1.5 s to start with 500 ms per decision plays', async () => {
  const results = await runTournament(tournament([slowStart, 'random'], 2, { agentTimeoutMs: 500 }), oneAtATime(), () => {});
  for (const result of results) {
    expect(result.forfeit).toBeUndefined();
    expect(result.finished).toBe(true);
  }
}, 60_000);

test('past its start-up allowance, a slow agent forfeits, and the reason says both times', async () => {
  // another command than the previous test's, whose idle process would be taken
  const slower = slowStart.replace('1500', '1501');
  const result = await playArenaGame({ ...tournament(['random', slower], 1)[0], agentTimeoutMs: 300, agentStartupMs: 200 });
  expect(result.forfeit).toEqual({ seat: '1', reason: 'no answer within 300 ms (after 200 ms to start)' });
}, 30_000);

test('the Python example agent plays game after game in one process', async () => {
  const agent = `cmd:python3 examples/agents/random_agent.py`;
  const results = await runTournament(tournament([agent, 'random'], 3), oneAtATime(), () => {});
  for (const result of results) {
    expect(result.forfeit).toBeUndefined();
    expect(result.finished).toBe(true);
  }
}, 60_000);

test('an agent that ends after each game (as protocol 1 asked) plays every game: a new process takes its place', async () => {
  const leaving = `cmd:node -e "require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.type==='decide')console.log(JSON.stringify({index:0}));if(m.type==='end')process.exit(0)})"`;
  const results = await runTournament(tournament([leaving, 'random'], 6), oneAtATime(), () => {});
  expect(results.map((r) => r.forfeit?.reason ?? 'played')).toEqual(Array(6).fill('played'));
}, 60_000);
