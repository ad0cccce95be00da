import { expect, test } from 'vitest';
import { parseBotOptions } from '../../bot/options';
import { SeatError, UsageError } from '../../bot/seat-error';

const base = ['--game', 'pax-barbarorum', '--match', 'm1'];

test('defaults: the local server, a random bot named Bot, the first free seat', () => {
  expect(parseBotOptions(base)).toEqual({
    help: false,
    options: { server: 'http://localhost:8000', game: 'pax-barbarorum', matchID: 'm1', spec: { kind: 'random' }, specText: 'random', name: 'Bot' },
  });
});

test('every option', () => {
  const parsed = parseBotOptions([...base, '--server', 'https://table.example/', '--bot', 'ismcts:50ms', '--name', 'Robot', '--seat', '1', '--credentials', 'c', '--seed', 's']);
  expect(parsed).toEqual({
    help: false,
    options: {
      server: 'https://table.example',
      game: 'pax-barbarorum',
      matchID: 'm1',
      spec: { kind: 'ismcts', timeMs: 50 },
      specText: 'ismcts:50ms',
      name: 'Robot',
      seat: '1',
      credentials: 'c',
      seed: 's',
    },
  });
});

test('match ids and credentials may begin with a dash (base64url)', () => {
  const parsed = parseBotOptions(['--game', 'pax', '--match', '-x4Ab', '--seat', '0', '--credentials', '-Qz_9']);
  expect(parsed.help === false && [parsed.options.matchID, parsed.options.credentials]).toEqual(['-x4Ab', '-Qz_9']);
});

test('--help', () => {
  expect(parseBotOptions(['--help'])).toEqual({ help: true });
});

test.each([
  [['--match', 'm1'], /--game is required/],
  [['--game', 'pax'], /--match is required/],
  [[...base, '--credentials', 'c'], /--credentials needs --seat/],
  [[...base, '--seat', 'one'], /--seat must be a seat number/],
  [[...base, '--server', 'localhost:8000'], /--server must be an http/],
  [[...base, '--bot', 'alphazero'], /unknown bot "alphazero"/],
  [[...base, '--bot', 'mcts:20ms'], /only ismcts takes a time budget/],
  [[...base, '--turbo'], /turbo/],
  [[...base, 'extra'], /extra/],
])('%j is refused: %s', (argv, message) => {
  let thrown: unknown;
  try {
    parseBotOptions(argv);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(UsageError);
  expect(thrown).toBeInstanceOf(SeatError);
  expect((thrown as Error).message).toMatch(message);
});
