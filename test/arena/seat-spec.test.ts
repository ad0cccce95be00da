import { expect, test } from 'vitest';
import { commandWords, resolveCommand } from '../../arena/agent-command';
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

test('BOT-AGENT-2: a command is a program and its arguments, quoted as a shell quotes them, never a shell line', () => {
  expect(commandWords(`node -e "console.log('a b')" 'x y' z\\ w`)).toEqual({ ok: true, words: ['node', '-e', "console.log('a b')", 'x y', 'z w'] });
  expect(commandWords('python3 agent.py | tee log')).toMatchObject({ ok: false, error: expect.stringMatching(/not a shell line: quote \|/) });
  expect(commandWords('python3 $HOME/agent.py')).toMatchObject({ ok: false, error: expect.stringMatching(/quote \$/) });
  expect(commandWords('DEPTH=3 python3 agent.py')).toMatchObject({ ok: false, error: expect.stringMatching(/minimal environment: to set DEPTH=3, run env DEPTH=3 python3 agent.py/) });
  expect(commandWords('python3 "agent.py')).toMatchObject({ ok: false, error: expect.stringMatching(/not closed/) });
  expect(parseSeats('cmd:python3 agent.py > out', 2)).toMatchObject({ ok: false, error: expect.stringMatching(/not a shell line/) });
});

test('BOT-AGENT-2: the files a command names make the agent\'s own directory; a bare program name is the system\'s', () => {
  const cwd = process.cwd();
  const resolved = resolveCommand(['python3', 'examples/agents/random_agent.py', '--depth', '3'], cwd);
  const system = (name: string) => expect.stringMatching(new RegExp(`^(/usr/local/bin|/usr/bin|/bin)/${name}$`));
  expect(resolved).toEqual({ ok: true, command: { file: system('python3'), args: [`${cwd}/examples/agents/random_agent.py`, '--depth', '3'], directory: `${cwd}/examples/agents`, readable: [`${cwd}/examples/agents`] } });
  // two files: their common folder
  const two = resolveCommand(['node', 'examples/agents/random_agent.py', 'games/bots/RULES.md'], cwd);
  expect(two.ok && two.command.directory).toBe(cwd);
  // no file: a private, empty directory
  expect(resolveCommand(['node', '-e', 'process.exit(0)'], cwd)).toMatchObject({ ok: true, command: { file: system('node'), directory: null, readable: [] } });
  expect(resolveCommand(['node', '/etc', 'examples/agents'], cwd)).toMatchObject({ ok: false, error: expect.stringMatching(/share no folder but \//) });
});
