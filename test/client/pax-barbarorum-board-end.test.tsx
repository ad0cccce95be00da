/**
 * The end-of-game panel of the Pax Barbarorum board, on games really ended by each rule (BARB-END-1 influence,
 * BARB-END-2 three capitals, BARB-D-ROUND-LIMIT the last round): the winner, why, and every player's final figures,
 * in English and French; nothing of it while the game goes on.
 */
import type { LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import { endOfGame, endReason, type EndReason } from '../../client/boards/pax-barbarorum/end';
import type { Language } from '../../client/i18n';
import type { HeadlessMatch } from '../../games/headless';
import { FACTION_INFO } from '../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO } from '../../games/pax-barbarorum/data/map';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import { ranking } from '../../games/pax-barbarorum/rules/ranking';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { count, renderBoard } from '../support/render-board';
import { G, match, play, position, wonByThreeCapitals } from '../pax-barbarorum/position';


/** The diplomacy phase closes and the round runs to its influence phase. */
function toInfluence(setup: Parameters<typeof position>[0]): HeadlessMatch {
  const m = match(position({ ...setup, phase: 'diplomacy' }));
  for (const id of Object.keys(G(m).seats)) play(m, [id, 'ready']);
  return m;
}

const ENDINGS: [EndReason, () => HeadlessMatch, string][] = [
  ['capitals', wonByThreeCapitals, '0'],
  ['influence', () => toInfluence({ factions: ['rom', 'car', 'ger'], realm: { rom: { influence: 60 }, car: { influence: 97 } } }), '1'],
  ['roundLimit', () => toInfluence({ factions: ['rom', 'car'], round: ROUND_LIMIT, realm: { car: { influence: 1 } } }), '1'],
];

const render = (m: HeadlessMatch, viewer: string | null, language: Language) =>
  renderBoard(PaxBarbarorumBoard, m, viewer, { language, log: (m.state.deltalog ?? []) as LogEntry[] });

/** The panel's HTML, or '' when there is none. */
const panel = (html: string) => /<section class="pb-panel pb-end".*?<\/section>/s.exec(html)?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('end.ts', () => {
  test.each(ENDINGS)('%s: the log and the final position agree on why', (reason, play, winner) => {
    const m = play();
    expect(m.state.ctx.gameover).toEqual({ winner });
    const S = G(m);
    const log = (m.state.deltalog ?? []) as LogEntry[];
    expect(endReason(S, winner, log)).toBe(reason);
    expect(endReason(S, winner)).toBe(reason);
    const end = endOfGame(S, winner, log)!;
    expect(end.winner).toBe(winner);
    // Every player once, the winner first, then the influence ranking.
    expect(end.standings.map((s) => s.player)).toEqual([winner, ...ranking(S).map((f) => S.realms[f]!.player).filter((p) => p !== winner)]);
    for (const s of end.standings) expect(s.influence).toBe(S.realms[s.faction]!.influence);
  });

  test('no end while the game goes on', () => {
    const m = toInfluence({ factions: ['rom', 'car'], realm: { rom: { influence: 10 } } });
    expect(m.state.ctx.gameover).toBeUndefined();
    expect(endOfGame(G(m), undefined, [])).toBeNull();
  });
});

describe('the panel on the board', () => {
  test.each(ENDINGS.flatMap(([reason, play, winner]) => (['en', 'fr'] as const).map((language) => [reason, language, play, winner] as const)))(
    '%s, %s: winner, why, every player’s figures, for players and spectators',
    (reason, language, play, winner) => {
      const m = play();
      const S = G(m) as PaxState;
      for (const viewer of ['0', '1', null]) {
        const html = render(m, viewer, language);
        const p = panel(html);
        expect(p, `viewer ${viewer}`).not.toBe('');
        expect(p).toContain(`data-reason="${reason}"`);
        expect(count(p, 'data-player="')).toBe(Object.keys(S.seats).length);
        // The winner's row comes first and is marked.
        expect(/class="pb-end-winner" data-player="(\d)"/.exec(p)?.[1]).toBe(winner);
        expect(p.indexOf('pb-end-winner')).toBeLessThan(p.indexOf('data-player="'));
        const shown = text(p);
        const wf = S.seats[winner]!;
        expect(shown).toContain(FACTION_INFO[wf].name[language]);
        for (const f of Object.values(S.seats)) expect(shown).toContain(String(S.realms[f!]!.influence));
        if (reason === 'capitals') {
          for (const c of ['aeduia', 'numidia', 'carthago'] as const) expect(shown).toContain(PROVINCE_INFO[c].name[language]);
          expect(shown).toContain(language === 'en' ? '3 foreign capitals' : '3 capitales étrangères');
        }
        if (reason === 'influence') expect(shown).toContain(language === 'en' ? `reached ${S.realms[wf]!.influence} influence` : `atteint ${S.realms[wf]!.influence} points d’influence`);
        if (reason === 'roundLimit') expect(shown).toContain(language === 'en' ? `Round ${ROUND_LIMIT}, the last` : `Le tour ${ROUND_LIMIT}, le dernier`);
        // The header does not say the winner a second time.
        expect(count(html, 'pb-winner')).toBe(0);
      }
    },
  );

  test('no panel while the game goes on', () => {
    const m = toInfluence({ factions: ['rom', 'car'], realm: { rom: { influence: 10 } } });
    expect(panel(render(m, '0', 'en'))).toBe('');
    expect(panel(render(m, null, 'fr'))).toBe('');
  });
});
