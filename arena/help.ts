/**
 * `npm run arena -- --help`: the usage line, what each of the arena's flags means, and each game's own
 * options as flags, with their values and defaults (the lobby's options: games/<game>/meta.ts).
 */
import { gameEntries } from '../games';
import type { SetupOption } from '../games/types';

/** The arena's flags and what they mean (the README's table says the same). */
export const FLAG_HELP: readonly (readonly [string, string])[] = [
  ['--game <name>', `the game (${gameEntries.map((e) => e.game.name).join(', ')})`],
  ['--players N', "player count (the game's least)"],
  ['--games N', 'games to play (100)'],
  ['--first N', "the first game's number (0): a long line split into ranges under one seed and secret, read together by arena:report"],
  ['--seed S', "the tournament's seed (drawn at random and printed)"],
  ['--secret-file F', 'a file of at least 16 bytes keying every seed, for a run that can be played again (random per run without it)'],
  ['--seats a,b,c', 'bots in seat order, the last filling the remaining seats (ismcts:200,mcts:200,random)'],
  ['--pool a,b,c,d', 'a league of more bots than seats: every ordered line-up plays every deal on its seeds, rated (Weng-Lin)'],
  ['--no-rotate', 'keep the line-up (by default game i seats the bots rotated by i)'],
  ['--workers N', 'worker threads (one per core)'],
  ['--out file.jsonl', 'the records file (arena-<game>-<players>p-<seed>.jsonl)'],
  ['--agent-timeout ms', 'milliseconds a cmd: agent may take per decision (10000)'],
  ['--agent-calls N', 'forward-model requests a cmd: agent may make per decision (100000)'],
  ['--unsandboxed-agents', 'run cmd: agents without their sandbox, only where bubblewrap cannot run'],
  ['--queue', 'share the games through Redis (REDIS_URL) with `npm run arena:worker` machines'],
  ['--quiet', 'no progress lines'],
  ['--help', 'this text'],
];

const optionValues = (option: SetupOption) => (option.kind === 'boolean' ? 'true|false' : option.values.map((v) => String(v.value)).join('|'));

const table = (rows: readonly (readonly [string, string])[], indent = '  ') => {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `${indent}${left.padEnd(width)}  ${right}`).join('\n');
};

export function arenaHelp(usage: string): string {
  const games = gameEntries.map((entry) => {
    const rows = entry.options.map((option) => [`--${option.id} ${optionValues(option)}`, `${option.label.en} (${String(option.default)})`] as const);
    return `${entry.game.name} (${entry.game.minPlayers}–${entry.game.maxPlayers} players)${rows.length ? `\n${table(rows, '    ')}` : ': no options'}`;
  });
  return `${usage}\n\nflags:\n${table(FLAG_HELP)}\n\neach game's options, as flags:\n${games.map((text) => `  ${text}`).join('\n')}\n`;
}
