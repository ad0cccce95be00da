import { describe, expect, test } from 'vitest';
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
  ])('%s', (_, error, expected) => {
    expect(serverMessage(error)).toEqual(expected);
  });
});
