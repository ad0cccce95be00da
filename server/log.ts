/**
 * The server's log: one JSON object per line (pino), for whoever runs it to search and alert on. Seat
 * credentials are secrets: no log line carries them, even when an object that holds them is logged.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Where credentials can sit in what the server might log. */
const SECRET_PATHS = [
  'credentials',
  'playerCredentials',
  '*.credentials',
  '*.playerCredentials',
  '*.*.credentials',
  'payload.credentials',
  'action.payload.credentials',
  'metadata.players.*.credentials',
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  /** Default `LOG_LEVEL` from the environment, else `info`. */
  level?: string;
  /** Default standard output. */
  destination?: DestinationStream;
}

export function createLogger({ level = process.env.LOG_LEVEL || 'info', destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'pax-table' },
      redact: { paths: SECRET_PATHS, censor: '[secret]' },
    },
    destination,
  );
}
