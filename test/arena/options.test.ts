import { expect, test } from 'vitest';
import { parseArenaArgs, USAGE } from '../../arena/options';
import { tasksOf } from '../../arena/tournament';
import { arenaCommand } from '../support/arena-bundle';

test('the game\'s options are flags of their own, checked by the game', () => {
  const parsed = parseArenaArgs(['--game', 'pax', '--players', '4', '--expansion', 'true', '--games', '7', '--seed', 'x y', '--seats', 'ismcts:50,random', '--workers', '1']);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(parsed.options).toMatchObject({ game: 'pax', numPlayers: 4, setupData: { expansion: true }, games: 7, seed: 'x y', workers: 1, rotate: true });
  expect(parsed.options.seats).toEqual(['ismcts:50', 'random', 'random', 'random']);
  expect(parsed.options.out).toBe('arena-pax-4p-x_y.jsonl');
});

test('BOT-AGENT-7: --agent-calls sets the forward model\'s requests per decision, 100000 unless told, into every game\'s task', () => {
  const told = parseArenaArgs(['--game', 'pax', '--agent-calls', '250']);
  expect(told).toMatchObject({ ok: true, options: { agentCalls: 250 } });
  expect(parseArenaArgs(['--game', 'pax'])).toMatchObject({ ok: true, options: { agentCalls: 100000 } });
  if (told.ok) expect(tasksOf({ ...told.options, secret: Buffer.from('a secret of sixteen bytes or more') }).map((task) => task.agentCalls)).toEqual(Array(100).fill(250));
});

test('BOT-ARENA-1: --first plays a range of the line\'s game numbers, the very games the whole line plays there', () => {
  const secret = Buffer.from('a secret of sixteen bytes or more');
  const line = parseArenaArgs(['--game', 'pax', '--players', '3', '--games', '10', '--seed', 'long', '--seats', 'club,random,novice']);
  const range = parseArenaArgs(['--game', 'pax', '--players', '3', '--games', '4', '--first', '5', '--seed', 'long', '--seats', 'club,random,novice']);
  if (!line.ok || !range.ok) throw new Error('refused');
  expect(range.options.first).toBe(5);
  const whole = tasksOf({ ...line.options, secret });
  const part = tasksOf({ ...range.options, secret });
  expect(part.map((task) => task.index)).toEqual([5, 6, 7, 8]);
  expect(part).toEqual(whole.slice(5, 9));
  // a league's range starts a round, so every line-up plays each of its deals
  const league = parseArenaArgs(['--game', 'pax', '--players', '2', '--pool', 'random,novice,club', '--games', '6', '--first', '6', '--seed', 'l']);
  if (!league.ok) throw new Error('refused');
  const leagueWhole = parseArenaArgs(['--game', 'pax', '--players', '2', '--pool', 'random,novice,club', '--games', '12', '--seed', 'l']);
  if (!leagueWhole.ok) throw new Error('refused');
  expect(tasksOf({ ...league.options, secret })).toEqual(tasksOf({ ...leagueWhole.options, secret }).slice(6));
  expect(parseArenaArgs(['--game', 'pax', '--players', '2', '--pool', 'random,novice,club', '--first', '4'])).toMatchObject({ ok: false, error: expect.stringMatching(/--first must start a round of the league: a multiple of its 6 line-ups/) });
  expect(parseArenaArgs(['--game', 'pax', '--first=1.5'])).toMatchObject({ ok: false, error: expect.stringMatching(/--first must be an integer of at least 0/) });
});

test('BOT-STYLE-1: seats may name the game\'s styles of play', () => {
  const parsed = parseArenaArgs(['--game', 'pax-barbarorum', '--players', '3', '--seats', 'ismcts:10ms@builder,ismcts:10ms@warlord,ismcts:10ms@balanced']);
  expect(parsed.ok).toBe(true);
  if (parsed.ok) expect(parsed.options.seats).toEqual(['ismcts:10ms@builder', 'ismcts:10ms@warlord', 'ismcts:10ms@balanced']);
});

test.each([
  [['--players', '2'], /--game must name a game/],
  [['--game', 'chess'], /--game must name a game/],
  [['--game', 'pax', '--players', '9'], /1–8 players/],
  [['--game', 'pax', '--games', '0'], /--games must be an integer/],
  [['--game', 'pax', '--agent-calls', 'many'], /--agent-calls must be an integer of at least 0/],
  [['--game', 'pax', '--colour', 'red'], /unknown flag --colour/],
  [['--game', 'pax', '--players', '2', '--expansion', 'maybe'], /options:/],
  [['--game', 'pax', '--seats', 'deep-blue'], /unknown bot/],
  [['--game', 'pax', '--seats', 'ismcts:10@warlord'], /pax has no style "warlord" \(it has no styles\)/],
  [['--game', 'pax-barbarorum', '--players', '3', '--seats', 'ismcts:10@builder,random@pirate'], /no style "pirate" \(its styles: builder, warlord, balanced, conqueror\)/],
])('%j is refused with a message', (argv, message) => {
  const parsed = parseArenaArgs(argv);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(message);
});

test('BOT-ARENA-1: without --seed the tournament seed is drawn at random and said so; --secret-file is kept to be read', () => {
  const drawn = [0, 1].map(() => parseArenaArgs(['--game', 'pax']));
  for (const parsed of drawn) expect(parsed).toMatchObject({ ok: true, options: { seedGiven: false, sandboxed: true } });
  const [a, b] = drawn.map((parsed) => (parsed.ok ? parsed.options.seed : ''));
  expect(a).toMatch(/^[\w-]{16}$/);
  expect(a).not.toBe(b);
  expect(parseArenaArgs(['--game', 'pax', '--seed', 'arena', '--secret-file', 'run.secret'])).toMatchObject({ ok: true, options: { seed: 'arena', seedGiven: true, secretFile: 'run.secret' } });
  expect(parseArenaArgs(['--game', 'pax', '--unsandboxed-agents'])).toMatchObject({ ok: true, options: { sandboxed: false } });
});

test('BOT-SANDBOX-1: neither the records nor the secret may lie where a sandboxed agent reads', () => {
  const agent = 'cmd:python3 examples/agents/random_agent.py';
  const inside = parseArenaArgs(['--game', 'pax', '--players', '2', '--seats', agent, '--out', 'examples/agents/records.jsonl']);
  expect(inside).toMatchObject({ ok: false, error: expect.stringMatching(/the records file examples\/agents\/records.jsonl lies in .*examples\/agents, which the agent cmd:python3 examples\/agents\/random_agent.py may read/) });
  const secret = parseArenaArgs(['--game', 'pax', '--players', '2', '--seats', agent, '--secret-file', 'examples/agents/arena.secret']);
  expect(secret).toMatchObject({ ok: false, error: expect.stringMatching(/the secret file examples\/agents\/arena.secret lies in/) });
  // beside the agent's folder is out of its reach; unsandboxed, it reads everything anyway
  expect(parseArenaArgs(['--game', 'pax', '--players', '2', '--seats', agent, '--out', 'examples/records.jsonl']).ok).toBe(true);
  expect(parseArenaArgs(['--game', 'pax', '--players', '2', '--seats', agent, '--out', 'examples/agents/records.jsonl', '--unsandboxed-agents']).ok).toBe(true);
});

test('BOT-LEAGUE-1: --pool names a league\'s bots and rounds --games up to whole rounds of its line-ups', () => {
  const parsed = parseArenaArgs(['--game', 'res-publica', '--players', '2', '--pool', 'random,mcts:5,ismcts:5', '--games', '10', '--workers', '1']);
  // 3 bots at 2 seats: 6 line-ups, so 10 games become 2 deals of 6
  expect(parsed).toMatchObject({ ok: true, options: { pool: ['random', 'mcts:5', 'ismcts:5'], seats: ['random', 'mcts:5'], games: 12 } });
  expect(parseArenaArgs(['--game', 'res-publica', '--players', '2', '--pool', 'random,mcts:5', '--games', '6'])).toMatchObject({ ok: true, options: { games: 6 } });
  // a pool's agents are checked as seats' are
  const agent = 'cmd:python3 examples/agents/random_agent.py';
  expect(parseArenaArgs(['--game', 'pax', '--players', '2', '--pool', `random,${agent}`, '--out', 'examples/agents/records.jsonl'])).toMatchObject({ ok: false, error: expect.stringMatching(/the records file .* lies in/) });
});

const TWO = ['--game', 'res-publica', '--players', '2'];
test.each([
  [[...TWO, '--pool', 'random,mcts:5', '--seats', 'random'], /--pool and --seats exclude each other/],
  [[...TWO, '--pool', 'random,mcts:5', '--no-rotate'], /--no-rotate has no meaning with --pool/],
  [[...TWO, '--pool', 'random'], /--pool names 1 bots: a league needs at least 2/],
  [['--game', 'pax', '--players', '3', '--pool', 'random,mcts:5'], /a league needs at least 3 for 3 seats/],
  [[...TWO, '--pool', 'random,mcts:5,random'], /--pool names random twice/],
  [[...TWO, '--pool', 'random,deep-blue'], /unknown bot/],
  [['--game', 'pax', '--players', '2', '--pool', 'random,ismcts:10@warlord'], /no style "warlord"/],
])('BOT-LEAGUE-1: %j is refused with a message', (argv, message) => {
  const parsed = parseArenaArgs(argv);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(message);
});
test('`npm run arena -- --help` exits 0 and prints every flag the usage names, with its meaning, and every game\'s options', async () => {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { stdout } = await promisify(execFile)(process.execPath, arenaCommand('cli', '--help'), { env: { ...process.env, NODE_ENV: 'production' }, timeout: 60_000 });
  const flags = [...USAGE.matchAll(/[[|] ?(--[a-z-]+)/g)].map((match) => match[1]);
  expect(flags.length).toBeGreaterThan(10);
  for (const flag of flags) expect(stdout).toMatch(new RegExp(`^  ${flag}\\b[^\\n]* {2}\\S`, 'm'));
  for (const option of ['--expansion true|false', '--wakhan true|false', '--government true|false', '--firstPlayer random|seat']) expect(stdout).toContain(option);
  expect(parseArenaArgs(['--help'])).toEqual({ ok: false, error: stdout.replace(/\n$/, ''), help: true });
}, 60_000);
