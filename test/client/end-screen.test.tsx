/**
 * The end of a match: a status section with a heading, the result in the words of the turn indicator, the
 * final scores when the game's gameover has them (highest first, winners marked), and what to do next.
 * Crafted gameovers in the shapes the games use (client/turn.ts describeGameover).
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { GameResult } from '../../client/components/GameResult';
import { MatchInfo, type SeatInfo } from '../../client/components/MatchInfo';
import { LanguageProvider, type Language } from '../../client/i18n';
import { finalScores, resultText } from '../../client/result';
import { format } from '../../client/i18n';
import { texts } from '../../client/texts';

const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>).replace(/&#x27;/g, '’').replace(/&amp;/g, '&');
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const byTestId = (html: string, id: string) => new RegExp(`<([a-z0-9]+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2];

const seats: SeatInfo[] = [
  { id: '0', name: 'Alice' },
  { id: '1', name: 'Bob' },
  { id: '2', name: 'Chloé' },
];
const en = (key: keyof (typeof texts)['en'], params?: Record<string, string | number>) => format(texts.en[key], params, 'en');
const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? `Seat ${id}`;

describe('the result, said once for the indicator and the section', () => {
  test.each<[string, unknown, string]>([
    ['one winner', { winner: '1' }, 'Winner: Bob'],
    ['several winners', { winners: ['0', '2'] }, 'Winners: Alice and Chloé'],
    ['a winner by number', { winner: 2 }, 'Winner: Chloé'],
    ['a draw naming who shares it', { draw: true, winners: ['0', '1'] }, 'Draw between Alice and Bob'],
    ['a bare draw', { draw: true }, 'Draw'],
    ['just over', true, ''],
    ['an empty list of winners', { winners: [] }, ''],
  ])('%s', (_label, gameover, expected) => {
    expect(resultText(gameover, nameOf, en)).toBe(expected);
  });
});

describe('final scores from the gameover', () => {
  test('totals, plain numbers or score lines, highest first and seat order among equals', () => {
    const gameover = { draw: true, scores: { '0': { total: 12, money: 3 }, '2': { total: 20 }, '1': 20 } };
    expect(finalScores(gameover)).toEqual([
      { seat: '1', total: 20 },
      { seat: '2', total: 20 },
      { seat: '0', total: 12 },
    ]);
  });

  test('the winners first, even with fewer points (PAX: Rome wins, the Primus Conspiratus with it)', () => {
    const gameover = { romeWins: true, winner: '2', winners: ['2'], scores: { '0': { total: 20 }, '1': { total: 14 }, '2': { total: 18 } } };
    expect(finalScores(gameover)?.map((line) => line.seat)).toEqual(['2', '0', '1']);
  });

  test.each<[string, unknown]>([
    ['no scores', { winner: '0' }],
    ['scores without totals', { scores: { '0': { money: 3 } } }],
    ['not an object', 'over'],
    ['null', null],
  ])('none when %s', (_label, gameover) => {
    expect(finalScores(gameover)).toBeUndefined();
  });
});

describe('the end-of-game section', () => {
  test('nothing while the match goes on', () => {
    expect(render(<GameResult gameover={undefined} seats={seats} />)).toBe('');
  });

  test('a status with a heading, the winner, the scores with the winner marked, and the links given', () => {
    const gameover = { winner: '1', winners: ['1'], scores: { '0': { total: 18 }, '1': { total: 25 }, '2': { total: 7 } } };
    const html = render(
      <GameResult gameover={gameover} seats={seats} viewer="0">
        <a href="#/replay/pax/m1" data-testid="replay-link">
          Replay
        </a>
      </GameResult>,
    );
    expect(html).toMatch(/<section[^>]*role="status"[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1">Game over<\/h2>/);
    expect(byTestId(html, 'game-result-outcome')).toBe('Winner: Bob');
    const rows = [...html.matchAll(/<tr( class="([^"]*)")?><th scope="row">([\s\S]*?)<\/th><td>(\d+)<\/td><\/tr>/g)].map((m) => [text(m[3]), Number(m[4]), m[2] ?? '']);
    expect(rows).toEqual([
      ['Bob (winner)', 25, 'winner'],
      ['Alice (you)', 18, 'viewer'],
      ['Chloé', 7, ''],
    ]);
    expect(html).toContain('<caption>Final scores</caption>');
    expect(byTestId(html, 'replay-link')).toBe('Replay');
  });

  test('a draw without scores: no table', () => {
    const html = render(<GameResult gameover={{ draw: true, winners: ['0', '1', '2'] }} seats={seats} />);
    expect(byTestId(html, 'game-result-outcome')).toBe('Draw between Alice, Bob and Chloé');
    expect(html).not.toContain('<table');
  });

  test('in French, with the same words as the turn indicator', () => {
    const gameover = { winners: ['0', '2'], scores: { '0': 30, '1': 12, '2': 30 } };
    const section = render(<GameResult gameover={gameover} seats={seats} />, 'fr');
    const strip = render(<MatchInfo title="Res Publica" seats={seats} viewer={null} acting={[]} gameover={gameover} />, 'fr');
    const outcome = byTestId(section, 'game-result-outcome')!;
    expect(outcome).toBe('Vainqueurs\u00a0: Alice et Chloé');
    expect(byTestId(strip, 'turn-indicator')).toBe(`Partie terminée — ${outcome}`);
    expect(section).toContain('<h2 id=');
    expect(text(section)).toContain('Scores finaux');
    expect(text(section)).toContain('Alice (vainqueur) 30');
  });

  test('a gameover that names no winner still says the game is over', () => {
    const html = render(<GameResult gameover={{ romeWins: true }} seats={seats} />);
    expect(html).toContain('>Game over</h2>');
    expect(byTestId(html, 'game-result-outcome')).toBeUndefined();
  });
});
