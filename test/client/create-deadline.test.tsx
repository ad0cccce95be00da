import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { DEADLINES } from '../../server/protocol';
import { DeadlineInfo } from '../../client/components/DeadlineInfo';
import { initialSetupChoice } from '../../client/components/SetupFields';
import { LanguageProvider, type Language } from '../../client/i18n';
import { CreateMatch, creationBody } from '../../client/screens/CreateMatch';
import { findGameEntry } from '../../games';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);
const text = (html: string) => html.replace(/<[^>]*>/g, '');

const createForm = (language: Language) =>
  render(<CreateMatch gameName="pax" onGameName={() => {}} playerName="Alice" remember={() => {}} />, language);

/** The deadline select's options, as [value, label]. */
function deadlineOptions(html: string): [string, string][] {
  const select = /<select[^>]*data-testid="deadline"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
}

describe('the time per turn of a new match', () => {
  test('the create form offers every deadline the server accepts, no limit first and chosen', () => {
    const html = createForm('en');
    expect(deadlineOptions(html)).toEqual([
      ['none', 'No limit'],
      ['1d', '1 day'],
      ['3d', '3 days'],
      ['7d', '7 days'],
    ]);
    expect(deadlineOptions(html).map(([value]) => value)).toEqual([...DEADLINES]);
    expect(/<select[^>]*data-testid="deadline"[^>]*>/.exec(html)?.[0]).toMatch(/aria-describedby="[^"]+"/);
    expect(text(html)).toContain('Time per turn');
  });

  test('in French too', () => {
    expect(deadlineOptions(createForm('fr')).map(([, label]) => label)).toEqual(['Sans limite', '1 jour', '3 jours', '7 jours']);
  });

  test('the deadline is sent with the match’s player count and options', () => {
    const choice = initialSetupChoice(findGameEntry('pax')!);
    expect(creationBody(choice, '3d')).toEqual({ numPlayers: choice.numPlayers, setupData: choice.setupData, deadline: '3d' });
    expect(creationBody(choice, 'none').deadline).toBe('none');
  });

  test('the match screen says the match’s deadline', () => {
    expect(text(render(<DeadlineInfo deadline="7d" />))).toBe('Time per turn: 7 days. At the deadline, a bot plays for the late player.');
    expect(text(render(<DeadlineInfo deadline="1d" />, 'fr'))).toBe('Temps par tour\u00a0: 1 jour. Au terme du délai, un robot joue pour le retardataire.');
    expect(text(render(<DeadlineInfo deadline="none" />))).toBe('No time limit per turn.');
  });
});
