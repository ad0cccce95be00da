// @vitest-environment happy-dom
/**
 * The PAX board's prompt says exactly what the rules allow now (games/pax/rules/actions.ts): buying is offered
 * only before a card is played and once a turn (PAX-BUY-1/2, PAX-DEC-BUY), the act step's sentence names the
 * kinds of choice the legal actions hold, and its buttons call those moves.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { act } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import PaxBoard from '../../client/boards/pax/Board';
import { actChoices, actPrompt } from '../../client/boards/pax/choices';
import { texts } from '../../client/boards/pax/texts';
import { format } from '../../client/i18n';
import { HeadlessMatch } from '../../games/headless';
import { pax } from '../../games/pax';
import type { Action } from '../../games/pax/rules/actions';
import type { PaxState } from '../../games/pax/rules/types';
import { count, renderBoard } from '../support/render-board';
import { matchAt, position } from '../pax/helpers';
import { mount, type Mounted } from './replay-mount';

const en = texts.en;
const fr = texts.fr;
const html = (match: HeadlessMatch, viewer: string | null = '0', language: 'en' | 'fr' = 'en') =>
  renderBoard(PaxBoard, match, viewer, { language }).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const G = (match: HeadlessMatch) => match.state.G as PaxState;

/** Player 1 in the act step: 5 Aurei, a Senator and a Land in hand, a group worth 4 under legion I. */
function actStep(spec: Parameters<typeof position>[0] = {}) {
  return matchAt(position({ hands: { '0': 'S1 L1' }, legions: ['I1$2 L1$2', '', ''], turn: { step: 'act' }, ...spec }));
}

describe('the act step offers what the rules allow', () => {
  test('PAX-BUY-1: before any card is played, buying and playing are both offered', () => {
    const match = actStep();
    expect(match.enumerate('0').some((a) => a.move === 'buy')).toBe(true);
    const page = html(match);
    expect(page).toContain(en.actBuyPlay);
    expect(page).toContain('Buy for 4 Aurei');
    expect(page).not.toContain(en.noBuyPlayed);
  });

  test('PAX-DEC-BUY: after a card is played, buying is not offered, and the board says why', () => {
    const match = actStep();
    const senator = G(match).players['0'].hand[0];
    expect(match.move('0', 'play', [senator]).ok).toBe(true);
    expect(match.enumerate('0').some((a) => a.move === 'buy')).toBe(false);
    for (const language of ['en', 'fr'] as const) {
      const page = html(match, '0', language);
      expect(count(page, 'Buy for ') + count(page, 'Acheter pour ')).toBe(0);
      expect(page).toContain(texts[language].actPlay);
      expect(page).not.toContain(texts[language].actBuyPlay);
      expect(page).not.toContain(texts[language].actBuy);
      expect(page).toContain(texts[language].noBuyPlayed);
    }
  });

  test('PAX-DEC-BUY: after buying, a second group is not offered; playing still is', () => {
    const match = actStep({ legions: ['I1$2', 'L1$1', ''] });
    expect(match.move('0', 'buy', [0]).ok).toBe(true);
    const page = html(match);
    expect(count(page, 'Buy for ')).toBe(0);
    expect(page).toContain(en.noBuyBought);
    expect(page).toContain(en.actPlay);
  });

  test('PAX-PLAY-1: no Aurei left for the next card: only the end of the turn, with the price in words', () => {
    const match = actStep({ coins: { '0': 0 }, hands: { '0': 'S1 L1' }, areas: { '0': 'R1' }, turn: { step: 'act', played: [] } });
    const land = G(match).players['0'].hand[1];
    expect(match.move('0', 'play', [land]).ok).toBe(true);
    expect(match.enumerate('0').map((a) => a.move)).toEqual(['endTurn']);
    const page = html(match);
    expect(page).toContain(en.actEnd);
    expect(page).toContain('The next card costs 1 Aureus; you have 0 Aurei.');
    expect(count(page, 'class="px-action px-play"')).toBe(0);
    expect(html(match, '0', 'fr')).toContain('La prochaine carte coûte 1 Aureus\u00a0; vous avez 0 Aureus.');
  });

  test('PAX-POWER-2: a Fleet over the Land/Intrigue limit is not offered, and the board says why', () => {
    const match = actStep({ hands: { '0': 'F1 S1' }, legions: ['', '', ''] });
    const page = html(match);
    expect(count(page, 'class="px-action px-play"')).toBe(1);
    expect(page).toContain(en.noPlayLimit);
    expect(page).toContain(en.noBuyEmpty);
    expect(page).toContain(en.actPlay);
  });

  test('PAX-TURN-1/3: the start of a turn offers drawing or looking at Rome; an empty deck pays 2 Aurei instead (PAX-END-3)', () => {
    const start = matchAt(position({}));
    expect(html(start)).toContain(`>${en.draw}<`);
    const empty = matchAt(position({ deck: 0 }));
    const page = html(empty);
    expect(page).toContain('Take 2 Aurei (the deck is empty)');
    expect(page).not.toContain(`>${en.draw}<`);
    expect(html(empty, '0', 'fr')).toContain('Prendre 2 Aurei (la pioche est vide)');
  });

  test('PAX-DRAW-2: the draw step names the places the legal actions allow', () => {
    const match = matchAt(position({}));
    expect(match.move('0', 'draw', []).ok).toBe(true);
    expect(html(match)).toContain(format(en.drawPrompt, { places: 'into your hand, under a legion or under the deck' }));
    const card = G(match).players['0'].drawn[0];
    expect(match.move('0', 'place', [card, 'hand']).ok).toBe(true);
    // One card kept: the next one may only go under a legion or under the deck.
    expect(match.enumerate('0').some((a) => a.move === 'place' && a.args?.[1] === 'hand')).toBe(false);
    expect(html(match, '0', 'fr')).toContain(format(fr.drawPrompt, { places: 'sous une légion ou sous la pioche' }, 'fr'));
  });

  test('only the player to move gets a decision', () => {
    const match = actStep();
    expect(html(match, '1')).not.toContain('px-mine');
    expect(html(match, '1')).not.toContain('Buy for');
    expect(html(match, null)).toContain(en.spectating);
  });
});

describe('the prompt follows the legal actions through random games', () => {
  test.each([
    [2, {}],
    [3, { expansion: true }],
  ])('%i players %j: the act sentence and the buy and play buttons match enumerate at every act step', (numPlayers, setupData) => {
    const match = new HeadlessMatch(pax.game, { numPlayers, setupData: setupData as never, seed: `prompt-${numPlayers}` });
    let rng = 7;
    let checked = 0;
    let afterPlay = 0;
    for (let step = 0; !match.isOver && step < pax.moveBudget; step++) {
      const seat = match.nextPlayer!;
      const actions = match.enumerate(seat);
      if (match.ctx.phase === 'play' && G(match).turn.step === 'act') {
        const page = html(match, seat);
        const choices = actChoices(actions as Action[]);
        expect(page, `step ${step}`).toContain(en[actPrompt(choices)]);
        expect(count(page, 'Buy for '), `step ${step}`).toBe(choices.buy.length);
        expect(count(page, 'class="px-action px-play"'), `step ${step}`).toBe(choices.play.length);
        if (G(match).turn.played.length > 0) {
          afterPlay++;
          expect(choices.buy).toEqual([]);
          expect(page).not.toMatch(/You may buy/);
        }
        checked++;
      }
      rng = (rng * 48271) % 2147483647;
      const choice = actions[rng % actions.length];
      expect(match.move(seat, choice.move, choice.args ?? []).ok).toBe(true);
    }
    expect(checked).toBeGreaterThan(10);
    expect(afterPlay).toBeGreaterThan(0);
  });
});

describe('the buttons call the moves the rules allow', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  test('play and buy buttons, reached as real buttons, call play and buy with the card and the legion', async () => {
    const match = actStep();
    const calls: [string, unknown[]][] = [];
    const moves = new Proxy({}, { get: (_, name) => (...args: unknown[]) => calls.push([String(name), args]) });
    const { G: state, ctx } = match.state;
    const view = match.game.playerView!({ G: state, ctx, playerID: '0' });
    const props = { G: view, ctx, moves, playerID: '0', matchData: undefined, isActive: true, log: [] } as unknown as BoardProps<any>;
    mounted = await mount(<PaxBoard {...props} />);
    const buttons = mounted.all('button');
    const play = buttons.find((b) => b.textContent?.startsWith('Play Senator'));
    const buy = buttons.find((b) => b.textContent?.startsWith('Buy for'));
    expect(play?.textContent).toBe('Play Senator: pays 0 Aurei; income then 2 Aurei');
    await act(async () => play!.click());
    await act(async () => buy!.click());
    expect(calls).toEqual([
      ['play', [G(match).players['0'].hand[0]]],
      ['buy', [0]],
    ]);
  });
});
