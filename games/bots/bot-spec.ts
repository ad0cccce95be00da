/**
 * A built-in bot as a command line names it: a level (`novice`, `club`, `strong`: BOT-LEVEL-1), `random`,
 * `mcts:300` (iterations), `ismcts:400` (iterations) or `ismcts:50ms` (time per decision), optionally with the
 * search's settings (`ismcts:50/depth=20/c=0.5`, BOT-ISMCTS-3) and in one of the game's styles of play
 * (BOT-STYLE-1): `club@warlord`, `ismcts:50ms@warlord`, `random@builder`.
 */
import { BOT_LEVELS, isBotLevel, levelSpec } from '../bot-levels';
import type { SearchSettings } from './search-settings';
import type { BuiltInSpec } from './seat-bot';

export type SpecParse = { ok: true; spec: BuiltInSpec } | { ok: false; error: string };

const SPEC = /^(random|mcts|ismcts)(?::(\d+)(ms)?)?((?:\/[a-z]+=[^/@=]*)*)(?:@([a-z][a-z-]*))?$/;
const LEVEL = /^([a-z]+)(?:@([a-z][a-z-]*))?$/;

/** BOT-ISMCTS-3: the search's settings a spec may name, each with what it accepts. */
const SETTINGS = {
  depth: { key: 'playoutDepth', accepts: (x: number) => Number.isInteger(x) && x >= 0, says: 'a whole number of moves, 0 or more' },
  c: { key: 'exploration', accepts: (x: number) => Number.isFinite(x) && x >= 0, says: 'a number, 0 or more' },
  policy: { key: 'policy', accepts: (x: number) => x === 0 || x === 1 || x === 2, says: '0 (uniform playouts), 1 (the game\'s policy) or 2 (a kind of move drawn first)' },
  prior: { key: 'prior', accepts: (x: number) => Number.isFinite(x) && x >= 0, says: 'a number, 0 or more' },
  margin: { key: 'margin', accepts: (x: number) => x >= 0 && x <= 1, says: 'a number from 0 to 1' },
  greedy: { key: 'greedy', accepts: (x: number) => x >= 0 && x <= 1, says: 'a number from 0 to 1' },
  group: { key: 'group', accepts: (x: number) => x === 0 || x === 1, says: '0 (every move at once) or 1 (a kind of move first)' },
  reuse: { key: 'reuse', accepts: (x: number) => x === 0 || x === 1, says: '0 (a new tree each decision) or 1 (the last subtree kept)' },
  scoring: { key: 'scoring', accepts: (x: number) => x === 0 || x === 1, says: '0 (playouts end at their depth) or 1 (at the next scoring)' },
} as const satisfies Record<string, { key: keyof SearchSettings; accepts: (x: number) => boolean; says: string }>;

type SettingName = keyof typeof SETTINGS;
const isSetting = (name: string): name is SettingName => Object.prototype.hasOwnProperty.call(SETTINGS, name);

/** `/depth=20/c=0.5` as options, or why not. */
function parseSettings(text: string, list: string): { ok: true; settings: SearchSettings } | { ok: false; error: string } {
  const settings: SearchSettings = {};
  for (const part of list.split('/').slice(1)) {
    const [name, value] = part.split('=');
    if (!isSetting(name)) return { ok: false, error: `bot "${text}": unknown setting "${name}" (the settings: ${Object.keys(SETTINGS).join(', ')})` };
    const { key, accepts, says } = SETTINGS[name];
    const number = value.trim() === '' ? NaN : Number(value);
    if (!accepts(number)) return { ok: false, error: `bot "${text}": ${name} must be ${says}` };
    if (key in settings) return { ok: false, error: `bot "${text}": ${name} is set twice` };
    settings[key] = number;
  }
  return { ok: true, settings };
}

export function parseBuiltInSpec(text: string): SpecParse {
  const level = LEVEL.exec(text.trim());
  if (level && isBotLevel(level[1])) return { ok: true, spec: levelSpec(level[1], level[2]) };
  const match = SPEC.exec(text.trim());
  if (!match) return { ok: false, error: `unknown bot "${text}": expected ${BOT_LEVELS.join(', ')}, random, mcts:N, ismcts:N or ismcts:Nms, with /setting=value for the search's settings and @style for a style of play` };
  const [, kind, amount, ms, list, style] = match as unknown as [string, BuiltInSpec['kind'], string | undefined, string | undefined, string, string | undefined];
  // boardgame.io's MCTSBot chooses among its own enumeration: a style could not narrow its choice
  if (style !== undefined && kind === 'mcts') return { ok: false, error: `bot "${text}": styles apply to random and ismcts, not mcts` };
  if (list !== '' && kind !== 'ismcts') return { ok: false, error: `bot "${text}": only ismcts takes settings` };
  const parsed = parseSettings(text, list);
  if (!parsed.ok) return parsed;
  const extra = { ...parsed.settings, ...(style === undefined ? {} : { style }) };
  if (amount === undefined) return { ok: true, spec: { kind, ...extra } };
  const value = Number(amount);
  if (value < 1) return { ok: false, error: `bot "${text}": the budget must be at least 1` };
  if (ms && kind !== 'ismcts') return { ok: false, error: `bot "${text}": only ismcts takes a time budget` };
  return { ok: true, spec: ms ? { kind, timeMs: value, ...extra } : { kind, iterations: value, ...extra } };
}

/** The spec as text again (records and tables name bots this way). */
export function specText(spec: BuiltInSpec): string {
  const style = spec.style === undefined ? '' : `@${spec.style}`;
  if (spec.level !== undefined) return spec.level + style;
  let settings = '';
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const value = spec[SETTINGS[name].key];
    if (value !== undefined) settings += `/${name}=${value}`;
  }
  if (spec.timeMs !== undefined) return `${spec.kind}:${spec.timeMs}ms${settings}${style}`;
  return (spec.iterations !== undefined ? `${spec.kind}:${spec.iterations}` : spec.kind) + settings + style;
}
