import { expect, test } from 'vitest';
import { lineUp, parseSeats } from '../../arena/seat-spec';

test('seats: built-in bots and commands, the last filling the remaining seats', () => {
  const parsed = parseSeats('ismcts:400, cmd:python3 examples/agents/random_agent.py', 4);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(parsed.seats.map((s) => s.text)).toEqual(['ismcts:400', 'cmd:python3 examples/agents/random_agent.py', 'cmd:python3 examples/agents/random_agent.py', 'cmd:python3 examples/agents/random_agent.py']);
  expect(parsed.seats[1]).toMatchObject({ kind: 'command', command: 'python3 examples/agents/random_agent.py' });
  expect(parsed.seats[0]).toMatchObject({ kind: 'built-in', spec: { kind: 'ismcts', iterations: 400 } });
});

test.each([
  ['', 2, /names no bot/],
  ['random,random,random', 2, /3 bots for 2 seats/],
  ['random,alphazero', 2, /unknown bot "alphazero"/],
  ['cmd:', 2, /needs a command/],
])('"%s" for %i seats is refused', (list, seats, message) => {
  const parsed = parseSeats(list, seats);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error).toMatch(message);
});

test('rotation seats every bot at every seat equally often', () => {
  const bots = ['a', 'b', 'c'];
  expect(lineUp(bots, 0, true)).toEqual(['a', 'b', 'c']);
  expect(lineUp(bots, 1, true)).toEqual(['c', 'a', 'b']);
  expect(lineUp(bots, 5, false)).toEqual(['a', 'b', 'c']);
  const seatsOfA = [0, 1, 2, 3, 4, 5].map((i) => lineUp(bots, i, true).indexOf('a'));
  expect(seatsOfA.sort()).toEqual([0, 0, 1, 1, 2, 2]);
});
