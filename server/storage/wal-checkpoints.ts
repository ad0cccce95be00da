/**
 * SQLite's checkpoints (copying the write-ahead log into the database file, then syncing that file), run
 * on a thread of their own with a connection of their own. Left to the server's connection, a checkpoint
 * runs inside whichever commit crosses the log's size limit, and the event loop waits for the disk; under
 * load that is many times a second. Here a passive checkpoint never blocks a writer, and the server's
 * connection checkpoints itself only if the log ever grows far beyond what this thread keeps up with.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The server's connection checkpoints itself past this many pages of log (a safety net, 4 KB each). */
export const SELF_CHECKPOINT_PAGES = 20_000;

// The thread's whole program. It loads the SQLite driver by the path resolved here, so that it works from
// the sources and from the bundled server alike, whatever the working directory.
const PROGRAM = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('synchronous = NORMAL');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or failing: the next round tries again, and the server's own checkpoint is the safety net.
  }
}, workerData.everyMs);
`;

export class WalCheckpoints {
  private readonly worker: Worker;

  constructor(file: string, everyMs = 200) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(PROGRAM, { eval: true, workerData: { driver, file, everyMs } });
    // The server's sockets keep the process alive; this thread must not.
    this.worker.unref();
    this.worker.on('error', () => {});
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
