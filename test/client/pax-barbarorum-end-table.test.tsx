// @vitest-environment happy-dom
/**
 * The final-score table of the Pax Barbarorum board (EndPanel.tsx): each header stands over its own column, and
 * each player's row has one cell under each header, the player first, then their final figures (BARB-RANK-1 order),
 * in English and French, on games ended by each rule.
 */
import type { LogEntry } from 'boardgame.io';
import { afterEach, expect, test } from 'vitest';
import PaxBarbarorumBoard from '../../client/boards/pax-barbarorum/Board';
import { endOfGame } from '../../client/boards/pax-barbarorum/end';
import type { HeadlessMatch } from '../../games/headless';
import { ROUND_LIMIT } from '../../games/pax-barbarorum/data/constants';
import { FACTION_INFO } from '../../games/pax-barbarorum/data/factions';
import { PROVINCE_INFO } from '../../games/pax-barbarorum/data/map';
import { renderBoard } from '../support/render-board';
import { G, match, play, position, wonByThreeCapitals } from '../pax-barbarorum/position';

afterEach(() => {
  document.body.innerHTML = '';
});

function toInfluence(setup: Parameters<typeof position>[0]): HeadlessMatch {
  const m = match(position({ ...setup, phase: 'diplomacy' }));
  for (const id of Object.keys(G(m).seats)) play(m, [id, 'ready']);
  return m;
}

const HEADERS = {
  en: ['Player', 'Influence', 'Capitals taken', 'Stability', 'Gold'],
  fr: ['Joueur', 'Influence', 'Capitales prises', 'Stabilité', 'Or'],
};

const ENDINGS: [string, () => HeadlessMatch][] = [
  ['three capitals', wonByThreeCapitals],
  ['influence, three players', () => toInfluence({ factions: ['rom', 'car', 'ger'], realm: { rom: { influence: 60 }, car: { influence: 97 } } })],
  ['round limit', () => toInfluence({ factions: ['rom', 'car'], round: ROUND_LIMIT, realm: { car: { influence: 1 } } })],
];

/** The rows under `selector` in `table`, each as its cells: their texts and how many columns each covers. */
function grid(table: Element, selector: string): { texts: string[]; spans: number[]; cells: Element[] }[] {
  return [...table.querySelectorAll(selector)].map((row) => {
    const cells = [...row.children].filter((c) => c.tagName === 'TH' || c.tagName === 'TD');
    return {
      texts: cells.map((c) => c.textContent!.replace(/\s+/g, ' ').trim()),
      spans: cells.map((c) => Number(c.getAttribute('colspan') ?? 1)),
      cells,
    };
  });
}

test.each(ENDINGS.flatMap(([label, ending]) => (['en', 'fr'] as const).map((language) => [label, language, ending] as const)))(
  '%s, %s: a header over each column, and each player’s figures each under its own',
  (_label, language, ending) => {
    const m = ending();
    const S = G(m);
    const end = endOfGame(S, undefined, (m.state.deltalog ?? []) as LogEntry[])!;
    document.body.innerHTML = renderBoard(PaxBarbarorumBoard, m, '1', { language, log: (m.state.deltalog ?? []) as LogEntry[] });
    const table = document.querySelector('.pb-end-table')!;
    const [head, ...more] = grid(table, 'thead tr');
    expect(more).toEqual([]);
    expect(head.texts).toEqual(HEADERS[language]);
    expect(head.cells.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col', 'col']);
    const body = grid(table, 'tbody tr');
    // One row per player, winner first, a cell under each header and none across two.
    expect(body).toHaveLength(end.standings.length);
    end.standings.forEach((s, i) => {
      const row = body[i];
      expect(row.spans, `row ${i}`).toEqual([1, 1, 1, 1, 1]);
      const [player, influence, capitals, stability, gold] = row.texts;
      expect(player).toContain(FACTION_INFO[s.faction].name[language]);
      expect(player).toMatch(language === 'en' ? /^(1st|2nd|3rd) / : /^(1er|2e|3e) /);
      expect(influence).toBe(String(s.influence));
      expect(capitals.startsWith(String(s.capitals.length))).toBe(true);
      for (const p of s.capitals) expect(capitals).toContain(PROVINCE_INFO[p].name[language]);
      expect(stability).toBe(String(s.stability));
      expect(gold).toBe(String(s.gold));
    });
    // The player is the row's header, for those who hear the table read.
    for (const row of body) expect(row.cells[0].tagName === 'TH' && row.cells[0].getAttribute('scope')).toBe('row');
  },
);
