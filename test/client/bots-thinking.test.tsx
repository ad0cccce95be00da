/**
 * Issue 39, item 13: the strip above the board says who is thinking with the message layer's list and
 * plural: "A and B are thinking…", « A et B réfléchissent… », never "A and B is thinking…".
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MatchInfo, type SeatInfo } from '../../client/components/MatchInfo';
import { LanguageProvider, type Language } from '../../client/i18n';

const seats: SeatInfo[] = [
  { id: '0', name: 'Player 1 (random bot)', bot: true },
  { id: '1', name: 'Player 2 (random bot)', bot: true },
  { id: '2', name: 'Player 3 (random bot)', bot: true },
  { id: '3', name: 'Alice' },
];
const indicator = (acting: string[], language: Language) =>
  /data-testid="turn-indicator"[^>]*>([^<]*)</
    .exec(renderToStaticMarkup(<LanguageProvider language={language}>{<MatchInfo title="PAX" seats={seats} viewer="3" acting={acting} gameover={undefined} />}</LanguageProvider>))![1]
    .replace(/&#x27;/g, '’');

describe('bots thinking', () => {
  test.each<[Language, string[], string]>([
    ['en', ['0'], 'Player 1 (random bot) is thinking…'],
    ['en', ['0', '1'], 'Player 1 (random bot) and Player 2 (random bot) are thinking…'],
    ['en', ['0', '1', '2'], 'Player 1 (random bot), Player 2 (random bot), and Player 3 (random bot) are thinking…'],
    ['fr', ['0'], 'Player 1 (random bot) réfléchit…'],
    ['fr', ['0', '1'], 'Player 1 (random bot) et Player 2 (random bot) réfléchissent…'],
    ['fr', ['0', '1', '2'], 'Player 1 (random bot), Player 2 (random bot) et Player 3 (random bot) réfléchissent…'],
  ])('%s, %j', (language, acting, expected) => {
    expect(indicator(acting, language)).toBe(expected);
  });
});
