/** The bots a local match can seat: boardgame.io's RandomBot and a lighter MCTSBot. */
import type { Game } from 'boardgame.io';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';

export const SEAT_KINDS = ['human', 'random', 'mcts'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/**
 * MCTSBot with few iterations and a short playout, searching in small chunks between frames
 * (`async`), so the page stays responsive while it thinks. It plays noticeably better than random
 * on short-term goals and no more.
 */
export class ModestMCTSBot extends MCTSBot {
  static readonly ITERATIONS = 150;
  static readonly PLAYOUT_DEPTH = 20;

  constructor(opts: ConstructorParameters<typeof MCTSBot>[0]) {
    super({ ...opts, iterations: ModestMCTSBot.ITERATIONS, playoutDepth: ModestMCTSBot.PLAYOUT_DEPTH });
    this.setOpt('async', true);
  }
}

const BOTS = { random: RandomBot, mcts: ModestMCTSBot } as const;

/** A bot for one seat of a local match, as boardgame.io's `Local` master makes them (same options). */
export function createBot(kind: Exclude<SeatKind, 'human'>, game: Game, seed: string): RandomBot | ModestMCTSBot {
  return new BOTS[kind]({ game, enumerate: game.ai!.enumerate, seed });
}

/** The seats people play, in order. */
export function humanSeats(seats: readonly SeatKind[]): string[] {
  return seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
}

/** The seat kinds after the player count changes: kept where they exist, new seats get `fill`. */
export function resizeSeats(seats: readonly SeatKind[], numPlayers: number, fill: SeatKind): SeatKind[] {
  return Array.from({ length: numPlayers }, (_, seat) => seats[seat] ?? fill);
}
