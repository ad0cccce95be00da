/** The load bench's flags (bench/load.ts says what each does). */
import { parseArgs } from 'node:util';

/**
 * `postgres-pair`: two instances of our server on one PostgreSQL database and one Redis, the seats of each
 * match split between them (seat i on instance i mod 2), so every move reaches half its seats through Redis.
 */
export const STORAGES = ['memory', 'sqlite', 'postgres', 'postgres-pair'] as const;
export type StorageName = (typeof STORAGES)[number];

export const USAGE = `npm run bench:load [-- flags]

  --matches 20,50,100        concurrent matches, one row each (default 50)
  --seconds 20               measured time per storage and match count (default 20)
  --warmup 3                 seconds played first and not counted, once every match is open (default 3)
  --storage memory,sqlite,postgres,postgres-pair   which servers to run, in this order (default the first
                             three; postgres-pair: two instances on one database and Redis, REDIS_URL or
                             TEST_REDIS_URL, default redis://127.0.0.1:6379)
  --game pax-pamir           one game only (default: a mix of every game)
  --players N                seats per match (default: each game's smallest count >= 2 with no setup options)
  --wire patches             how seats take each next state: patches (view patches, as our client does) or
                             whole (the whole view in each update, as boardgame.io's client takes it); default
                             patches. The stock server (memory) sends whole updates either way.
  --help                     this text`;


export interface Options {
  matchCounts: number[];
  seconds: number;
  warmup: number;
  storages: StorageName[];
  game?: string;
  players?: number;
  /** Seats ask for view patches (VIEW_PATCHES_QUERY in server/protocol.ts). */
  patches: boolean;
}

function positive(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${flag} takes positive integers, not "${text}"`);
  return value;
}

export function parseOptions(): Options | 'help' {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      storage: { type: 'string', default: 'memory,sqlite,postgres' },
      game: { type: 'string' },
      players: { type: 'string' },
      wire: { type: 'string', default: 'patches' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  if (values.wire !== 'patches' && values.wire !== 'whole') throw new Error(`--wire: patches or whole, not "${values.wire}"`);
  const storages = values.storage.split(',').map((name) => {
    if (!(STORAGES as readonly string[]).includes(name)) throw new Error(`--storage: unknown "${name}" (${STORAGES.join(', ')})`);
    return name as StorageName;
  });
  return {
    matchCounts: values.matches.split(',').map((count) => positive('matches', count)),
    seconds: positive('seconds', values.seconds),
    warmup: Number(values.warmup),
    storages,
    game: values.game,
    players: values.players === undefined ? undefined : positive('players', values.players),
    patches: values.wire === 'patches',
  };
}
