/**
 * The Pax Pamir score track and end panel: who leads and by how much, the Dominance Checks left from public
 * cards only, the next check's stakes as the rules would score it now (PAMIR-DOM-1..4), and why a finished
 * game ended as it did (PAMIR-END-1..3), in both languages.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { checksLeft, endSummary, lead, nextCheck } from '../../client/boards/pax-pamir/score-track';
import { EndPanel, ScoreTrack } from '../../client/boards/pax-pamir/ScoreTrack';
import type { Translate } from '../../client/boards/pax-pamir/labels';
import { LanguageProvider, type Language } from '../../client/i18n';
import { COURT_CARDS } from '../../games/pax-pamir/data/court-cards';
import type { CheckRecord, PaxState, ReadState } from '../../games/pax-pamir/rules/state';
import { position, type PositionSpec } from '../pax-pamir/position';
import PaxPamirBoard from '../../client/boards/pax-pamir/Board';
import { HeadlessMatch } from '../../games/headless';
import { game } from '../../games/pax-pamir/game';
import { renderBoard } from '../support/render-board';
import { useTranslate } from '../../client/boards/pax-pamir/use-translate';

const names = (id: string) => ['Alice', 'Bob', 'Chloé'][Number(id)];
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#x27;/g, '’').replace(/[ \n\t]+/g, ' ');

function Translated({ children }: { children: (tr: Translate) => ReactElement }) {
  return children(useTranslate());
}
const render = (element: (tr: Translate) => ReactElement, language: Language = 'en') =>
  text(renderToStaticMarkup(<LanguageProvider language={language}>{<Translated>{element}</Translated>}</LanguageProvider>));

/** A position with resolved checks (a plain state: the view has the same fields). */
const at = (spec: PositionSpec, checks: CheckRecord[] = []): ReadState => ({ ...position(spec), checks }) as PaxState;

const military = COURT_CARDS.filter((c) => c.suit === 'military');
const rank = (r: number) => military.find((c) => c.rank === r)!.number;

describe('the lead', () => {
  test('one player ahead: by how much, over the next best', () => {
    const G = at({ players: { 0: { score: 2 }, 1: { score: 7 }, 2: { score: 4 } } });
    expect(lead(G)).toEqual({ order: ['1', '2', '0'], top: ['1'], by: 3 });
    expect(render((tr) => <ScoreTrack {...tr} G={G} names={names} />)).toContain('Bob leads by 3 points.');
  });

  test('a shared lead has no margin', () => {
    const G = at({ players: { 0: { score: 5 }, 1: { score: 5 }, 2: { score: 1 } } });
    expect(lead(G)).toMatchObject({ top: ['0', '1'], by: 0 });
    expect(render((tr) => <ScoreTrack {...tr} G={G} names={names} />, 'fr')).toContain('Alice, Bob partagent la tête avec 5 points.');
  });
});

describe('the Dominance Checks left', () => {
  test('PAMIR-SETUP-2: four in all; those discarded and those in the market are not in the deck', () => {
    expect(checksLeft(at({}))).toEqual({ done: 0, market: 0, deck: 4 });
    const G = at({ discard: [101, 30], market: [[102, 20], [21]] }, [{ dominant: null, points: {}, final: false }]);
    expect(checksLeft(G)).toEqual({ done: 1, market: 1, deck: 2 });
    expect(render((tr) => <ScoreTrack {...tr} G={G} names={names} />)).toContain('Dominance Checks: 1 resolved, 1 in the market, 2 still in the deck (of 4).');
  });

  test('PAMIR-END-1: the last card is the last check, doubled; two left may come out together', () => {
    expect(nextCheck(at({ discard: [101, 102, 103], market: [[104]] })).last).toBe('yes');
    expect(nextCheck(at({ discard: [101, 102], market: [[103]] })).last).toBe('maybe');
    expect(nextCheck(at({ discard: [101] })).last).toBe('no');
  });
});

describe('the next check’s stakes, as the rules would score it now', () => {
  // loyalties by default: Alice British, Bob Russian, Chloé Afghan
  test('PAMIR-DOM-1: a dominant coalition scores its loyal players by influence; a 4-point lead would win', () => {
    const G = at({ armies: { kabul: { british: 4 } } });
    const stakes = nextCheck(G);
    expect(stakes).toMatchObject({ dominant: 'british', margin: 4, points: { 0: 5, 1: 0, 2: 0 }, end: { winners: ['0'], reason: 'lead' } });
    const html = render((tr) => <ScoreTrack {...tr} G={G} names={names} />);
    expect(html).toContain('Now: the British coalition is dominant (4 blocks ahead needed).');
    expect(html).toContain('If it happened now: Alice +5 Alice would win at once.');
  });

  test('PAMIR-DOM-2: without a dominant coalition, cylinders in play score 3 and 1; one block short is not dominant', () => {
    const G = at({ armies: { kabul: { british: 4, russian: 1 } }, tribes: { kabul: { 1: 2 }, herat: { 2: 1 } } });
    const stakes = nextCheck(G);
    expect(stakes.dominant).toBeNull();
    expect(stakes.points).toEqual({ 0: 0, 1: 3, 2: 1 });
    expect(stakes.end).toBeNull();
    const html = render((tr) => <ScoreTrack {...tr} G={G} names={names} />);
    expect(html).toContain('Now: no coalition is dominant (4 blocks ahead needed).');
    expect(html).toContain('If it happened now: Bob +3, Chloé +1');
  });

  test('PAMIR-DOM-4: the last check doubles, and the stakes shown double with it', () => {
    const G = at({ discard: [101, 102, 103], market: [[104]], tribes: { kabul: { 1: 2 } } });
    expect(nextCheck(G).points['1']).toBe(6);
    const html = render((tr) => <ScoreTrack {...tr} G={G} names={names} />);
    expect(html).toContain('It is the last one: its points are doubled.');
    expect(html).toContain('First 10, second 6, third 2 points');
  });
});

describe('the end of the game', () => {
  test('PAMIR-END-2: a lead of 4 after a check', () => {
    const G = at({ players: { 0: { score: 9 }, 1: { score: 5 }, 2: { score: 3 } } }, [{ dominant: 'british', points: { 0: 5 }, final: false }]);
    expect(endSummary(G)).toMatchObject({ reason: 'lead', winners: ['0'], check: 1, tieBreak: 'none' });
    const html = render((tr) => <EndPanel {...tr} G={G} names={names} />);
    expect(html).toContain('Alice was at least 4 points ahead of every other player after Dominance Check 1: an immediate victory.');
    expect(html).toMatch(/Alice: 9 points, 0 military stars, 4 rupees — winner.*Bob: 5 points.*Chloé: 3 points/);
  });

  test('PAMIR-END-3: tied on points at the last check, military stars decide', () => {
    const G = at(
      { players: { 0: { score: 10, court: [rank(1)] }, 1: { score: 10, court: [rank(2)] }, 2: { score: 8 } } },
      [{ dominant: null, points: {}, final: true }],
    );
    expect(endSummary(G)).toMatchObject({ reason: 'final', winners: ['1'], tieBreak: 'military' });
    const html = render((tr) => <EndPanel {...tr} G={G} names={names} />);
    expect(html).toContain('The last Dominance Check was resolved (its points doubled): the highest score wins.');
    expect(html).toContain('Tied on points, the tie is broken by military stars in court: Bob has the most.');
    expect(html).toMatch(/Bob: 10 points, 2 military stars, 4 rupees — winner.*Alice: 10 points, 1 military star, 4 rupees/);
  });

  test('PAMIR-END-3: then rupees; still tied, the victory is shared (in French)', () => {
    const byRupees = at({ players: { 0: { score: 6, rupees: 2 }, 1: { score: 6, rupees: 5 }, 2: { score: 1 } } }, [{ dominant: null, points: {}, final: true }]);
    expect(endSummary(byRupees)).toMatchObject({ winners: ['1'], tieBreak: 'rupees' });
    const shared = at({ players: { 0: { score: 6 }, 1: { score: 6 }, 2: { score: 1 } } }, [{ dominant: null, points: {}, final: true }]);
    expect(endSummary(shared)).toMatchObject({ winners: ['0', '1'], tieBreak: 'shared' });
    const html = render((tr) => <EndPanel {...tr} G={shared} names={names} />, 'fr');
    expect(html).toContain('Alice, Bob se partagent la victoire');
    expect(html).toContain('Toujours à égalité de points, d’étoiles militaires et de roupies\u202f: la victoire est partagée.');
    expect(html).toContain('Chloé\u202f: 1 point, 0 étoile militaire, 4 roupies');
  });

  test('a game that goes on has no end panel', () => {
    expect(endSummary(at({}))).toBeNull();
    expect(render((tr) => <EndPanel {...tr} G={at({})} names={names} />)).toBe('');
  });

  test('a whole game played to its end: the board shows the end panel to every viewer, with every final score', () => {
    const match = new HeadlessMatch(game, { numPlayers: 3, seed: 'end-panel' });
    for (let step = 0; !match.isOver && step < 3000; step++) {
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      const pick = choices[(step * 7919) % choices.length];
      match.move(player, pick.move, pick.args);
    }
    expect(match.isOver).toBe(true);
    const G = match.state.G as PaxState;
    const end = endSummary(G)!;
    for (const viewer of ['0', '1', '2', null]) {
      const html = text(renderBoard(PaxPamirBoard, match, viewer));
      expect(html).toContain('Final scores');
      expect(html).not.toContain('Score track'); // the track gives way to the result
      for (const row of end.rows) expect(html).toContain(`Player ${Number(row.id) + 1}${row.id === viewer ? ' (you)' : ''}: ${row.score} point`);
      expect(html).toContain(end.reason === 'lead' ? 'an immediate victory' : 'the highest score wins');
    }
    expect(text(renderBoard(PaxPamirBoard, match, '0', { language: 'fr' }))).toContain('Scores finaux');
  });
});
