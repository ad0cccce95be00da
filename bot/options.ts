/**
 * The command line of `npm run bot`, read into options; nothing here touches the network.
 *
 *   npm run bot -- --server http://localhost:8000 --game pax-barbarorum --match <id>
 *                  [--bot random|mcts:300|ismcts:200|ismcts:50ms] [--name Bot] [--seat 1 [--credentials <c>]] [--seed s]
 */
import { parseArgs } from 'node:util';
import { parseBuiltInSpec } from '../games/bots/bot-spec';
import type { BuiltInSpec } from '../games/bots/seat-bot';
import { UsageError } from './seat-error';

export const USAGE = `usage: npm run bot -- --game <name> --match <id> [--server http://localhost:8000]
         [--bot random|mcts:N|ismcts:N|ismcts:Nms] [--name Bot] [--seat <id> [--credentials <c>]] [--seed <s>]
Takes a seat of an online match (the first free one, or --seat; with --credentials, a seat already
joined) and plays it until the game is over.`;

export interface BotOptions {
  server: string;
  game: string;
  matchID: string;
  spec: BuiltInSpec;
  /** The bot spec as given, for messages. */
  specText: string;
  name: string;
  /** The seat to join, or to play with `credentials`; the first free seat when absent. */
  seat?: string;
  credentials?: string;
  /** Seeds the bot's own choices; absent, each run chooses differently. */
  seed?: string;
}

export type ParsedCommand = { help: true } | { help: false; options: BotOptions };

const DEFAULT_SERVER = 'http://localhost:8000';

const STRING = { type: 'string' } as const;
const OPTIONS = {
  server: STRING,
  game: STRING,
  match: STRING,
  bot: STRING,
  name: STRING,
  seat: STRING,
  credentials: STRING,
  seed: STRING,
  help: { type: 'boolean', short: 'h' },
} as const;
const VALUED = Object.keys(OPTIONS).filter((option) => option !== 'help');

/**
 * `--match -x4…` as `--match=-x4…`: match ids and credentials are base64url and may begin with a dash,
 * which node's parseArgs would otherwise take for an option.
 */
function joinValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const valued = arg.startsWith('--') && VALUED.includes(arg.slice(2)) && i + 1 < argv.length;
    joined.push(valued ? `${arg}=${argv[++i]}` : arg);
  }
  return joined;
}

/** The options of `argv` (the arguments after the script's name); a UsageError says what is wrong. */
export function parseBotOptions(argv: readonly string[]): ParsedCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: joinValues(argv),
      strict: true,
      allowPositionals: false,
      options: OPTIONS,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  if (!values.game) throw new UsageError('--game is required');
  if (!values.match) throw new UsageError('--match is required');
  if (values.credentials !== undefined && values.seat === undefined) throw new UsageError('--credentials needs --seat: the seat they hold');
  if (values.seat !== undefined && !/^\d{1,2}$/.test(values.seat)) throw new UsageError(`--seat must be a seat number, not "${values.seat}"`);
  const server = values.server ?? DEFAULT_SERVER;
  if (!/^https?:\/\/[^/]+/.test(server)) throw new UsageError(`--server must be an http(s) address, not "${server}"`);
  const specText = (values.bot ?? 'random').trim();
  const parsed = parseBuiltInSpec(specText);
  if (!parsed.ok) throw new UsageError(parsed.error);
  return {
    help: false,
    options: {
      server: server.replace(/\/+$/, ''),
      game: values.game,
      matchID: values.match,
      spec: parsed.spec,
      specText,
      name: values.name ?? 'Bot',
      ...(values.seat !== undefined && { seat: values.seat }),
      ...(values.credentials !== undefined && { credentials: values.credentials }),
      ...(values.seed !== undefined && { seed: values.seed }),
    },
  };
}
