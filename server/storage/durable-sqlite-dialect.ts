/**
 * Kysely's SQLite dialect, with each write acknowledged only once it is on disk (wal-sync.ts): a query or a
 * transaction that wrote syncs the write-ahead log before its promise resolves.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig } from 'kysely';
import type { Durability } from './wal-sync';

/** Whether a query only reads: a select, or raw SQL that starts as one. */
function onlyReads(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return true;
  return query.query.kind === 'RawNode' && /^\s*(select|pragma)\b/i.test(query.sql);
}

class DurableSqliteDriver extends SqliteDriver {
  private wrote = false;

  constructor(
    config: SqliteDialectConfig,
    private readonly durability: Durability,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (!onlyReads(query)) this.wrote = true;
        return connection.executeQuery<R>(query);
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
    };
  }

  /** The one connection is free for the next query at once; the query that wrote waits for the disk. */
  override async releaseConnection(): Promise<void> {
    const wrote = this.wrote;
    this.wrote = false;
    await super.releaseConnection();
    if (wrote) await this.durability.sync();
  }
}

export class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly durability: Durability,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.config, this.durability);
  }
}
