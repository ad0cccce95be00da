/** French punctuation spacing by the message layer: the text's own words only, in French only. */
import { describe, expect, test } from 'vitest';
import { format } from '../../client/i18n';
import { spaceFrenchPunctuation } from '../../client/i18n/french-typography';

const NB = '\u00A0';

describe('spaceFrenchPunctuation', () => {
  test.each([
    ['Lien d’invitation:', `Lien d’invitation${NB}:`],
    ['Secteur favori : Politique', `Secteur favori${NB}: Politique`],
    ['Vraiment ?', `Vraiment${NB}?`],
    ['Quoi!? Non; si.', `Quoi${NB}!? Non${NB}; si.`],
    ['l’option « Partir d’une position »', `l’option «${NB}Partir d’une position${NB}»`],
    [`déjà${NB}: bien`, `déjà${NB}: bien`],
    ['déjà\u202F; bien', 'déjà\u202F; bien'],
  ])('%j', (text, typeset) => expect(spaceFrenchPunctuation(text)).toBe(typeset));

  test.each(['https://example.org/#/match/abc?seat=1', 'à 12:30', 'ismcts:10ms', 'a?b'])('%j stays as it is', (text) =>
    expect(spaceFrenchPunctuation(text)).toBe(text),
  );
});

describe('format', () => {
  test('French: the message’s words are spaced, the values put in are not', () => {
    expect(format('Lien d’invitation: {url}', { url: 'https://a.example/x?y=1' }, 'fr')).toBe(`Lien d’invitation${NB}: https://a.example/x?y=1`);
    expect(format('{label}: {value}', { label: 'Loyauté', value: 'Note: afghane' }, 'fr')).toBe(`Loyauté${NB}: Note: afghane`);
    expect(format('{n, plural, one {# carte !} other {# cartes !}}', { n: 2 }, 'fr')).toBe(`2 cartes${NB}!`);
    expect(format('Fin à {time}', { time: '12:30' }, 'fr')).toBe('Fin à 12:30');
  });

  test('English is left alone', () => {
    expect(format('Invite link: {url}', { url: 'x' }, 'en')).toBe('Invite link: x');
    expect(format('Really ?', {}, 'en')).toBe('Really ?');
  });
});
