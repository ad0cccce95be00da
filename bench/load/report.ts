/** The results as the bench prints them: the setup, then one row per storage and match count. */
import { MOVE_TIMEOUT_MS } from './live-match';
import type { Row } from './measure';
import type { Options } from './options';
import type { Script } from './scripts';


export const fixed = (value: number | undefined, digits: number) =>
  value === undefined ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const percent = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);

export function printTable(rows: Row[]): void {
  const reference = (matches: number) => rows.find((row) => row.storage === 'memory' && row.matches === matches);
  const header = ['storage', 'matches', 'moves/s', 'vs memory', 'p50 ms', 'p99 ms', 'errors', 'games', 'server CPU', 'server µs/move', 'client CPU', 'other CPU',
    'update B p50', 'update B p99', 'sync B p50', 'sync B p99', 'WAL B/move', 'commits/move', 'Redis B/move'];
  const lines = rows.map((row) => {
    const memory = reference(row.matches);
    return [
      row.storage,
      String(row.matches),
      fixed(row.movesPerSecond, 0),
      memory && memory.movesPerSecond > 0 ? `${fixed(row.movesPerSecond / memory.movesPerSecond, 2)}×` : '-',
      fixed(row.p50, 1),
      fixed(row.p99, 1),
      String(row.timeouts + row.refused + row.disconnected + row.lost),
      String(row.games),
      percent(row.serverCpu),
      fixed(row.serverMicrosPerMove, 0),
      percent(row.clientCpu),
      percent(row.otherCpu),
      fixed(row.updateBytesP50, 0),
      fixed(row.updateBytesP99, 0),
      fixed(row.syncBytesP50, 0),
      fixed(row.syncBytesP99, 0),
      fixed(row.walBytesPerMove, 0),
      fixed(row.commitsPerMove, 2),
      fixed(row.redisBytesPerMove, 0),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  printPairs(rows);
}

/** Two instances against one, at each match count both ran: what a second instance adds on this machine. */
function printPairs(rows: Row[]): void {
  for (const pair of rows.filter((row) => row.storage === 'postgres-pair')) {
    const one = rows.find((row) => row.storage === 'postgres' && row.matches === pair.matches);
    const against = one && one.movesPerSecond > 0 ? `, ${fixed(pair.movesPerSecond / one.movesPerSecond, 2)}× one instance` : '';
    console.log(`postgres-pair at ${pair.matches} matches: ${fixed(pair.movesPerSecond, 0)} moves/s${against}, ${pair.lost} moves lost, ${pair.refused} refused`);
  }
}

export function describeSetup(scripts: Script[], options: Options): string {
  const games = scripts
    .map(({ entry, numPlayers, steps, finished }) => `${entry.game.name} ${numPlayers}p (${steps.length} moves${finished ? '' : ', unfinished'})`)
    .join(', ');
  return `games: ${games}; ${options.seconds} s measured after ${options.warmup} s warm-up; move timeout ${MOVE_TIMEOUT_MS / 1000} s`;
}
