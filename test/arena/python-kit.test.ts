/**
 * The Python kit (examples/python/paxtable, standard library only), run with the machine's python3: its agent
 * base class plays whole arena games in its sandbox (BOT-AGENT-1, BOT-AGENT-4); its simulator asks every verb
 * of the forward model and raises its refusals' codes (BOT-AGENT-6); its AEC environment (BOT-ENV-1) plays a
 * seeded game again move for move, shows a seat its own view only, and refuses an illegal action changing
 * nothing; the ISMCTS example plays a game on a tiny budget.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { playArenaGame, type ArenaTask } from '../../arena/play-game';
import { withIds } from '../../arena/move-id';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import { seatView } from '../../games/engine/view';
import { legalMoves } from '../../games/bots/seat-bot';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

const task = (seats: string[], extra: Partial<ArenaTask> = {}): ArenaTask => ({
  index: 0,
  game: 'res-publica',
  numPlayers: 2,
  setupData: {},
  seed: 'python-kit',
  seatSeeds: ['seat-seed-0', 'seat-seed-1'],
  seats,
  agentTimeoutMs: 5000,
  sandboxed: true,
  ...extra,
});

test('BOT-AGENT-1: an agent written on the base class (examples/python/random_agent.py) plays a whole game in its sandbox', async () => {
  const agent = 'cmd:python3 examples/python/random_agent.py';
  const result = await playArenaGame(task([agent, 'random']));
  expect(result.forfeit).toBeUndefined();
  expect(result.error).toBeUndefined();
  expect(result.finished).toBe(true);
  expect(result.thinking['0'].decisions).toBeGreaterThan(10);
}, 20_000);

test('BOT-AGENT-4, BOT-AGENT-6: the view the base class keeps from patches is the sampled view; the simulator asks every verb and raises NO_SUCH_STATE and ILLEGAL_MOVE', async () => {
  // the agent and the kit in a folder of their own: the sandbox lets it read nothing else
  const folder = mkdtempSync(join(tmpdir(), 'python-kit-'));
  cpSync(join(root, 'examples/python/paxtable'), join(folder, 'paxtable'), { recursive: true, filter: (path) => !path.includes('__pycache__') });
  cpSync(join(root, 'test/arena/python_simulator_agent.py'), join(folder, 'agent.py'));
  const result = await playArenaGame(task(['random', `cmd:python3 ${join(folder, 'agent.py')}`], { game: 'pax' }));
  // it forfeits on purpose after its checks, naming what it saw; a failed check forfeits with "failed"
  expect(result.forfeit?.reason).toMatch(/^illegal move: \{"move":"checked","args":\[40,"step by index","step by LegalMove","winners: [01]?","NO_SUCH_STATE","ILLEGAL_MOVE"\]\}$/);
}, 20_000);

interface Driven {
  steps: [seat: string, id: string][];
  ends: Record<string, { reward: number; termination: boolean; truncation: boolean }>;
  observed: { toMove: string; observations: Record<string, { observation: unknown; action_mask: string[] }> };
  refused: { code: string | null; message: string; unchanged: boolean }[];
  agents: string[];
}

/** One seeded game through the AEC environment, by test/arena/python_env_driver.py, and the lines it printed. */
async function drive(seed: string, policySeed: string): Promise<{ driven: Driven; text: string }> {
  const { stdout } = await run('python3', ['test/arena/python_env_driver.py', 'res-publica', '2', seed, policySeed], {
    cwd: root,
    env: { ...process.env, PYTHONPATH: join(root, 'examples/python'), PYTHONDONTWRITEBYTECODE: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { driven: JSON.parse(stdout) as Driven, text: stdout };
}

/** The driver's steps played again through boardgame.io's reducer, with the same seed. */
function replayed(seed: string, steps: Driven['steps']) {
  const entry = findGameEntry('res-publica')!;
  const match = new HeadlessMatch(entry.game, { numPlayers: 2, seed });
  for (const [seat, id] of steps) {
    const { move, args } = JSON.parse(id) as { move: string; args: unknown[] };
    expect(match.move(seat, move, args).ok).toBe(true);
  }
  return { entry, match };
}

const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value));

test('BOT-ENV-1: the AEC environment plays a seeded game again move for move, and rewards each seat its share of the win', async () => {
  const [first, again, other] = await Promise.all([drive('env-1', 'policy'), drive('env-1', 'policy'), drive('env-2', 'policy')]);
  expect(again.text).toBe(first.text);
  expect(other.driven.steps).not.toEqual(first.driven.steps);
  const { driven } = first;
  expect(driven.steps.length).toBeGreaterThan(20);
  expect(driven.agents).toEqual([]);
  // the same moves through the reducer end the same game: its winners are the rewarded seats
  const { entry, match } = replayed('env-1', driven.steps);
  expect(match.isOver).toBe(true);
  const { winners } = entry.bots.outcome(match.state.G, match.state.ctx.gameover, 2);
  expect(driven.ends).toEqual(Object.fromEntries(['0', '1'].map((seat) => [seat, { reward: winners.includes(seat) ? 1 / winners.length : 0, termination: true, truncation: false }])));
}, 20_000);

test('BOT-ENV-1: a seat observes its own view only, with its legal move ids as the mask; an illegal action is refused and changes nothing', async () => {
  const { driven } = await drive('env-3', 'policy');
  const { observed, steps } = driven;
  const { entry, match } = replayed('env-3', steps.slice(0, 7));
  for (const seat of ['0', '1']) {
    const view = sent(seatView(entry.game, match.state, seat));
    expect(observed.observations[seat].observation).toEqual(view);
    // the other seat's hand is in the full state, and nowhere in this seat's observation
    const other = seat === '0' ? '1' : '0';
    const hand = (match.state.G as { players: Record<string, { hand: unknown }> }).players[other].hand;
    expect(hand).toBeDefined();
    expect((observed.observations[seat].observation as { players: Record<string, { hand?: unknown }> }).players[other].hand).toBeUndefined();
    const mask = seat === observed.toMove ? withIds(legalMoves(entry.game, { view, ctx: sent(match.state.ctx), playerID: seat })).map((move) => move.id) : [];
    expect(observed.observations[seat].action_mask).toEqual(mask);
  }
  expect(observed.toMove).toBe(match.nextPlayer);
  expect(driven.refused).toEqual([
    { code: 'ILLEGAL_MOVE', message: `illegal move: {"id":"not a move id"} (seat ${observed.toMove})`, unchanged: true },
    { code: 'ILLEGAL_MOVE', message: expect.stringMatching(/^illegal move: index \d+ out of 0\.\.\d+/), unchanged: true },
  ]);
}, 20_000);

test('the ISMCTS example plays a whole game on a tiny budget without forfeiting', async () => {
  const agent = 'cmd:python3 examples/python/ismcts_agent.py --iterations 3 --depth 2';
  const result = await playArenaGame(task(['random', agent]));
  expect(result.forfeit).toBeUndefined();
  expect(result.error).toBeUndefined();
  expect(result.finished).toBe(true);
  expect(result.thinking['1'].decisions).toBeGreaterThan(10);
}, 20_000);
