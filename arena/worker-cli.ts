/**
 * npm run arena:worker [-- --workers N]: plays queued arena games (queue.ts) on this machine's cores
 * until stopped. Needs REDIS_URL, and the same code as the arena that queues the games.
 */
import { parseArgs } from 'node:util';
import { createPool, defaultWorkers } from './pool';
import { serveQueue } from './queue';

const { values } = parseArgs({ options: { workers: { type: 'string' } } });
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.error('npm run arena:worker needs REDIS_URL (redis://host:port)');
  process.exit(2);
}
const workers = values.workers === undefined ? defaultWorkers() : Number(values.workers);
if (!Number.isInteger(workers) || workers < 1) {
  console.error('--workers must be an integer of at least 1');
  process.exit(2);
}
const pool = await createPool(workers);
const served = serveQueue(redisUrl, pool, workers);
console.error(`arena worker: ${workers} threads on ${redisUrl}`);
const stop = async () => {
  await served.close();
  await pool.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
