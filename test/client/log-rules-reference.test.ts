import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { idsOfLabel, inlineText, isRuleId, parseInline, parseRules, ruleIdsOf, rulesOf, withoutDeveloperNotes } from '../../games/rules-reference';
import { gameEntries } from '../../games';

const sample = `# Sample game: the rules

Intro paragraph, citing SG-TURN-1
and going on.

## Setup

- **SG-SETUP-1** Each player takes 4 cards (SG-D-HAND).
- **SG-SETUP-2** The deck is shuffled; the first
  player is the youngest *(p. 2, Setup)*.

### Turn order

- **SG-TURN-1** In turn:
  - **SG-TURN-1a** draw;
  - **SG-TURN-1b** play.
- **SG-TAKE-BACK-1** What may be taken back:
  - *may*: buying;
    a continuation of the item
  - *may not*: drawing.
- **SG-EVENT-109D / 110D / SG-EVENT-7** One text, several ids.
- **SG-CARD-5D** Top half. **SG-CARD-5P** Bottom half, as **bold** text.
- **Not an id** just a bullet.

## Decisions

- **SG-D-HAND** Four cards, because \`data/cards.ts\` says so.
`;

describe('parsing a rules file', () => {
  const document = parseRules(sample);

  test('the title, the intro and the sections with their levels', () => {
    expect(document.title).toBe('Sample game: the rules');
    expect(document.intro).toHaveLength(1);
    expect(document.intro[0].kind === 'paragraph' && inlineText(document.intro[0].text)).toBe('Intro paragraph, citing SG-TURN-1 and going on.');
    expect(document.sections.map((s) => [s.heading, s.level])).toEqual([
      ['Setup', 2],
      ['Turn order', 3],
      ['Decisions', 2],
    ]);
    expect(new Set(document.sections.map((s) => s.slug)).size).toBe(3);
  });

  test('every rule id in order, composite labels giving each of their ids', () => {
    expect(ruleIdsOf(document)).toEqual([
      'SG-SETUP-1',
      'SG-SETUP-2',
      'SG-TURN-1',
      'SG-TURN-1a',
      'SG-TURN-1b',
      'SG-TAKE-BACK-1',
      'SG-EVENT-109D',
      'SG-EVENT-110D',
      'SG-EVENT-7',
      'SG-CARD-5D',
      'SG-CARD-5P',
      'SG-D-HAND',
    ]);
  });

  test('continuation lines join the rule; indented bullets are nested rules or sub-items', () => {
    const rules = Object.fromEntries(rulesOf(document).map((rule) => [rule.id, rule]));
    expect(inlineText(rules['SG-SETUP-2'].text)).toBe('The deck is shuffled; the first player is the youngest (p. 2, Setup).');
    expect(rules['SG-TURN-1a'].nested).toBe(true);
    expect(rules['SG-TURN-1'].nested).toBe(false);
    expect(rules['SG-TAKE-BACK-1'].items.map(inlineText)).toEqual(['may: buying; a continuation of the item', 'may not: drawing.']);
  });

  test('a bold bullet that is no id is a paragraph, not a rule', () => {
    const turn = document.sections[1];
    const last = turn.blocks[turn.blocks.length - 1];
    expect(last.kind).toBe('paragraph');
    expect(last.kind === 'paragraph' && inlineText(last.text)).toBe('Not an id just a bullet.');
  });

  test('the games’ own files: every rule found, no id twice', () => {
    for (const entry of gameEntries) {
      const markdown = readFileSync(new URL(`../../games/${entry.game.name}/RULES.md`, import.meta.url), 'utf8');
      const ids = ruleIdsOf(parseRules(markdown));
      const bullets = markdown.split('\n').filter((line) => /^\s*- \*\*[A-Z][^*]*-[^*]*\*\*/.test(line)).length;
      expect(ids.length, entry.game.name).toBeGreaterThanOrEqual(bullets);
      expect(new Set(ids).size, `${entry.game.name}: an id defined twice`).toBe(ids.length);
    }
  });

  test('a table: its header, its rows, its cells as inline text; a blank line or other text ends it', () => {
    const doc = parseRules(`## Figures

Before the table.
| line | share, SG-TURN-1 |
| --- | :---: |
| **a** | 1 \\| 2 |
|  b  | \`c\` |
After it.

| no divider | so a paragraph |
| a | b |
`);
    const [before, table, after, bars] = doc.sections[0].blocks;
    expect(before.kind === 'paragraph' && inlineText(before.text)).toBe('Before the table.');
    expect(table.kind).toBe('table');
    if (table.kind !== 'table') return;
    expect(table.table.head.map(inlineText)).toEqual(['line', 'share, SG-TURN-1']);
    expect(table.table.head[1]).toContainEqual({ kind: 'rule-ref', id: 'SG-TURN-1' });
    expect(table.table.rows.map((row) => row.map(inlineText))).toEqual([
      ['a', '1 | 2'],
      ['b', 'c'],
    ]);
    expect(table.table.rows[0][0]).toEqual([{ kind: 'strong', children: [{ kind: 'text', text: 'a' }] }]);
    expect(after.kind === 'paragraph' && inlineText(after.text)).toBe('After it.');
    expect(bars.kind === 'paragraph' && inlineText(bars.text)).toBe('| no divider | so a paragraph | | a | b |');
  });

  test('the games’ own files: every table line is read into a table of whole rows', () => {
    for (const entry of gameEntries) {
      for (const file of ['RULES.md', 'RULES.fr.md']) {
        const markdown = withoutDeveloperNotes(readFileSync(new URL(`../../games/${entry.game.name}/${file}`, import.meta.url), 'utf8'));
        const document = parseRules(markdown);
        const tables = [document.intro, ...document.sections.map((section) => section.blocks)].flat().flatMap((block) => (block.kind === 'table' ? [block.table] : []));
        const lines = markdown.split('\n').filter((line) => /^\s*\|.*\|\s*$/.test(line)).length;
        // each table's lines: its header, its divider, its rows
        expect(tables.reduce((sum, table) => sum + 2 + table.rows.length, 0), `${entry.game.name} ${file}`).toBe(lines);
        for (const table of tables) for (const row of table.rows) expect(row, `${entry.game.name} ${file}`).toHaveLength(table.head.length);
      }
    }
  });

  test('text in no known shape never throws and is kept', () => {
    for (const odd of ['', '\n\n', '- **', '# ', '**unclosed', '  - orphan item', '- **A-1**', '`', '*']) {
      expect(() => parseRules(odd)).not.toThrow();
    }
    expect(rulesOf(parseRules('- **A-1**'))).toHaveLength(1);
  });
});

describe('rule ids', () => {
  test.each(['PAX-INCOME-2', 'RP-TRADE-1', 'PAMIR-WAKHAN-D-8', 'PAX-DEC-FINAL-REVEAL', 'BARB-ORDER-7a', 'BARB-D-MAP', 'PAMIR-EVENT-105D'])('%s is an id', (id) => {
    expect(isRuleId(id)).toBe(true);
  });

  test.each(['PAX', 'pax-buy-1', 'PAX-', 'PAX-BUY-1 ', 'Pax-Buy-1', 'PAX-ORDER-7ab'])('%j is no id', (text) => {
    expect(isRuleId(text)).toBe(false);
  });

  test('a label names one id, several with shared prefix, or none', () => {
    expect(idsOfLabel('PAX-BUY-1')).toEqual(['PAX-BUY-1']);
    expect(idsOfLabel('PAMIR-EVENT-109D / 110D')).toEqual(['PAMIR-EVENT-109D', 'PAMIR-EVENT-110D']);
    expect(idsOfLabel('Note')).toEqual([]);
    expect(idsOfLabel('PAX-BUY-1 / ??')).toEqual([]);
  });
});

describe('inline markdown', () => {
  test('bold, italic, code and links read as tokens, rule ids as references', () => {
    expect(parseInline('a **bold** and *it* and `x < y` [Decisions](#decisions) (RP-D-TWO).')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'x < y' },
      { kind: 'text', text: ' Decisions (' },
      { kind: 'rule-ref', id: 'RP-D-TWO' },
      { kind: 'text', text: ').' },
    ]);
  });

  test('id patterns are not ids; snake_case and lone stars stay text', () => {
    expect(parseInline('ids RP-D-* and PAMIR-EVENT-<n>D')).toEqual([{ kind: 'text', text: 'ids RP-D-* and PAMIR-EVENT-<n>D' }]);
    expect(inlineText(parseInline('a snake_case_name, 3 * 4 = 12'))).toBe('a snake_case_name, 3 * 4 = 12');
    expect(parseInline('a snake_case_name').every((token) => token.kind === 'text')).toBe(true);
  });

  test('markup in the text stays text', () => {
    expect(inlineText(parseInline('<script>alert(1)</script>'))).toBe('<script>alert(1)</script>');
  });
});
