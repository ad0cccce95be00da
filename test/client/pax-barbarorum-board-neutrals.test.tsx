/**
 * Issue 39, item 13: the neutrals' buttons say what they do in a player's words: whose standing with the
 * neutral changes, by how much, and for what (BARB-NEUTRAL-3, BARB-NEUTRAL-5, BARB-D-SELF-DROP), never
 * "Aedui Gauls: Lower yourself (free)".
 */
import { describe, expect, test } from 'vitest';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import type { Language } from '../../client/i18n';
import { relationCost } from '../../games/pax-barbarorum/rules/diplomacy';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { renderBoard } from '../support/render-board';
import { match, position } from '../pax-barbarorum/position';

/** The texts of the board's buttons. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&#x27;/g, '’').replace(/\s+/g, ' ').trim());

describe('the neutrals’ buttons, Rome in the diplomacy phase', () => {
  const m = match(position({ factions: ['rom', 'car'], round: 2, realm: { rom: { influence: 20 } } }));
  const G = m.state.G as PaxState;
  const improve = relationCost(G, 'rom', true);
  const lower = relationCost(G, 'rom', false);

  test.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        `Aedui Gauls: improve your standing with them by one step (−${improve} influence)`,
        'Aedui Gauls: lower your own standing with them by one step (free)',
        `Aedui Gauls: lower the standing of Carthaginians with them by one step (−${lower} influence)`,
      ],
      /Lower yourself/,
    ],
    [
      'fr',
      [
        `Gaulois éduens : améliorer vos relations avec eux d’un cran (−${improve} influence)`,
        'Gaulois éduens : dégrader vos propres relations avec eux d’un cran (gratuit)',
        `Gaulois éduens : dégrader leurs relations avec Carthaginois d’un cran (−${lower} influence)`,
      ],
      /Vous baisser/,
    ],
  ])('%s', (language, expected, old) => {
    const texts = buttons(renderBoard(PaxBarbarorumBoard, m, '0', { language })).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    for (const text of expected) expect(texts).toContain(text);
    expect(texts.join('\n')).not.toMatch(old);
  });
});
