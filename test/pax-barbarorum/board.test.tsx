/**
 * The board renders every viewer's view, in both languages, along random games: only a player who must decide
 * sees a decision panel, its buttons come from the legal choices, spectators see no hand, nobody sees another
 * player's face-down order, and the last move's provinces are marked.
 */
import type { LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import type { Language } from '../../client/i18n';
import { count, renderBoard } from '../support/render-board';
import { HeadlessMatch } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { lastMoveTouches } from '../../client/boards/pax-barbarorum/last-move';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { match, position } from './position';

const render = (match: HeadlessMatch, viewer: string | null, language: Language, log: LogEntry[] = []) =>
  renderBoard(PaxBarbarorumBoard, match, viewer, { language, log });

describe('the board along random games', () => {
  test.each([2, 3, 5])('BARB-HIDDEN-1, BARB-TURN-1: %i players, every viewer, both languages', (numPlayers) => {
    const match = new HeadlessMatch(paxBarbarorum.game, { numPlayers, setupData: { government: numPlayers === 3 }, seed: `board-${numPlayers}` });
    const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
    let step = 0;
    let rng = 11;
    const kinds = new Set<string>();
    const log: LogEntry[] = [];
    while (!match.isOver && step < 900) {
      const G = match.state.G as PaxState;
      const acting = Object.keys(match.state.ctx.activePlayers ?? {});
      if (step % 9 === 0 || !kinds.has(G.step.kind)) {
        kinds.add(G.step.kind);
        for (const viewer of viewers) {
          const html = render(match, viewer, step % 2 ? 'fr' : 'en', log);
          // The provinces the last move touched are marked, one mark each (the log itself is the shared panel's).
          expect(count(html, 'class="pb-last-move"'), `step ${step}`).toBe(lastMoveTouches(log).provinces.size);
          const deciding = viewer !== null && acting.includes(viewer);
          expect(count(html, 'pb-decide'), `step ${step} (${G.step.kind}) viewer ${viewer}`).toBe(deciding ? 1 : 0);
          expect(html).toContain('<svg');
          if (viewer === null) expect(html).not.toContain('Your cards');
          // Face-down tokens of others show a question mark unless spied.
          const hidden = Object.entries(G.tokens).filter(([p, owner]) => owner !== viewer && G.revealed[p as keyof typeof G.revealed] === undefined).length;
          expect(count(html, 'class="pb-token-letter">?<'), `step ${step}`).toBe(hidden);
          if (deciding && G.step.kind === 'chooseResolver') {
            expect(count(html, '<button'), `step ${step}`).toBeGreaterThanOrEqual(legalActions(G, viewer).length);
          }
          if (deciding && G.step.kind === 'tactics') {
            const commits = legalActions(G, viewer).length;
            expect(count(html, '>Commit ') + count(html, '>Engager '), `step ${step}`).toBe(commits);
          }
        }
      }
      const player = match.nextPlayer!;
      const choices = match.enumerate(player);
      rng = (rng * 48271) % 2147483647;
      const choice = choices[rng % choices.length];
      expect(match.move(player, choice.move, choice.args ?? [])).toEqual({ ok: true });
      log.push(...(match.state.deltalog ?? []));
      step++;
    }
    expect(kinds.has('orders') && kinds.has('diplomacy') && kinds.has('resolve')).toBe(true);
  }, 120_000);
});

// The rulebook, Stabilité: « … jusqu'à la division en deux du royaume ! » (BARB-D-DIVISION: how, ours).
describe('BARB-STAB-4: the board warns of the division', () => {
  const realm = (stability: number) =>
    match(
      position({
        factions: ['rom', 'car'],
        owner: { samnium: 'rom', liguria: 'rom', corsica: 'rom', sardinia: 'rom' },
        armies: { samnium: 'rom 1s', liguria: 'rom 1s', corsica: 'rom 1s', sardinia: 'rom 2s' },
        realm: { rom: { stability } },
      }),
    );

  test('at stability 1, the lands that one more point lost would split off, in both languages', () => {
    expect(render(realm(1), '1', 'en')).toContain(
      'Stability 1: one more point lost divides the realm in two, and Liguria, Sardinia, Corsica break away (BARB-STAB-4).',
    );
    expect(render(realm(1), null, 'fr')).toContain('Stabilité 1\u00a0: un point de plus perdu divise le royaume en deux, et Ligurie, Sardaigne, Corse font sécession (BARB-STAB-4).');
    expect(render(realm(2), '0', 'en')).not.toContain('BARB-STAB-4');
  });
});
