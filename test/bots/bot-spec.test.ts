import { expect, test } from 'vitest';
import { parseBuiltInSpec, specText } from '../../games/bots/bot-spec';

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

test.each(['', 'alphazero', 'mcts:', 'mcts:-3', 'mcts:0', 'mcts:20ms', 'random:x', 'ismcts:1.5'])('"%s" is refused with a message', (text) => {
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
