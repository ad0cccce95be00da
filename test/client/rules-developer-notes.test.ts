/**
 * A rules page is for players: file names, code, tests and commands stay in the repository's copy as
 * developer's notes (`[dev: …]`), which the page never reads. Every game, both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blockTexts, inlineText, parseRules, typesetText, withoutDeveloperNotes, type Block, type RulesDocument } from '../../games/rules-reference';
import { gameEntries } from '../../games';
import { LANGUAGES } from '../../client/i18n';
import { spaceFrenchPunctuation } from '../../client/i18n/french-typography';
import { FILE_PATH } from '../support/text-checks';


const textsOf = (document: RulesDocument): string[] => {
  const blocks = (list: readonly Block[]) =>
    list.flatMap((block) => blockTexts(block).map(inlineText));
  return [document.title, ...blocks(document.intro), ...document.sections.flatMap((section) => [section.heading, ...blocks(section.blocks)])];
};

describe('developer’s notes', () => {
  test('inline, over several lines, in a heading: left out with the spaces before them', () => {
    const document = parseRules(
      [
        '# Game',
        '',
        'Source: the rulebook [dev: `seeds/000.txt`] (French).',
        '',
        '## Components [dev: data/]',
        '',
        '- **G-1** Four cards [dev: `data/cards.ts`,',
        '  checked by `test/g.test.ts`], dealt',
        '  face down.',
        '',
        '[dev: Where each section lives: `setup.ts`;',
        '`turn.ts`.]',
        '',
        'Last words.',
      ].join('\n'),
    );
    expect(textsOf(document)).toEqual(['Game', 'Source: the rulebook (French).', 'Components', 'Four cards, dealt face down.', 'Last words.']);
  });

  test('the file keeps them', () => {
    expect(withoutDeveloperNotes('a [dev: b.ts] c')).toBe('a c');
  });

  const games = gameEntries.map((entry) => entry.game.name);
  test.each(games.flatMap((game) => LANGUAGES.map((language) => [game, language] as const)))('%s (%s): no file name, path or command on the page', (game, language) => {
    const file = new URL(`../../games/${game}/${language === 'en' ? 'RULES.md' : `RULES.${language}.md`}`, import.meta.url);
    const markdown = readFileSync(file, 'utf8');
    expect(markdown, 'the repository’s copy keeps its developer’s notes').toMatch(/\[dev: /);
    const shown = textsOf(parseRules(markdown)).filter((text) => FILE_PATH.test(text));
    expect(shown).toEqual([]);
  });
});

describe('French rules pages are set with French punctuation spacing', () => {
  test('running text and headings spaced, code left alone', () => {
    const document = typesetText(parseRules('# Règles : tout\n\n## Matériel\n\n- **G-1** Voici : `a:b` ; « oui ».'), spaceFrenchPunctuation);
    expect(document.title).toBe('Règles\u00A0: tout');
    expect(inlineText((document.sections[0].blocks[0] as Extract<Block, { kind: 'rule' }>).rule.text)).toBe('Voici\u00A0: a:b\u00A0; «\u00A0oui\u00A0».');
  });
});
