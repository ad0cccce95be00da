/**
 * Issue 39, item 14: the match screen says when the turn now is due, in this browser's time zone with the
 * zone named, in both languages; the status the screens read carries the due time (My matches says it too).
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeadlineInfo } from '../../client/components/DeadlineInfo';
import { correspondenceTexts } from '../../client/correspondence-texts';
import { dueTime } from '../../client/due-time';
import { format, LanguageProvider, type Language } from '../../client/i18n';
import { parseStatus } from '../../client/status';

const DUE = Date.UTC(2026, 11, 4, 13, 5);
const render = (dueAt: number | undefined, language: Language) =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <DeadlineInfo deadline="3d" dueAt={dueAt} />
    </LanguageProvider>,
  ).replace(/&#x27;/g, '’');

describe('the due time on the match screen', () => {
  test.each<Language>(['en', 'fr'])('%s: the time per turn, then when this turn is due', (language) => {
    const html = render(DUE, language);
    const due = format(correspondenceTexts[language].turnDue, { due: dueTime(DUE, language) }, language);
    expect(html).toContain(due);
    expect(html).toContain(`data-due="${DUE}"`);
  });

  test('none said before the server gives it', () => {
    expect(render(undefined, 'en')).not.toContain('turn-due');
  });

  test('in the time zone asked, which it names', () => {
    expect(dueTime(DUE, 'en', 'Europe/Paris')).toBe('Friday 4 December at 14:05 CET');
    expect(dueTime(DUE, 'fr', 'UTC')).toBe('vendredi 4 décembre à 13:05 UTC');
    expect(dueTime(DUE, 'en', 'Asia/Tokyo')).toMatch(/^Friday 4 December at 22:05 (GMT\+9|JST)$/);
  });
});

test('the status carries the due time while a deadline runs, and nothing else unread', () => {
  const status = parseStatus({
    matches: {
      a: { gameName: 'pax', currentPlayer: '0', activePlayers: null, gameover: false, updatedAt: 1, turnDueAt: DUE },
      b: { gameName: 'pax', currentPlayer: '0', activePlayers: null, gameover: false, updatedAt: 1 },
      c: { gameName: 'pax', currentPlayer: '0', activePlayers: null, gameover: false, updatedAt: 1, turnDueAt: 'soon' },
    },
  });
  expect(status.a.turnDueAt).toBe(DUE);
  expect(status.b.turnDueAt).toBeUndefined();
  expect(status.c.turnDueAt).toBeUndefined();
});
