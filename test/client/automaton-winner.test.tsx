/**
 * Issue 39, item 9: a one-player Pax Pamir match that Wakhan wins names her as the winner in the header, in
 * the end-of-game section and in My matches, as the board does, not as "Seat 2". A real seeded game played to
 * her win (PAMIR-WAKHAN-SETUP-1: she is the player after the humans).
 */
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { paxPamir } from '../../games/pax-pamir';
import { pax } from '../../games/pax';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { automatonNames } from '../../client/automata';
import { GameResult } from '../../client/components/GameResult';
import { MatchInfo, type SeatInfo } from '../../client/components/MatchInfo';
import { format, LanguageProvider, type Language } from '../../client/i18n';
import { resultOf } from '../../client/rematch';
import { texts } from '../../client/texts';
import type { LogEntry } from 'boardgame.io';
import { eventsOf, type LogEvent } from '../../games/log-events';
import { eventSentence } from '../../client/log/describe-entry';
import { logTexts } from '../../client/boards/pax-pamir/log-texts';

const render = (element: ReactElement, language: Language) =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>).replace(/&#x27;/g, '’');
const byTestId = (html: string, id: string) =>
  new RegExp(`<([a-z0-9]+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2]?.replace(/[\u00a0\u202f]/g, ' ');
const spaced = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** Random legal moves from a seed until the game ends: its result and its log's events. */
function playOut(seed: string) {
  const match = new HeadlessMatch(paxPamir.game, { numPlayers: 1, setupData: { wakhan: true }, seed });
  const choose = seededRng(`choose/${seed}`);
  const events: LogEvent[] = [];
  for (let moves = 0; !match.isOver && moves < paxPamir.moveBudget; moves++) {
    const player = match.nextPlayer!;
    const choices = match.enumerate(player);
    const { move, args = [] } = choices[Math.floor(choose() * choices.length)];
    expect(match.move(player, move, args).ok).toBe(true);
    for (const entry of (match.state as { deltalog?: LogEntry[] }).deltalog ?? []) events.push(...eventsOf(entry));
  }
  return { gameover: match.state.ctx.gameover, events };
}

const { gameover, events } = playOut('wakhan-wins-0');
const seats: SeatInfo[] = [{ id: '0', name: 'Alice' }];

describe('Wakhan named as the winner (one human against her)', () => {
  test('the seeded game ends with her win', () => {
    expect(gameover).toMatchObject({ winner: '1', winners: ['1'] });
  });

  test.each<[Language, string]>([
    ['en', 'Winner: Wakhan (automa)'],
    ['fr', 'Vainqueur : Wakhan (automate)'],
  ])('%s: header, end-of-game section and My matches', (language, expected) => {
    const automata = automatonNames(paxPamir, 1, { wakhan: true }, language);
    const header = render(<MatchInfo title="Pax Pamir" seats={seats} viewer="0" acting={[]} gameover={gameover} automata={automata} />, language);
    expect(byTestId(header, 'turn-indicator')).toContain(expected);
    expect(header).not.toMatch(/Seat 2|Siège 2/);
    const section = render(<GameResult gameover={gameover} seats={seats} viewer="0" automata={automata} />, language);
    expect(byTestId(section, 'game-result-outcome')).toBe(expected);
    const t = (key: keyof (typeof texts)['en'], params?: Record<string, string | number>) => format(texts[language][key], params, language);
    expect(spaced(resultOf({ gameover, players: [{ id: 0, name: 'Alice' }] }, t, automata))).toBe(expected);
  });

  test('the log names her too', () => {
    const over = events.find((event) => event.kind === 'game-over')!;
    const sentence = eventSentence(over, { texts: logTexts, language: 'en', viewer: '0', playerName: (seat) => (seat === '0' ? 'Alice' : `Seat ${Number(seat) + 1}`) });
    expect(sentence).toMatch(/^Game over: Wakhan wins/);
  });

  test('no automaton without Wakhan, nor in a game that has none', () => {
    expect(automatonNames(paxPamir, 2, { wakhan: false }, 'en')).toEqual({});
    expect(automatonNames(paxPamir, 2, { wakhan: true }, 'en')).toEqual({ '2': 'Wakhan (automa)' });
    expect(automatonNames(pax, 3, undefined, 'en')).toEqual({});
  });
});
