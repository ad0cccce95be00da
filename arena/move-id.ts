/**
 * BOT-AGENT-3: a move's stable id, its canonical JSON: `{"args":[…],"move":"…"}` with every object's keys
 * sorted and no spaces. Two moves are the same move exactly when their ids are equal, whatever order an
 * agent wrote their keys in; a learning agent can key its tables by id across games and runs.
 */
import type { MoveChoice } from '../games/headless';

/** JSON with every object's keys sorted (by UTF-16 code units, as `Array.prototype.sort` orders them). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined && typeof (value as Record<string, unknown>)[key] !== 'function')
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

export const moveId = (choice: MoveChoice): string => canonicalJson({ args: choice.args ?? [], move: choice.move });

/** A legal move as an agent is sent it: its id, then the move itself. */
export interface LegalMove extends MoveChoice {
  id: string;
}

export const withIds = (legal: readonly MoveChoice[]): LegalMove[] => legal.map((choice) => ({ id: moveId(choice), move: choice.move, args: choice.args ?? [] }));
