import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SocketIO } from 'boardgame.io/multiplayer';
import { CHAT_HISTORY_EVENT, MAX_CHAT_TEXT, REFUSED_EVENT, TAKE_BACK_EVENT, type ChatLine } from '../../server/protocol';
import { CHAT_EVENT, ChatFeed, chatDraft, sendChatLine, type SocketSeat } from '../../client/chat-socket';
import { ChatPanel } from '../../client/components/ChatPanel';
import { LanguageProvider } from '../../client/i18n';
import { MatchSocketLink, type MatchSocket } from '../../client/match-socket';
import { offersTakeBack, requestTakeBack } from '../../client/take-back';

/** A socket.io client socket: `receive` delivers what the server sends, `emit` records what the client sends. */
class FakeSocket implements MatchSocket {
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly sent: unknown[][] = [];
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
    this.sent.push([event, ...args]);
    return this;
  }

  receive(event: string, ...args: unknown[]) {
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
const line = (id: string, text = `text ${id}`, sender = '0'): ChatLine => ({ id, sender, text, at: 1_700_000_000_000 });
const SEAT: SocketSeat = { matchID: MATCH, playerID: '1', credentials: 'secret-1' };

function followedFeed() {
  const socket = new FakeSocket();
  const feed = new ChatFeed();
  const stop = feed.follow(socket, MATCH);
  return { socket, feed, stop };
}

describe('the chat heard on a match’s socket', () => {
  test('the history after a sync replaces what the feed held; each new line is added', () => {
    const { socket, feed } = followedFeed();
    socket.receive(CHAT_EVENT, MATCH, line('a'));
    socket.receive(CHAT_HISTORY_EVENT, MATCH, [line('x'), line('y')]);
    expect(feed.getSnapshot().lines.map((l) => l.id)).toEqual(['x', 'y']);
    socket.receive(CHAT_EVENT, MATCH, line('z'));
    expect(feed.getSnapshot().lines.map((l) => l.id)).toEqual(['x', 'y', 'z']);
  });

  test('a line heard twice (a resync, a repeated broadcast) is shown once', () => {
    const { socket, feed } = followedFeed();
    socket.receive(CHAT_HISTORY_EVENT, MATCH, [line('x'), line('x')]);
    socket.receive(CHAT_EVENT, MATCH, line('x'));
    expect(feed.getSnapshot().lines).toEqual([line('x')]);
  });

  test.each<[string, unknown[]]>([
    ['another match’s line', [CHAT_EVENT, 'match-2', line('a')]],
    ['another match’s history', [CHAT_HISTORY_EVENT, 'match-2', [line('a')]]],
    ['a line without text', [CHAT_EVENT, MATCH, { id: 'a', sender: '0', at: 1 }]],
    ['a line whose text is markup in an object', [CHAT_EVENT, MATCH, { id: 'a', sender: '0', text: { __html: '<b>' }, at: 1 }]],
    ['a line without time', [CHAT_EVENT, MATCH, { id: 'a', sender: '0', text: 'hi' }]],
    ['a history that is no list', [CHAT_HISTORY_EVENT, MATCH, line('a')]],
    ['boardgame.io’s own message shape', [CHAT_EVENT, MATCH, { id: 'a', sender: '0', payload: { text: 'hi' } }]],
  ])('%s is ignored', (_, [event, ...args]) => {
    const { socket, feed } = followedFeed();
    socket.receive(event as string, ...args);
    expect(feed.getSnapshot().lines).toEqual([]);
  });

  test('malformed lines in a history are dropped, the others kept', () => {
    const { socket, feed } = followedFeed();
    socket.receive(CHAT_HISTORY_EVENT, MATCH, [line('a'), null, 'text', { id: 'b' }, line('c')]);
    expect(feed.getSnapshot().lines.map((l) => l.id)).toEqual(['a', 'c']);
  });

  test('a chat refusal is counted (the panel gives the line back); other refusals are not', () => {
    const { socket, feed } = followedFeed();
    socket.receive(REFUSED_EVENT, MATCH, { code: 'chat-too-fast', stateID: null });
    socket.receive(REFUSED_EVENT, MATCH, { code: 'chat-refused', stateID: null });
    socket.receive(REFUSED_EVENT, MATCH, { code: 'stale', stateID: 3 });
    socket.receive(REFUSED_EVENT, 'match-2', { code: 'chat-refused', stateID: null });
    expect(feed.getSnapshot().refusedSends).toBe(2);
  });

  test('subscribers hear each change; stopping removes every listener', () => {
    const { socket, feed, stop } = followedFeed();
    let heard = 0;
    const unsubscribe = feed.subscribe(() => heard++);
    socket.receive(CHAT_EVENT, MATCH, line('a'));
    unsubscribe();
    socket.receive(CHAT_EVENT, MATCH, line('b'));
    expect(heard).toBe(1);
    stop();
    for (const event of [CHAT_EVENT, CHAT_HISTORY_EVENT, REFUSED_EVENT]) expect(socket.listenerCount(event)).toBe(0);
  });
});

describe('writing a line', () => {
  test.each<[string, ReturnType<typeof chatDraft>]>([
    ['', { problem: 'empty' }],
    ['  \n\t ', { problem: 'empty' }],
    ['  hello  ', { text: 'hello' }],
    ['x'.repeat(MAX_CHAT_TEXT), { text: 'x'.repeat(MAX_CHAT_TEXT) }],
    [`  ${'x'.repeat(MAX_CHAT_TEXT)}  `, { text: 'x'.repeat(MAX_CHAT_TEXT) }],
    ['x'.repeat(MAX_CHAT_TEXT + 1), { problem: 'too-long' }],
  ])('draft %j: %j', (draft, expected) => {
    expect(chatDraft(draft)).toEqual(expected);
  });

  test('sends boardgame.io’s chat packet with the seat and its credentials, text trimmed', () => {
    const socket = new FakeSocket();
    const sent = sendChatLine({ send: (...args) => (socket.emit(...args), true) }, SEAT, '  <b>hi</b>  ');
    expect(sent).toBe(true);
    expect(socket.sent).toHaveLength(1);
    const [event, matchID, message, credentials] = socket.sent[0];
    expect([event, matchID, credentials]).toEqual(['chat', MATCH, 'secret-1']);
    expect(message).toEqual({ id: expect.any(String), sender: '1', payload: { text: '<b>hi</b>' } });
  });

  test('a draft the server would refuse is not sent', () => {
    const socket = new FakeSocket();
    const link = { send: (...args: [string, ...unknown[]]) => (socket.emit(...args), true) };
    expect(sendChatLine(link, SEAT, '   ')).toBe(false);
    expect(sendChatLine(link, SEAT, 'x'.repeat(MAX_CHAT_TEXT + 1))).toBe(false);
    expect(socket.sent).toEqual([]);
  });

  test('each line sent has its own id', () => {
    const socket = new FakeSocket();
    const link = { send: (...args: [string, ...unknown[]]) => (socket.emit(...args), true) };
    sendChatLine(link, SEAT, 'one');
    sendChatLine(link, SEAT, 'two');
    const ids = socket.sent.map((packet) => (packet[2] as { id: string }).id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('taking back a move', () => {
  test('asks with the seat, its credentials and the state it holds', () => {
    const socket = new FakeSocket();
    const link = { send: (...args: [string, ...unknown[]]) => (socket.emit(...args), true) };
    expect(requestTakeBack(link, SEAT, 7)).toBe(true);
    expect(socket.sent).toEqual([[TAKE_BACK_EVENT, MATCH, '1', 'secret-1', 7]]);
  });

  test.each<[string, Parameters<typeof offersTakeBack>, boolean]>([
    ['my turn', [{ currentPlayer: '1', activePlayers: null }, '1', false], true],
    ['another’s turn', [{ currentPlayer: '0', activePlayers: null }, '1', false], false],
    ['my stage while others act too', [{ currentPlayer: '0', activePlayers: { '0': 'a', '1': 'b' } }, '1', false], true],
    ['a spectator', [{ currentPlayer: '1', activePlayers: null }, null, false], false],
    ['a match waiting for players', [{ currentPlayer: '1', activePlayers: null }, '1', true], false],
    ['a finished match', [{ currentPlayer: '1', activePlayers: null, gameover: { winner: '1' } }, '1', false], false],
  ])('offered on %s: %s', (_, args, offered) => {
    expect(offersTakeBack(...args)).toBe(offered);
  });
});

describe('the link to a match’s socket', () => {
  /** A transport like boardgame.io's: `connect` opens the socket, `disconnect` closes and drops it. */
  function fakeTransport(options: { matchID?: string }) {
    return {
      options,
      socket: null as FakeSocket | null,
      opened: [] as FakeSocket[],
      connect() {
        if (!this.socket) this.opened.push((this.socket = new FakeSocket()));
      },
      disconnect() {
        this.socket?.close();
        this.socket = null;
      },
    };
  }

  test('follows from connect to disconnect, and sends only while connected', () => {
    const feed = new ChatFeed();
    const link = new MatchSocketLink([feed.follow]);
    const transport = link.wrap(fakeTransport)({ matchID: MATCH });
    expect(link.send('chat', 'before')).toBe(false);
    transport.connect();
    const socket = transport.opened[0];
    socket.receive(CHAT_EVENT, MATCH, line('a'));
    expect(feed.getSnapshot().lines).toEqual([line('a')]);
    expect(link.send('ping', 1)).toBe(true);
    expect(socket.sent).toEqual([['ping', 1]]);
    transport.disconnect();
    expect(socket.listenerCount(CHAT_EVENT)).toBe(0);
    expect(link.send('ping', 2)).toBe(false);
  });

  test('a reconnection follows the new socket only', () => {
    const feed = new ChatFeed();
    const transport = new MatchSocketLink([feed.follow]).wrap(fakeTransport)({ matchID: MATCH });
    transport.connect();
    transport.disconnect();
    transport.connect();
    expect(transport.opened).toHaveLength(2);
    expect(transport.opened[0].listenerCount(CHAT_EVENT)).toBe(0);
    expect(transport.opened[1].listenerCount(CHAT_EVENT)).toBe(1);
  });

  test('wraps boardgame.io’s own SocketIO transport: the history sent right after a sync is heard', () => {
    const socket = new FakeSocket();
    const feed = new ChatFeed();
    const link = new MatchSocketLink([feed.follow]);
    const createTransport = link.wrap(SocketIO());
    // boardgame.io's transport takes a ready socket for tests instead of opening one
    const transport = createTransport({ socket, matchID: MATCH, transportDataCallback: () => {} } as unknown as Parameters<typeof createTransport>[0]);
    transport.connect();
    expect(socket.listenerCount(CHAT_EVENT)).toBe(2); // boardgame.io's and ours
    socket.receive('sync', MATCH, { state: { _stateID: 0 } });
    socket.receive(CHAT_HISTORY_EVENT, MATCH, [line('a')]);
    expect(feed.getSnapshot().lines).toEqual([line('a')]);
    sendChatLine(link, SEAT, 'hello');
    expect(socket.sent.at(-1)?.slice(0, 2)).toEqual(['chat', MATCH]);
    transport.disconnect();
    expect(socket.closed).toBe(true);
    expect(link.send('chat')).toBe(false);
  });
});

describe('the chat panel', () => {
  const players = [
    { id: 0, name: 'Alice' },
    { id: 1, name: 'Bob' },
  ];

  function render(writer: SocketSeat | null, lines: ChatLine[], language: 'en' | 'fr' = 'en') {
    const socket = new FakeSocket();
    const feed = new ChatFeed();
    feed.follow(socket, MATCH);
    socket.receive(CHAT_HISTORY_EVENT, MATCH, lines);
    const link = new MatchSocketLink([]);
    return renderToStaticMarkup(
      <LanguageProvider language={language}>
        <ChatPanel feed={feed} link={link} writer={writer} players={players} connected />
      </LanguageProvider>,
    );
  }

  test('lines are text with their writer’s name: markup in them stays text', () => {
    const html = render(SEAT, [line('a', '<img src=x onerror=alert(1)> & <b>bold</b>', '0')]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toMatch(/<span class="chat-sender">Alice<\/span>/);
    expect(html).toMatch(/<time[^>]*dateTime="2023-11-14T22:13:20.000Z"/);
  });

  test('a seat writes in a box bounded to the server’s limit, with a counter', () => {
    const html = render(SEAT, []);
    expect(html).toMatch(new RegExp(`<textarea[^>]*maxLength="${MAX_CHAT_TEXT}"`));
    expect(html).toContain(`0 / ${MAX_CHAT_TEXT} characters`);
    expect(html).toContain('aria-label="Chat"');
    expect(html).not.toContain('role="log"');
  });

  test('a spectator reads only', () => {
    const html = render(null, [line('a')], 'fr');
    expect(html).not.toContain('<textarea');
    expect(html).toContain('Les spectateurs lisent la discussion');
    expect(html).toContain('aria-label="Discussion"');
  });

  test('a sender who is no seat of the match is named by seat number', () => {
    expect(render(SEAT, [line('a', 'hi', '4')])).toContain('Seat 5');
  });
});
