import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { gameEntries } from '../../games';
import { parseRules, ruleIdsOf } from '../../games/rules-reference';
import { LanguageProvider, type Language } from '../../client/i18n';
import { hasRules, loadRules, rulesPath, type RulesSources } from '../../client/rules/rules-sources';
import { LoadedRulesView, RulesScreen } from '../../client/screens/RulesScreen';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);
const text = (html: string) => html.replace(/<[^>]*>/g, '');

const english = `# Sample
## Setup
- **SG-SETUP-1** Each player takes **4** cards (SG-D-HAND).
- **SG-EVENT-9D / 10D** Two halves.
## Decisions
- **SG-D-HAND** Four, see \`data/cards.ts\` and <b>this</b>.
`;
const french = `# Exemple
## Mise en place
- **SG-SETUP-1** Chaque joueur prend **4** cartes (SG-D-HAND).
- **SG-EVENT-9D / 10D** Deux moitiés.
## Décisions
- **SG-D-HAND** Quatre.
`;
const sources = (files: Record<string, string>): RulesSources =>
  Object.fromEntries(Object.entries(files).map(([path, markdown]) => [path, () => Promise.resolve(markdown)]));

describe('the rules files', () => {
  test('French when there is a French file, English otherwise, and none for an unknown game', async () => {
    const both = sources({ [rulesPath('sg', 'en')]: english, [rulesPath('sg', 'fr')]: french });
    const onlyEnglish = sources({ [rulesPath('sg', 'en')]: english });
    expect(await loadRules('sg', 'fr', both)).toEqual({ markdown: french, language: 'fr' });
    expect(await loadRules('sg', 'en', both)).toEqual({ markdown: english, language: 'en' });
    expect(await loadRules('sg', 'fr', onlyEnglish)).toEqual({ markdown: english, language: 'en' });
    expect(await loadRules('other', 'en', both)).toBeUndefined();
  });

  test('every registered game’s English rules are found by the screen’s loader', async () => {
    for (const entry of gameEntries) {
      expect(hasRules(entry.game.name, 'en'), entry.game.name).toBe(true);
      const loaded = await loadRules(entry.game.name, 'en');
      expect(loaded?.language).toBe('en');
      expect(ruleIdsOf(parseRules(loaded!.markdown)).length, entry.game.name).toBeGreaterThan(10);
    }
  });
});

describe('the rules screen', () => {
  const view = (markdown: string, loadedIn: Language, language: Language, rule?: string) =>
    render(<LoadedRulesView game="sg" loaded={{ markdown, language: loadedIn }} language={language} rule={rule} />, language);

  test('an anchor per rule id (aliases too), a contents entry per section', () => {
    const html = view(english, 'en', 'en');
    for (const id of ['SG-SETUP-1', 'SG-EVENT-9D', 'SG-EVENT-10D', 'SG-D-HAND']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('href="#/rules/sg/SG-SETUP-1"');
    expect(html).toMatch(/<nav[^>]*aria-label="Contents"/);
    expect(text(html)).toContain('SetupDecisions');
    // A contents entry leads to its section's first rule when opened elsewhere (the hash is the route).
    const nav = /<nav.*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('href="#/rules/sg/SG-SETUP-1">Setup</a>');
    expect(nav).toContain('href="#/rules/sg/SG-D-HAND">Decisions</a>');
  });

  test('a mention of a rule links to it; markdown reads as elements, markup as text', () => {
    const html = view(english, 'en', 'en');
    expect(html).toContain('<a class="rule-ref" href="#/rules/sg/SG-D-HAND">SG-D-HAND</a>');
    expect(html).toContain('<strong>4</strong>');
    expect(html).toContain('<code>data/cards.ts</code>');
    expect(html).toContain('&lt;b&gt;this&lt;/b&gt;');
  });

  test('a table reads as a table, in a focusable box of its own named by its columns, in both languages', () => {
    const markdown = `# T\n\n## Figures\n\n- **SG-D-HAND** Four cards.\n\n| line | share of SG-D-HAND |\n| --- | --- |\n| **a** | 50 % |\n`;
    const html = view(markdown, 'en', 'en');
    expect(html).toContain('<div class="rules-table" role="region" aria-label="Table: line, share of SG-D-HAND" tabindex="0"><table>');
    expect(html).toMatch(/<thead><tr><th scope="col">line<\/th><th scope="col">share of <a class="rule-ref"[^>]*>SG-D-HAND<\/a><\/th><\/tr><\/thead>/);
    expect(html).toContain('<tbody><tr><td><strong>a</strong></td><td>50 %</td></tr></tbody>');
    expect(html).not.toContain('| --- |');
    expect(view(markdown, 'fr', 'fr')).toMatch(/aria-label="Tableau\s: line, share of SG-D-HAND"/);
  });

  test('the rule the route names is highlighted, and only it', () => {
    const html = view(english, 'en', 'en', 'SG-D-HAND');
    expect(html).toMatch(/<div id="SG-D-HAND" class="rule rule-highlighted" aria-current="true">/);
    expect(html.match(/rule-highlighted/g)).toHaveLength(1);
    expect(view(english, 'en', 'en', 'SG-EVENT-10D')).toMatch(/<div id="SG-EVENT-9D" class="rule rule-highlighted"/);
  });

  test('a rule the rules do not have is said so', () => {
    expect(text(view(english, 'en', 'en', 'SG-NOPE-1'))).toContain('Rule SG-NOPE-1 is not in these rules.');
  });

  test('French rules in French; English with a notice while the French file is missing', () => {
    const inFrench = view(french, 'fr', 'fr');
    expect(text(inFrench)).toContain('Chaque joueur prend');
    expect(inFrench).toMatch(/aria-label="Sommaire"/);
    expect(inFrench).not.toContain('rules-not-translated');
    const fallback = view(english, 'en', 'fr');
    expect(text(fallback)).toContain('Each player takes');
    expect(fallback).toContain('data-testid="rules-not-translated"');
    expect(text(fallback)).toContain('pas encore traduites');
    expect(view(english, 'en', 'en')).not.toContain('rules-not-translated');
  });

  test('the screen names the game and links back, in both languages', () => {
    const pax = gameEntries.find((entry) => entry.game.name === 'pax')!;
    const en = render(<RulesScreen entry={pax} />);
    expect(text(en)).toContain('Rules of PAX');
    expect(en).toContain('href="#/"');
    expect(text(render(<RulesScreen entry={pax} />, 'fr'))).toContain('Règles de');
  });
});
