/**
 * The bots of a local match: which bot seat plays next, and its move. They choose among the game's
 * `ai.enumerate` on the full state, as boardgame.io's `Local` master lets them (the README's promise).
 */
import type { Ctx, Game, State } from 'boardgame.io';
import { createBot, type SeatKind } from '../bots';
import { actingSeats } from '../turn';

/** The first acting seat held by a bot (seat order), none while only people must act or once it is over. */
export function botSeatToPlay(ctx: Ctx, seats: readonly SeatKind[]): string | null {
  return actingSeats(ctx).find((seat) => (seats[Number(seat)] ?? 'human') !== 'human') ?? null;
}

export interface BotMove {
  move: string;
  args: unknown[];
}

/**
 * The move the seat's bot chooses. Each move gets a fresh bot seeded by the match's seed and the step, so
 * a bot choice does not depend on how often the page was reloaded.
 */
export async function chooseBotMove(game: Game, state: State, seat: string, kind: Exclude<SeatKind, 'human'>, seed: string): Promise<BotMove> {
  const bot = createBot(kind, game, seed);
  const { action } = await bot.play(state, seat);
  const payload = (action as { payload?: { type: string; args?: unknown[] } } | undefined)?.payload;
  if (!payload) throw new Error(`the bot of seat ${seat} found no move`);
  return { move: payload.type, args: payload.args ?? [] };
}
