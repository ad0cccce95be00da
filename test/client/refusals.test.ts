import { describe, expect, test } from 'vitest';
import { SocketIO } from 'boardgame.io/multiplayer';
import { REFUSED_EVENT, type Refusal } from '../../server/protocol';
import { followRefusals, refusesSeat, withRefusals, type EventSocket } from '../../client/refusals';

/** A socket that delivers what the test emits, like socket.io does: to every listener of the event, in order. */
class FakeSocket implements EventSocket {
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  closed = false;

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, (this.listeners.get(event) ?? []).filter((l) => l !== listener));
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  listenerCount(event: string) {
    return this.listeners.get(event)?.length ?? 0;
  }

  close() {
    this.closed = true;
  }
}

const MATCH = 'match-1';
const stale: Refusal = { code: 'stale', stateID: 5 };
const syncOf = (stateID: number) => ({ state: { _stateID: stateID, G: {}, ctx: {} }, log: [] });

/** A socket followed for MATCH, and every call `show` got. */
function followed() {
  const socket = new FakeSocket();
  const shown: (Refusal | null)[] = [];
  const stop = followRefusals(socket, MATCH, (refusal) => shown.push(refusal));
  return { socket, shown, stop };
}

describe('refusals heard on the socket', () => {
  test('a refusal for this match is shown', () => {
    const { socket, shown } = followed();
    socket.emit(REFUSED_EVENT, MATCH, stale);
    expect(shown).toEqual([stale]);
  });

  test('a refusal for another match is not', () => {
    const { socket, shown } = followed();
    socket.emit(REFUSED_EVENT, 'match-2', stale);
    expect(shown).toEqual([]);
  });

  test.each<[string, unknown[]]>([
    ['an unknown code', [MATCH, { code: 'nope', stateID: 5 }]],
    ['a state id that is not a number', [MATCH, { code: 'stale', stateID: '5' }]],
    ['no state id', [MATCH, { code: 'stale' }]],
    ['a bare code', [MATCH, 'stale']],
    ['nothing', [MATCH]],
    ['no match id', [stale]],
    ['a match id that is not a string', [1, stale]],
  ])('a malformed refusal (%s) is not shown', (_, args) => {
    const { socket, shown } = followed();
    socket.emit(REFUSED_EVENT, ...args);
    expect(shown).toEqual([]);
  });

  test('after a refused move, the state the server sends back keeps the notice; the next state clears it', () => {
    const { socket, shown } = followed();
    socket.emit(REFUSED_EVENT, MATCH, stale);
    socket.emit('sync', MATCH, syncOf(6)); // the match as stored, with the other player's move
    socket.emit('update', MATCH, { _stateID: 6 }); // that move's broadcast, arriving late
    expect(shown).toEqual([stale]);
    socket.emit('patch', MATCH, 6, 7, [], []);
    expect(shown).toEqual([stale, null]);
  });

  test('a refused move the server sends no correction for (the board never ran it ahead): the next state clears the notice', () => {
    const { socket, shown } = followed();
    const notNow: Refusal = { code: 'not-allowed-now', stateID: 5 };
    socket.emit(REFUSED_EVENT, MATCH, notNow);
    socket.emit('update', MATCH, { _stateID: 6 }); // another seat's move
    expect(shown).toEqual([notNow, null]);
  });

  test('states of another match change nothing', () => {
    const { socket, shown } = followed();
    socket.emit(REFUSED_EVENT, MATCH, stale);
    socket.emit('sync', MATCH, syncOf(5));
    socket.emit('update', 'match-2', { _stateID: 9 });
    expect(shown).toEqual([stale]);
  });

  test('a refusal that was not a move is cleared by the first state', () => {
    const { socket, shown } = followed();
    const limited: Refusal = { code: 'rate-limited', stateID: null };
    socket.emit(REFUSED_EVENT, MATCH, limited);
    socket.emit('update', MATCH, { _stateID: 8 });
    expect(shown).toEqual([limited, null]);
  });

  test('stopping removes every listener', () => {
    const { socket, shown, stop } = followed();
    stop();
    for (const event of [REFUSED_EVENT, 'sync', 'update', 'patch']) expect(socket.listenerCount(event)).toBe(0);
    socket.emit(REFUSED_EVENT, MATCH, stale);
    expect(shown).toEqual([]);
  });

  test('a refusal about no match in particular is about this socket, so it is shown', () => {
    const { socket, shown } = followed();
    const limited: Refusal = { code: 'rate-limited', stateID: null };
    socket.emit(REFUSED_EVENT, null, limited);
    expect(shown).toEqual([limited]);
  });

  test('refused credentials, on a sync or a move, are a lost seat; other refusals are notices', () => {
    expect(refusesSeat({ code: 'unauthorized', stateID: null })).toBe(true);
    expect(refusesSeat({ code: 'unauthorized', stateID: 3 })).toBe(true);
    expect(refusesSeat({ code: 'match-not-found', stateID: null })).toBe(false);
    expect(refusesSeat({ code: 'stale', stateID: 3 })).toBe(false);
  });
});

describe('the transport wrapper', () => {
  /** A transport like boardgame.io's: `connect` opens the socket, `disconnect` closes and drops it. */
  function fakeTransportFactory() {
    const sockets: FakeSocket[] = [];
    const factory = (options: { matchID?: string }) => ({
      options,
      socket: null as FakeSocket | null,
      connect() {
        if (!this.socket) sockets.push((this.socket = new FakeSocket()));
      },
      disconnect() {
        this.socket?.close();
        this.socket = null;
      },
    });
    return { factory, sockets };
  }

  test('listens once connect has opened the socket, until disconnect', () => {
    const { factory, sockets } = fakeTransportFactory();
    const shown: (Refusal | null)[] = [];
    const transport = withRefusals(factory, (refusal) => shown.push(refusal))({ matchID: MATCH });
    expect(transport.options).toEqual({ matchID: MATCH });
    transport.connect();
    const socket = sockets[0]!;
    socket.emit(REFUSED_EVENT, MATCH, stale);
    socket.emit(REFUSED_EVENT, 'match-2', stale);
    expect(shown).toEqual([stale]);
    transport.disconnect();
    expect(socket.closed).toBe(true);
    expect(socket.listenerCount(REFUSED_EVENT)).toBe(0);
  });

  test('a reconnection listens on the new socket only', () => {
    const { factory, sockets } = fakeTransportFactory();
    const shown: (Refusal | null)[] = [];
    const transport = withRefusals(factory, (refusal) => shown.push(refusal))({ matchID: MATCH });
    transport.connect();
    transport.disconnect();
    transport.connect();
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.listenerCount(REFUSED_EVENT)).toBe(1);
    sockets[1]!.emit(REFUSED_EVENT, MATCH, stale);
    expect(shown).toEqual([stale]);
  });

  test('wraps boardgame.io’s own SocketIO transport', () => {
    const socket = new FakeSocket();
    const shown: (Refusal | null)[] = [];
    const createTransport = withRefusals(SocketIO(), (refusal) => shown.push(refusal));
    // boardgame.io's transport takes a ready socket for tests instead of opening one
    const transport = createTransport({ socket, matchID: MATCH, transportDataCallback: () => {} } as unknown as Parameters<typeof createTransport>[0]);
    transport.connect();
    expect(socket.listenerCount('sync')).toBe(2); // boardgame.io's and ours
    socket.emit(REFUSED_EVENT, MATCH, { code: 'invalid-move', stateID: 4 });
    socket.emit(REFUSED_EVENT, 'match-2', { code: 'invalid-move', stateID: 4 });
    socket.emit(REFUSED_EVENT, MATCH, { code: 'invalid-move' });
    expect(shown).toEqual([{ code: 'invalid-move', stateID: 4 }]);
    transport.disconnect();
    expect(socket.closed).toBe(true);
    expect(socket.listenerCount(REFUSED_EVENT)).toBe(0);
  });
});
