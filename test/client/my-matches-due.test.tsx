// @vitest-environment happy-dom
/**
 * Issue 39, item 14: My matches says when a match's turn is due, in this browser's time zone, while its
 * deadline runs; a match without one says no time.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MyMatches } from '../../client/screens/MyMatches';
import { correspondenceTexts } from '../../client/correspondence-texts';
import { dueTime } from '../../client/due-time';
import { format, type Language } from '../../client/i18n';
import type { StoredMatch } from '../../client/my-matches';
import { mount, settle, type Mounted } from './replay-mount';

const DUE = Date.UTC(2026, 11, 4, 13, 5);
const stored = (matchID: string): StoredMatch => ({ gameName: 'pax', matchID, playerID: '1', credentials: 'c', playerName: 'Bob' });
const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });

function server() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url)).pathname;
      if (path === '/api/status') {
        const status = { gameName: 'pax', currentPlayer: '0', activePlayers: null, gameover: false, updatedAt: 1 };
        return json({ matches: { due: { ...status, turnDueAt: DUE }, free: status } });
      }
      const matchID = path.split('/').at(-1)!;
      return json({ matchID, gameName: 'pax', players: [{ id: 0, name: 'Alice' }, { id: 1, name: 'Bob' }], started: true });
    }),
  );
}

let view: Mounted | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

describe('My matches', () => {
  test.each<Language>(['en', 'fr'])('%s: the due time of a match with a deadline, none for the other', async (language) => {
    server();
    view = await mount(<MyMatches matches={[stored('due'), stored('free')]} forget={() => {}} remember={() => {}} />, language);
    await settle(10);
    const dues = view.all('[data-testid="my-match-due"]');
    expect(dues).toHaveLength(1);
    expect(dues[0].textContent?.trim()).toBe(`(${format(correspondenceTexts[language].myMatchDue, { due: dueTime(DUE, language) }, language)})`);
    expect(view.all('[data-testid="my-match-turn"]')[0].textContent).toContain(dues[0].textContent!);
  });
});
