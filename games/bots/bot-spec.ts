/**
 * A built-in bot as a command line names it: `random`, `mcts:300` (iterations), `ismcts:400`
 * (iterations) or `ismcts:50ms` (time per decision).
 */
import type { BuiltInSpec } from './seat-bot';

export type SpecParse = { ok: true; spec: BuiltInSpec } | { ok: false; error: string };

const SPEC = /^(random|mcts|ismcts)(?::(\d+)(ms)?)?$/;

export function parseBuiltInSpec(text: string): SpecParse {
  const match = SPEC.exec(text.trim());
  if (!match) return { ok: false, error: `unknown bot "${text}": expected random, mcts:N, ismcts:N or ismcts:Nms` };
  const [, kind, amount, ms] = match as unknown as [string, BuiltInSpec['kind'], string | undefined, string | undefined];
  if (amount === undefined) return { ok: true, spec: { kind } };
  const value = Number(amount);
  if (value < 1) return { ok: false, error: `bot "${text}": the budget must be at least 1` };
  if (ms && kind !== 'ismcts') return { ok: false, error: `bot "${text}": only ismcts takes a time budget` };
  return { ok: true, spec: ms ? { kind, timeMs: value } : { kind, iterations: value } };
}

/** The spec as text again (records and tables name bots this way). */
export function specText(spec: BuiltInSpec): string {
  if (spec.timeMs !== undefined) return `${spec.kind}:${spec.timeMs}ms`;
  return spec.iterations !== undefined ? `${spec.kind}:${spec.iterations}` : spec.kind;
}
