/**
 * Who may hold a seat of a local match: a person, or one of the honest bots of games/bots/seat-bot.ts,
 * which decide from their seat's view only. Any seat may be a bot, every seat too (a match to watch).
 */
import type { BuiltInSpec } from '../games/bots/seat-bot';
import type { GameEntry } from '../games/types';

export const SEAT_KINDS = ['human', 'random', 'mcts', 'ismcts'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export type BotKind = Exclude<SeatKind, 'human'>;

/**
 * Each bot's budget: a move in about half a second. Stock MCTS plays out through boardgame.io's reducer
 * (some 30 ms an iteration in these games), so it gets few iterations; ISMCTS plays out through the game's
 * fast rules, capped in time for the slower games and machines (a capped move may differ between machines).
 */
export const BOT_SPECS: Readonly<Record<BotKind, BuiltInSpec & { kind: BotKind }>> = {
  random: { kind: 'random' },
  mcts: { kind: 'mcts', iterations: 20 },
  ismcts: { kind: 'ismcts', iterations: 200, timeMs: 500 },
};

/** The seat kinds a game offers: the searching bots need its bots' kit (determinizer, fast rules). */
export function seatKindsOf(entry: GameEntry): readonly SeatKind[] {
  // A game registered before its kit (GameEntry.bots) was written has random bots only.
  return (entry as Partial<GameEntry>).bots ? SEAT_KINDS : ['human', 'random'];
}

/** The seats people play, in order. */
export function humanSeats(seats: readonly SeatKind[]): string[] {
  return seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
}

/** The seat kinds after the player count changes: kept where they exist, new seats get `fill`. */
export function resizeSeats(seats: readonly SeatKind[], numPlayers: number, fill: SeatKind): SeatKind[] {
  return Array.from({ length: numPlayers }, (_, seat) => seats[seat] ?? fill);
}
