/**
 * The end of a Res Publica game on the board: why it ended (RP-END-2, RP-END-4), how points count
 * (RP-SCORE-1, RP-SCORE-2), who won and by how much, or that the victory is shared because the rules break
 * no tie (RP-SCORE-3, RP-D-TIES), and every player's line from the highest total down, in both languages.
 */
import { describe, expect, test } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import ResPublicaBoard from '../../client/boards/res-publica/Board';
import { endReason, standings } from '../../client/boards/res-publica/EndPanel';
import type { Language } from '../../client/i18n';
import type { Outcome } from '../../games/res-publica/rules/end';
import { match, play, type PositionSpec } from '../res-publica/position';
import { render, text } from './local-fixtures';

const NAMES = ['Alice', 'Bob', 'Carla'].map((name, id) => ({ id, name }));

/** A game played to its end from `spec` by player 0 drawing, and its log. */
function ended(spec: PositionSpec) {
  const m = match(spec);
  play(m, ['0', 'draw', 'standard']);
  const log: LogEntry[] = [...(m.state.deltalog ?? [])];
  expect(m.state.ctx.gameover, 'the game is over').toBeDefined();
  return { m, log };
}

function board({ m, log }: ReturnType<typeof ended>, viewer: string | null, language: Language = 'en'): string {
  const { G, ctx } = m.state;
  const view = m.game.playerView!({ G, ctx, playerID: viewer });
  const props = { G: view, ctx, moves: {}, playerID: viewer, matchData: NAMES, isActive: false, log };
  return render(<ResPublicaBoard {...(props as unknown as BoardProps<any>)} />, language);
}

const panel = (html: string) => /<section class="rp-panel rp-score"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const rows = (html: string) =>
  [...panel(html).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => [...row[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => text(cell[1]).trim()));

/** Nobody has a colony and the People pile is empty: player 0's empty draw ends a whole round without a card (RP-END-4). */
const STALLING = { people: '', drawless: 2 } as const;

describe('the end-of-game panel', () => {
  test('RP-END-4, RP-SCORE-1..3: one winner, by how much, why the game ended, how points count', () => {
    // Alice: city 9 and one pair = 10; Bob: city 8 and one pair (three Huns) = 9; Carla: nothing.
    const game = ended({ hands: ['2 goths', '3 huns', '1 vikings'], laid: [['metal'], ['arts'], []], ...STALLING });
    const html = board(game, '2');
    expect(html).not.toContain('rp-decide');
    const shown = text(panel(html));
    expect(shown).toContain('Final score');
    expect(shown).toContain('Alice wins with 10 points, 1 point ahead of Bob.');
    expect(shown).toContain('A whole round of turns passed without a card drawn');
    expect(shown).toContain('plus 1 point per pair of identical cards in hand. The highest total wins.');
    expect(rows(html)).toEqual([
      ['1', 'Alice', '10', '0 × 3 = 0', '9', '1'],
      ['2', 'Bob', '9', '0 × 3 = 0', '8', '1'],
      ['3', 'Carla (you)', '0', '0 × 3 = 0', 'none', '0'],
    ]);
    const fr = text(panel(board(game, '2', 'fr')));
    expect(fr).toContain('Décompte final');
    expect(fr).toContain('Alice gagne avec 10 points, 1 point devant Bob.');
    expect(fr).toContain('Un tour complet s’est écoulé sans qu’aucune carte soit tirée\u202f: plus rien ne pouvait changer.');
    expect(fr).toContain('Le plus haut total gagne.');
    expect(fr).toContain('aucune');
  });

  test('RP-D-TIES: a shared victory says the rules break no tie; tied players share their rank', () => {
    // Alice 9 + 1 = 10; Bob 8 + 2 = 10; Carla 0.
    const game = ended({ hands: ['2 goths', '2 huns, 2 lombards', ''], laid: [['metal'], ['arts'], []], ...STALLING });
    const html = board(game, null);
    expect(text(panel(html))).toContain('Alice and Bob share the victory with 10 points each: the rules break no tie.');
    expect(rows(html).map((row) => [row[0], row[1], row[2]])).toEqual([
      ['1', 'Alice', '10'],
      ['1', 'Bob', '10'],
      ['3', 'Carla', '0'],
    ]);
    expect(text(panel(board(game, null, 'fr')))).toContain(
      'Alice et Bob se partagent la victoire avec 10 points chacun\u202f: la règle ne départage pas les égalités.',
    );
    expect(count(panel(html), 'rp-winner')).toBe(2);
  });

  test('RP-D-TIES: everybody tied is a draw, with the singular where it belongs', () => {
    const game = ended({ hands: ['2 goths', '2 huns', '2 vikings'], ...STALLING });
    expect(text(panel(board(game, '0')))).toContain('Everybody ties with 1 point: the game is a draw, as the rules break no tie.');
    expect(text(panel(board(game, '0', 'fr')))).toContain('Égalité générale à 1 point\u202f: la partie est nulle');
  });

  test('RP-END-2: the final round over, the panel says so', () => {
    const game = ended({ hands: ['2 goths', '', ''], laid: [['metal'], [], []], civilisation: '', lastTurn: 1 });
    expect(endReason(game.log, null)).toBe('final-round');
    expect(text(panel(board(game, '1')))).toContain('The last Civilisation card was drawn, then every player had one more turn.');
    expect(text(panel(board(game, '1', 'fr')))).toContain('La dernière carte Civilisation a été tirée, puis chacun a joué un dernier tour.');
  });

  test('without the log, the reason comes from the final round having begun or not', () => {
    expect(endReason([], 12)).toBe('final-round');
    expect(endReason(undefined, null)).toBe('stalled');
  });

  test('standings: highest total first, play order among equals, shared ranks', () => {
    const line = (total: number) => ({ colonies: 0, colonyPoints: 0, cities: [], cityPoints: 0, pairs: total, total });
    const outcome: Outcome = { scores: { '0': line(3), '1': line(7), '2': line(3), '3': line(9) }, winners: ['3'], winner: '3' };
    expect(standings(outcome, ['0', '1', '2', '3'])).toEqual([
      { id: '3', rank: 1 },
      { id: '1', rank: 2 },
      { id: '0', rank: 3 },
      { id: '2', rank: 3 },
    ]);
  });
});

const count = (html: string, needle: string) => html.split(needle).length - 1;
