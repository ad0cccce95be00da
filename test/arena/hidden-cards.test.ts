/**
 * BOT-SANDBOX-1, BOT-SEED-1: no agent learns a hidden card. The agent of attack-agent.cjs, with the
 * project's engine bundled beside it, plays real arena runs (the command line, real processes, real
 * bubblewrap) in every game and tries each way we know to the match's seed or another seat's hand. In its
 * sandbox it finds nothing and reconstructs no other seat's view, whether the tournament seed is the random
 * default or a guessable one. The same agent unsandboxed (the control) reconstructs them: the attack works,
 * and the sandbox and the secret are what stop it. Asked for other seats' views of its samples, the forward
 * model (BOT-AGENT-6) shows none of them, sandboxed or not.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { beforeAll, expect, test } from 'vitest';
import { findGameEntry } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import type { MatchRecord } from '../../games/match-record';
import { arenaCommand } from '../support/arena-bundle';

const run = promisify(execFile);
const GAMES = ['res-publica', 'pax', 'pax-pamir', 'pax-barbarorum'];
const dir = mkdtempSync(join(tmpdir(), 'hidden-cards-'));
const agentDir = join(dir, 'agent');
const secretFile = join(dir, 'arena.secret');
const attacker = `cmd:node ${join(agentDir, 'attack.cjs')}`;

/** What the attack agent says it found (attack-agent.cjs). */
interface AttackReport {
  processes: number;
  tree: string[];
  env: string[];
  leaks: number;
  jsonl: number;
  secrets: number;
  outside: number;
  net: number[];
  repo: boolean;
  engine: boolean;
  candidates: number;
  verified: number;
  /** The match seed it came to believe, if any. */
  believed: string | null;
  decisions: number;
  /** [moves applied, seat, sha256 of that seat's view, first 12 hex digits] */
  claims: [number, string, string][];
  /** Forward-model samples it made (one a decision), and the other seats' views it claimed from them (as `claims`). */
  samples: number;
  forwardClaims: [number, string, string][];
}

beforeAll(async () => {
  mkdirSync(agentDir);
  writeFileSync(join(agentDir, 'attack.cjs'), readFileSync('test/arena/attack-agent.cjs', 'utf8').replace('__REPO__', process.cwd()));
  // The project's engine, as any agent may carry it: the code is public, the seed is what must not be.
  const entry = join(dir, 'engine-entry.ts');
  writeFileSync(entry, `export { HeadlessMatch } from '${process.cwd()}/games/headless';\nexport { findGameEntry } from '${process.cwd()}/games';\n`);
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', outfile: join(agentDir, 'engine.cjs'), logLevel: 'error', define: { 'process.env.NODE_ENV': '"production"' } });
  writeFileSync(secretFile, `${randomBytes(32).toString('hex')}\n`);
}, 60_000);

const arena = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  run(process.execPath, arenaCommand('cli', ...args), { env: { ...env, NODE_ENV: 'production' }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });

/** Two games of three seats, two of them attack agents (rotated: seats 0 and 1, then 1 and 2). */
async function attackRun(game: string, extra: string[]) {
  const out = join(dir, `${game}-${extra.join('_').replace(/[^\w-]+/g, '_')}.jsonl`);
  const { stdout } = await arena(['--game', game, '--players', '3', '--games', '2', '--workers', '1', '--seats', `${attacker},${attacker},random`, '--agent-timeout', '60000', '--out', out, '--quiet', ...extra]);
  const records = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as MatchRecord);
  const games = records.map((record) => {
    const said = record.forfeit?.reason.match(/ATTACK (\{.*\})\)$/);
    if (!said) throw new Error(`game without the attack's report: ${JSON.stringify(record.forfeit ?? 'no forfeit')}`);
    const report = JSON.parse(said[1]) as AttackReport;
    // BOT-AGENT-6: sandboxed or not, the forward model shows no other seat's view
    expect(report.samples).toBe(report.decisions);
    expect(report.forwardClaims.length).toBeGreaterThan(0);
    expect(exactClaims(record, report.forwardClaims)).toBe(0);
    return { record, report, exact: exactClaims(record, report.claims) };
  });
  return { stdout, games };
}

/** How many of the claims hash the true view of that seat after that many moves. */
function exactClaims(record: MatchRecord, claims: AttackReport['claims']): number {
  const { game } = findGameEntry(record.game)!;
  return claims.filter(([at, seat, hash]) => {
    const match = new HeadlessMatch(game, { numPlayers: record.numPlayers, setupData: record.setupData, seed: record.seed });
    for (const move of record.moves.slice(0, at)) match.move(move.player, move.move, move.args, move.by);
    const view = JSON.stringify(game.playerView!({ G: match.state.G, ctx: match.state.ctx, playerID: seat }));
    return createHash('sha256').update(view).digest('hex').slice(0, 12) === hash;
  }).length;
}

/**
 * Everything a sandboxed agent must come back with: nothing. It may come to believe a wrong seed (a few
 * early views of a small hand can fit another deal, and it cannot tell), never the match's own. Its claims
 * then describe that other deal: one may still be right by chance (Res Publica deals four People cards of
 * a few kinds, so another seat's hand often matches in a wrong deal too), but not all of them, which is
 * what reconstructing the views would mean (the control below is right every time).
 */
function expectNothingLearnt(record: MatchRecord, report: AttackReport, exact: number) {
  if (report.believed !== null) {
    expect(report.believed).not.toBe(record.seed);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(exact).toBeLessThan(report.claims.length);
  } else {
    expect({ verified: report.verified, claims: report.claims.length, exact }).toEqual({ verified: 0, claims: 0, exact: 0 });
  }
  expect(report.engine).toBe(true);
  expect(report.decisions).toBe(5);
  expect(report.candidates).toBeGreaterThan(300);
  // its own PID namespace: only bubblewrap's init besides itself, and no arena process in its tree
  expect(report.processes).toBe(1);
  expect(report.tree).toEqual(['bwrap']);
  // a minimal environment; nothing harvested from /proc, files or the network; nothing outside its folder
  expect(report.env).toEqual([]);
  expect({ leaks: report.leaks, jsonl: report.jsonl, secrets: report.secrets, outside: report.outside, net: report.net, repo: report.repo }).toEqual({ leaks: 0, jsonl: 0, secrets: 0, outside: 0, net: [], repo: false });
}

test.each(GAMES)('%s, default seed: a sandboxed agent learns no seed and no other seat\'s view, by any attack', async (game) => {
  const { stdout, games } = await attackRun(game, []);
  expect(games).toHaveLength(2);
  for (const { record, report, exact } of games) expectNothingLearnt(record, report, exact);
  expect(stdout).toMatch(/seed [\w-]{16} \(random\)/);
  expect(stdout).toContain('secret: random for this run (not reproducible unless --secret-file)');
  expect(stdout).toContain(`agents sandboxed (bubblewrap): ${attacker}`);
}, 300_000);

test('a guessable --seed with the secret in a file out of reach: still nothing', async () => {
  const { stdout, games } = await attackRun('pax-pamir', ['--seed', 'arena', '--secret-file', secretFile]);
  expect(stdout).toContain(`secret: ${secretFile}`);
  for (const { record, report, exact } of games) expectNothingLearnt(record, report, exact);
}, 300_000);

test.each(GAMES)('%s, the control: the same agent unsandboxed reads the arena\'s command line and secret, and every other seat\'s view', async (game) => {
  const { stdout, games } = await attackRun(game, ['--seed', 'arena', '--secret-file', secretFile, '--unsandboxed-agents']);
  expect(stdout).toContain(`agents UNSANDBOXED (--unsandboxed-agents: each could read the arena's files and processes): ${attacker}`);
  for (const { record, report, exact } of games) {
    expect(report.believed).toBe(record.seed);
    expect(report.tree).toContain('node');
    expect(report.secrets).toBeGreaterThan(0);
    expect(report.verified).toBe(1);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(exact).toBe(report.claims.length);
  }
}, 300_000);

test('without a working sandbox, agents are refused unless --unsandboxed-agents', async () => {
  const noBwrap = { ...process.env, PATH: '/nonexistent' };
  const refused = arena(['--game', 'pax', '--players', '2', '--games', '1', '--seats', `${attacker},random`, '--out', join(dir, 'refused.jsonl'), '--quiet'], noBwrap);
  await expect(refused).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/bubblewrap \(bwrap\) is not on this machine's PATH.*--unsandboxed-agents/) });
  // told so, the arena runs them, and its report says which ran unsandboxed
  const python = 'cmd:python3 examples/agents/random_agent.py';
  const told = await arena(['--game', 'pax', '--players', '2', '--games', '1', '--seats', `${python},random`, '--out', join(dir, 'told.jsonl'), '--unsandboxed-agents', '--quiet'], noBwrap);
  expect(told.stdout).toContain(`agents UNSANDBOXED (--unsandboxed-agents: each could read the arena's files and processes): ${python}`);
  expect(told.stdout).toContain(`| ${python} | 1 |`);
  // built-in bots need no sandbox
  const { stdout } = await arena(['--game', 'pax', '--games', '1', '--seats', 'random', '--out', join(dir, 'bots.jsonl'), '--quiet'], noBwrap);
  expect(stdout).not.toMatch(/agents/);
}, 120_000);
