/**
 * A move the server refused because seats are still free (a move sent as a seat was given up, say: the
 * waiting room's board itself offers none) is said over the board, with its code, in both languages.
 * Moved here from the correspondence browser test, whose board no longer sends such a move.
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { RefusalNotice } from '../../client/components/RefusalNotice';
import { LanguageProvider, type Language } from '../../client/i18n';
import { refusalTexts } from '../../client/refusal-texts';

describe('the notice of a move refused while seats are free', () => {
  test.each<Language>(['en', 'fr'])('%s', (language) => {
    const html = renderToStaticMarkup(
      <LanguageProvider language={language}>
        <RefusalNotice refusal={{ code: 'waiting-for-players', stateID: 0 }} onDismiss={() => {}} />
      </LanguageProvider>,
    ).replace(/&#x27;/g, '’');
    expect(html).toContain('data-code="waiting-for-players"');
    expect(html).toContain(refusalTexts[language]['waiting-for-players']);
  });
});
