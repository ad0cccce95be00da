/**
 * What the shared services carry per move, read from their own counters before and after the measured
 * window: PostgreSQL's write-ahead log (every byte it must write durably, tables and indexes included) and
 * its committed transactions, and the bytes Redis received (the updates one instance publishes for the
 * others). Other work on the same server in the window counts too, which a dedicated run avoids.
 */
import { Redis } from 'ioredis';
import pg from 'pg';

export interface StorageReading {
  walBytes?: number;
  commits?: number;
  redisBytes?: number;
}

export interface StorageProbe {
  read(): Promise<StorageReading>;
  close(): Promise<void>;
}

export function storageProbe(databaseUrl: string | undefined, redisUrl: string | undefined): StorageProbe {
  const postgres = databaseUrl?.startsWith('postgres') ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  const connected = postgres?.connect();
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : undefined;
  return {
    async read() {
      const reading: StorageReading = {};
      if (postgres) {
        await connected;
        const { rows } = await postgres.query<{ wal: string; commits: string }>(
          `select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as wal,
                  (select xact_commit from pg_stat_database where datname = current_database())::text as commits`,
        );
        reading.walBytes = Number(rows[0].wal);
        reading.commits = Number(rows[0].commits);
      }
      if (redis) {
        const stats = await redis.info('stats');
        const bytes = stats.match(/total_net_input_bytes:(\d+)/);
        if (bytes) reading.redisBytes = Number(bytes[1]);
      }
      return reading;
    },
    async close() {
      await postgres?.end();
      redis?.disconnect();
    },
  };
}

/** Per move stored in the window: the difference of two readings over the moves. */
export function perMove(after: StorageReading, before: StorageReading, moves: number): StorageReading {
  const per = (key: keyof StorageReading) => {
    const a = after[key];
    const b = before[key];
    return a === undefined || b === undefined || moves === 0 ? undefined : (a - b) / moves;
  };
  return { walBytes: per('walBytes'), commits: per('commits'), redisBytes: per('redisBytes') };
}
