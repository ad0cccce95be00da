/**
 * Two cards, two names (PAX-SETUP-4, PAX-PRIMUS-1, PAX-ROUND-4): the first-player card (« Carte premier
 * joueur (Primus) » in the rulebook) is called "First player" / « Premier joueur », and "Primus" alone never
 * appears on the board or in its log; the Primus Conspiratus keeps its name in both languages.
 */
import { describe, expect, test } from 'vitest';
import type { LogEvent } from '../../games/log-events';
import PaxBoard from '../../client/boards/pax/Board';
import { logTexts } from '../../client/boards/pax/log-texts';
import { texts } from '../../client/boards/pax/texts';
import type { Language } from '../../client/i18n';
import { renderBoard } from '../support/render-board';
import { matchAt, position } from '../pax/helpers';

const NB = '\u00a0';
/** The visible and spoken text of the board, tags removed. */
const words = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/[ \t\n]+/g, ' ');
/** "Primus" not followed by "Conspiratus": the ambiguity the board must avoid. */
const BARE_PRIMUS = /Primus(?! Conspiratus)/;

// Player 2 holds the first-player card, player 1 the Primus Conspiratus (the most Intrigue).
const match = matchAt(position({ areas: { '0': 'I2', '1': 'L1' }, primus: '0', firstPlayer: '1' }), '1');
const page = (language: Language, viewer: string | null = null) => renderBoard(PaxBoard, match, viewer, { language });

describe('the first player and the Primus Conspiratus are named apart', () => {
  test.each<[Language, string, string]>([
    ['en', 'First player: Player 2', 'Primus Conspiratus (most Intrigue): Player 1'],
    ['fr', `Premier joueur${NB}: Joueur 2`, `Primus Conspiratus (le plus d’Intrigue)${NB}: Joueur 1`],
  ])('%s: the status line names both holders', (language, first, primus) => {
    const text = words(page(language));
    expect(text).toContain(first);
    expect(text).toContain(primus);
  });

  test.each<Language>(['en', 'fr'])('%s: each badge sits with its holder, and never the other name', (language) => {
    const html = page(language);
    const badges = [...html.matchAll(/<span class="px-badge ([\w-]+)" title="([^"]*)">([^<]*)<\/span>/g)].map((m) => [m[1], m[3]]);
    expect(badges).toEqual([
      ['px-primus', texts[language].primus],
      ['px-first', texts[language].firstPlayer],
    ]);
    // Player 1's card comes first in the players' list: the Primus Conspiratus badge is theirs.
    const players = html.split('class="px-player-head"');
    expect(players[1]).toContain('px-primus');
    expect(players[1]).not.toContain('px-first');
    expect(players[2]).toContain('px-first');
  });

  test.each<Language>(['en', 'fr'])('%s: no bare "Primus" anywhere on the board', (language) => {
    for (const viewer of ['0', '1', null]) expect(words(page(language, viewer))).not.toMatch(BARE_PRIMUS);
    for (const [key, text] of Object.entries(texts[language])) expect(text, key).not.toMatch(BARE_PRIMUS);
  });

  test('PAX-ROUND-4: the log’s sentence says first-player card, not Primus card', () => {
    const event = { kind: 'first-player', rule: 'PAX-ROUND-4', seat: '0', from: '1' } as unknown as LogEvent;
    const context = (language: Language) => ({ language, playerName: (id: string) => `Player ${Number(id) + 1}` });
    const en = logTexts['first-player'].en(event, context('en'));
    const fr = logTexts['first-player'].fr(event, context('fr'));
    expect(en).toBe('Player 1 holds the Primus Conspiratus and takes the first-player card: first player instead of Player 2.');
    expect(fr).toBe(`Player 1 détient le Primus Conspiratus et prend la carte premier joueur${NB}: premier joueur à la place de Player 2.`);
    for (const sentence of [en, fr]) expect(sentence).not.toMatch(BARE_PRIMUS);
  });
});
