/**
 * BOT-LEAGUE-1, BOT-LEAGUE-2 from the command line: a small league of four built-in bots in a two-player game.
 * Its records show the schedule's balance (each bot each seat equally, each ordered pair once per deal, every
 * line-up on each deal's seed), and the run and `arena:report` print the same ratings table, one row per bot.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import type { MatchRecord } from '../../games/match-record';
import { arenaCommand } from '../support/arena-bundle';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'arena-league-'));
const env = { ...process.env, NODE_ENV: 'production' };
const POOL = ['random', 'mcts:2', 'ismcts:2', 'ismcts:4'];

/** The table headed `| <title>`, its rows only. */
const table = (text: string, title: string): string[] => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${title}`));
  if (start < 0) return [];
  const rows: string[] = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
  return rows;
};

test('a league of four bots: balanced line-ups on paired deals, rated alike by the run and by its report', async () => {
  const out = join(dir, 'league.jsonl');
  const secretFile = join(dir, 'league.secret');
  writeFileSync(secretFile, 'the secret of this league, 32 bytes\n');
  // 4 bots at 2 seats: 12 line-ups, so 20 games become 2 deals of 12
  const args = ['--game', 'res-publica', '--players', '2', '--pool', POOL.join(','), '--games', '20', '--seed', 'league', '--secret-file', secretFile, '--quiet', '--workers', '2', '--out', out];
  const arena = await run(process.execPath, arenaCommand('cli', ...args), { env, timeout: 180_000 });
  expect(arena.stdout).toContain('24 games, seed league, a league of 4 bots: 2 deals, each played by all 12 line-ups');

  const records: MatchRecord[] = readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  expect(records).toHaveLength(24);
  const seats = records.map((record) => [record.players!['0'], record.players!['1']]);
  for (const bot of POOL) {
    for (const seat of [0, 1]) expect(seats.filter((lineUp) => lineUp[seat] === bot)).toHaveLength(6);
  }
  const deals = [...new Set(records.map((record) => record.seed))];
  expect(deals).toHaveLength(2);
  for (const seed of deals) {
    const lineUps = records.filter((record) => record.seed === seed).map((record) => `${record.players!['0']} v ${record.players!['1']}`);
    expect(new Set(lineUps)).toEqual(new Set(POOL.flatMap((a) => POOL.filter((b) => b !== a).map((b) => `${a} v ${b}`))));
    expect(lineUps).toHaveLength(12);
  }

  const rated = table(arena.stdout, 'rating (Weng-Lin, Plackett-Luce)');
  expect(rated).toHaveLength(4);
  expect(rated.map((row) => row.split('|')[1].trim()).sort()).toEqual([...POOL].sort());
  for (const row of rated) {
    const [, , games, mu, sigma, interval] = row.split('|').map((cell) => cell.trim());
    expect(games).toBe('12');
    const [low, high] = interval.split(' – ').map(Number);
    expect(low).toBeCloseTo(Number(mu) - 1.96 * Number(sigma), 1);
    expect(high).toBeCloseTo(Number(mu) + 1.96 * Number(sigma), 1);
    expect(Number(sigma)).toBeLessThan(25 / 3);
  }
  // the best first
  const mus = rated.map((row) => Number(row.split('|')[3]));
  expect([...mus].sort((a, b) => b - a)).toEqual(mus);

  const read = await run(process.execPath, arenaCommand('report-cli', out), { env, timeout: 120_000 });
  expect(read.stdout).toContain('res-publica, 2 players, 24 games on 2 deals');
  expect(table(read.stdout, 'rating (Weng-Lin, Plackett-Luce)')).toEqual(rated);
}, 300_000);
