/**
 * A level's decision for a seat the server plays (BOT-LEVEL-1), run in a worker thread (level-pool.ts): a
 * search takes tens of milliseconds, which the event loop of a server with live matches must not spend.
 * The bot is asked with the seat's view only, as every bot is (BOT-VIEW-1), and seeded by the question.
 */
import type { Ctx } from 'boardgame.io';
import { findGameEntry } from '../../games';
import { levelSpec, type BotLevel } from '../../games/bot-levels';
import { createSeatBot } from '../../games/bots/seat-bot';

export interface LevelQuestion {
  game: string;
  level: BotLevel;
  seed: string;
  view: unknown;
  ctx: Ctx;
  playerID: string;
}

export interface LevelAnswer {
  move: string;
  args: unknown[];
}

export default async function decide({ game, level, seed, view, ctx, playerID }: LevelQuestion): Promise<LevelAnswer> {
  const entry = findGameEntry(game);
  if (!entry) throw new Error(`no game named ${game}`);
  const choice = await createSeatBot(entry, levelSpec(level), seed).choose({ view, ctx, playerID });
  return { move: choice.move, args: choice.args ?? [] };
}
