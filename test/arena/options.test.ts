import { expect, test } from 'vitest';
import { parseArenaArgs } from '../../arena/options';

test('the game\'s options are flags of their own, checked by the game', () => {
  const parsed = parseArenaArgs(['--game', 'pax', '--players', '4', '--expansion', 'true', '--games', '7', '--seed', 'x y', '--seats', 'ismcts:50,random', '--workers', '1']);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(parsed.options).toMatchObject({ game: 'pax', numPlayers: 4, setupData: { expansion: true }, games: 7, seed: 'x y', workers: 1, rotate: true });
  expect(parsed.options.seats).toEqual(['ismcts:50', 'random', 'random', 'random']);
  expect(parsed.options.out).toBe('arena-pax-4p-x_y.jsonl');
});

test('BOT-STYLE-1: seats may name the game\'s styles of play', () => {
  const parsed = parseArenaArgs(['--game', 'pax-barbarorum', '--players', '3', '--seats', 'ismcts:10ms@builder,ismcts:10ms@warlord,ismcts:10ms@balanced']);
  expect(parsed.ok).toBe(true);
  if (parsed.ok) expect(parsed.options.seats).toEqual(['ismcts:10ms@builder', 'ismcts:10ms@warlord', 'ismcts:10ms@balanced']);
});

test.each([
  [['--players', '2'], /--game must name a game/],
  [['--game', 'chess'], /--game must name a game/],
  [['--game', 'pax', '--players', '9'], /1–8 players/],
  [['--game', 'pax', '--games', '0'], /--games must be an integer/],
  [['--game', 'pax', '--colour', 'red'], /unknown flag --colour/],
  [['--game', 'pax', '--players', '2', '--expansion', 'maybe'], /options:/],
  [['--game', 'pax', '--seats', 'deep-blue'], /unknown bot/],
  [['--game', 'pax', '--seats', 'ismcts:10@warlord'], /pax has no style "warlord" \(it has no styles\)/],
  [['--game', 'pax-barbarorum', '--players', '3', '--seats', 'ismcts:10@builder,random@pirate'], /no style "pirate" \(its styles: builder, warlord, balanced, conqueror\)/],
])('%j is refused with a message', (argv, message) => {
  const parsed = parseArenaArgs(argv);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(message);
});
