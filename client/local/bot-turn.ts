/**
 * The bots of a local match: which bot seat plays next, what its bot is asked, and its answer. A bot is
 * asked with its seat's view (`game.playerView`, as the server would send that seat), never the full
 * state: the full state is read here only to make that view.
 */
import type { Ctx, State } from 'boardgame.io';
import { createSeatBot } from '../../games/bots/seat-bot';
import type { GameEntry } from '../../games/types';
import { BOT_SPECS, type BotKind, type SeatKind } from '../bots';
import { actingSeats } from '../turn';

/** The first acting seat held by a bot (seat order), none while only people must act or once it is over. */
export function botSeatToPlay(ctx: Ctx, seats: readonly SeatKind[]): string | null {
  return actingSeats(ctx).find((seat) => (seats[Number(seat)] ?? 'human') !== 'human') ?? null;
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

/**
 * A bot's own seed for the move at `step`: the same after a reload, so a bot does not change its mind,
 * yet not the match's seed, which orders the hidden cards; it goes through a one-way hash (two FNV-1a
 * passes, 64 bits), so nothing a bot is given leads back to the deck.
 */
export function botSeed(matchSeed: string, step: number): string {
  const text = `${matchSeed}:bot:${step}`;
  const fnv = (basis: number) => {
    let hash = basis;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  };
  return `bot-${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`;
}

/** The question for the seat's bot at `state`: that seat's view, through JSON as a client receives it. */
export function botQuestion(entry: GameEntry, state: State, playerID: string, kind: BotKind, seed: string): BotQuestion {
  const { game } = entry;
  const view = game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
  return JSON.parse(JSON.stringify({ game: game.name, kind, seed, view, ctx: state.ctx, playerID }));
}

/** The bot's move: a fresh seat bot per question, so the move depends on the question and seed only. */
export async function answerBot(entry: GameEntry, { kind, seed, view, ctx, playerID }: BotQuestion): Promise<BotMove> {
  const choice = await createSeatBot(entry, BOT_SPECS[kind], seed).choose({ view, ctx, playerID });
  return { move: choice.move, args: choice.args ?? [] };
}
