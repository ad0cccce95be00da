import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';
import type { KeyValueStore } from '../../client/my-matches';
import { base64urlBytes, PUSH_SEATS_KEY, pushAskedFor, setPushAskedFor, subscriptionJson } from '../../client/push';
import { shouldAlertTurn, type AlertPermission } from '../../client/turn-alert';

function memoryStore(initial?: string): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(PUSH_SEATS_KEY, initial);
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the server’s push key as the browser takes it', () => {
  test('base64url, with or without padding, decodes to the same bytes as Node does', () => {
    const key = Buffer.from(Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256));
    const text = key.toString('base64url');
    expect(text).toMatch(/[-_]/); // the alphabet's own characters are exercised
    expect(Buffer.from(base64urlBytes(text)!)).toEqual(key);
    expect(Buffer.from(base64urlBytes(key.toString('base64').replace(/\+/g, '-').replace(/\//g, '_'))!)).toEqual(key);
  });

  test.each(['has space', 'plus+slash/', '%%%', 'abc==='])('%j is no key', (text) => {
    expect(base64urlBytes(text)).toBeUndefined();
  });

  test('a subscription is sent with its endpoint and both keys, or not at all', () => {
    const keys = { p256dh: 'BNc', auth: 'tBH' };
    expect(subscriptionJson({ toJSON: () => ({ endpoint: 'https://push.example/x', keys, expirationTime: null }) })).toEqual({
      endpoint: 'https://push.example/x',
      keys,
    });
    expect(subscriptionJson({ toJSON: () => ({ endpoint: 'https://push.example/x', keys: { p256dh: 'BNc' } }) })).toBeUndefined();
    expect(subscriptionJson({ toJSON: () => ({ keys }) })).toBeUndefined();
  });
});

describe('the seats that asked for Web Push from this browser', () => {
  const seat = { gameName: 'pax', matchID: 'm1', playerID: '1' };

  test('remembered per seat, and forgotten', () => {
    const store = memoryStore();
    expect(pushAskedFor(store, seat)).toBe(false);
    setPushAskedFor(store, seat, true);
    setPushAskedFor(store, { ...seat, matchID: 'm2' }, true);
    setPushAskedFor(store, seat, true);
    expect(JSON.parse(store.data.get(PUSH_SEATS_KEY)!)).toEqual(['pax/m2/1', 'pax/m1/1']);
    expect(pushAskedFor(store, { ...seat, playerID: '0' })).toBe(false);
    setPushAskedFor(store, seat, false);
    expect(pushAskedFor(store, seat)).toBe(false);
    expect(pushAskedFor(store, { ...seat, matchID: 'm2' })).toBe(true);
  });

  test.each(['not json', '{"a":1}', '[1, null]'])('garbage %j in storage reads as none', (raw) => {
    expect(pushAskedFor(memoryStore(raw), seat)).toBe(false);
  });
});

describe('an alert from a background tab', () => {
  test.each<[string, boolean, boolean, boolean, AlertPermission, boolean]>([
    ['it becomes my turn, the tab hidden, permission granted', false, true, true, 'granted', true],
    ['it becomes my turn in a visible tab', false, true, false, 'granted', false],
    ['it was already my turn (the page just opened)', true, true, true, 'granted', false],
    ['my turn ends', true, false, true, 'granted', false],
    ['permission not asked', false, true, true, 'default', false],
    ['permission refused', false, true, true, 'denied', false],
    ['no notifications in this browser', false, true, true, 'unsupported', false],
  ])('%s', (_, was, is, hidden, permission, alerts) => {
    expect(shouldAlertTurn(was, is, hidden, permission)).toBe(alerts);
  });
});

describe('the service worker', () => {
  /** Runs client/public/sw.js against a fake worker scope; returns its handlers and what they called. */
  function worker(windows: { url: string; focus(): unknown }[] = []) {
    const handlers = new Map<string, (event: unknown) => void>();
    const shown: [string, NotificationOptions][] = [];
    const opened: string[] = [];
    const self = {
      location: { href: 'https://table.example/sw.js' },
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push([title, options]) },
      clients: {
        matchAll: async () => windows,
        openWindow: async (url: string) => void opened.push(url),
      },
    };
    runInNewContext(readFileSync('client/public/sw.js', 'utf8'), { self, URL });
    const dispatch = async (type: string, event: object) => {
      const waited: Promise<unknown>[] = [];
      handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
      await Promise.all(waited);
    };
    return { handlers, shown, opened, dispatch };
  }

  const pushOf = (payload: unknown) => ({ data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  const url = 'https://table.example/#/match/pax/m1';

  test('handles push and notification clicks only: no fetch handler stands between the page and the network', () => {
    expect([...worker().handlers.keys()].sort()).toEqual(['notificationclick', 'push']);
  });

  test('shows the notice, tagged by its match so a later one replaces it', async () => {
    const { shown, dispatch } = worker();
    await dispatch('push', pushOf({ title: 'Your turn', body: 'Pax is waiting', url }));
    expect(shown).toEqual([['Your turn', { body: 'Pax is waiting', tag: url, data: { url } }]]);
  });

  test.each<[string, unknown, string, string]>([
    ['no JSON', '{not json', 'Pax Table', ''],
    ['JSON null', 'null', 'Pax Table', ''],
    ['fields of the wrong type', { title: 3, body: ['x'], url: 7 }, 'Pax Table', ''],
    ['a script address', { title: 'T', body: 'B', url: 'javascript:alert(1)' }, 'T', ''],
  ])('a payload with %s still shows something harmless', async (_, payload, title, link) => {
    const { shown, dispatch } = worker();
    await dispatch('push', pushOf(payload));
    expect(shown[0][0]).toBe(title);
    expect(shown[0][1].data).toEqual({ url: link });
  });

  test('a click focuses a tab already on the match, or opens it', async () => {
    const focus = vi.fn();
    const close = vi.fn();
    const onMatch = worker([{ url: 'https://table.example/#/', focus: vi.fn() }, { url, focus }]);
    await onMatch.dispatch('notificationclick', { notification: { data: { url }, close } });
    expect(focus).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalledOnce();
    expect(onMatch.opened).toEqual([]);
    const elsewhere = worker([{ url: 'https://table.example/#/', focus: vi.fn() }]);
    await elsewhere.dispatch('notificationclick', { notification: { data: { url }, close } });
    expect(elsewhere.opened).toEqual([url]);
  });

  test('a click on a notice without a link only closes it', async () => {
    const { opened, dispatch } = worker();
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { data: { url: '' }, close } });
    expect(close).toHaveBeenCalledOnce();
    expect(opened).toEqual([]);
  });
});
