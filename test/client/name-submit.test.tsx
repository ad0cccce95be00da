import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { gameEntries } from '../../games';
import { MAX_PLAYER_NAME } from '../../server/player-text';
import { NameSubmit } from '../../client/components/NameSubmit';
import { LanguageProvider, type Language } from '../../client/i18n';
import { MAX_NAME_LENGTH, playerNameProblem } from '../../client/my-matches';
import { CreateMatch } from '../../client/screens/CreateMatch';
import { texts } from '../../client/texts';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);

/** The opening tag of the element with this test id. */
const tagOf = (html: string, testId: string) => new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
const isDisabled = (html: string, testId: string) => / disabled=""/.test(tagOf(html, testId));

const TOO_LONG = 'x'.repeat(MAX_NAME_LENGTH + 1);

describe('a name the lobby would refuse is never sent', () => {
  test('the client’s limit is the server’s', () => {
    expect(MAX_NAME_LENGTH).toBe(MAX_PLAYER_NAME);
  });

  test.each<[string, ReturnType<typeof playerNameProblem>]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\t\n', 'empty'],
    [TOO_LONG, 'too-long'],
    [`  ${'x'.repeat(MAX_NAME_LENGTH)}  `, undefined],
    ['Alice', undefined],
  ])('%j: %s', (name, problem) => {
    expect(playerNameProblem(name)).toBe(problem);
  });

  test.each<[string, string | undefined]>([
    ['', texts.en.nameNeeded],
    ['   ', texts.en.nameNeeded],
    [TOO_LONG, texts.en.nameTooLong],
  ])('the submit button is disabled for %j, and the hint says why', (name, hint) => {
    const html = render(<NameSubmit name={name} label="Join" disabled={false} testId="submit" />);
    expect(isDisabled(html, 'submit')).toBe(true);
    expect(tagOf(html, 'name-problem')).not.toBe('');
    expect(html).toContain(`>${hint}</span>`);
    // the hint is the button's description for screen readers
    const hintId = /id="([^"]+)"/.exec(tagOf(html, 'name-problem'))?.[1];
    expect(tagOf(html, 'submit')).toContain(`aria-describedby="${hintId}"`);
  });

  test('the hint is translated', () => {
    const html = render(<NameSubmit name=" " label="Rejoindre" disabled={false} testId="submit" />, 'fr');
    expect(html).toContain(`>${texts.fr.nameNeeded}</span>`);
  });

  test('a good name enables the button, unless something else disables it', () => {
    const enabled = render(<NameSubmit name="Alice" label="Join" disabled={false} testId="submit" />);
    expect(isDisabled(enabled, 'submit')).toBe(false);
    expect(tagOf(enabled, 'name-problem')).toBe('');
    expect(isDisabled(render(<NameSubmit name="Alice" label="Join" disabled testId="submit" />), 'submit')).toBe(true);
  });

  test.each(['', '   '])('the create-match screen cannot create with the name %j', (name) => {
    const gameName = gameEntries[0]!.game.name;
    const createMatch = (playerName: string) =>
      render(<CreateMatch gameName={gameName} onGameName={() => {}} playerName={playerName} remember={() => {}} />);
    expect(isDisabled(createMatch(name), 'create-match')).toBe(true);
    expect(createMatch(name)).toContain(texts.en.nameNeeded);
    expect(isDisabled(createMatch('Alice'), 'create-match')).toBe(false);
  });
});
