/**
 * The bots of a local match: which bot seat plays next, what its bot is asked, and its answer. A bot is
 * asked with its seat's view (`game.playerView`, as the server would send that seat), never the full
 * state: the full state is read here only to make that view.
 */
import type { Ctx, State } from 'boardgame.io';
import { createSeatBot } from '../../games/bots/seat-bot';
import type { GameEntry } from '../../games/types';
import { BOT_SPECS, type BotKind, type SeatKind } from '../bots';
import { seatView } from '../../games/engine/view';
import { seatsToAct } from '../../games/engine/acting';

/** The first acting seat held by a bot (seat order), none while only people must act or once it is over. */
export function botSeatToPlay(ctx: Ctx, seats: readonly SeatKind[]): string | null {
  return seatsToAct(ctx).find((seat) => (seats[Number(seat)] ?? 'human') !== 'human') ?? null;
}

/** What a seat's bot is asked: plain JSON, so it can be posted to a worker as it is. */
export interface BotQuestion {
  game: string;
  kind: BotKind;
  /** The bot's own randomness: the same question and seed give the same move. */
  seed: string;
  view: unknown;
  ctx: Ctx;
  playerID: string;
}

export interface BotMove {
  move: string;
  args: unknown[];
}

/** The question for the seat's bot at `state`: that seat's view, through JSON as a client receives it. */
export function botQuestion(entry: GameEntry, state: State, playerID: string, kind: BotKind, seed: string): BotQuestion {
  const { game } = entry;
  const view = seatView(game, state, playerID);
  return JSON.parse(JSON.stringify({ game: game.name, kind, seed, view, ctx: state.ctx, playerID }));
}

/** The bot's move: a fresh seat bot per question, so the move depends on the question and seed only. */
export async function answerBot(entry: GameEntry, { kind, seed, view, ctx, playerID }: BotQuestion): Promise<BotMove> {
  const choice = await createSeatBot(entry, BOT_SPECS[kind], seed).choose({ view, ctx, playerID });
  return { move: choice.move, args: choice.args ?? [] };
}
