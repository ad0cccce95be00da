/**
 * BOT-REPORT-1: the arena's report from records (arena/report.ts, `npm run arena:report`) gives the run's own
 * tables again from its JSON Lines, and says so when a record does not replay or the records mix games.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import type { MatchRecord } from '../../games/match-record';
import { report } from '../../arena/report';
import { quietConsoleErrors } from '../support/quiet-console';
import { arenaCommand } from '../support/arena-bundle';

quietConsoleErrors();

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'arena-report-'));
const env = { ...process.env, NODE_ENV: 'production' };

/** The rows of the table headed `| <title> |`, without the column of times (records keep none). */
function rows(text: string, title: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${title} |`));
  const out: string[] = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const cells = lines[i].split('|');
    cells.splice(8, 2); // ms/decision and iterations/search
    out.push(cells.join('|'));
  }
  return out;
}

test('the report of a run\'s records shows the run\'s tables per bot and per seat and its endings', async () => {
  const out = join(dir, 'pax.jsonl');
  const args = ['--game', 'pax', '--players', '3', '--games', '8', '--seed', 'report', '--seats', 'random,ismcts:4,random', '--quiet', '--workers', '1', '--out', out];
  const arena = await run(process.execPath, arenaCommand('cli', ...args), { env, timeout: 120_000 });
  const read = await run(process.execPath, arenaCommand('report-cli', out), { env, timeout: 120_000 });
  for (const title of ['bot', 'seat']) {
    const expected = rows(arena.stdout, title);
    expect(expected.length).toBeGreaterThan(1);
    expect(rows(read.stdout, title)).toEqual(expected);
  }
  const endings = (text: string) => text.split('\n').filter((line) => /^\| (Rome wins|players win|unfinished) \|/.test(line));
  expect(endings(arena.stdout).length).toBeGreaterThan(0);
  expect(endings(read.stdout)).toEqual(endings(arena.stdout));
  expect(read.stdout).toMatch(/\| ismcts:4 \| 8 \|.*\| — \| — \|/);
  // the run itself counted the search's iterations: 4 a search, its budget
  expect(arena.stdout).toMatch(/^\| ismcts:4 \| 8 \|.*\| 4 \| 0 \| 0 \|$/m);
  expect(arena.stdout).toMatch(/^\| random \| 16 \|.*\| — \| 0 \| 0 \|$/m);
  // PAX's own table (BOT-REPORT-1) follows, and its Rome's share is the endings table's
  const romeShare = /^\| Rome wins \| \d+ \| ([\d.]+ %) \|/m.exec(read.stdout)?.[1] ?? '0.0 %';
  expect(read.stdout).toContain("Where Rome's wins come from, 3 players, 8 games");
  expect(read.stdout).toMatch(new RegExp(`^\\| games Rome won \\| ${romeShare} \\(`, 'm'));
}, 240_000);

const someRecord = (game: string, moves: MatchRecord['moves'] = []): MatchRecord => ({
  format: 'pax-table/match-record',
  version: 1,
  game,
  numPlayers: 2,
  seed: 'r',
  moves,
  players: { '0': 'random', '1': 'random' },
});

test('a record whose move is refused is an error in the endings, not a crash; records of two games are refused', () => {
  const refused = report([someRecord('pax-barbarorum', [{ player: '0', move: 'noSuchMove', args: [] }])]);
  expect(refused.endings).toEqual([{ ending: 'error', games: 1, interval: expect.any(Array) }]);
  // the seat whose move was refused carries the error, as in the arena's tables
  expect(refused.seats.map(({ name, errors }) => [name, errors])).toEqual([['seat 0', 1], ['seat 1', 0]]);
  expect(() => report([someRecord('pax-barbarorum'), someRecord('pax')])).toThrow(/mix games/);
  expect(() => report([])).toThrow(/no records/);
});

test('the command line names a line that is not a match record', async () => {
  const bad = join(dir, 'bad.jsonl');
  writeFileSync(bad, `${JSON.stringify(someRecord('pax-barbarorum'))}\n{"not": "a record"}\n`);
  const failed = await run(process.execPath, arenaCommand('report-cli', bad), { env, timeout: 60_000 }).catch((error) => error);
  expect(failed.code).toBe(2);
  expect(failed.stderr).toContain(`${bad}:2: not a match record`);
});
