// @vitest-environment happy-dom
/**
 * The "how to play" panel: every registered game has a summary in both languages, each part names a rule
 * its rules files really have, and the disclosure opens and closes, announced by aria-expanded.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { gameEntries, findGameEntry } from '../../games';
import { parseRules, ruleIdsOf } from '../../games/rules-reference';
import { HOW_TO_PLAY_PARTS, howToPlayOf, gamesWithHowToPlay } from '../../client/how-to-play/how-to-play';
import { HowToPlay } from '../../client/how-to-play/HowToPlay';
import { howToPlayTexts } from '../../client/how-to-play/how-to-play-texts';
import { format, LANGUAGES } from '../../client/i18n';
import { mount, type Mounted } from './replay-mount';

const GAMES = gameEntries.map((entry) => entry.game.name);
const rulesFile = (game: string, language: string) =>
  readFileSync(new URL(`../../games/${game}/${language === 'en' ? 'RULES.md' : `RULES.${language}.md`}`, import.meta.url), 'utf8');

describe('every registered game has a summary', () => {
  test('the summaries are those of the registered games, no more, no fewer', () => {
    expect(gamesWithHowToPlay().sort()).toEqual([...GAMES].sort());
  });

  test.each(GAMES.flatMap((game) => LANGUAGES.map((language) => [game, language] as const)))('%s in %s: goal, turn and end, a few real sentences', (game, language) => {
    const summary = howToPlayOf(game)!;
    for (const part of HOW_TO_PLAY_PARTS) {
      const text = format(howToPlayTexts[language][summary[part]], {}, language);
      expect(text.length, part).toBeGreaterThan(60);
      expect(text.length, part).toBeLessThan(500);
      expect(text, part).toMatch(/\.$/);
    }
  });

  test.each(GAMES)('%s: the French is no copy of the English', (game) => {
    const summary = howToPlayOf(game)!;
    for (const part of HOW_TO_PLAY_PARTS) expect(howToPlayTexts.fr[summary[part]]).not.toBe(howToPlayTexts.en[summary[part]]);
  });

  test.each(GAMES.flatMap((game) => LANGUAGES.map((language) => [game, language] as const)))('%s: each part links to a rule the %s rules have', (game, language) => {
    const ids = new Set(ruleIdsOf(parseRules(rulesFile(game, language))));
    for (const part of HOW_TO_PLAY_PARTS) expect(ids.has(howToPlayOf(game)!.rules[part]), `${part}: ${howToPlayOf(game)!.rules[part]}`).toBe(true);
  });

  test('a game without a summary has none, and no panel', async () => {
    expect(howToPlayOf('chess')).toBeUndefined();
    expect(howToPlayOf('toString')).toBeUndefined();
    const entry = findGameEntry('pax')!;
    mounted = await mount(<HowToPlay entry={{ ...entry, name: 'chess' }} />);
    expect(mounted.container.innerHTML).toBe('');
  });
});

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('the disclosure', () => {
  test('closed at first: the button says so and the summary is hidden', async () => {
    mounted = await mount(<HowToPlay entry={findGameEntry('res-publica')!} />);
    const toggle = mounted.byTestId('how-to-play-toggle');
    const body = mounted.byTestId('how-to-play-body');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(body.id);
    expect(toggle.getAttribute('aria-label')).toBe('How to play Res Publica');
    expect(body.hidden).toBe(true);
  });

  test('a click opens it with the goal, the turn, the end and their rules; another closes it', async () => {
    mounted = await mount(<HowToPlay entry={findGameEntry('res-publica')!} />);
    await mounted.click('how-to-play-toggle');
    const body = mounted.byTestId('how-to-play-body');
    expect(mounted.byTestId('how-to-play-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(body.textContent).toContain(howToPlayTexts.en.resPublicaTurn);
    expect(mounted.byTestId('how-to-play-rule-end').getAttribute('href')).toBe('#/rules/res-publica/RP-END-1');
    expect(mounted.byTestId('how-to-play-full-rules').getAttribute('href')).toBe('#/rules/res-publica');
    await mounted.click('how-to-play-toggle');
    expect(mounted.byTestId('how-to-play-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(mounted.byTestId('how-to-play-body').hidden).toBe(true);
  });

  test('in French, with the game’s French title', async () => {
    mounted = await mount(<HowToPlay entry={findGameEntry('pax-pamir')!} initiallyOpen />, 'fr');
    const body = mounted.byTestId('how-to-play-body');
    expect(body.hidden).toBe(false);
    expect(body.querySelector('h2')?.textContent).toMatch(/^Comment jouer à /);
    expect(body.textContent).toContain('contrôle de domination');
    expect(body.textContent).not.toContain('Dominance Check');
    expect(mounted.byTestId('how-to-play-toggle').textContent).toContain('Comment jouer');
  });

  test('the heading level fits where the panel is', async () => {
    mounted = await mount(<HowToPlay entry={findGameEntry('pax')!} level={4} initiallyOpen />);
    expect(mounted.byTestId('how-to-play-body').querySelector('h4')).not.toBeNull();
  });
});
