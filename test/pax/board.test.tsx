/**
 * The board renders every viewer's view, in both languages, at many points of random games: only the
 * player who must decide gets a decision, its buttons match the legal actions, spectators see no hand,
 * and the end shows the final scoring with its lines.
 */
import { describe, expect, test } from 'vitest';
import PaxBoard from '../../client/boards/pax/Board';
import type { Language } from '../../client/i18n';
import { count, renderBoard } from '../support/render-board';
import { HeadlessMatch } from '../../games/headless';
import { pax } from '../../games/pax';
import type { PaxState } from '../../games/pax/rules/types';
import { matchAt, position } from './helpers';

const render = (match: HeadlessMatch, viewer: string | null, language: Language) => renderBoard(PaxBoard, match, viewer, { language });

describe('the board at every step of random games', () => {
  test.each([
    [1, { soloLevel: 4 }],
    [2, {}],
    [4, { expansion: true }],
    [8, { expansion: true }],
  ])('%i players %j: every viewer, both languages', (numPlayers, setupData) => {
    const match = new HeadlessMatch(pax.game, { numPlayers, setupData: setupData as never, seed: `board-${numPlayers}` });
    const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
    let step = 0;
    let rng = 11;
    while (!match.isOver && step < pax.moveBudget) {
      const acting = match.nextPlayer!;
      const actions = match.enumerate(acting);
      if (step % 4 === 0) {
        for (const viewer of viewers) {
          const html = render(match, viewer, step % 8 ? 'en' : 'fr');
          expect(count(html, 'px-prompt px-mine') > 0, `step ${step} viewer ${viewer}`).toBe(viewer === acting || (match.ctx.phase === 'opening' && viewer !== null && (match.state.G as PaxState).players[viewer].drawn.length > 0));
          if (viewer === null) expect(html).not.toMatch(/Your hand|Votre main/);
          if (viewer !== acting) continue;
          const places = actions.filter((a) => a.move === 'place').length;
          const placeButtons = count(html, 'class="px-action px-place"');
          if (places > 0) expect(placeButtons, `step ${step}`).toBe(places);
          const buys = actions.filter((a) => a.move === 'buy').length;
          expect(count(html, 'Buy for ') + count(html, 'Acheter pour '), `step ${step}`).toBe(buys);
        }
      }
      rng = (rng * 48271) % 2147483647;
      const choice = actions[rng % actions.length];
      expect(match.move(acting, choice.move, choice.args ?? []).ok).toBe(true);
      step++;
    }
    expect(match.isOver).toBe(true);
    for (const viewer of viewers) {
      const html = render(match, viewer, 'en');
      expect(html).toContain('Game over');
      if (numPlayers === 1) expect(html).toContain('Solo level 4');
      else expect(html).toContain('Categories played (2 each)');
      expect(html).not.toContain('px-back'); // Rome's face-down cards are revealed at the end
    }
  });
});

describe('the draw step with Religion', () => {
  test('PAX-POWER-3: no "Into hand" button until the last card is drawn, and the board says why', () => {
    const match = matchAt(position({ areas: { '0': 'R2 R1' }, deck: 10 }));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    const waiting = render(match, '0', 'en');
    expect(waiting).toContain('you choose the card you keep once the last card is drawn');
    expect(waiting).not.toContain('Into hand');
    // Two cards held, each under the deck or one of the three legions.
    expect(count(waiting, 'class="px-action px-place"')).toBe(2 * 4);
    const card = (match.state.G as PaxState).players['0'].drawn[0];
    expect(match.move('0', 'place', [card, 'legion-0']).ok).toBe(true);
    const last = render(match, '0', 'fr');
    expect(last).not.toContain('une fois la dernière carte piochée');
    expect(count(last, '>En main<')).toBe(2);
  });
});
