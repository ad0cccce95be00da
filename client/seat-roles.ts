/**
 * Who holds each seat of an online match, read from the lobby's player list (or the socket's `matchData`,
 * the same shape): a free seat waits for a player, a bot may hold a seat for the whole match, stand in
 * for a player who missed a deadline until they take the seat back, or keep the seat of a player who left
 * the started match until someone joins it (server/protocol.ts, `SeatExtras`).
 */
import { DEADLINES, type Deadline, type MatchExtras, type SeatExtras } from '../server/protocol';

export type SeatRole = 'free' | 'player' | 'bot' | 'stand-in' | 'left';

/** A seat as the lobby and the socket describe it. */
export interface PublicSeat extends SeatExtras {
  id: number;
  name?: string;
  isConnected?: boolean;
}

export function seatRole(seat: PublicSeat): SeatRole {
  if (!seat.name) return 'free';
  if (seat.bot && seat.standIn) return 'stand-in';
  if (seat.bot && seat.left) return 'left';
  if (seat.bot) return 'bot';
  return 'player';
}

/** The seats of a match by role, in seat order (seat ids as strings, as boardgame.io's playerIDs are). */
export interface SeatsByRole {
  free: string[];
  bots: string[];
  standIns: { playerID: string; name: string }[];
  /** Seats a bot keeps since their player (named) left. */
  left: { playerID: string; name: string }[];
}

export function seatsByRole(players: readonly PublicSeat[]): SeatsByRole {
  const byRole: SeatsByRole = { free: [], bots: [], standIns: [], left: [] };
  for (const seat of [...players].sort((a, b) => a.id - b.id)) {
    const role = seatRole(seat);
    if (role === 'free') byRole.free.push(String(seat.id));
    else if (role === 'bot') byRole.bots.push(String(seat.id));
    else if (role === 'stand-in') byRole.standIns.push({ playerID: String(seat.id), name: seat.name! });
    else if (role === 'left') byRole.left.push({ playerID: String(seat.id), name: seat.name! });
  }
  return byRole;
}

/** A match takes no move until every seat is taken, by a player or a bot. */
export function waitingForPlayers(players: readonly PublicSeat[]): boolean {
  return players.some((seat) => seatRole(seat) === 'free');
}

/** Whether someone may take the seat through the invite link: a free seat, or one a bot keeps since its player left. */
export function joinable(seat: PublicSeat): boolean {
  const role = seatRole(seat);
  return role === 'free' || role === 'left';
}

/**
 * Whether the match has started (every seat taken once: server/matches/started.ts), as the lobby says; a
 * server that does not say counts it started once every seat is taken.
 */
export function hasStarted(match: { players: readonly PublicSeat[] }): boolean {
  const { started } = match as Partial<MatchExtras>;
  return typeof started === 'boolean' ? started : !waitingForPlayers(match.players);
}

/** The per-turn deadline the match was created with (`deadline` in its lobby data; none when absent). */
export function deadlineOf(match: object): Deadline {
  const deadline = (match as { deadline?: unknown }).deadline;
  return (DEADLINES as readonly unknown[]).includes(deadline) ? (deadline as Deadline) : 'none';
}
