/**
 * Costs and incomes on the PAX board in words, English and French, with the rulebook's forms (1 Aureus,
 * 2 Aurei; in French the singular up to 1: « 0 Aureus »), computed by the game's own functions (buyCost,
 * nextPlayCost, income).
 */
import { describe, expect, test } from 'vitest';
import PaxBoard from '../../client/boards/pax/Board';
import type { Language } from '../../client/i18n';
import { buyCost } from '../../games/pax/rules/buy';
import { income } from '../../games/pax/rules/income';
import { nextPlayCost, play } from '../../games/pax/rules/play';
import type { PaxState } from '../../games/pax/rules/types';
import type { HeadlessMatch } from '../../games/headless';
import { renderBoard } from '../support/render-board';
import { matchAt, position } from '../pax/helpers';

const NB = '\u00a0';
const html = (match: HeadlessMatch, language: Language) =>
  renderBoard(PaxBoard, match, '0', { language }).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const G = (match: HeadlessMatch) => match.state.G as PaxState;

describe('playing a card: its price and the income after it (PAX-PLAY-1, PAX-INCOME-2/3)', () => {
  // Two Senators in play, a Senator and an Intrigue in hand.
  const match = matchAt(position({ areas: { '0': 'S1 S1' }, hands: { '0': 'S1 I1' }, turn: { step: 'act' } }));
  const [senator, intrigue] = G(match).players['0'].hand;

  test('the game’s functions give the numbers the board writes', () => {
    expect(nextPlayCost(G(match), '0')).toBe(0);
    expect(income(play(G(match), '0', senator), '0').amount).toBe(4);
    expect(income(play(G(match), '0', intrigue), '0').amount).toBe(0);
    expect(income(G(match), '0').amount).toBe(2);
  });

  test.each<[Language, string[]]>([
    [
      'en',
      [
        'Play Senator: pays 0 Aurei; income then 4 Aurei',
        'Play Intrigue: pays 0 Aurei; income then 0 Aurei',
        'End turn: income 2 Aurei',
        'The next card costs 0 Aurei.',
        'You have 5 Aurei.',
      ],
    ],
    [
      'fr',
      [
        `Jouer Sénateur${NB}: paie 0 Aureus${NB}; revenu ensuite 4 Aurei`,
        `Jouer Intrigue${NB}: paie 0 Aureus${NB}; revenu ensuite 0 Aureus`,
        `Finir le tour${NB}: revenu 2 Aurei`,
        'La prochaine carte coûte 0 Aureus.',
        'Vous avez 5 Aurei.',
      ],
    ],
  ])('%s', (language, sentences) => {
    const page = html(match, language);
    for (const sentence of sentences) expect(page).toContain(sentence);
  });

  test('the second card costs 1 Aureus, the third 2 Aurei', () => {
    const next = matchAt(position({ areas: { '0': 'S1' }, hands: { '0': 'S1 I1 L1' }, turn: { step: 'act' } }));
    const [first, second] = G(next).players['0'].hand;
    expect(next.move('0', 'play', [first]).ok).toBe(true);
    expect(html(next, 'en')).toContain('The next card costs 1 Aureus.');
    expect(html(next, 'en')).toMatch(/Play Land: pays 1 Aureus; income then \d Aure/);
    expect(next.move('0', 'play', [second]).ok).toBe(true);
    expect(html(next, 'fr')).toContain('La prochaine carte coûte 2 Aurei.');
  });
});

describe('buying a group (PAX-BUY-1, PAX-POWER-5)', () => {
  test.each<[string, string, number, string, string]>([
    ['no Wealth', '', 4, 'Buy for 4 Aurei', 'Acheter pour 4 Aurei'],
    ['3 Wealth symbols: 1 Aureus less', 'W2 W1', 3, 'Buy for 3 Aurei', 'Acheter pour 3 Aurei'],
    ['6 Wealth symbols: 2 Aurei less', 'W2 W2 W2', 2, 'Buy for 2 Aurei', 'Acheter pour 2 Aurei'],
  ])('%s', (_case, wealth, cost, english, french) => {
    const match = matchAt(position({ areas: { '0': wealth }, legions: ['I1$2 L1$2', '', ''], turn: { step: 'act' } }));
    expect(buyCost(G(match), '0', 0)).toBe(cost);
    expect(html(match, 'en')).toContain(english);
    expect(html(match, 'fr')).toContain(french);
    expect(html(match, 'en')).toContain('worth 4 Aurei');
    if (cost < 4) {
      expect(html(match, 'en')).toContain(`printed 4 Aurei, less ${4 - cost} ${4 - cost === 1 ? 'Aureus' : 'Aurei'} for Wealth`);
      expect(html(match, 'fr')).toContain(`valeur imprimée 4 Aurei, moins ${4 - cost} ${4 - cost === 1 ? 'Aureus' : 'Aurei'} grâce à la Richesse`);
    } else {
      expect(html(match, 'en')).not.toContain('for Wealth');
    }
  });

  test('a group of one card worth 1: "1 Aureus" in both languages', () => {
    const match = matchAt(position({ legions: ['L1$1', '', ''], turn: { step: 'act' } }));
    expect(html(match, 'en')).toContain('Buy for 1 Aureus');
    expect(html(match, 'fr')).toContain('Acheter pour 1 Aureus');
    expect(html(match, 'fr')).toContain('valeur 1 Aureus');
  });
});

describe('the alternative turn (PAX-TURN-3)', () => {
  test('looking at Rome takes 2 Aurei, said in words', () => {
    const match = matchAt(position({}));
    expect(html(match, 'en')).toContain('Look at Rome and take 2 Aurei (nothing else this turn)');
    expect(html(match, 'fr')).toContain('Regarder Rome et prendre 2 Aurei (rien d’autre ce tour)');
  });
});
