/**
 * The end of a game of PAX on the board says why: Rome's categories against every player (PAX-WIN-1), who holds
 * the Primus Conspiratus when Rome wins (or that nobody does, PAX-DEC-ROME-NOBODY), the points and the tie rule
 * otherwise (PAX-WIN-2, PAX-DEC-TIE), and every player's standing, in English and French. The match banner
 * (client/turn.ts describeGameover) names the same winners as the board.
 */
import { describe, expect, test } from 'vitest';
import PaxBoard from '../../client/boards/pax/Board';
import type { Language } from '../../client/i18n';
import { describeGameover } from '../../client/turn';
import type { HeadlessMatch } from '../../games/headless';
import { finalPosition, finalScore, type FinalResult } from '../../games/pax/rules/scoring';
import type { PaxState } from '../../games/pax/rules/types';
import { renderBoard } from '../support/render-board';
import { matchAt, position, type PositionSpec } from '../pax/helpers';

const NB = '\u00a0';
const words = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/[ \t\n]+/g, ' ');

/** A match whose game is over at `spec`, with the game's own final result as boardgame.io's gameover. */
function over(spec: PositionSpec): { match: HeadlessMatch; result: FinalResult } {
  const match = matchAt(position(spec));
  const result = finalScore(finalPosition(match.state.G as PaxState));
  match.state = { ...match.state, ctx: { ...match.state.ctx, gameover: result } };
  return { match, result };
}
const page = (match: HeadlessMatch, language: Language) => renderBoard(PaxBoard, match, null, { language });
/** The Rome table's rows: category, Rome, each player, "yes"/"no". */
const romeRows = (html: string) =>
  [...html.split('data-testid="pax-rome-table"')[1].split('</table>')[0].matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) => [...row[1].matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((cell) => cell[1]));
const standings = (html: string) =>
  [...html.split('data-testid="pax-standings"')[1].split('</ol>')[0].matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((item) => words(item[1]).trim());

// Rome: a Senator with 2 symbols and three face-down Senators, 5 Senator symbols.
const ROME = { rome: 'S2', romeHidden: 'S1 S1 S1' };

describe('Rome wins (PAX-WIN-1)', () => {
  // Players beat Rome only in Land and Intrigue: Rome matches everyone in the 5 others.
  const { match, result } = over({ ...ROME, areas: { '0': 'L1 I1', '1': 'I1' }, primus: '1' });

  test('the game’s result', () => {
    expect(result.romeWins).toBe(true);
    expect(result.romeCategories).toHaveLength(5);
    expect(result.winners).toEqual(['1']);
  });

  test.each<[Language, string, string]>([
    [
      'en',
      'Rome is at least as strong as every player in 5 of 7 categories (Religion, Senator, Wealth, Fleet, Army); it needs 4: Rome wins.',
      'Player 2 holds the Primus Conspiratus (the most Intrigue) and wins the game with Rome; points do not count.',
    ],
    [
      'fr',
      `Rome est au moins aussi forte que chaque joueur dans 5 des 7 catégories (Religion, Sénateur, Richesse, Flotte, Armée)${NB}; il lui en faut 4${NB}: Rome gagne.`,
      `Joueur 2 détient le Primus Conspiratus (le plus d’Intrigue) et gagne la partie avec Rome${NB}; les points ne comptent pas.`,
    ],
  ])('%s: the reasons, in sentences', (language, rome, holder) => {
    const text = words(page(match, language));
    expect(text).toContain(rome);
    expect(text).toContain(holder);
    expect(text).not.toMatch(/Rome wins: at least|Victory:/);
  });

  test('the table shows Rome against each player, category by category', () => {
    const rows = romeRows(page(match, 'en'));
    expect(rows.map((row) => row[0])).toEqual(['Land', 'Intrigue', 'Religion', 'Senator', 'Wealth', 'Fleet', 'Army']);
    expect(rows.find((row) => row[0] === 'Senator')).toEqual(['Senator', '5', '0', '0', 'yes']);
    expect(rows.find((row) => row[0] === 'Intrigue')).toEqual(['Intrigue', '0', '1', '1', 'no']);
    expect(rows.filter((row) => row[4] === 'yes').map((row) => row[0])).toEqual(result.romeCategories.map((c) => c[0].toUpperCase() + c.slice(1)));
  });

  test('the standing: the Primus Conspiratus holder first, winning with Rome; the other loses despite more points', () => {
    expect(result.scores['0'].total).toBeGreaterThan(result.scores['1'].total);
    const list = standings(page(match, 'en'));
    expect(list[0]).toMatch(/^Player 2: \d+ points in all — wins with Rome · Primus Conspiratus$/);
    expect(list[1]).toMatch(/^Player 1: \d+ points in all — loses$/);
    expect(standings(page(match, 'fr'))[0]).toMatch(new RegExp(`^Joueur 2${NB}: \\d+ points au total — gagne avec Rome`));
  });

  test('the match banner names the same winner as the board', () => {
    expect(describeGameover(result)).toEqual({ kind: 'winners', seats: ['1'] });
  });

  test('PAX-DEC-ROME-NOBODY: nobody holds the Primus Conspiratus, no player wins', () => {
    const nobody = over({ ...ROME, areas: { '0': 'L1', '1': 'R1' }, primus: null });
    expect(nobody.result.winners).toEqual([]);
    expect(words(page(nobody.match, 'en'))).toContain('Nobody holds the Primus Conspiratus: no player wins.');
    expect(words(page(nobody.match, 'fr'))).toContain(`Personne ne détient le Primus Conspiratus${NB}: aucun joueur ne gagne.`);
    expect(standings(page(nobody.match, 'en')).every((line) => line.endsWith('loses'))).toBe(true);
    expect(describeGameover(nobody.result)).toEqual({ kind: 'over' });
  });
});

describe('the players beat Rome (PAX-WIN-2)', () => {
  test('one winner: the most points', () => {
    const { match, result } = over({ ...ROME, areas: { '0': 'L1 I1 R1 W1', '1': 'F1' }, primus: '0' });
    expect(result.romeWins).toBe(false);
    const total = result.scores['0'].total;
    const en = words(page(match, 'en'));
    expect(en).toContain('Rome is at least as strong as every player in only 2 of 7 categories (Senator, Army); it needs 4: Rome does not win, the points decide.');
    expect(en).toContain(`Player 1 has the most points (${total} points) and wins.`);
    expect(words(page(match, 'fr'))).toContain(`Joueur 1 a le plus de points (${total} points) et gagne.`);
    const list = standings(page(match, 'en'));
    expect(list[0]).toBe(`Player 1: ${total} points in all — wins · Primus Conspiratus`);
    expect(list[1]).toBe(`Player 2: ${result.scores['1'].total} points in all — loses`);
    // The scoring lines stay, with the points of each rule.
    expect(en).toContain('Categories played (2 each)');
    expect(describeGameover(result)).toEqual({ kind: 'winners', seats: ['0'] });
  });

  test('PAX-DEC-TIE: tied players share the victory, said in words', () => {
    const { match, result } = over({ ...ROME, areas: { '0': 'L1 I1', '1': 'R1 W1' }, primus: null });
    expect(result.winners).toEqual(['0', '1']);
    const points = result.scores['0'].total;
    expect(words(page(match, 'en'))).toContain(`Player 1, Player 2 tie for the most points (${points} points) and share the victory.`);
    expect(words(page(match, 'fr'))).toContain(`Joueur 1, Joueur 2 sont à égalité avec le plus de points (${points} points) et se partagent la victoire.`);
    expect(standings(page(match, 'en')).every((line) => line.includes('— wins'))).toBe(true);
  });
});

describe('the solo game (PAX-SOLO-5)', () => {
  test('the level, what is missing and Rome’s table', () => {
    const { match, result } = over({ players: 1, soloLevel: 1, ...ROME, areas: { '0': 'L1 I1 R1' } });
    expect(result.solo?.won).toBe(false);
    const html = page(match, 'en');
    expect(words(html)).toContain('Solo level 1');
    expect(words(html)).toContain('Rome wins this time.');
    expect(romeRows(html)).toHaveLength(7);
  });
});
