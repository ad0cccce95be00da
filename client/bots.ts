/**
 * Who may hold a seat of a local match: a person, or one of the honest bots of games/bots/seat-bot.ts,
 * which decide from their seat's view only. Any seat may be a bot, every seat too (a match to watch).
 */
import { levelSpec } from '../games/bot-levels';
import type { BuiltInSpec } from '../games/bots/seat-bot';
import type { GameEntry } from '../games/types';

/** The levels first (BOT-LEVEL-1), then the plain bots experimenters compare them with. */
export const SEAT_KINDS = ['human', 'novice', 'club', 'strong', 'random', 'mcts'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export type BotKind = Exclude<SeatKind, 'human'>;

/**
 * Each bot's budget. The levels are fixed numbers of ISMCTS iterations, through the game's fast rules, so a
 * level plays the same moves on every machine. Stock MCTS plays out through boardgame.io's reducer (some
 * 30 ms an iteration in these games), so it gets few iterations.
 */
export const BOT_SPECS: Readonly<Record<BotKind, BuiltInSpec>> = {
  novice: levelSpec('novice'),
  club: levelSpec('club'),
  strong: levelSpec('strong'),
  random: { kind: 'random' },
  mcts: { kind: 'mcts', iterations: 20 },
};

/** A seat kind of matches kept before the levels: the one sampling bot, the middle level now. */
export const FORMER_SEAT_KINDS = { ismcts: 'club' } as const satisfies Record<string, SeatKind>;

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
