/**
 * BOT-LEVEL-1 (games/bots/RULES.md): the bots people choose by name. Each level is information-set MCTS
 * (bots/ismcts.ts) with a fixed number of iterations and no time limit, so a level plays the same games on
 * every machine, only slower on a slower one. Each level searches five times as much as the one below it.
 * Names and numbers only, apart from the bots' code: the lobby's first page offers the levels.
 */

export const BOT_LEVELS = ['novice', 'club', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const LEVEL_ITERATIONS: Readonly<Record<BotLevel, number>> = { novice: 10, club: 50, strong: 250 };

export const isBotLevel = (name: string): name is BotLevel => (BOT_LEVELS as readonly string[]).includes(name);

/** The level as a built-in bot (`BuiltInSpec` of bots/seat-bot.ts; its name kept, for tables and records). */
export function levelSpec(level: BotLevel, style?: string): { kind: 'ismcts'; iterations: number; level: BotLevel; style?: string } {
  return { kind: 'ismcts', iterations: LEVEL_ITERATIONS[level], level, ...(style !== undefined && { style }) };
}
