/**
 * The board renders every viewer's view, in both languages, at many points of random games: only the
 * player who must decide sees a decision, its buttons match the legal choices, spectators see no hand,
 * and the end shows each player's score lines.
 */
import { describe, expect, test } from 'vitest';
import ResPublicaBoard from '../../client/boards/res-publica/Board';
import type { Language } from '../../client/i18n';
import { count, renderBoard } from '../support/render-board';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { enumerate } from '../../games/res-publica/ai';
import type { State } from '../../games/res-publica/rules/types';
import { match } from './position';

const render = (match: HeadlessMatch, viewer: string | null, language: Language = 'en') => renderBoard(ResPublicaBoard, match, viewer, { language });

describe('the board at every step of random games', () => {
  test.each([2, 3, 5])('%i players: every viewer, both languages', async (numPlayers) => {
    const match = new HeadlessMatch(resPublica.game, { numPlayers, seed: `board-${numPlayers}` });
    const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
    let step = 0;
    let rng = 7;
    while (!match.isOver && step < resPublica.moveBudget) {
      const acting = match.nextPlayer!;
      if (step % 3 === 0) {
        for (const viewer of viewers) {
          const html = render(match, viewer, step % 2 ? 'fr' : 'en');
          const deciding = viewer === acting;
          expect(count(html, 'rp-decide'), `step ${step} viewer ${viewer}`).toBe(deciding ? 1 : 0);
          if (viewer === null) expect(html).not.toContain('rp-hand');
          if (!deciding) continue;
          const actions = enumerate(match.state.G as State, match.state.ctx, acting);
          const of = (move: string) => actions.filter((a) => a.move === move).length;
          if (of('draw') > 0) {
            expect(count(html, 'class="primary">Draw ') + count(html, 'class="primary">Piocher '), `step ${step}`).toBe(of('draw'));
            expect(count(html, '<button type="button">Lay 5 ') + count(html, '<button type="button">Poser 5 '), `step ${step}`).toBe(of('lay'));
          }
          if (of('refuse') > 0) {
            const enabled = count(html, '<button type="button" class="primary">Accept<') + count(html, '<button type="button" class="primary">Accepter<');
            expect(enabled, `step ${step}`).toBe(of('accept'));
          }
        }
      }
      const choices = match.enumerate(acting);
      rng = (rng * 48271) % 2147483647;
      const choice = choices[rng % choices.length];
      expect(match.move(acting, choice.move, choice.args ?? []).ok).toBe(true);
      step++;
    }
    expect(match.isOver).toBe(true);
    for (const viewer of viewers) {
      const html = render(match, viewer);
      expect(html).toContain('Final score');
      expect(count(html, '<tr')).toBe(numPlayers + 1);
      expect(html).not.toContain('rp-decide');
    }
    expect(render(match, null, 'fr')).toContain('Décompte final');
  }, 120_000);
});

// RP-DRAW-1: « A la fin de son tour, on tire une carte Peuple »: with three colonies and two Civilisation cards
// left, the board offers only the draw of the People card and the two (RP-D-THREE-COLONIES).
describe('RP-DRAW-1: the draws the board offers are those the piles allow', () => {
  test.each([
    ['1 arts, 1 metal', ['Draw a People card and 2 Civilisation cards']],
    ['1 arts, 1 metal, 1 trade', ['Draw a People card and 2 Civilisation cards', 'Draw 3 Civilisation cards']],
  ])('three colonies, Civilisation pile %s', (civilisation, buttons) => {
    const m = match({ hands: ['', '', ''], laid: [['goths', 'huns', 'vikings'], [], []], people: '1 lombards', civilisation });
    const html = render(m, '0');
    const drawButtons = [...html.matchAll(/<button type="button" class="primary">(Draw [^<]*)<\/button>/g)].map((found) => found[1]);
    expect(drawButtons).toEqual(buttons);
  });
});
