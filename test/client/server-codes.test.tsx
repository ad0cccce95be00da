import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LobbyClientError } from 'boardgame.io/client';
import { LOBBY_ERROR_CODES, REFUSAL_CODES } from '../../server/protocol';
import { ServerError } from '../../client/components/ServerError';
import { format, LanguageProvider, LANGUAGES, type Language } from '../../client/i18n';
import { lobbyErrorTexts } from '../../client/lobby-error-texts';
import { refusalTexts } from '../../client/refusal-texts';
import { texts } from '../../client/texts';

/** What ServerError shows, as plain text (the markup without tags, entities decoded). */
function shownText(error: unknown, language: Language): string {
  const html = renderToStaticMarkup(
    <LanguageProvider language={language}>
      <ServerError error={error} />
    </LanguageProvider>,
  );
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const SERVER_MESSAGE = 'playerName is required';

describe.each(LANGUAGES)('lobby error codes in %s', (language) => {
  const fallbacks = [
    format(texts[language].serverSaid, { message: SERVER_MESSAGE }),
    format(texts[language].serverErrorSaid, { status: 400, message: SERVER_MESSAGE }),
    format(texts[language].serverError, { status: 400 }),
    texts[language].serverUnreachable,
    texts[language].serverGarbled,
  ];

  test('every code has its own text, none of them a fallback', () => {
    const words = LOBBY_ERROR_CODES.map((code) => lobbyErrorTexts[language][code]);
    for (const [i, text] of words.entries()) {
      expect(text?.trim(), LOBBY_ERROR_CODES[i]).toBeTruthy();
      expect(fallbacks, LOBBY_ERROR_CODES[i]).not.toContain(text);
    }
    expect(new Set(words).size).toBe(LOBBY_ERROR_CODES.length);
  });

  test.each(LOBBY_ERROR_CODES)('a refusal coded %s shows the client’s words, not the server’s', (code) => {
    const shown = shownText(new LobbyClientError('HTTP status 400', { error: code, message: SERVER_MESSAGE }), language);
    expect(shown).toBe(lobbyErrorTexts[language][code]);
    expect(shown).not.toContain(SERVER_MESSAGE);
  });

  test('a refusal without a known code shows the status and the server’s text, as before codes', () => {
    expect(shownText(new LobbyClientError('HTTP status 400', { error: 'name-missing', message: SERVER_MESSAGE }), language)).toBe(fallbacks[0]);
    expect(shownText(new LobbyClientError('HTTP status 400', SERVER_MESSAGE), language)).toBe(fallbacks[0]);
    expect(shownText(new LobbyClientError('HTTP status 502', '<html>Bad gateway</html>'), language)).toBe(
      format(texts[language].serverError, { status: 502 }),
    );
  });
});

describe('refusal codes', () => {
  test.each(LANGUAGES)('every code has its own %s text', (language) => {
    const words = REFUSAL_CODES.map((code) => refusalTexts[language][code]);
    for (const [i, text] of words.entries()) expect(text?.trim(), REFUSAL_CODES[i]).toBeTruthy();
    expect(new Set(words).size).toBe(REFUSAL_CODES.length);
  });
});

describe('the codes’ French texts', () => {
  test.each([
    ['lobby errors', lobbyErrorTexts],
    ['refusals', refusalTexts],
  ] as const)('%s: translated, with typographic apostrophes and non-breaking spaces before : ; ? !', (_, dictionary) => {
    for (const [code, french] of Object.entries(dictionary.fr)) {
      expect(french, code).not.toBe(dictionary.en[code as keyof typeof dictionary.en]);
      expect(french, code).not.toContain("'");
      expect(french, code).not.toMatch(/ [:;?!]/);
    }
  });
});
