/**
 * SQLite commits made durable without blocking the server. The connection runs in WAL mode with
 * `synchronous = NORMAL`: a commit is written to the write-ahead log file but not synced, so committing costs
 * no wait for the disk. Before a write is acknowledged, `sync()` syncs that file (fdatasync, on libuv's thread
 * pool): what `synchronous = FULL` does inside every commit, while the event loop goes on serving other
 * matches. Writes committed while a sync runs share the next one.
 */
import { open, type FileHandle } from 'node:fs/promises';

export interface Durability {
  /** Resolves once every commit made before the call is on disk. */
  sync(): Promise<void>;
  /** Lets go of the log file (the database is closing). */
  close(): Promise<void>;
}

/** For a database with no file (':memory:'): nothing to sync. */
export const NO_FILE: Durability = { sync: async () => {}, close: async () => {} };

export class WalSync implements Durability {
  private handle: Promise<FileHandle> | undefined;
  private current: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly walFile: string) {}

  sync(): Promise<void> {
    if (!this.current) {
      this.current = this.syncOnce().finally(() => (this.current = undefined));
      return this.current;
    }
    // The sync under way may have started before this commit: one more once it is done, shared by every
    // commit made meanwhile.
    this.next ??= this.current
      .catch(() => {})
      .then(() => {
        this.next = undefined;
        return this.sync();
      });
    return this.next;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await (await handle?.catch(() => undefined))?.close();
  }

  private async syncOnce(): Promise<void> {
    this.handle ??= open(this.walFile, 'r+');
    try {
      await (await this.handle).datasync();
    } catch (error) {
      // Opened again next time (the file may not have existed yet).
      this.handle = undefined;
      throw error;
    }
  }
}
