/**
 * BOT-AGENT-6, BOT-AGENT-7 end to end: a real agent process (test/arena/forward-agent.cjs, in its sandbox) samples a
 * state at each of its decisions, plays it out at random (to the end in its first decisions) and reads the result before it answers,
 * its answers following its samples; the same seeds play the same game again byte for byte, and past its
 * request budget it is refused, not forfeited.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { playArenaGame, type ArenaTask } from '../../arena/play-game';

const digest = (record: unknown) => createHash('sha256').update(JSON.stringify(record)).digest('hex');
const agent = 'cmd:node test/arena/forward-agent.cjs';
const task = (extra: Partial<ArenaTask> = {}): ArenaTask => ({
  index: 0,
  game: 'res-publica',
  numPlayers: 3,
  setupData: {},
  seed: 'forward-model',
  seatSeeds: ['seat-seed-0', 'seat-seed-1', 'seat-seed-2'],
  seats: [agent, 'random', agent],
  agentTimeoutMs: 5000,
  sandboxed: true,
  ...extra,
});

test('an agent samples, plays out and reads the result or estimate at every decision, and the same seeds replay the same game', async () => {
  const first = await playArenaGame(task());
  expect(first.forfeit).toBeUndefined();
  expect(first.error).toBeUndefined();
  expect(first.finished).toBe(true);
  expect(first.thinking['0'].decisions).toBeGreaterThan(10);
  const again = await playArenaGame(task());
  expect(digest(again.record)).toBe(digest(first.record));
  // the agents' moves follow their samples: other seat seeds, another game
  const other = await playArenaGame(task({ seatSeeds: ['seat-seed-3', 'seat-seed-4', 'seat-seed-5'] }));
  expect(other.forfeit).toBeUndefined();
  expect(digest(other.record)).not.toBe(digest(first.record));
}, 60_000);

test('past --agent-calls an agent is refused with BUDGET_SPENT, announced in start, and plays on', async () => {
  const result = await playArenaGame(task({ agentCalls: 7 }));
  expect(result.forfeit).toBeUndefined();
  expect(result.finished).toBe(true);
}, 60_000);

/** A node one-liner agent: `answer(message)` writes what it says to each decide message (`say(line)`). */
const nodeAgent = (answer: string) =>
  `cmd:node -e "const say=(o)=>process.stdout.write(JSON.stringify(o)+'\\\\n');require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.type==='decide'){${answer}}})"`;

test('requests written all at once are answered in order; a request after the answer forfeits as a line nobody asked for', async () => {
  const eager = nodeAgent(`process.stdout.write(JSON.stringify({call:'sample'})+'\\\\n'+JSON.stringify({call:'legal',state:'s1'})+'\\\\n'+JSON.stringify({index:0})+'\\\\n')`);
  const played = await playArenaGame(task({ seats: [eager, 'random', 'random'] }));
  expect(played.forfeit).toBeUndefined();
  expect(played.finished).toBe(true);
  const late = nodeAgent(`say({index:0});say({call:'sample'})`);
  const broken = await playArenaGame(task({ seats: ['random', late, 'random'] }));
  expect(broken.forfeit).toEqual({ seat: '1', reason: 'protocol broken: a line it was not asked for: {"call":"sample"}' });
}, 60_000);
