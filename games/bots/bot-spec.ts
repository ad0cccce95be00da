/**
 * A built-in bot as a command line names it: a level (`novice`, `club`, `strong`: BOT-LEVEL-1), `random`,
 * `mcts:300` (iterations), `ismcts:400` (iterations) or `ismcts:50ms` (time per decision), optionally in one
 * of the game's styles of play (BOT-STYLE-1): `club@warlord`, `ismcts:50ms@warlord`, `random@builder`.
 */
import { BOT_LEVELS, isBotLevel, levelSpec } from '../bot-levels';
import type { BuiltInSpec } from './seat-bot';

export type SpecParse = { ok: true; spec: BuiltInSpec } | { ok: false; error: string };

const SPEC = /^(random|mcts|ismcts)(?::(\d+)(ms)?)?(?:@([a-z][a-z-]*))?$/;
const LEVEL = /^([a-z]+)(?:@([a-z][a-z-]*))?$/;

export function parseBuiltInSpec(text: string): SpecParse {
  const level = LEVEL.exec(text.trim());
  if (level && isBotLevel(level[1])) return { ok: true, spec: levelSpec(level[1], level[2]) };
  const match = SPEC.exec(text.trim());
  if (!match) return { ok: false, error: `unknown bot "${text}": expected ${BOT_LEVELS.join(', ')}, random, mcts:N, ismcts:N or ismcts:Nms, with @style for a style of play` };
  const [, kind, amount, ms, style] = match as unknown as [string, BuiltInSpec['kind'], string | undefined, string | undefined, string | undefined];
  // boardgame.io's MCTSBot chooses among its own enumeration: a style could not narrow its choice
  if (style !== undefined && kind === 'mcts') return { ok: false, error: `bot "${text}": styles apply to random and ismcts, not mcts` };
  const styled = style === undefined ? {} : { style };
  if (amount === undefined) return { ok: true, spec: { kind, ...styled } };
  const value = Number(amount);
  if (value < 1) return { ok: false, error: `bot "${text}": the budget must be at least 1` };
  if (ms && kind !== 'ismcts') return { ok: false, error: `bot "${text}": only ismcts takes a time budget` };
  return { ok: true, spec: ms ? { kind, timeMs: value, ...styled } : { kind, iterations: value, ...styled } };
}

/** The spec as text again (records and tables name bots this way). */
export function specText(spec: BuiltInSpec): string {
  const style = spec.style === undefined ? '' : `@${spec.style}`;
  if (spec.level !== undefined) return spec.level + style;
  if (spec.timeMs !== undefined) return `${spec.kind}:${spec.timeMs}ms${style}`;
  return (spec.iterations !== undefined ? `${spec.kind}:${spec.iterations}` : spec.kind) + style;
}
