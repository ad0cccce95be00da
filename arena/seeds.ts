/**
 * BOT-SEED-1, BOT-ARENA-1: every seed of a tournament, keyed with a secret that never leaves the arena's
 * process. Game i's random (the order of every hidden card) is seeded with HMAC(secret, tournament seed, i),
 * and each seat's own randomness with HMAC(secret, that seed, seat). Without the secret nobody can go from a
 * seed they can guess or read (the tournament's, a seat's own) to a match's: an agent that brought its own
 * copy of the engine still has no seed to replay the deal with. The secret is random per run, or read from
 * a file for a run that must be played again byte for byte. Workers and the queue are handed the derived
 * seeds only (tasksOf in tournament.ts), never the secret.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A secret shorter than this is refused: it could be guessed. */
export const MIN_SECRET_BYTES = 16;

export const randomSecret = (): Buffer => randomBytes(32);

/** A tournament seed nobody chose (reported, so that the run can be named). */
export const randomTournamentSeed = (): string => randomBytes(12).toString('base64url');

/**
 * The secret in `path`: its bytes without trailing white space (a key written by `openssl rand -hex 32 >`
 * and the same key saved by an editor are the same key), or why it cannot be one.
 */
export function readSecretFile(path: string): { ok: true; secret: Buffer } | { ok: false; error: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { ok: false, error: `--secret-file ${path}: ${(error as Error).message}` };
  }
  let end = bytes.length;
  while (end > 0 && [0x0a, 0x0d, 0x20, 0x09].includes(bytes[end - 1])) end--;
  if (end < MIN_SECRET_BYTES) return { ok: false, error: `--secret-file ${path} holds ${end} bytes: a secret needs at least ${MIN_SECRET_BYTES} (head -c 32 /dev/urandom > ${path})` };
  return { ok: true, secret: bytes.subarray(0, end) };
}

const keyed = (secret: Uint8Array, parts: readonly (string | number)[]) => createHmac('sha256', secret).update(JSON.stringify(parts)).digest('hex');

/** Game `index`'s seed: what its record holds and its random draws from. */
export const matchSeed = (secret: Uint8Array, tournamentSeed: string, index: number): string => keyed(secret, ['match', tournamentSeed, index]).slice(0, 32);

/** A seat's own seed in a match, for a built-in bot or sent to an agent in `start`. */
export const seatSeed = (secret: Uint8Array, match: string, seat: string): string => keyed(secret, ['seat', match, seat]).slice(0, 24);
