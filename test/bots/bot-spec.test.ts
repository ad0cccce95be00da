import { expect, test } from 'vitest';
import { parseBuiltInSpec, specText } from '../../games/bots/bot-spec';
import { BOT_LEVELS, LEVEL_ITERATIONS } from '../../games/bot-levels';

test.each([
  ['random', { kind: 'random' }],
  ['mcts:300', { kind: 'mcts', iterations: 300 }],
  ['ismcts:400', { kind: 'ismcts', iterations: 400 }],
  ['ismcts:50ms', { kind: 'ismcts', timeMs: 50 }],
  [' ismcts ', { kind: 'ismcts' }],
])('%s is a built-in bot', (text, spec) => {
  expect(parseBuiltInSpec(text)).toEqual({ ok: true, spec });
  expect(specText(spec as never)).toBe(text.trim());
});

test.each([
  ['novice', { kind: 'ismcts', iterations: LEVEL_ITERATIONS.novice, level: 'novice' }],
  ['club', { kind: 'ismcts', iterations: LEVEL_ITERATIONS.club, level: 'club' }],
  ['strong', { kind: 'ismcts', iterations: LEVEL_ITERATIONS.strong, level: 'strong' }],
  ['club@warlord', { kind: 'ismcts', iterations: LEVEL_ITERATIONS.club, level: 'club', style: 'warlord' }],
])('BOT-LEVEL-1: %s is a level, a fixed number of ISMCTS iterations, named so in tables and records', (text, spec) => {
  expect(parseBuiltInSpec(text)).toEqual({ ok: true, spec });
  expect(specText(spec as never)).toBe(text);
});

test('BOT-LEVEL-1: each level searches five times as much as the one below', () => {
  expect(BOT_LEVELS.map((level) => LEVEL_ITERATIONS[level])).toEqual([10, 50, 250]);
});

test.each(['', 'alphazero', 'master', 'Club', 'club:20', 'mcts:', 'mcts:-3', 'mcts:0', 'mcts:20ms', 'random:x', 'ismcts:1.5'])('"%s" is refused with a message', (text) => {
  const parsed = parseBuiltInSpec(text);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(/bot/);
});

test.each([
  ['ismcts:50ms@warlord', { kind: 'ismcts', timeMs: 50, style: 'warlord' }],
  ['ismcts:400@builder', { kind: 'ismcts', iterations: 400, style: 'builder' }],
  ['random@balanced', { kind: 'random', style: 'balanced' }],
])('BOT-STYLE-1: %s is a built-in bot in a style of play', (text, spec) => {
  expect(parseBuiltInSpec(text)).toEqual({ ok: true, spec });
  expect(specText(spec as never)).toBe(text);
});

test.each(['mcts:30@builder', 'ismcts@', 'ismcts:10ms@', 'random@Builder', 'ismcts@builder@warlord'])('BOT-STYLE-1: "%s" is refused with a message', (text) => {
  const parsed = parseBuiltInSpec(text);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(/bot/);
});

test.each([
  ['ismcts:50/depth=20', { kind: 'ismcts', iterations: 50, playoutDepth: 20 }],
  ['ismcts:50/c=0.35', { kind: 'ismcts', iterations: 50, exploration: 0.35 }],
  ['ismcts:10ms/depth=0/c=1.4@warlord', { kind: 'ismcts', timeMs: 10, playoutDepth: 0, exploration: 1.4, style: 'warlord' }],
  ['ismcts/depth=5', { kind: 'ismcts', playoutDepth: 5 }],
  ['ismcts:50/policy=0', { kind: 'ismcts', iterations: 50, policy: 0 }],
  ['ismcts:50/prior=3/margin=0.25', { kind: 'ismcts', iterations: 50, prior: 3, margin: 0.25 }],
  ['ismcts:50/depth=300/scoring=1', { kind: 'ismcts', iterations: 50, playoutDepth: 300, scoring: 1 }],
  ['ismcts:50/margin=0.3/greedy=0.75', { kind: 'ismcts', iterations: 50, margin: 0.3, greedy: 0.75 }],
  ['ismcts:50/group=1', { kind: 'ismcts', iterations: 50, group: 1 }],
  ['ismcts:50/reuse=1', { kind: 'ismcts', iterations: 50, reuse: 1 }],
  ['ismcts:50/policy=2', { kind: 'ismcts', iterations: 50, policy: 2 }],
])('BOT-ISMCTS-3: %s names the search\'s settings, and is named so again', (text, spec) => {
  expect(parseBuiltInSpec(text)).toEqual({ ok: true, spec });
  expect(specText(spec as never)).toBe(text);
});

test('BOT-ISMCTS-3: settings come back in one order, whatever order they were given in', () => {
  const parsed = parseBuiltInSpec('ismcts:50/c=0.5/depth=10');
  expect(parsed.ok && specText(parsed.spec)).toBe('ismcts:50/depth=10/c=0.5');
});

test.each([
  ['ismcts:50/depth=1.5', /depth must be a whole number/],
  ['ismcts:50/depth=-1', /depth must be a whole number/],
  ['ismcts:50/depth=', /depth must be a whole number/],
  ['ismcts:50/c=x', /c must be a number/],
  ['ismcts:50/policy=3', /policy must be 0 \(uniform playouts\), 1 \(the game's policy\) or 2/],
  ['ismcts:50/margin=1.5', /margin must be a number from 0 to 1/],
  ['ismcts:50/prior=-1', /prior must be a number, 0 or more/],
  ['ismcts:50/scoring=2', /scoring must be 0 \(playouts end at their depth\) or 1/],
  ['ismcts:50/greedy=1.5', /greedy must be a number from 0 to 1/],
  ['ismcts:50/group=2', /group must be 0 \(every move at once\) or 1/],
  ['ismcts:50/reuse=0.5', /reuse must be 0 \(a new tree each decision\) or 1/],
  ['ismcts:50/width=3', /unknown setting "width"/],
  ['ismcts:50/depth=3/depth=4', /depth is set twice/],
  ['mcts:50/depth=3', /only ismcts takes settings/],
  ['random/c=1', /only ismcts takes settings/],
  ['club/depth=3', /unknown bot/],
  ['ismcts:50/depth=1=2', /unknown bot/],
  ['ismcts:50/depth', /unknown bot/],
])('BOT-ISMCTS-3: "%s" is refused with what is wrong', (text, message) => {
  const parsed = parseBuiltInSpec(text);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(message);
});
