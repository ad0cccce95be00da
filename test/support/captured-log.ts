/** A server logger whose lines a test reads back (JSON objects, as pino writes them). */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/log';

export interface CapturedLog {
  logger: Logger;
  /** Every line so far, parsed. */
  entries(): Record<string, unknown>[];
  /** The raw text so far. */
  text(): string;
}

export function captureLog(level = 'debug'): CapturedLog {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return {
    logger,
    text: () => chunks.join(''),
    entries: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** pino's level numbers. */
export const LEVELS = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
