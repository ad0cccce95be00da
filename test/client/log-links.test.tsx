import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { gameEntries } from '../../games';
import { LanguageProvider, type Language } from '../../client/i18n';
import { Lobby } from '../../client/screens/Lobby';

const render = (language: Language) =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <Lobby />
    </LanguageProvider>,
  );

describe('links to the rules reference', () => {
  test.each<[Language, string]>([
    ['en', 'Rules of the game'],
    ['fr', 'Règles du jeu'],
  ])('the lobby links each game to its rules (%s)', (language, label) => {
    const html = render(language);
    for (const entry of gameEntries) {
      const link = new RegExp(`<a href="#/rules/${entry.game.name}"[^>]*data-testid="rules-${entry.game.name}"[^>]*>${label}</a>`);
      expect(html, entry.game.name).toMatch(link);
    }
  });
});
