// @vitest-environment happy-dom
/**
 * Issue 39, item 11: turning Web Push on in a browser that refuses (Chromium's "Registration failed -
 * permission denied", a NotAllowedError) shows the friendly sentence only, never the browser's words inside
 * "Something went wrong on this screen". Another failure still shows its error.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NotificationSettings } from '../../client/components/NotificationSettings';
import { correspondenceTexts } from '../../client/correspondence-texts';
import type { Language } from '../../client/i18n';
import type { StoredMatch } from '../../client/my-matches';
import { texts } from '../../client/texts';
import { mount, settle } from './replay-mount';

const seat: StoredMatch = { gameName: 'pax', matchID: 'm1', playerID: '0', credentials: 'secret', playerName: 'Alice' };
const settings = { email: null, emailOn: false, pushOn: false, pushDevices: 0, webhook: false };
const KEY = Buffer.alloc(65, 4).toString('base64url');

/** A browser with Web Push whose subscribing fails with `failure`. */
function browserThatRefuses(failure: Error) {
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).endsWith('/api/push-key') ? json({ publicKey: KEY }) : json(settings))),
  );
  const pushManager = { getSubscription: async () => null, subscribe: vi.fn(async () => Promise.reject(failure)) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async () => ({}), ready: Promise.resolve({ pushManager }), getRegistration: async () => undefined },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'default' });
  return pushManager;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.body.innerHTML = '';
});

async function turnPushOn(language: Language) {
  const view = await mount(<NotificationSettings seat={seat} />, language);
  await settle();
  await act(async () => view.byTestId('notice-push').click());
  await settle();
  return view;
}

describe('Web Push refused by the browser', () => {
  test.each<Language>(['en', 'fr'])('%s: the friendly sentence alone', async (language) => {
    const refusal = Object.assign(new Error('Registration failed - permission denied'), { name: 'NotAllowedError' });
    const pushManager = browserThatRefuses(refusal);
    const view = await turnPushOn(language);
    expect(pushManager.subscribe).toHaveBeenCalled();
    const text = view.container.textContent ?? '';
    expect(view.byTestId('push-refused').textContent?.trim()).toBe(correspondenceTexts[language].permissionDenied);
    expect(text).not.toContain('Registration failed');
    expect(text).not.toContain(texts[language].crashed.split('{')[0].trim());
    expect(view.container.querySelector('[data-testid="server-error"]')).toBeNull();
    expect((view.byTestId('notice-push') as HTMLInputElement).checked).toBe(false);
  });

  test('another failure is still reported', async () => {
    browserThatRefuses(new Error('the push service is down'));
    const view = await turnPushOn('en');
    expect(view.byTestId('server-error').textContent).toContain('the push service is down');
    expect(view.container.querySelector('[data-testid="push-refused"]')).toBeNull();
  });
});
