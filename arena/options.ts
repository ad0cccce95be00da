/**
 * The arena's command line: its own flags, and every option of the chosen game as a flag of its own
 * (`--expansion true`, `--level 3`, `--wakhan true`), checked by the game as the lobby checks them.
 * What keeps the hidden cards hidden is checked here too (BOT-SANDBOX-1): neither the records file nor the
 * secret may lie where a sandboxed agent can read.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findGameEntry, gameEntries } from '../games';
import type { SetupData, SetupValue } from '../games/types';
import { arenaHelp } from './help';
import { defaultWorkers } from './pool';
import { styleProblem } from '../games/bots/seat-bot';
import { commandWords, resolveCommand, within } from './agent-command';
import { parsePool, parseSeats, type SeatSpec } from './seat-spec';
import { leagueGames, leagueLineUps } from './league';
import { randomTournamentSeed } from './seeds';
import { DEFAULT_AGENT_CALLS } from './forward-model';
import type { Tournament } from './tournament';

export interface ArenaOptions extends Omit<Tournament, 'secret'> {
  /** False when the seed was drawn at random (no --seed). */
  seedGiven: boolean;
  /** Where the secret is read (`--secret-file`); without it, the arena draws one for the run. */
  secretFile?: string;
  workers: number;
  out: string;
  queue: boolean;
  quiet: boolean;
}

/** `help`: the arena was asked for its help (--help), the `error`'s text, which it prints and exits 0. */
export type OptionsParse = { ok: true; options: ArenaOptions } | { ok: false; error: string; help?: true };

export const USAGE = `npm run arena -- --game <name> [--players N] [--games N] [--first N] [--seed S] [--secret-file F] [--seats a,b,c | --pool a,b,c,d]
  [--workers N] [--out file.jsonl] [--agent-timeout ms] [--agent-calls N] [--unsandboxed-agents] [--no-rotate] [--queue] [--quiet]
  [--<game option> value]
seats: random | mcts:N | ismcts:N | ismcts:Nms | cmd:<command>, random and ismcts with @<style> where a game has styles
  (${gameEntries
    .filter((e) => e.bots.styles)
    .map((e) => `${e.game.name}: ${Object.keys(e.bots.styles!).map((style) => `@${style}`).join(', ')}`)
    .join('; ')})   games: ${gameEntries.map((e) => e.game.name).join(', ')}`;

/** Without --seats: the search against boardgame.io's own bots, the last filling the remaining seats. */
const DEFAULT_SEATS = ['ismcts:200', 'mcts:200', 'random'];

const OWN_FLAGS = {
  game: { type: 'string' },
  players: { type: 'string' },
  games: { type: 'string', default: '100' },
  first: { type: 'string', default: '0' },
  seed: { type: 'string' },
  'secret-file': { type: 'string' },
  'unsandboxed-agents': { type: 'boolean', default: false },
  seats: { type: 'string' },
  pool: { type: 'string' },
  workers: { type: 'string' },
  out: { type: 'string' },
  'agent-timeout': { type: 'string', default: '10000' },
  'agent-calls': { type: 'string', default: String(DEFAULT_AGENT_CALLS) },
  'no-rotate': { type: 'boolean', default: false },
  queue: { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const positiveInteger = (text: string | undefined, name: string, min = 1): number | string => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : `--${name} must be an integer of at least ${min}`;
};

export function parseArenaArgs(argv: readonly string[]): OptionsParse {
  // The game's options first: every `--name value` (or `--name=value`) that is not one of the arena's flags.
  const own: string[] = [];
  const gameFlags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    const name = token.startsWith('--') ? token.slice(2).split('=')[0] : '';
    if (!name || name in OWN_FLAGS) {
      own.push(token);
      continue;
    }
    const inline = token.indexOf('=');
    if (inline >= 0) gameFlags[name] = token.slice(inline + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) gameFlags[name] = argv[++i];
    else return { ok: false, error: `--${name} needs a value` };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: own, options: OWN_FLAGS, strict: true, allowPositionals: false });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help) return { ok: false, error: arenaHelp(USAGE), help: true };
  const entry = typeof values.game === 'string' ? findGameEntry(values.game) : undefined;
  if (!entry) return { ok: false, error: `--game must name a game (${gameEntries.map((e) => e.game.name).join(', ')})` };
  const { game } = entry;

  const numPlayers = values.players === undefined ? game.minPlayers : positiveInteger(values.players as string, 'players');
  if (typeof numPlayers === 'string') return { ok: false, error: numPlayers };
  if (numPlayers < game.minPlayers || numPlayers > game.maxPlayers) return { ok: false, error: `${game.name} is for ${game.minPlayers}–${game.maxPlayers} players` };
  let games = positiveInteger(values.games as string, 'games');
  if (typeof games === 'string') return { ok: false, error: games };
  const first = positiveInteger(values.first as string, 'first', 0);
  if (typeof first === 'string') return { ok: false, error: first };
  const workers = values.workers === undefined ? defaultWorkers() : positiveInteger(values.workers as string, 'workers', 0);
  if (typeof workers === 'string') return { ok: false, error: workers };
  const agentTimeoutMs = positiveInteger(values['agent-timeout'] as string, 'agent-timeout');
  if (typeof agentTimeoutMs === 'string') return { ok: false, error: agentTimeoutMs };
  const agentCalls = positiveInteger(values['agent-calls'] as string, 'agent-calls', 0);
  if (typeof agentCalls === 'string') return { ok: false, error: agentCalls };

  const setupData: SetupData = {};
  for (const [flag, raw] of Object.entries(gameFlags)) {
    const option = entry.options.find((o) => o.id === flag);
    if (!option) return { ok: false, error: `unknown flag --${flag} (${game.name}'s options: ${entry.options.map((o) => `--${o.id}`).join(', ') || 'none'})` };
    const text = String(raw);
    let value: SetupValue = text;
    if (option.kind === 'boolean') value = text === 'true' ? true : text === 'false' ? false : text;
    else if (option.values.some((v) => typeof v.value === 'number')) value = Number(text);
    setupData[flag] = value;
  }
  const problem = game.validateSetupData?.(setupData, numPlayers);
  if (problem) return { ok: false, error: `${game.name} options: ${problem}` };

  let pool: SeatSpec[] | undefined;
  if (typeof values.pool === 'string') {
    if (typeof values.seats === 'string') return { ok: false, error: '--pool and --seats exclude each other: a league seats its pool\'s bots itself' };
    if (values['no-rotate']) return { ok: false, error: '--no-rotate has no meaning with --pool: every line-up of the pool plays every deal' };
    const parsedPool = parsePool(values.pool, numPlayers);
    if (!parsedPool.ok) return { ok: false, error: parsedPool.error };
    pool = parsedPool.seats;
    // BOT-LEAGUE-1: whole rounds, every deal played by every line-up
    const round = leagueLineUps(pool.length, numPlayers).length;
    games = leagueGames(games, round);
    if (first % round) return { ok: false, error: `--first must start a round of the league: a multiple of its ${round} line-ups` };
  }
  const seats = pool ? { ok: true as const, seats: pool.slice(0, numPlayers) } : parseSeats(typeof values.seats === 'string' ? values.seats : DEFAULT_SEATS.slice(0, numPlayers).join(','), numPlayers);
  if (!seats.ok) return { ok: false, error: seats.error };
  for (const seat of pool ?? seats.seats) {
    const problem = seat.kind === 'built-in' ? styleProblem(entry, seat.spec) : undefined;
    if (problem) return { ok: false, error: problem };
  }

  const seedGiven = typeof values.seed === 'string';
  const seed = seedGiven ? (values.seed as string) : randomTournamentSeed();
  const out = typeof values.out === 'string' ? values.out : `arena-${game.name}-${numPlayers}p-${seed.replace(/[^\w.-]+/g, '_')}.jsonl`;
  const secretFile = typeof values['secret-file'] === 'string' ? values['secret-file'] : undefined;
  const sandboxed = values['unsandboxed-agents'] !== true;
  const commands = (pool ?? seats.seats).flatMap((seat) => (seat.kind === 'command' ? [seat.command] : []));
  const unreachable = agentReach(commands, sandboxed, { records: out, ...(secretFile && { secret: secretFile }) });
  if (unreachable) return { ok: false, error: unreachable };
  return {
    ok: true,
    options: {
      game: game.name,
      numPlayers,
      setupData,
      games,
      ...(first && { first }),
      seed,
      seedGiven,
      ...(secretFile && { secretFile }),
      seats: seats.seats.map((seat) => seat.text),
      ...(pool && { pool: pool.map((seat) => seat.text) }),
      rotate: !values['no-rotate'],
      agentTimeoutMs,
      agentCalls,
      sandboxed,
      workers,
      out,
      queue: values.queue === true,
      quiet: values.quiet === true,
    },
  };
}

/** `path` as the sandbox would meet it: through its links where it exists (or its folder does). */
function realPath(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) return realpathSync(absolute);
  return existsSync(dirname(absolute)) ? resolve(realpathSync(dirname(absolute)), absolute.slice(dirname(absolute).length + 1)) : absolute;
}

/**
 * Why the agents' commands cannot run here, or why a sandboxed agent could read the run's `files` (the
 * records being written, the secret): the folders it may read are those of its command (agent-command.ts).
 */
function agentReach(commands: readonly string[], sandboxed: boolean, files: Record<string, string>): string | null {
  for (const text of new Set(commands)) {
    const words = commandWords(text);
    const resolved = words.ok ? resolveCommand(words.words, process.cwd()) : words;
    if (!resolved.ok) return resolved.error;
    if (!sandboxed) continue;
    for (const folder of resolved.command.readable) {
      for (const [what, path] of Object.entries(files)) {
        for (const candidate of new Set([resolve(path), realPath(path)])) {
          for (const readable of new Set([folder, realPath(folder)])) {
            if (within(candidate, readable)) return `the ${what} file ${path} lies in ${folder}, which the agent cmd:${text} may read: put it elsewhere`;
          }
        }
      }
    }
  }
  return null;
}
