/** The server's `GET /api/status?ids=a,b` answer ("my matches: whose turn"), read defensively. */

export interface MatchStatus {
  gameName: string;
  currentPlayer: string;
  activePlayers: string[] | null;
  gameover: boolean;
  updatedAt: number;
  /** While a turn deadline runs: when the turn is due, in milliseconds since the epoch. */
  turnDueAt?: number;
}

/** The address asking for the status of these matches. */
export function statusUrl(matchIDs: readonly string[]): string {
  return `/api/status?ids=${matchIDs.map(encodeURIComponent).join(',')}`;
}

/** The well-formed entries of an answer; anything else in it is ignored. */
export function parseStatus(answer: unknown): Record<string, MatchStatus> {
  const result: Record<string, MatchStatus> = {};
  if (typeof answer !== 'object' || answer === null) return result;
  const matches = (answer as { matches?: unknown }).matches;
  if (typeof matches !== 'object' || matches === null) return result;
  for (const [matchID, raw] of Object.entries(matches)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const active = entry.activePlayers;
    const activeOk = active === null || (Array.isArray(active) && active.every((seat) => typeof seat === 'string'));
    if (typeof entry.gameName !== 'string' || typeof entry.currentPlayer !== 'string' || !activeOk) continue;
    result[matchID] = {
      gameName: entry.gameName,
      currentPlayer: entry.currentPlayer,
      activePlayers: active as string[] | null,
      gameover: entry.gameover === true,
      updatedAt: typeof entry.updatedAt === 'number' ? entry.updatedAt : 0,
      ...(typeof entry.turnDueAt === 'number' && Number.isFinite(entry.turnDueAt) && { turnDueAt: entry.turnDueAt }),
    };
  }
  return result;
}
