import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LobbyAPI } from 'boardgame.io';
import { RematchActions } from '../../client/components/RematchActions';
import { LanguageProvider, type Language } from '../../client/i18n';
import type { StoredMatch } from '../../client/my-matches';

const stored: StoredMatch = { gameName: 'pax', matchID: 'm1', playerID: '1', credentials: 'c1', playerName: 'Bob' };
const match = (fields: Partial<LobbyAPI.Match>): LobbyAPI.Match => ({
  gameName: 'pax',
  matchID: 'm1',
  players: [
    { id: 0, name: 'Alice' },
    { id: 1, name: 'Bob' },
  ],
  createdAt: 1,
  updatedAt: 2,
  ...fields,
});

const render = (fields: Partial<LobbyAPI.Match>, held: StoredMatch[] = [stored], language: Language = 'en') =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <RematchActions stored={stored} match={match(fields)} held={held} remember={() => {}} />
    </LanguageProvider>,
  ).replace(/&quot;/g, '"');
const buttons = (html: string) => [...html.matchAll(/<button[^>]*data-testid="([^"]+)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[1], m[2]]);

describe('the rematch in my matches', () => {
  test('nothing while the match goes on', () => {
    expect(render({})).toBe('');
  });

  test('a finished match offers one', () => {
    expect(buttons(render({ gameover: { winner: '0' } }))).toEqual([['rematch-start', 'Rematch with the same players']]);
  });

  test('a rematch another player created waits for this seat, in French too', () => {
    const html = render({ gameover: { winner: '0' }, nextMatchID: 'm2' }, [stored], 'fr');
    expect(html).toContain('Une revanche vous attend.');
    expect(buttons(html)).toEqual([['rematch-join', 'Rejoindre la revanche (place 2)']]);
  });

  test('a rematch this browser joined opens', () => {
    const html = render({ gameover: { winner: '0' }, nextMatchID: 'm2' }, [{ ...stored, matchID: 'm2', credentials: 'c2' }, stored]);
    expect(buttons(html)).toEqual([['rematch-open', 'Open the rematch']]);
  });
});
