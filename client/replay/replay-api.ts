/**
 * The server's replay endpoints: one step of a stored match as one viewer sees it, and the record of a
 * finished match. A refusal becomes a `ReplayRequestError` with the server's code, which the screen
 * translates (replay-texts.ts).
 */
import type { Ctx, LogEntry } from 'boardgame.io';
import type { MatchRecord } from '../../games/match-record';
import type { ChatLine } from '../../server/protocol';
import { serverOrigin } from '../lobby-api';

/** Who asks: a seat (with its credentials when it is this browser's own), and whether every hand shows. */
export interface ReplayViewer {
  playerID?: string;
  credentials?: string;
  reveal?: boolean;
}

/** One step of a match as the server sends it. */
export interface ReplayStep {
  step: number;
  steps: number;
  state: { G: unknown; ctx: Ctx };
  log: LogEntry[];
  chat: ChatLine[];
  players: { id: number | string; name?: string | null }[];
}

export class ReplayRequestError extends Error {
  constructor(
    readonly status: number | undefined,
    /** The server's refusal code (`match-in-progress`, `credentials-invalid`...), or `unreachable`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The code and message of a refusal body: `{ error: { code, message } }` or `{ error: code, message }`. */
export function refusalOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string') return { code: error, message: typeof message === 'string' ? message : undefined };
  if (typeof error === 'object' && error !== null) {
    const inner = error as { code?: unknown; message?: unknown };
    return { code: typeof inner.code === 'string' ? inner.code : undefined, message: typeof inner.message === 'string' ? inner.message : undefined };
  }
  return {};
}

async function post<T>(path: string, body: object, fetcher: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(serverOrigin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ReplayRequestError(undefined, 'unreachable', (error as Error).message);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { code, message } = refusalOf(answer);
    throw new ReplayRequestError(response.status, code ?? `http-${response.status}`, message ?? `HTTP status ${response.status}`);
  }
  if (answer === undefined) throw new ReplayRequestError(response.status, 'garbled', 'the answer is not JSON');
  return answer as T;
}

const matchPath = (game: string, matchID: string) => `/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}`;

/** One step (the last when `step` is omitted) of a match, as `viewer` may see it. */
export function fetchReplayStep(
  game: string,
  matchID: string,
  viewer: ReplayViewer,
  step?: number,
  fetcher: typeof fetch = fetch,
): Promise<ReplayStep> {
  return post<ReplayStep>(`${matchPath(game, matchID)}/replay`, { ...viewer, ...(step === undefined ? {} : { step }) }, fetcher);
}

/** The record of a finished match (refused with `match-in-progress` while it goes on). */
export function fetchRecord(game: string, matchID: string, fetcher: typeof fetch = fetch): Promise<MatchRecord> {
  return post<MatchRecord>(`${matchPath(game, matchID)}/record`, {}, fetcher);
}
