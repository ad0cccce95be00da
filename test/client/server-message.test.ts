import { describe, expect, test } from 'vitest';
import { LobbyClientError } from 'boardgame.io/client';
import { serverMessage } from '../../client/lobby-api';

const lobbyError = (status: number, details: unknown) => Object.assign(new Error(`HTTP status ${status}`), { details });

describe('server refusals in words', () => {
  test.each<[string, unknown, ReturnType<typeof serverMessage>]>([
    ['a text message', lobbyError(400, 'player name must not be empty'), { status: 400, text: 'player name must not be empty', unreachable: false, garbled: false }],
    ['a JSON message', lobbyError(409, { message: 'seat taken' }), { status: 409, text: 'seat taken', unreachable: false, garbled: false }],
    ['an HTML page', lobbyError(502, '<html>Bad gateway</html>'), { status: 502, text: '', unreachable: false, garbled: false }],
    ['no details', lobbyError(500, undefined), { status: 500, text: '', unreachable: false, garbled: false }],
    ['no answer', new TypeError('Failed to fetch'), { text: 'Failed to fetch', unreachable: true, garbled: false }],
    ['an answer that is not JSON', new SyntaxError('Unexpected token <'), { text: 'Unexpected token <', unreachable: false, garbled: true }],
    ['anything else', new Error('boom'), { status: undefined, text: 'boom', unreachable: false, garbled: false }],
    [
      'a coded body',
      lobbyError(400, { error: 'name-required', message: 'playerName is required' }),
      { status: 400, code: 'name-required', text: 'playerName is required', unreachable: false, garbled: false },
    ],
    [
      'a body whose code this client does not know',
      lobbyError(409, { error: 'seat-reserved', message: 'seat reserved' }),
      { status: 409, text: 'seat reserved', unreachable: false, garbled: false },
    ],
    ['an uncoded body with only an error field', lobbyError(404, { error: 'Match not found' }), { status: 404, text: 'Match not found', unreachable: false, garbled: false }],
  ])('%s', (_, error, expected) => {
    expect(serverMessage(error)).toStrictEqual(expected);
  });

  test('the code comes from the body boardgame.io parsed into its LobbyClientError', () => {
    const error = new LobbyClientError('HTTP status 409', { error: 'seat-taken', message: 'seat 1 is taken' });
    expect(serverMessage(error)).toMatchObject({ status: 409, code: 'seat-taken', text: 'seat 1 is taken' });
  });

  test('a text body never yields a code, even one that reads like a code', () => {
    expect(serverMessage(lobbyError(400, 'name-required')).code).toBeUndefined();
  });
});
